import { describe, expect, it } from 'vitest';
import { isActivePath, signedInNav } from './nav-items';

describe('isActivePath', () => {
  it('marks home active only on exactly /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/dashboard', '/')).toBe(false);
    expect(isActivePath('/products', '/')).toBe(false);
  });

  it('marks a route active on itself and below it', () => {
    expect(isActivePath('/products', '/products')).toBe(true);
    expect(isActivePath('/products/', '/products')).toBe(true);
    expect(isActivePath('/products/manage', '/products')).toBe(true);
    expect(isActivePath('/pricesprivate/list-1', '/pricesprivate')).toBe(true);
  });

  it('does not match a different route sharing a prefix', () => {
    expect(isActivePath('/pricesprivate', '/prices')).toBe(false);
    expect(isActivePath('/prices-manage', '/prices')).toBe(false);
    expect(isActivePath('/about', '/about-us')).toBe(false);
  });
});

describe('signedInNav', () => {
  const paths = (items: { to: string }[]) => items.map((item) => item.to);

  it('gives admin every item, including Manage Users', () => {
    const nav = signedInNav('admin');
    expect(paths(nav.main)).toEqual(['/', '/dashboard', '/activity', '/ai', '/orders/manage', '/invoices']);
    expect(paths(nav.products)).toEqual(['/products', '/products/manage']);
    expect(paths(nav.prices)).toEqual(['/pricesprivate', '/prices-manage', '/price-moves', '/import-quickbooks', '/exportlistswhatsapp']);
    expect(paths(nav.account)).toEqual(['/manage-users', '/profile']);
  });

  it('gives seller the staff items but not Manage Users', () => {
    const nav = signedInNav('seller');
    expect(paths(nav.products)).toEqual(['/products', '/products/manage']);
    expect(paths(nav.prices)).toHaveLength(5);
    expect(paths(nav.account)).toEqual(['/profile']);
  });

  it('gives customer only the viewing items, and ordering (not the order desk)', () => {
    const nav = signedInNav('customer');
    expect(paths(nav.main)).toEqual(['/', '/dashboard', '/activity', '/ai', '/order', '/orders']);
    expect(paths(nav.products)).toEqual(['/products']);
    expect(paths(nav.prices)).toEqual(['/pricesprivate']);
    expect(paths(nav.account)).toEqual(['/invoices', '/standing-orders', '/profile']);
  });
});
