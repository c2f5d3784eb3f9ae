import { describe, expect, it } from 'vitest';
import { ACTIONS, can, isAllowed, isStaff, ROLES, toRole } from './permissions.js';
import { PAGE_ACCESS } from './routes.js';

describe('permission table', () => {
  it('gives admin everything but ordering, sellers all but user management, customers only their own pages and ordering', () => {
    // Ordering is a customer's own: staff confirm and cancel orders, they do not place them.
    expect(ACTIONS.filter((a) => !can('admin', a))).toEqual(['orders.place']);
    expect(ACTIONS.filter((a) => !can('seller', a))).toEqual(['users.manage', 'settings.manage', 'orders.place']);
    expect(ACTIONS.filter((a) => can('customer', a)).sort()).toEqual(
      ['activity.view', 'dashboard.view', 'prices.view', 'products.view', 'profile.manage', 'orders.place', 'orders.view'].sort(),
    );
  });

  it('fails closed on an unknown or missing role', () => {
    expect(toRole('superuser')).toBe('customer');
    expect(toRole(null)).toBe('customer');
    expect(toRole(undefined)).toBe('customer');
    expect(toRole('ADMIN')).toBe('customer');
    expect(toRole('seller')).toBe('seller');
    expect(can(null, 'dashboard.view')).toBe(false);
  });

  it('lets anonymous visitors through public routes only', () => {
    expect(isAllowed('public', null)).toBe(true);
    expect(isAllowed('authenticated', null)).toBe(false);
    expect(isAllowed('authenticated', 'customer')).toBe(true);
    expect(isAllowed('users.manage', 'seller')).toBe(false);
    expect(isAllowed('users.manage', 'admin')).toBe(true);
  });

  it('matches SPEC section 6 for every guarded page', () => {
    const staffOnly = ['/prices-manage', '/prices-manage/compare', '/import-quickbooks', '/products/manage', '/exportlistswhatsapp', '/orders/manage', '/orders/manage/pick-list', '/orders/manage/routes', '/price-moves'];
    for (const [page, action] of Object.entries(PAGE_ACCESS)) {
      const expected =
        page === '/manage-users' ? ['admin'] : page === '/order' ? ['customer'] : staffOnly.includes(page) ? ['admin', 'seller'] : ['admin', 'seller', 'customer'];
      expect((['admin', 'seller', 'customer'] as const).filter((r) => can(r, action)), page).toEqual(expected);
    }
  });
});

describe('isStaff', () => {
  it('is the sellers and admins of the table, never a customer or a visitor', () => {
    expect(ROLES.filter((role) => isStaff(role))).toEqual(['admin', 'seller']);
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
