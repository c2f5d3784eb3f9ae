import { describe, expect, it } from 'vitest';
import { can, type Action } from './permissions.js';
import { AUTH_PATHS, findRoute, navRoutes, PAGE_ACCESS, robotsDisallowedPaths, ROUTES, sitemapPaths } from './routes.js';

describe('the route table', () => {
  it('lists each path once, each pattern with a plain parent of the same access', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      if (!route.path.includes('/:')) continue;
      const parent = findRoute(route.path.slice(0, route.path.lastIndexOf('/')));
      expect(parent, route.path).not.toBeNull();
      expect(parent!.crawl === 'disallow', route.path).toBe(route.crawl === 'disallow');
      if (route.kind === 'protected') expect(parent).toMatchObject({ kind: 'protected', access: route.access });
    }
  });

  it('finds plain paths before patterns and matches one segment per parameter', () => {
    expect(findRoute('/products/manage')).toMatchObject({ kind: 'protected', access: 'products.manage' });
    expect(findRoute('/products/golden-pineapple')).toMatchObject({ path: '/products/:productSlug', kind: 'public' });
    expect(findRoute('/pricesprivate/list-1')).toMatchObject({ kind: 'protected', access: 'prices.view' });
    expect(findRoute('/pricesprivate/a/b')).toBeNull();
    expect(findRoute('/nope')).toBeNull();
  });

  it('sends redirects and signed-in redirects to pages of the table', () => {
    for (const route of ROUTES) {
      const to = route.kind === 'redirect' ? route.to : route.kind === 'public' && 'signedIn' in route ? route.signedIn : null;
      if (to) expect(findRoute(to)?.kind, `${route.path} -> ${to}`).not.toBe('redirect');
    }
  });

  it('keeps the derived lists the rest of the app reads', () => {
    expect(AUTH_PATHS).toEqual(['/login', '/register', '/forgot-password', '/reset-password', '/invitation']);
    expect(Object.keys(PAGE_ACCESS).sort()).toEqual(
      ['/activity', '/dashboard', '/exportlistswhatsapp', '/import-quickbooks', '/manage-users', '/invoices', '/order', '/orders', '/orders/manage', '/orders/manage/pick-list', '/orders/manage/routes', '/prices-manage', '/prices-manage/compare', '/price-moves', '/pricesprivate', '/products/manage', '/profile', '/standing-orders', '/standing-orders/drafts'].sort(),
    );
    expect(sitemapPaths()).toEqual(['/', '/products', '/prices', '/about-us', '/contact']);
    expect(robotsDisallowedPaths().sort()).toEqual(
      ['/api/', ...Object.keys(PAGE_ACCESS), ...AUTH_PATHS, '/unauthorized', '/ai', '/substitution', '/standing-order'].sort(),
    );
  });

  it('never lists in the sitemap a page that needs a session, nor lets crawlers into one', () => {
    for (const route of ROUTES) {
      if (route.kind === 'protected' || route.kind === 'auth') expect(route.crawl, route.path).toBe('disallow');
    }
  });

  it('puts in the menus only pages a role can open', () => {
    for (const group of ['main', 'products', 'prices', 'account'] as const) {
      for (const item of navRoutes(group)) {
        const route = findRoute(item.path)!;
        if (route.kind === 'protected' && route.access !== 'authenticated') {
          // Whoever sees the item may open the page.
          for (const role of ['admin', 'seller', 'customer'] as const) {
            if (!item.requires || can(role, item.requires)) expect(can(role, route.access as Action), `${role} ${item.path}`).toBe(true);
          }
        }
      }
    }
    expect(navRoutes('signedOut').every((item) => findRoute(item.path)?.kind === 'public')).toBe(true);
  });
});
