import type { Role } from '@freshprice/shared';

/** Accounts the end-to-end server creates before it listens (test data only). */
export const E2E_USERS: Record<Role, { email: string; password: string; name: string }> = {
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password', name: 'Ada Admin' },
  seller: { email: 'seller@e2e.test', password: 'e2e-seller-password', name: 'Sam Seller' },
  customer: { email: 'customer@e2e.test', password: 'e2e-customer-password', name: 'Cora Customer' },
};
