import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Business, BusinessInput, Customer, CursorPage, InvitationCheck, InviteUserInput, ManagedUser, Role } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';
import { priceListIndexQuery } from './price-lists';

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
  /** The customers a list can be shared with (`/api/customers`). */
  customers: (signal?: AbortSignal) => apiFetch<{ items: Customer[] }>('/api/customers', { signal }).then((r) => r.items),
  /** Use `saveUserLists`, which refreshes what shows the shares. */
  setLists: (id: string, listIds: string[]) => apiFetch<{ items: { id: string }[] }>(`${at(id)}/lists`, { method: 'PUT', body: { listIds } }),
  business: (id: string, signal?: AbortSignal) => apiFetch<Business>(`${at(id)}/business`, { signal }),
  /** Use `saveBusiness`, which refreshes what shows it. */
  setBusiness: (id: string, input: BusinessInput) => apiFetch<Business>(`${at(id)}/business`, { method: 'PUT', body: input }),
};

/** The people, searched and filtered, a page at a time. */
export function useUsers(filters: { search: string; role: string }) {
  return useInfiniteQuery({
    queryKey: queryKeys.users.list(filters),
    queryFn: ({ pageParam, signal }) => usersApi.page(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}

/** After inviting, changing, disabling or deleting someone: every read of the people. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.users.all() });
}

/** The customers a list can be shared with; an invitation or a change of role refreshes it (`invalidateUsers`). */
export function useCustomers(enabled = true) {
  return useQuery({ queryKey: queryKeys.users.customers(), queryFn: ({ signal }) => usersApi.customers(signal), enabled, staleTime: 60_000 });
}

/** Every list a customer may be given, and the ones this customer has. */
export function useAllLists() {
  return useQuery(priceListIndexQuery);
}

export function useUserLists(id: string) {
  return useQuery({ queryKey: queryKeys.users.lists(id), queryFn: () => usersApi.lists(id) });
}

/** Gives a customer these lists; their lists and every list's "shared with" read again. */
export async function saveUserLists(queryClient: QueryClient, id: string, listIds: string[]): Promise<void> {
  await usersApi.setLists(id, listIds);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.users.lists(id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.priceLists.all() }),
  ]);
}

/** Asks the server whether the link can still choose the password; nothing is used up. */
export function useInvitationCheck(token: string) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => apiFetch<InvitationCheck>('/api/invitations/check', { method: 'POST', body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** A customer's business as staff set it (size, delivery days, substitutions, exceptions). */
export function useCustomerBusiness(id: string) {
  return useQuery({ queryKey: queryKeys.users.business(id), queryFn: ({ signal }) => usersApi.business(id, signal) });
}

/**
 * Saves a customer's business. Their company shows on the order desk, their size and exceptions
 * change what the order page offers them, and the activity log records the change.
 */
export async function saveBusiness(queryClient: QueryClient, id: string, input: BusinessInput): Promise<Business> {
  const saved = await usersApi.setBusiness(id, input);
  queryClient.setQueryData(queryKeys.users.business(id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.orderDesk.all() }),
    // The order page's dates, cutoffs and minimum (`orders` options and planner).
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all() }),
  ]);
  return saved;
}
