import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Order, ShortLineInput, SubstituteInput, SubstitutionAnswer, SubstitutionAsk, SubstitutionLink } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { queryKeys } from './keys';

const line = (id: string, position: number) => `/api/orders/${encodeURIComponent(id)}/lines/${position}`;

/** The order desk's adjustments (staff), and the customer's answers to a substitute. */
export const fulfilmentApi = {
  short: (id: string, position: number, input: ShortLineInput) => apiFetch<Order>(`${line(id, position)}/short`, { method: 'PUT', body: input }),
  substitute: (id: string, position: number, input: SubstituteInput) => apiFetch<Order>(`${line(id, position)}/substitute`, { method: 'PUT', body: input }),
  withdraw: (id: string, position: number) => apiFetch<Order>(`${line(id, position)}/substitute`, { method: 'DELETE' }),
  weights: (id: string, position: number, weights: string[]) => apiFetch<Order>(`${line(id, position)}/weights`, { method: 'PUT', body: { weights } }),
  answer: (id: string, position: number, answer: SubstitutionAnswer) =>
    apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}/substitutions/${position}/answer`, { method: 'POST', body: { answer } }),
  ask: (token: string, signal?: AbortSignal) => apiFetch<SubstitutionLink>(`/api/substitutions/${encodeURIComponent(token)}`, { signal }),
  answerByToken: (token: string, answer: SubstitutionAnswer) =>
    apiFetch<SubstitutionAsk>(`/api/substitutions/${encodeURIComponent(token)}`, { method: 'POST', body: { answer } }),
};

/**
 * After any adjustment or answer: the order as the desk and the customer's page hold it, every list
 * that shows its total, and the activity log that records it.
 */
export async function afterAdjustment(queryClient: QueryClient, order: Order): Promise<Order> {
  queryClient.setQueryData(queryKeys.orderDesk.order(order.id), order);
  queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.orderDesk.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all() }),
  ]);
  return order;
}

/** Runs an adjustment and refreshes what shows it; a refusal that changed the order (a late answer) refreshes too. */
export async function adjust(queryClient: QueryClient, id: string, call: () => Promise<Order>): Promise<Order> {
  try {
    return await afterAdjustment(queryClient, await call());
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orderDesk.order(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(id) }),
      ]);
    }
    throw error;
  }
}

/** What a mailed link asks; a used or unknown link answers `{ state: 'gone' }`. No token: nothing to ask. */
export function useSubstitutionAsk(token: string) {
  return useQuery({
    queryKey: queryKeys.substitution(token),
    queryFn: ({ signal }): Promise<SubstitutionLink> => (token ? fulfilmentApi.ask(token, signal) : Promise.resolve({ state: 'gone' })),
    retry: (n, error) => !(error instanceof ApiError && error.status < 500) && n < 2,
  });
}

export async function answerByToken(queryClient: QueryClient, token: string, answer: SubstitutionAnswer): Promise<SubstitutionAsk> {
  try {
    const outcome = await fulfilmentApi.answerByToken(token, answer);
    queryClient.setQueryData(queryKeys.substitution(token), outcome);
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
    return outcome;
  } catch (error) {
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
    throw error;
  }
}
