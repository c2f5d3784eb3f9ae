import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreatePriceListInput,
  Customer,
  PriceHistoryEntry,
  PriceListCompare,
  PriceListDetail,
  PriceListPreview,
  PriceListSummary,
  PriceListVersion,
  PriceDiffRowOut,
  PricingSettings,
  PricingSettingsInput,
  SavePricesInput,
  SavePricesResult,
  UpdatePriceListInput,
  Adjustment,
} from '@freshprice/shared';
import { ApiError, apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';
import { invalidatePriceReads } from './price-reads';

/**
 * Every call of `/api/price-lists` the web makes, typed by the shared contract. `ref` is a list's
 * slug or id. Pages use these hooks; none calls `apiFetch` itself.
 */
const base = '/api/price-lists';
const at = (ref: string) => `${base}/${encodeURIComponent(ref)}`;

export const priceListsApi = {
  index: (signal?: AbortSignal) => apiFetch<{ items: PriceListSummary[] }>(base, { signal }).then((r) => r.items),
  detail: (ref: string, signal?: AbortSignal) => apiFetch<PriceListDetail>(at(ref), { signal }),
  create: (input: CreatePriceListInput) => apiFetch<PriceListSummary>(base, { method: 'POST', body: input }),
  preview: (input: { from: string; adjustment: Adjustment | null }) =>
    apiFetch<PriceListPreview>(`${base}/preview`, { method: 'POST', body: input }),
  update: (ref: string, input: UpdatePriceListInput) => apiFetch<PriceListSummary>(at(ref), { method: 'PATCH', body: input }),
  remove: (ref: string) => apiFetch<void>(at(ref), { method: 'DELETE' }),
  duplicate: (ref: string, input: { name?: string; slug?: string } = {}) =>
    apiFetch<PriceListSummary>(`${at(ref)}/duplicate`, { method: 'POST', body: input }),
  share: (ref: string, userIds: string[]) =>
    apiFetch<{ sharedWith: Customer[] }>(`${at(ref)}/shares`, { method: 'PUT', body: { userIds } }),
  save: (ref: string, input: SavePricesInput) => apiFetch<SavePricesResult>(`${at(ref)}/save`, { method: 'POST', body: input }),
  versions: (ref: string, signal?: AbortSignal) =>
    apiFetch<{ items: PriceListVersion[] }>(`${at(ref)}/versions`, { signal }).then((r) => r.items),
  version: (ref: string, n: number, signal?: AbortSignal) =>
    apiFetch<{ version: PriceListVersion; changes: PriceDiffRowOut[] }>(`${at(ref)}/versions/${n}`, { signal }),
  compareVersions: (ref: string, from: number, to: number, signal?: AbortSignal) =>
    apiFetch<{ from: number; to: number; rows: PriceDiffRowOut[] }>(`${at(ref)}/versions/compare?from=${from}&to=${to}`, { signal }),
  rollback: (ref: string, input: { version: number; to: number; confirmBelowFloor?: boolean }) =>
    apiFetch<SavePricesResult>(`${at(ref)}/rollback`, { method: 'POST', body: input }),
  itemHistory: (ref: string, productId: string, signal?: AbortSignal) =>
    apiFetch<{ items: PriceHistoryEntry[] }>(`${at(ref)}/items/${encodeURIComponent(productId)}/history`, { signal }).then((r) => r.items),
  compare: (a: string, b: string, signal?: AbortSignal) =>
    apiFetch<PriceListCompare>(`${base}/compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`, { signal }),
  settings: (signal?: AbortSignal) => apiFetch<PricingSettings>(`${base}/settings`, { signal }),
  updateSettings: (input: PricingSettingsInput) => apiFetch<PricingSettings>(`${base}/settings`, { method: 'PUT', body: input }),
};

/**
 * An answer of 4xx is final (not found, signed out, not allowed): retrying it only keeps the page's
 * message behind a spinner. A network error or a 5xx is tried again, twice.
 */
const retry = (failureCount: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** The lists the caller may see: one read shared by the lists page, the import, the export and the people's lists dialog. */
export const priceListIndexQuery = queryOptions({ queryKey: queryKeys.priceLists.index(), queryFn: ({ signal }) => priceListsApi.index(signal), staleTime: 30_000 });

export function usePriceLists() {
  return useQuery({ ...priceListIndexQuery, retry });
}

export function usePriceList(ref: string | undefined) {
  return useQuery({
    queryKey: queryKeys.priceLists.detail(ref ?? ''),
    queryFn: ({ signal }) => priceListsApi.detail(ref!, signal),
    enabled: Boolean(ref),
    staleTime: 30_000,
    retry,
  });
}

export function usePriceListVersions(ref: string | undefined) {
  return useQuery({
    queryKey: queryKeys.priceLists.versions(ref ?? ''),
    queryFn: ({ signal }) => priceListsApi.versions(ref!, signal),
    enabled: Boolean(ref),
    retry,
  });
}

/** One version's changes (`n` null: none open). */
export function usePriceListVersion(ref: string, n: number | null) {
  return useQuery({
    queryKey: queryKeys.priceLists.version(ref, n ?? 0),
    queryFn: ({ signal }) => priceListsApi.version(ref, n!, signal),
    enabled: n !== null,
  });
}

/** What changed between two versions (null: not asked). */
export function useVersionComparison(ref: string, range: { from: number; to: number } | null) {
  return useQuery({
    queryKey: queryKeys.priceLists.compareVersions(ref, range?.from ?? 0, range?.to ?? 0),
    queryFn: ({ signal }) => priceListsApi.compareVersions(ref, range!.from, range!.to, signal),
    enabled: range !== null,
  });
}

/** Two lists side by side; the previous pair stays on screen while the next one loads. */
export function usePriceListCompare(a: string, b: string) {
  return useQuery({
    queryKey: queryKeys.priceLists.compare(a, b),
    queryFn: ({ signal }) => priceListsApi.compare(a, b, signal),
    enabled: Boolean(a && b),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Reads a list again now (after a conflict, or a details change); its versions go stale with it. */
export async function reloadPriceList(queryClient: QueryClient, ref: string): Promise<PriceListDetail> {
  const latest = await queryClient.fetchQuery({
    queryKey: queryKeys.priceLists.detail(ref),
    queryFn: ({ signal }) => priceListsApi.detail(ref, signal),
    staleTime: 0,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.priceLists.versions(latest.id) });
  return latest;
}

/** A list renamed to a new slug: its page shows at once under the new address. */
export function seedPriceList(queryClient: QueryClient, slug: string, detail: PriceListDetail): void {
  queryClient.setQueryData(queryKeys.priceLists.detail(slug), detail);
}

export function useItemHistory(ref: string | undefined, productId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.priceLists.itemHistory(ref ?? '', productId ?? ''),
    queryFn: ({ signal }) => priceListsApi.itemHistory(ref!, productId!, signal),
    enabled: Boolean(ref && productId),
    retry: false,
  });
}

export function usePricingSettings(enabled = true) {
  return useQuery({ queryKey: queryKeys.priceLists.settings(), queryFn: ({ signal }) => priceListsApi.settings(signal), enabled, staleTime: 60_000 });
}

/** A mutation that refreshes every price read (this tab's and the app's other tabs') when it succeeds. */
export function usePriceListMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => invalidatePriceReads(queryClient) });
}

/**
 * Saves the pricing settings (the dashboard's "stale after N days" among them): the settings read takes
 * the answer, and every read that depends on them (lists, dashboard) reads again.
 */
export async function savePricingSettings(queryClient: QueryClient, input: PricingSettingsInput): Promise<PricingSettings> {
  const saved = await priceListsApi.updateSettings(input);
  queryClient.setQueryData(queryKeys.priceLists.settings(), saved);
  await invalidatePriceReads(queryClient);
  return saved;
}
