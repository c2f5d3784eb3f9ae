import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangeOrderInput,
  CursorPage,
  Language,
  Order,
  OrderOptions,
  OrderPlanner,
  OrderStatus,
  OrderSummary,
  PlaceOrderInput,
  Reorder,
} from '@freshprice/shared';
import { ApiError, apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

/**
 * Every call of `/api/orders` the web makes, typed by the shared contract. Pages use the hooks below;
 * none calls `apiFetch` itself.
 */
const base = '/api/orders';
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
const forList = (priceList: string) => `?priceList=${encodeURIComponent(priceList)}`;

export interface OrderFilters {
  date?: string;
  status?: OrderStatus;
  customer?: string;
  q?: string;
}

export const ordersApi = {
  options: (priceList: string, signal?: AbortSignal) => apiFetch<OrderOptions>(`${base}/options${forList(priceList)}`, { signal }),
  planner: (priceList: string, signal?: AbortSignal) => apiFetch<OrderPlanner>(`${base}/planner${forList(priceList)}`, { signal }),
  page: (filters: OrderFilters, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
    if (cursor) params.set('cursor', cursor);
    const query = params.toString();
    return apiFetch<CursorPage<OrderSummary>>(query ? `${base}?${query}` : base, { signal });
  },
  one: (id: string, signal?: AbortSignal) => apiFetch<Order>(at(id), { signal }),
  /**
   * Places an order. The key names this one submission of the cart: sent again (a double tap, a retry
   * after a lost answer) the server answers the order it placed the first time instead of a second one.
   */
  place: (input: PlaceOrderInput, idempotencyKey: string) =>
    apiFetch<Order>(base, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  change: (id: string, input: ChangeOrderInput) => apiFetch<Order>(at(id), { method: 'PATCH', body: input }),
  cancel: (id: string, reason?: string) => apiFetch<Order>(`${at(id)}/cancel`, { method: 'POST', body: reason ? { reason } : {} }),
  /** The order's lines at today's prices, with what changed since (to fill the cart again). */
  reorder: (id: string, signal?: AbortSignal) => apiFetch<Reorder>(`${at(id)}/reorder`, { signal }),
  /** The order as a PDF, in `language`: the browser downloads it with the session cookie. */
  pdfUrl: (id: string, language: Language) => `${at(id)}/pdf?lang=${language}`,
};

/** The order as a PDF in `language` (a link: the browser downloads it with the session cookie). */
export const orderPdfUrl = (id: string, language: Language) => ordersApi.pdfUrl(id, language);

/** A 4xx is final (not found, not allowed): retrying only keeps the page's message behind a spinner. */
const retry = (failureCount: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** The delivery dates and minimum for ordering from one list. */
export function useOrderOptions(priceList: string | undefined) {
  return useQuery({
    queryKey: queryKeys.orders.options(priceList ?? ''),
    queryFn: ({ signal }) => ordersApi.options(priceList!, signal),
    enabled: Boolean(priceList),
    retry,
  });
}

/**
 * What the order page shows beside the list: the next two weeks (with why a day is not offered), the
 * minimum, the usual items. Read again every few minutes: a cutoff passing changes the calendar.
 */
export function useOrderPlanner(priceList: string | undefined) {
  return useQuery({
    queryKey: queryKeys.orders.planner(priceList ?? ''),
    queryFn: ({ signal }) => ordersApi.planner(priceList!, signal),
    enabled: Boolean(priceList),
    refetchInterval: 5 * 60_000,
    retry,
  });
}

/** The caller's orders (staff: everyone's), newest first, a page at a time. */
export function useOrders(filters: OrderFilters = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.orders.list(filters),
    queryFn: ({ pageParam, signal }) => ordersApi.page(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? null,
    retry,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.orders.detail(id ?? ''),
    queryFn: ({ signal }) => ordersApi.one(id!, signal),
    enabled: Boolean(id),
    retry,
  });
}

/**
 * After any order write: every order read (the lists, each order, the planner's usual items and
 * dates), and the pages that show orders beside other things (the dashboard, the activity log).
 * The order written is put in place first, so its page shows the answer at once.
 */
export function invalidateOrderReads(queryClient: QueryClient, written?: Order): Promise<void> {
  if (written) queryClient.setQueryData(queryKeys.orders.detail(written.id), written);
  const keys = [queryKeys.orders.all(), queryKeys.invoices.all(), queryKeys.dashboard(), queryKeys.activity.all()];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

export interface PlaceOrderRequest {
  input: PlaceOrderInput;
  idempotencyKey: string;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: PlaceOrderRequest) => ordersApi.place(input, idempotencyKey),
    onSuccess: (order) => void invalidateOrderReads(queryClient, order),
  });
}

export function useChangeOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeOrderInput) => ordersApi.change(id, input),
    onSuccess: (order) => invalidateOrderReads(queryClient, order),
    // A refusal (the cutoff passed meanwhile) may mean the order changed: read it again.
    onError: () => void invalidateOrderReads(queryClient),
  });
}

export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => ordersApi.cancel(id, reason),
    onSuccess: (order) => invalidateOrderReads(queryClient, order),
    onError: () => void invalidateOrderReads(queryClient),
  });
}

/** Reorder is a read, asked for by a button: the answer fills the cart. */
export function useReorder() {
  return useMutation({ mutationFn: (id: string) => ordersApi.reorder(id) });
}
