import type { ExportCustomer, PriceSheetQuery, RecordExportInput } from '@freshprice/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';
import { priceListIndexQuery, priceListsApi } from './price-lists';

/** Every call the export page makes, typed by the shared contract. `ref` is a list's slug or id. */
const at = (ref: string) => `/api/price-lists/${encodeURIComponent(ref)}`;

export const exportApi = {
  customers: (signal?: AbortSignal) => apiFetch<{ items: ExportCustomer[] }>('/api/exports/customers', { signal }).then((r) => r.items),
  detail: (ref: string) => priceListsApi.detail(ref),
  record: (ref: string, input: RecordExportInput) => apiFetch<void>(`${at(ref)}/exports`, { method: 'POST', body: input }),
  /** The printable sheet's address: the browser downloads it with the session cookie. */
  sheetUrl: (ref: string, query: Partial<Record<keyof PriceSheetQuery, string>>) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
    return `${at(ref)}/sheet.pdf?${params.toString()}`;
  },
};

/** The lists the export page offers (staff see every list; a customer, theirs). */
export function useExportLists() {
  return useQuery(priceListIndexQuery);
}

/** The customers an export can be recorded for. */
export function useExportCustomers() {
  return useQuery({ queryKey: queryKeys.exports.customers(), queryFn: ({ signal }) => exportApi.customers(signal) });
}
