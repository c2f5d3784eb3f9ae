import { describe, expect, it } from 'vitest';
import { findRoute } from './routes.js';
import { RENDERED_ROUTES, isRenderedPath } from './ssr.js';

describe('isRenderedPath', () => {
  it('covers the public pages of SPEC 2 and a product of any name', () => {
    for (const path of ['/', '/products', '/products/aguacates', '/prices', '/about-us', '/about', '/contact']) {
      expect(isRenderedPath(path), path).toBe(true);
    }
  });

  it('leaves the sign-in, signed-in and staff pages to the app, /products/manage included', () => {
    for (const path of ['/login', '/register', '/dashboard', '/products/manage', '/pricesprivate', '/ai', '/nope', '/products/a/b']) {
      expect(isRenderedPath(path), path).toBe(false);
    }
  });

  it('names only routes of the route table that are public or redirect to one', () => {
    for (const path of RENDERED_ROUTES) {
      const route = findRoute(path.replace(':productSlug', 'x'));
      expect(route?.path, path).toBe(path);
      expect(['public', 'redirect']).toContain(route?.kind);
    }
  });
});
