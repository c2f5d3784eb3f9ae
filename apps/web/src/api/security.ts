import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SecuritySettings, SecuritySettingsInput } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';
import { invalidateSession } from './me';

/** The admin's account-protection settings (`/api/security-settings`). */
export const securityApi = {
  get: (signal?: AbortSignal) => apiFetch<SecuritySettings>('/api/security-settings', { signal }),
  save: (input: SecuritySettingsInput) => apiFetch<SecuritySettings>('/api/security-settings', { method: 'PUT', body: input }),
};

export function useSecuritySettings() {
  return useQuery({ queryKey: queryKeys.securitySettings(), queryFn: ({ signal }) => securityApi.get(signal) });
}

/** After a save: the settings take the answer; whoever must enrol now is told on their next read of the session. */
export function securitySettingsSaved(queryClient: QueryClient, saved: SecuritySettings): void {
  queryClient.setQueryData(queryKeys.securitySettings(), saved);
  void invalidateSession(queryClient);
}
