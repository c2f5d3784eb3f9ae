import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DeliveryRoute, DeliveryRoutes, Language, Manifests, PickList, RouteChange, RouteInput } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

const routeAt = (id: string) => `/api/routes/${encodeURIComponent(id)}`;
const day = (date: string) => `date=${encodeURIComponent(date)}`;

/** Every call of `/api/routes` and `/api/dispatch/*` the web makes (staff). */
export const dispatchApi = {
  routes: (signal?: AbortSignal) => apiFetch<DeliveryRoutes>('/api/routes', { signal }),
  create: (input: RouteInput) => apiFetch<DeliveryRoute>('/api/routes', { method: 'POST', body: input }),
  change: (id: string, input: RouteChange) => apiFetch<DeliveryRoute>(routeAt(id), { method: 'PATCH', body: input }),
  remove: (id: string) => apiFetch<void>(routeAt(id), { method: 'DELETE' }),
  setStops: (id: string, customers: string[], version: number) =>
    apiFetch<DeliveryRoute>(`${routeAt(id)}/stops`, { method: 'PUT', body: { customers, version } }),
  pickList: (date: string, signal?: AbortSignal) => apiFetch<PickList>(`/api/dispatch/pick-list?${day(date)}`, { signal }),
  manifests: (date: string, signal?: AbortSignal) => apiFetch<Manifests>(`/api/dispatch/manifests?${day(date)}`, { signal }),
};

/** The PDFs are links: the browser downloads them with the session cookie. */
export const pickListPdfUrl = (date: string, language: Language) => `/api/dispatch/pick-list.pdf?${day(date)}&lang=${language}`;
export const manifestPdfUrl = (routeId: string, date: string, language: Language) =>
  `/api/dispatch/manifests/${encodeURIComponent(routeId)}.pdf?${day(date)}&lang=${language}`;
export const packingSlipPdfUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/packing-slip.pdf`;

export function useDeliveryRoutes() {
  return useQuery({ queryKey: queryKeys.dispatch.routes(), queryFn: ({ signal }) => dispatchApi.routes(signal) });
}

export function usePickList(date: string) {
  return useQuery({ queryKey: queryKeys.dispatch.pickList(date), queryFn: ({ signal }) => dispatchApi.pickList(date, signal), placeholderData: keepPreviousData });
}

export function useManifests(date: string) {
  return useQuery({ queryKey: queryKeys.dispatch.manifests(date), queryFn: ({ signal }) => dispatchApi.manifests(date, signal), placeholderData: keepPreviousData });
}

/**
 * After a route write: the routes, every manifest (stops and route names show there), and the
 * activity log. The customers' order pages read their cutoff from the planner, which a route's
 * cutoff or a move changes: `orders` too.
 */
export function invalidateRoutes(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.dispatch.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all() }),
  ]).then(() => undefined);
}

export async function createRoute(queryClient: QueryClient, input: RouteInput): Promise<DeliveryRoute> {
  const route = await dispatchApi.create(input);
  await invalidateRoutes(queryClient);
  return route;
}

export async function changeRoute(queryClient: QueryClient, id: string, input: RouteChange): Promise<DeliveryRoute> {
  const route = await dispatchApi.change(id, input);
  await invalidateRoutes(queryClient);
  return route;
}

export async function deleteRoute(queryClient: QueryClient, id: string): Promise<void> {
  await dispatchApi.remove(id);
  await invalidateRoutes(queryClient);
}

export async function setRouteStops(queryClient: QueryClient, id: string, customers: string[], version: number): Promise<DeliveryRoute> {
  const route = await dispatchApi.setStops(id, customers, version);
  await invalidateRoutes(queryClient);
  return route;
}
