import { findRoute, isAllowed } from '@freshprice/shared';
import type { Access, Role } from '@freshprice/shared';
import { redirectTargetFromSearch } from '../../lib/safe-redirect';

/** What the routing rules need to know about the session (see api/me.ts). */
export type SessionSnapshot =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; role: Role; twoFactorSetupRequired?: boolean };

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
/** Where staff who must turn on two-step verification (admin setting) are sent: the profile's enrolment. */
export const TWO_FACTOR_SETUP_PATH = '/profile?setup=two-factor#two-factor';

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

/** What the route table says about a path; a redirect entry counts as public (its loader moves on). */
export function classifyPath(rawPathname: string): RouteKind {
  const route = findRoute(normalizePath(rawPathname));
  switch (route?.kind) {
    case undefined:
      return { kind: 'unknown' };
    case 'protected':
      return { kind: 'protected', access: route.access };
    case 'auth':
      return { kind: 'auth' };
    case 'public':
    case 'redirect':
      return { kind: 'public' };
  }
}

/** Where a signed-in user is sent instead of a public page meant for visitors, if anywhere. */
function signedInRedirect(pathname: string): string | undefined {
  const route = findRoute(normalizePath(pathname));
  return route?.kind === 'public' ? route.signedIn : undefined;
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
      const to = role ? signedInRedirect(location.pathname) : undefined;
      return to ? { type: 'redirect', to } : { type: 'render' };
    }
    case 'auth':
      return role
        ? { type: 'redirect', to: redirectTargetFromSearch(location.search ?? '') }
        : { type: 'render' };
    case 'protected':
      if (session.status === 'error') return { type: 'sessionError' };
      if (role === null) return { type: 'redirect', to: loginPathFor(location) };
      // Staff who must enrol reach nothing but their profile (the server refuses the rest).
      if (session.status === 'signedIn' && session.twoFactorSetupRequired && normalizePath(location.pathname) !== '/profile') {
        return { type: 'redirect', to: TWO_FACTOR_SETUP_PATH };
      }
      return isAllowed(route.access, role) ? { type: 'render' } : { type: 'redirect', to: UNAUTHORIZED_PATH };
  }
}
