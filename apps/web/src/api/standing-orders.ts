import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Draft, DraftAction, DraftLink, DraftLinesInput, StandingOrder, StandingOrderChange, StandingOrderInput } from '@freshprice/shared';
import { ApiError, apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

/** Every call of `/api/standing-orders` and `/api/standing-order-drafts` the web makes. */
const base = '/api/standing-orders';
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
const draftAt = (id: string) => `/api/standing-order-drafts/${encodeURIComponent(id)}`;
const byToken = (token: string) => `/api/standing-order-drafts/by-token/${encodeURIComponent(token)}`;
const forCustomer = (customer: string | null) => (customer ? `?customer=${encodeURIComponent(customer)}` : '');

export const standingOrdersApi = {
  list: (customer: string | null, signal?: AbortSignal) => apiFetch<{ items: StandingOrder[] }>(`${base}${forCustomer(customer)}`, { signal }).then((r) => r.items),
  create: (input: StandingOrderInput) => apiFetch<StandingOrder>(base, { method: 'POST', body: input }),
  change: (id: string, input: StandingOrderChange) => apiFetch<StandingOrder>(at(id), { method: 'PATCH', body: input }),
  remove: (id: string) => apiFetch<void>(at(id), { method: 'DELETE' }),
  pause: (id: string, paused: boolean) => apiFetch<StandingOrder>(`${at(id)}/${paused ? 'pause' : 'resume'}`, { method: 'POST' }),
  drafts: (customer: string | null, signal?: AbortSignal) => apiFetch<{ items: Draft[] }>(`${base}/drafts${forCustomer(customer)}`, { signal }).then((r) => r.items),
  draft: (id: string, signal?: AbortSignal) => apiFetch<Draft>(draftAt(id), { signal }),
  editDraft: (id: string, input: DraftLinesInput) => apiFetch<Draft>(draftAt(id), { method: 'PUT', body: input }),
  act: (id: string, action: DraftAction) => apiFetch<Draft>(`${draftAt(id)}/${action}`, { method: 'POST' }),
  link: (token: string, signal?: AbortSignal) => apiFetch<DraftLink>(byToken(token), { signal }),
  actByLink: (token: string, action: DraftAction) => apiFetch<Draft>(byToken(token), { method: 'POST', body: { action } }),
};

/** A 4xx is final (not found, not allowed): retrying only keeps the page's message behind a spinner. */
const retry = (failureCount: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** Some standing order's next draft was due when read (`at`): the server makes it within a minute, so read again soon. */
export const draftDue = (orders: readonly StandingOrder[] | undefined, at: number) => (orders ?? []).some((o) => o.next && Date.parse(o.next.draftAt) <= at);
const SOON_MS = 3_000;
const LATER_MS = 60_000;

/** A customer's standing orders (staff: the chosen customer's; none chosen, nothing is read); read again while a draft is due. */
export function useStandingOrders(customer: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.standingOrders.list(customer),
    queryFn: ({ signal }) => standingOrdersApi.list(customer, signal),
    enabled,
    refetchInterval: (q) => (draftDue(q.state.data, q.state.dataUpdatedAt) ? SOON_MS : LATER_MS),
    retry,
  });
}

/** Open drafts and those of the last two weeks; `soon` while a draft is due. */
export function useDrafts(customer: string | null, enabled = true, soon = false) {
  return useQuery({
    queryKey: queryKeys.standingOrders.drafts(customer),
    queryFn: ({ signal }) => standingOrdersApi.drafts(customer, signal),
    enabled,
    refetchInterval: soon ? SOON_MS : LATER_MS,
    retry,
  });
}

/** One draft; read again each minute, since its deadline closes it. */
export function useDraft(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.standingOrders.draft(id ?? ''),
    queryFn: ({ signal }) => standingOrdersApi.draft(id!, signal),
    enabled: Boolean(id),
    refetchInterval: 60_000,
    retry,
  });
}

/** What a mailed link is for; a used or unknown link answers `{ state: 'gone' }`. */
export function useDraftLink(token: string) {
  return useQuery({
    queryKey: queryKeys.standingOrders.link(token),
    queryFn: ({ signal }): Promise<DraftLink> => (token ? standingOrdersApi.link(token, signal) : Promise.resolve({ state: 'gone' })),
    // Read once: after an answer the link is used up, and the page keeps showing the outcome.
    staleTime: Infinity,
    retry,
  });
}

/**
 * After any standing-order or draft write: every standing-order read, and what shows orders (a draft
 * placed is a new order), the dashboard and the activity log.
 */
export async function afterStandingWrite(queryClient: QueryClient, draft?: Draft): Promise<void> {
  if (draft) queryClient.setQueryData(queryKeys.standingOrders.draft(draft.id), draft);
  const keys = [queryKeys.orders.all(), queryKeys.dashboard(), queryKeys.activity.all()];
  await Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    // Not a mailed link's read: the link is used up by the answer, and its page shows the outcome.
    queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders.all(), predicate: (q) => q.queryKey[1] !== 'link' }),
  ]);
}

/** Runs a write, then refreshes what shows it; a refusal refreshes too (the draft may have closed meanwhile). */
export function useStandingWrite() {
  const queryClient = useQueryClient();
  return async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      await afterStandingWrite(queryClient, isDraft(result) ? result : undefined);
      return result;
    } catch (error) {
      await afterStandingWrite(queryClient);
      throw error;
    }
  };
}

const isDraft = (value: unknown): value is Draft => Boolean(value) && typeof value === 'object' && 'deliveryDate' in (value as object) && 'decideAt' in (value as object);
