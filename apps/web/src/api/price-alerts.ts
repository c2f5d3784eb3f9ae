import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MoveNote, MoveNoteInput, PriceAlerts, PriceMoves } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

const notePath = (list: string, productId: string) => `/api/price-lists/${encodeURIComponent(list)}/items/${encodeURIComponent(productId)}/move-note`;

/** Every call of `/api/price-alerts`, `/api/price-moves` and the move notes the web makes. */
export const priceAlertsApi = {
  mine: (signal?: AbortSignal) => apiFetch<PriceAlerts>('/api/price-alerts', { signal }),
  dismiss: (id: string) => apiFetch<void>(`/api/price-alerts/${encodeURIComponent(id)}/dismiss`, { method: 'POST' }),
  moves: (days: number, signal?: AbortSignal) => apiFetch<PriceMoves>(`/api/price-moves?days=${days}`, { signal }),
  setNote: (list: string, productId: string, input: MoveNoteInput) => apiFetch<MoveNote>(notePath(list, productId), { method: 'PUT', body: input }),
  deleteNote: (list: string, productId: string) => apiFetch<void>(notePath(list, productId), { method: 'DELETE' }),
};

/** The customer's alerts not dismissed (the dashboard's card); `enabled` for customers only. */
export function usePriceAlerts(enabled = true) {
  return useQuery({ queryKey: queryKeys.priceAlerts.mine(), queryFn: ({ signal }) => priceAlertsApi.mine(signal), enabled });
}

/** Recent moves past the alert threshold on watched items (staff); a move still settling is read again every half minute. */
export function usePriceMoves(days: number) {
  return useQuery({
    queryKey: queryKeys.priceAlerts.moves(days),
    queryFn: ({ signal }) => priceAlertsApi.moves(days, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((m) => m.settlesAt) ? 30_000 : false),
  });
}

/** Dismisses one of the customer's alerts: their card reads again. */
export async function dismissPriceAlert(queryClient: QueryClient, id: string): Promise<void> {
  await priceAlertsApi.dismiss(id);
  await queryClient.invalidateQueries({ queryKey: queryKeys.priceAlerts.all() });
}

/** After a note is set or removed: the moves and the activity log read again. */
function invalidateNotes(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryKeys.priceAlerts.all(), queryKeys.activity.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export async function saveMoveNote(queryClient: QueryClient, list: string, productId: string, input: MoveNoteInput): Promise<MoveNote> {
  const note = await priceAlertsApi.setNote(list, productId, input);
  await invalidateNotes(queryClient);
  return note;
}

export async function removeMoveNote(queryClient: QueryClient, list: string, productId: string): Promise<void> {
  await priceAlertsApi.deleteNote(list, productId);
  await invalidateNotes(queryClient);
}
