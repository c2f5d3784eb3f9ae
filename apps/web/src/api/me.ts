import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { toRole } from '@freshprice/shared';
import type { MeResponse, Role } from '@freshprice/shared';
import { ApiError, apiFetch, clearRevalidationStore } from '../lib/api-client';
import { queryKeys } from './keys';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Staff who must turn on two-step verification (admin setting): only the profile works until then. */
  twoFactorSetupRequired?: boolean;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; role: Role };

/** Whose answers the revalidation store holds: undefined before the first check, null for a visitor. */
let storeOwner: string | null | undefined;

/** Answers kept for one user must never be revalidated for another (an ETag need not name the user). */
function noteIdentity(userId: string | null): void {
  if (storeOwner !== undefined && storeOwner !== userId) clearRevalidationStore();
  storeOwner = userId;
}

/**
 * `GET /api/me`: the user, or null when signed out (the server answers `{ user: null }`; an older
 * server's 401 means the same). Any other failure is an error, never a role.
 */
export async function fetchMe(): Promise<SessionUser | null> {
  try {
    const { user } = await apiFetch<MeResponse>('/api/me');
    noteIdentity(user?.id ?? null);
    if (!user) return null;
    // Fail closed: an unknown role is treated as the least privileged one.
    return { id: user.id, email: user.email, name: user.name, role: toRole(user.role), twoFactorSetupRequired: user.twoFactorSetupRequired === true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      noteIdentity(null);
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me(),
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: (failureCount, error) =>
    failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
});

export function useSession(): SessionState {
  const query = useQuery(meQueryOptions);
  if (query.data) return { status: 'signedIn', user: query.data, role: query.data.role };
  if (query.data === null) return { status: 'signedOut' };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'loading' };
}

/** Convenience for components that only need the user (null while loading or signed out). */
export function useCurrentUser(): SessionUser | null {
  const session = useSession();
  return session.status === 'signedIn' ? session.user : null;
}

/** Re-reads `GET /api/me` now (after sign-in, sign-up or a password reset). */
export function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/** Reads `GET /api/me` again when next used (now, for the pages on screen): the session's rules changed. */
export function invalidateSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.me() });
}

/** Tries the session check again (after it failed). */
export function retrySession(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: queryKeys.me() });
}
