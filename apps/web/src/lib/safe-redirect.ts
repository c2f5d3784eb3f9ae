import { AUTH_PATHS } from '@freshprice/shared';

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * Returns a same-origin path (with search and hash) that is safe to navigate to after sign-in,
 * or `fallback`. Rejects absolute URLs, protocol-relative (`//x`), backslash tricks and
 * control characters, and the auth pages themselves (which would loop).
 */
export function safeRedirectPath(value: unknown, fallback: string = DEFAULT_SIGNED_IN_PATH): string {
  if (typeof value !== 'string') return fallback;
  const candidate = value.trim();
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  if (candidate.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if ((AUTH_PATHS as readonly string[]).includes(pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Reads the return location carried to an auth page (`?redirectTo=` or `?from=`). */
export function redirectTargetFromSearch(search: string, fallback: string = DEFAULT_SIGNED_IN_PATH): string {
  const params = new URLSearchParams(search);
  return safeRedirectPath(params.get('redirectTo') ?? params.get('from'), fallback);
}
