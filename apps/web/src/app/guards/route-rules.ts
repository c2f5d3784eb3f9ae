import { AUTH_PATHS, PAGE_ACCESS, PUBLIC_PATHS, isAllowed } from '@freshprice/shared';
import type { Access, Role } from '@freshprice/shared';
import { DEFAULT_SIGNED_IN_PATH, redirectTargetFromSearch } from '../../lib/safe-redirect';

/** What the routing rules need to know about the session (see lib/session.ts). */
export type SessionSnapshot =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; role: Role };

export type RouteKind =
  | { kind: 'public' }
  | { kind: 'auth' }
  | { kind: 'protected'; access: Access }
  /** Not a route of the app: the not-found page shows, for everyone. */
  | { kind: 'unknown' };

export type RouteDecision =
  /** The session check has not finished: show the full-screen spinner, redirect nothing. */
  | { type: 'wait' }
  | { type: 'render' }
  /** Always applied with history replace. */
  | { type: 'redirect'; to: string }
  /** The session could not be checked on a page that needs it: show an error, never widen access. */
  | { type: 'sessionError' };

export interface RouteLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export const LOGIN_PATH = '/login';
export const UNAUTHORIZED_PATH = '/unauthorized';

/** Protected routes that take one extra segment (`/pricesprivate/:id`, `/prices-manage/:priceListId`). */
const ROUTES_WITH_ID = ['/pricesprivate', '/prices-manage'] as const;

/** Where a signed-in user is sent instead of a public page meant for visitors. */
const SIGNED_IN_REDIRECTS: Readonly<Record<string, string>> = {
  '/': DEFAULT_SIGNED_IN_PATH,
  '/prices': '/pricesprivate',
};

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

export function classifyPath(rawPathname: string): RouteKind {
  const pathname = normalizePath(rawPathname);
  if ((AUTH_PATHS as readonly string[]).includes(pathname)) return { kind: 'auth' };
  if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return { kind: 'public' };
  if (pathname in PAGE_ACCESS) {
    return { kind: 'protected', access: PAGE_ACCESS[pathname as keyof typeof PAGE_ACCESS] };
  }
  for (const base of ROUTES_WITH_ID) {
    const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : null;
    if (rest && !rest.includes('/')) return { kind: 'protected', access: PAGE_ACCESS[base] };
  }
  if (pathname === UNAUTHORIZED_PATH) return { kind: 'protected', access: 'authenticated' };
  return { kind: 'unknown' };
}

/** `/login?redirectTo=<path>`; keeps slashes readable. */
export function loginPathFor(location: RouteLocation): string {
  const from = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  return `${LOGIN_PATH}?redirectTo=${encodeURIComponent(from).replace(/%2F/gi, '/')}`;
}

/** The routing rules of SPEC section 2, as one pure function. */
export function decideRoute(location: RouteLocation, session: SessionSnapshot): RouteDecision {
  const route = classifyPath(location.pathname);
  if (session.status === 'loading') return { type: 'wait' };

  const role = session.status === 'signedIn' ? session.role : null;

  switch (route.kind) {
    case 'unknown':
      return { type: 'render' };
    case 'public': {
      const to = role ? SIGNED_IN_REDIRECTS[normalizePath(location.pathname)] : undefined;
      return to ? { type: 'redirect', to } : { type: 'render' };
    }
    case 'auth':
      return role
        ? { type: 'redirect', to: redirectTargetFromSearch(location.search ?? '') }
        : { type: 'render' };
    case 'protected':
      if (session.status === 'error') return { type: 'sessionError' };
      if (role === null) return { type: 'redirect', to: loginPathFor(location) };
      return isAllowed(route.access, role) ? { type: 'render' } : { type: 'redirect', to: UNAUTHORIZED_PATH };
  }
}
