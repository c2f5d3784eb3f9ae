// Lazily loaded with the profile page: the session calls go through the better-auth client.
import type { Business, BusinessInput, ChangeEmailInput, Profile, SessionList, UpdateProfileInput } from '@freshprice/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';
import { invalidateSession } from './me';
import { authClient, authResult as run } from '../lib/auth-client';

/** What a customer may change of their own business (`ownBusinessInputSchema`). */
export type OwnBusiness = Pick<BusinessInput, 'company' | 'address'>;

export const profileApi = {
  get: (signal?: AbortSignal) => apiFetch<Profile>('/api/profile', { signal }),
  update: (input: UpdateProfileInput) => apiFetch<Profile>('/api/profile', { method: 'PATCH', body: input }),
  changeEmail: (input: ChangeEmailInput) => apiFetch<void>('/api/profile/email', { method: 'POST', body: input }),
  changePassword: (currentPassword: string, newPassword: string) => run(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true })),
  /** The caller's sessions by id (no session tokens reach the browser), the current one marked. */
  sessions: (signal?: AbortSignal) => apiFetch<SessionList>('/api/profile/sessions', { signal }),
  /** Turns two-factor on (pending until a code confirms it): the otpauth URI and the backup codes. */
  async enableTwoFactor(password: string): Promise<{ ok: true; totpURI: string; backupCodes: string[] } | { ok: false; code?: string }> {
    try {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error || !data || !('totpURI' in data)) return { ok: false, code: error?.code };
      return { ok: true, totpURI: data.totpURI, backupCodes: data.backupCodes };
    } catch {
      return { ok: false, code: 'NETWORK_ERROR' };
    }
  },
  confirmTwoFactor: (code: string) => run(authClient.twoFactor.verifyTotp({ code })),
  disableTwoFactor: (password: string) => run(authClient.twoFactor.disable({ password })),
  revokeSession: (id: string) => apiFetch<void>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  revokeAll: () => run(authClient.revokeSessions()),
  business: (signal?: AbortSignal) => apiFetch<Business>('/api/profile/business', { signal }),
  setBusiness: (input: OwnBusiness) => apiFetch<Business>('/api/profile/business', { method: 'PUT', body: input }),
};

export const profileQuery = queryOptions({ queryKey: queryKeys.profile.all(), queryFn: ({ signal }) => profileApi.get(signal) });

/** A customer's own company and delivery address (and what staff set, shown to them). */
export const ownBusinessQuery = queryOptions({ queryKey: queryKeys.profile.business(), queryFn: ({ signal }) => profileApi.business(signal) });

/** After saving their company or address: the profile shows what the server kept; staff's desk reads it again on its own. */
export async function saveOwnBusiness(queryClient: QueryClient, input: OwnBusiness): Promise<Business> {
  const saved = await profileApi.setBusiness(input);
  queryClient.setQueryData(ownBusinessQuery.queryKey, saved);
  return saved;
}

export const profileSessionsQuery = queryOptions({ queryKey: queryKeys.profile.sessions(), queryFn: ({ signal }) => profileApi.sessions(signal) });

/** After a save: the profile shows what the server kept. */
export function setProfile(queryClient: QueryClient, saved: Profile): void {
  queryClient.setQueryData(profileQuery.queryKey, saved);
}

/** After a password change or a revoke: the signed-in devices read again. */
export function invalidateSessions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: profileSessionsQuery.queryKey });
}

/** Two-step verification turned on or off: the profile and the session's "must enrol" (staff, admin setting) change with it. */
export function invalidateTwoFactor(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.profile.all() }),
    invalidateSession(queryClient),
  ]).then(() => undefined);
}
