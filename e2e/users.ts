import type { Role } from '@freshprice/shared';

/** Accounts the end-to-end server creates before it listens (test data only). */
export const E2E_USERS: Record<Role, { email: string; password: string; name: string }> = {
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password', name: 'Ada Admin' },
  seller: { email: 'seller@e2e.test', password: 'e2e-seller-password', name: 'Sam Seller' },
  customer: { email: 'customer@e2e.test', password: 'e2e-customer-password', name: 'Cora Customer' },
};

/**
 * A seller for the tests that sign out: sign-out ends every session of the account, which would end
 * the sessions of other tests running at the same time as the shared seller.
 */
export const E2E_SIGN_OUT_SELLER = { email: 'signout-seller@e2e.test', password: 'e2e-signout-password', name: 'Sol Seller' };
