import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CreateSendInput,
  ListSends,
  SendAudience,
  SendDetail,
  SendPreview,
  SendSchedule,
  SendScheduleInput,
  SendSchedules,
  WhatsAppMessage,
} from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { ApiError } from '../lib/api-error';
import { queryKeys } from './keys';

const listAt = (ref: string) => `/api/price-lists/${encodeURIComponent(ref)}`;
const sendAt = (id: string) => `/api/sends/${encodeURIComponent(id)}`;
const whatsAppAt = (id: string, customerId: string) => `${sendAt(id)}/whatsapp/${encodeURIComponent(customerId)}`;

/** What the preview shows besides the customer: the sheet's options. */
export interface PreviewOptions {
  inStockOnly: boolean;
  validUntil: { date: string; time: string } | null;
}

/** Every call of `/api/price-lists/{ref}/sends*`, `/api/sends/*` and the send schedules (staff). */
export const sendsApi = {
  audience: (ref: string, signal?: AbortSignal) => apiFetch<SendAudience>(`${listAt(ref)}/sends/recipients`, { signal }),
  preview: (ref: string, customerId: string, options: PreviewOptions, signal?: AbortSignal) => {
    const params = new URLSearchParams({ customerId });
    if (options.inStockOnly) params.set('inStockOnly', 'true');
    if (options.validUntil) {
      params.set('validDate', options.validUntil.date);
      params.set('validTime', options.validUntil.time);
    }
    return apiFetch<SendPreview>(`${listAt(ref)}/sends/preview?${params.toString()}`, { signal });
  },
  create: (ref: string, input: CreateSendInput, idempotencyKey: string) =>
    apiFetch<SendDetail>(`${listAt(ref)}/sends`, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  ofList: (ref: string, signal?: AbortSignal) => apiFetch<ListSends>(`${listAt(ref)}/sends`, { signal }),
  detail: (id: string, signal?: AbortSignal) => apiFetch<SendDetail>(sendAt(id), { signal }),
  retry: (id: string) => apiFetch<SendDetail>(`${sendAt(id)}/retry`, { method: 'POST' }),
  whatsApp: (id: string, customerId: string, signal?: AbortSignal) => apiFetch<WhatsAppMessage>(whatsAppAt(id, customerId), { signal }),
  setDone: (id: string, customerId: string, done: boolean) => apiFetch<SendDetail>(whatsAppAt(id, customerId), { method: 'PUT', body: { done } }),
  schedules: (ref: string, signal?: AbortSignal) => apiFetch<SendSchedules>(`${listAt(ref)}/send-schedules`, { signal }),
  addSchedule: (ref: string, input: SendScheduleInput) => apiFetch<SendSchedule>(`${listAt(ref)}/send-schedules`, { method: 'POST', body: input }),
  cancelSchedule: (id: string) => apiFetch<void>(`/api/send-schedules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** A 4xx is the answer (not found, not allowed): asking again changes nothing. */
const retry = (failureCount: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
/** How often a send is read again while its e-mails are going. */
export const SEND_POLL_MS = 1000;

export function useSendAudience(ref: string) {
  return useQuery({ queryKey: queryKeys.sends.audience(ref), queryFn: ({ signal }) => sendsApi.audience(ref, signal), retry });
}

export function useSendPreview(ref: string, customerId: string, options: PreviewOptions) {
  return useQuery({
    queryKey: queryKeys.sends.preview(ref, customerId, options),
    queryFn: ({ signal }) => sendsApi.preview(ref, customerId, options, signal),
    enabled: Boolean(customerId),
    placeholderData: keepPreviousData,
    retry,
  });
}

export function useListSends(ref: string) {
  return useQuery({ queryKey: queryKeys.sends.ofList(ref), queryFn: ({ signal }) => sendsApi.ofList(ref, signal), retry });
}

/** A send, read again every second while its e-mails are still going. */
export function useSend(id: string | null) {
  return useQuery({
    queryKey: queryKeys.sends.detail(id ?? ''),
    queryFn: ({ signal }) => sendsApi.detail(id!, signal),
    enabled: Boolean(id),
    retry,
    refetchInterval: (query) => (query.state.data && query.state.data.finishedAt === null ? SEND_POLL_MS : false),
  });
}

export const whatsAppQuery = (id: string, customerId: string) => ({
  queryKey: queryKeys.sends.whatsApp(id, customerId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => sendsApi.whatsApp(id, customerId, signal),
  staleTime: 60_000,
  retry,
});

export function useWhatsAppMessage(id: string, customerId: string, enabled: boolean) {
  return useQuery({ ...whatsAppQuery(id, customerId), enabled });
}

/** A customer's WhatsApp message, from the cache or the server (for a link about to be opened). */
export function fetchWhatsAppMessage(queryClient: QueryClient, id: string, customerId: string): Promise<WhatsAppMessage> {
  return queryClient.fetchQuery(whatsAppQuery(id, customerId));
}

export function useSendSchedules(ref: string) {
  return useQuery({ queryKey: queryKeys.sends.schedules(ref), queryFn: ({ signal }) => sendsApi.schedules(ref, signal), retry });
}

/** After a send changes: it (answered already), the list's sends (its counts show there) and the activity log. */
async function sendChanged(queryClient: QueryClient, send: SendDetail): Promise<SendDetail> {
  queryClient.setQueryData(queryKeys.sends.detail(send.id), send);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sends.ofList(send.priceList.slug) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sends.ofList(send.priceList.id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all() }),
  ]);
  return send;
}

/** Starts a send; the same key is sent again when a failed attempt is repeated, so nothing goes twice. */
export async function startSend(queryClient: QueryClient, ref: string, input: CreateSendInput, idempotencyKey: string): Promise<SendDetail> {
  return sendChanged(queryClient, await sendsApi.create(ref, input, idempotencyKey));
}

export async function retrySend(queryClient: QueryClient, id: string): Promise<SendDetail> {
  return sendChanged(queryClient, await sendsApi.retry(id));
}

export async function setWhatsAppDone(queryClient: QueryClient, id: string, customerId: string, done: boolean): Promise<SendDetail> {
  const send = await sendsApi.setDone(id, customerId, done);
  await queryClient.invalidateQueries({ queryKey: queryKeys.sends.whatsApp(id, customerId) });
  return sendChanged(queryClient, send);
}

/** After a schedule is added or cancelled: the list's schedules and the activity log. */
async function schedulesChanged(queryClient: QueryClient, ref: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.sends.schedules(ref) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.activity.all() }),
  ]);
}

export async function addSendSchedule(queryClient: QueryClient, ref: string, input: SendScheduleInput): Promise<SendSchedule> {
  const schedule = await sendsApi.addSchedule(ref, input);
  await schedulesChanged(queryClient, ref);
  return schedule;
}

export async function cancelSendSchedule(queryClient: QueryClient, ref: string, id: string): Promise<void> {
  await sendsApi.cancelSchedule(id);
  await schedulesChanged(queryClient, ref);
}
