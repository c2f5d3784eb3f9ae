import type { CursorPage, InviteUserInput, ManagedUser, PriceListSummary, Role, SecuritySettings, SecuritySettingsInput } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';

const at = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Every call the users page makes, typed by the shared contract. */
export const usersApi = {
  page: (filters: { search?: string; role?: string }, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
    if (cursor) params.set('cursor', cursor);
    return apiFetch<CursorPage<ManagedUser>>(`/api/users?${params.toString()}`, { signal });
  },
  invite: (input: InviteUserInput) => apiFetch<ManagedUser>('/api/users', { method: 'POST', body: input }),
  setRole: (id: string, role: Role) => apiFetch<ManagedUser>(at(id), { method: 'PATCH', body: { role } }),
  setDisabled: (id: string, disabled: boolean) => apiFetch<ManagedUser>(`${at(id)}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' }),
  resendInvitation: (id: string) => apiFetch<ManagedUser>(`${at(id)}/invitation`, { method: 'POST' }),
  sendReset: (id: string) => apiFetch<void>(`${at(id)}/password-reset`, { method: 'POST' }),
  remove: (id: string) => apiFetch<void>(at(id), { method: 'DELETE' }),
  lists: (id: string) => apiFetch<{ items: { id: string; slug: string; name: string }[] }>(`${at(id)}/lists`).then((r) => r.items),
  setLists: (id: string, listIds: string[]) => apiFetch<{ items: { id: string }[] }>(`${at(id)}/lists`, { method: 'PUT', body: { listIds } }),
  securitySettings: (signal?: AbortSignal) => apiFetch<SecuritySettings>('/api/security-settings', { signal }),
  setSecuritySettings: (input: SecuritySettingsInput) => apiFetch<SecuritySettings>('/api/security-settings', { method: 'PUT', body: input }),
  allLists: (signal?: AbortSignal) => apiFetch<{ items: PriceListSummary[] }>('/api/price-lists', { signal }).then((r) => r.items),
};
