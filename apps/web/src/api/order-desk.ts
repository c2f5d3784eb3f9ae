import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Order, OrderPage, OrderStatus } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

/** What the staff's order desk filters by: a delivery date, a status (none: all) and a search. */
export interface DeskFilters {
  date: string;
  status: OrderStatus | null;
  q: string;
}

const at = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** The staff's calls on `/api/orders` (the customer's own pages have theirs in `orders.ts`). */
export const orderDeskApi = {
  page: (filters: DeskFilters, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams({ date: filters.date, limit: '50' });
    if (filters.status) params.set('status', filters.status);
    if (filters.q.trim()) params.set('q', filters.q.trim());
    if (cursor) params.set('cursor', cursor);
    return apiFetch<OrderPage>(`/api/orders?${params.toString()}`, { signal });
  },
  get: (id: string, signal?: AbortSignal) => apiFetch<Order>(at(id), { signal }),
  confirm: (id: string) => apiFetch<Order>(`${at(id)}/confirm`, { method: 'POST' }),
  confirmMany: (ids: string[]) => apiFetch<{ confirmed: number }>('/api/orders/confirm', { method: 'POST', body: { ids } }),
  cancel: (id: string, reason: string) => apiFetch<Order>(`${at(id)}/cancel`, { method: 'POST', body: { reason } }),
  move: (id: string, status: OrderStatus) => apiFetch<Order>(`${at(id)}/status`, { method: 'POST', body: { status } }),
};

/** The orders of one delivery date, filtered, a page at a time (the last page stays while the next filters load). */
export function useDeskOrders(filters: DeskFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.orderDesk.list(filters),
    queryFn: ({ pageParam, signal }) => orderDeskApi.page(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    placeholderData: keepPreviousData,
  });
}

/** One order with its lines, opened from the desk. */
export function useDeskOrder(id: string) {
  return useQuery({ queryKey: queryKeys.orderDesk.order(id), queryFn: ({ signal }) => orderDeskApi.get(id, signal) });
}

/**
 * After a confirmation or a cancellation: the desk's lists and opened orders, the customers' own order
 * pages (`orders`), and the activity log, which records who did it.
 */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.orderDesk.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
    // A delivery makes an invoice.
    queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all() }),
    // The pick list and the manifests of the day count orders by status.
    queryClient.invalidateQueries({ queryKey: queryKeys.dispatch.all() }),
  ]).then(() => undefined);
}

/** "Confirm selected": how many were confirmed (those already confirmed or cancelled are not counted). */
export async function confirmOrders(queryClient: QueryClient, ids: string[]): Promise<number> {
  const { confirmed } = await orderDeskApi.confirmMany(ids);
  await invalidateOrders(queryClient);
  return confirmed;
}

export async function confirmOrder(queryClient: QueryClient, id: string): Promise<Order> {
  const order = await orderDeskApi.confirm(id);
  queryClient.setQueryData(queryKeys.orderDesk.order(id), order);
  await invalidateOrders(queryClient);
  return order;
}

export async function cancelOrder(queryClient: QueryClient, id: string, reason: string): Promise<Order> {
  const order = await orderDeskApi.cancel(id, reason);
  queryClient.setQueryData(queryKeys.orderDesk.order(id), order);
  await invalidateOrders(queryClient);
  return order;
}

/** Moves an order one step on its way (or back one step). */
export async function moveOrder(queryClient: QueryClient, id: string, status: OrderStatus): Promise<Order> {
  const order = await orderDeskApi.move(id, status);
  queryClient.setQueryData(queryKeys.orderDesk.order(id), order);
  await invalidateOrders(queryClient);
  return order;
}
