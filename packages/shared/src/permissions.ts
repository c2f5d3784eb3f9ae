/**
 * The one permission table of the product. The server enforces it on every API route;
 * the web uses it only to hide what a role cannot do.
 */
export const ROLES = ['admin', 'seller', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'dashboard.view',
  'activity.view',
  'profile.manage',
  'prices.view',
  'products.view',
  'prices.manage',
  'products.manage',
  'import.run',
  'export.whatsapp',
  'users.manage',
  'settings.manage',
  /** Order from one's own shared price lists (customers). */
  'orders.place',
  /** See orders: a customer their own, staff every one. */
  'orders.view',
  /** Confirm and cancel any order, set customers' business and ordering exceptions (staff). */
  'orders.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

const SIGNED_IN: readonly Action[] = [
  'dashboard.view',
  'activity.view',
  'profile.manage',
  'prices.view',
  'products.view',
  'orders.view',
];
const STAFF: readonly Action[] = [
  ...SIGNED_IN,
  'prices.manage',
  'products.manage',
  'import.run',
  'export.whatsapp',
  'orders.manage',
];

export const PERMISSIONS: Readonly<Record<Role, readonly Action[]>> = {
  admin: [...STAFF, 'users.manage', 'settings.manage'],
  seller: STAFF,
  customer: [...SIGNED_IN, 'orders.place'],
};

/** What a route requires: anyone, any signed-in user, or one action of the table. */
export type Access = 'public' | 'authenticated' | Action;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Fail closed: anything that is not a known role is treated as the least privileged
 * signed-in role. It never widens access.
 */
export function toRole(value: unknown): Role {
  return isRole(value) ? value : 'customer';
}

export function can(role: Role | null | undefined, action: Action): boolean {
  if (!role) return false;
  return PERMISSIONS[role].includes(action);
}

/**
 * Staff (seller, admin): who keep the catalogue and the prices, and see what customers do not (cost,
 * margins, notes, who did what). The one place that says so; the table above decides it.
 */
export function isStaff(role: Role | null | undefined): boolean {
  return can(role, 'prices.manage');
}

/** `role` null means an anonymous visitor. */
export function isAllowed(access: Access, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  if (access === 'authenticated') return true;
  return can(role, access);
}
