import { describe, expect, it } from 'vitest';
import { PAGE_ACCESS } from '@freshprice/shared';
import type { Role } from '@freshprice/shared';
import { classifyPath, decideRoute, loginPathFor } from './route-rules';
import type { SessionSnapshot } from './route-rules';

const signedOut: SessionSnapshot = { status: 'signedOut' };
const as = (role: Role): SessionSnapshot => ({ status: 'signedIn', role });
const render = { type: 'render' };
const redirect = (to: string) => ({ type: 'redirect', to });

describe('decideRoute', () => {
  it('redirects nothing while the session check runs', () => {
    for (const path of ['/', '/dashboard', '/login', '/manage-users', '/nope', '/prices']) {
      expect(decideRoute({ pathname: path }, { status: 'loading' })).toEqual({ type: 'wait' });
    }
  });

  it('renders public and auth pages for signed-out visitors', () => {
    for (const path of ['/', '/about', '/about-us', '/contact', '/products', '/prices', '/ai']) {
      expect(decideRoute({ pathname: path }, signedOut)).toEqual(render);
    }
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/invitation']) {
      expect(decideRoute({ pathname: path, search: '?token=abc' }, signedOut)).toEqual(render);
    }
  });

  it('sends signed-in users from / and auth pages to /dashboard', () => {
    expect(decideRoute({ pathname: '/' }, as('customer'))).toEqual(redirect('/dashboard'));
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
      expect(decideRoute({ pathname: path }, as('seller'))).toEqual(redirect('/dashboard'));
    }
  });

  it('returns a signed-in user to the location carried to the login page', () => {
    expect(decideRoute({ pathname: '/login', search: '?redirectTo=/activity%3Fpage%3D2' }, as('customer'))).toEqual(
      redirect('/activity?page=2'),
    );
    expect(decideRoute({ pathname: '/login', search: '?from=/profile' }, as('customer'))).toEqual(redirect('/profile'));
    expect(decideRoute({ pathname: '/login', search: '?redirectTo=//evil.example' }, as('customer'))).toEqual(
      redirect('/dashboard'),
    );
    expect(decideRoute({ pathname: '/login', search: '?redirectTo=https://evil.example/x' }, as('admin'))).toEqual(
      redirect('/dashboard'),
    );
  });

  it('sends signed-in users from /prices to /pricesprivate and keeps /products', () => {
    expect(decideRoute({ pathname: '/prices' }, as('customer'))).toEqual(redirect('/pricesprivate'));
    expect(decideRoute({ pathname: '/products' }, as('customer'))).toEqual(render);
    expect(decideRoute({ pathname: '/about-us' }, as('admin'))).toEqual(render);
    expect(decideRoute({ pathname: '/ai' }, as('customer'))).toEqual(render);
  });

  it('sends signed-out users to /login carrying the requested location', () => {
    expect(decideRoute({ pathname: '/dashboard' }, signedOut)).toEqual(redirect('/login?redirectTo=/dashboard'));
    expect(decideRoute({ pathname: '/pricesprivate/private-list-1', search: '?q=1', hash: '#top' }, signedOut)).toEqual(
      redirect('/login?redirectTo=/pricesprivate/private-list-1%3Fq%3D1%23top'),
    );
    for (const path of Object.keys(PAGE_ACCESS)) {
      expect(decideRoute({ pathname: path }, signedOut)).toEqual(redirect(loginPathFor({ pathname: path })));
    }
    expect(decideRoute({ pathname: '/unauthorized' }, signedOut)).toEqual(redirect('/login?redirectTo=/unauthorized'));
  });

  it('applies the permission table to every protected page and role', () => {
    const expected: Record<string, Role[]> = {
      '/dashboard': ['admin', 'seller', 'customer'],
      '/pricesprivate': ['admin', 'seller', 'customer'],
      '/pricesprivate/abc': ['admin', 'seller', 'customer'],
      '/activity': ['admin', 'seller', 'customer'],
      '/profile': ['admin', 'seller', 'customer'],
      '/unauthorized': ['admin', 'seller', 'customer'],
      '/prices-manage': ['admin', 'seller'],
      '/prices-manage/private-list-1': ['admin', 'seller'],
      '/price-moves': ['admin', 'seller'],
      '/import-quickbooks': ['admin', 'seller'],
      '/products/manage': ['admin', 'seller'],
      '/exportlistswhatsapp': ['admin', 'seller'],
      '/manage-users': ['admin'],
    };
    for (const [path, allowed] of Object.entries(expected)) {
      for (const role of ['admin', 'seller', 'customer'] as const) {
        const decision = decideRoute({ pathname: path }, as(role));
        expect(decision, `${role} on ${path}`).toEqual(allowed.includes(role) ? render : redirect('/unauthorized'));
      }
    }
  });

  it('fails closed when the session check errors', () => {
    expect(decideRoute({ pathname: '/manage-users' }, { status: 'error' })).toEqual({ type: 'sessionError' });
    expect(decideRoute({ pathname: '/' }, { status: 'error' })).toEqual(render);
    expect(decideRoute({ pathname: '/login' }, { status: 'error' })).toEqual(render);
  });

  it('lets unknown paths reach the not-found page', () => {
    expect(decideRoute({ pathname: '/no-such-page' }, signedOut)).toEqual(render);
    expect(decideRoute({ pathname: '/pricesprivate/a/b' }, as('admin'))).toEqual(render);
  });

  it('ignores a trailing slash', () => {
    expect(classifyPath('/dashboard/')).toEqual({ kind: 'protected', access: 'dashboard.view' });
    expect(decideRoute({ pathname: '/prices/' }, as('customer'))).toEqual(redirect('/pricesprivate'));
  });
});

describe('decideRoute for staff who must turn on two-step verification', () => {
  const mustEnrol = (role: Role): SessionSnapshot => ({ status: 'signedIn', role, twoFactorSetupRequired: true });
  it('sends them from every other signed-in page to the profile’s enrolment, and renders the profile', () => {
    for (const role of ['seller', 'admin'] as const) {
      for (const path of ['/dashboard', '/prices-manage', '/manage-users', '/activity']) {
        expect(decideRoute({ pathname: path }, mustEnrol(role))).toEqual(redirect('/profile?setup=two-factor#two-factor'));
      }
      expect(decideRoute({ pathname: '/profile', search: '?setup=two-factor' }, mustEnrol(role))).toEqual(render);
      expect(decideRoute({ pathname: '/profile/' }, mustEnrol(role))).toEqual(render);
    }
    // Public pages stay public.
    expect(decideRoute({ pathname: '/contact' }, mustEnrol('seller'))).toEqual(render);
    // Without the flag, nothing changes.
    expect(decideRoute({ pathname: '/dashboard' }, as('seller'))).toEqual(render);
  });
});
