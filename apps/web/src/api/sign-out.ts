import type { QueryClient } from '@tanstack/react-query';
import { clearRevalidationStore } from '../lib/api-client';

/** Statuses that mean "there is no server session any more": the local state is removed anyway. */
const IGNORED_STATUSES = new Set([401, 403, 404]);

const AUTH_STORAGE_PATTERN = /(better-auth|auth|session|token)/i;

export function clearAuthStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key !== null && AUTH_STORAGE_PATTERN.test(key),
      );
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Storage blocked: nothing stored there either.
    }
  }
}

export class SignOutError extends Error {
  constructor(readonly status: number | undefined, message: string) {
    super(message);
    this.name = 'SignOutError';
  }
}

/**
 * Signs out every session of the user on the server (better-auth revokes them all), then clears
 * the react-query cache and auth entries in browser storage. Throws SignOutError when the server
 * could not sign out (other than 401/403/404), so the caller can tell the user.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const { authClient } = await import('../lib/auth-client');
  let failure: SignOutError | null = null;
  try {
    const result = await authClient.signOut();
    if (result.error && !IGNORED_STATUSES.has(result.error.status)) {
      failure = new SignOutError(result.error.status, result.error.message ?? 'Sign-out failed');
    }
  } catch (error) {
    failure = new SignOutError(undefined, error instanceof Error ? error.message : 'Sign-out failed');
  }
  if (failure) {
    console.error('Sign-out failed', failure);
    throw failure;
  }
  clearAuthStorage();
  clearRevalidationStore();
  // Drop every cached server answer. Observers are not notified of the removal, so nothing
  // re-renders (and no guard redirects) before the caller leaves the page.
  queryClient.clear();
}
