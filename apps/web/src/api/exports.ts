import type { CompareView, ExportCustomer, Language, PriceSheetQuery, PriceUploadPreview, RecordExportInput } from '@freshprice/shared';
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
  /** The list's prices as an Excel workbook (staff who change prices): a link, downloaded with the session cookie. */
  listWorkbookUrl: (ref: string, language: Language) => `${at(ref)}/prices.xlsx?language=${language}`,
  /** The comparison as the page shows it (filter, search, sort), as an Excel workbook. */
  compareWorkbookUrl: (a: string, b: string, view: CompareView, language: Language) => {
    const params = new URLSearchParams({ a, b, language, filter: view.filter, dir: view.dir });
    if (view.query.trim()) params.set('q', view.query.trim());
    if (view.sort) params.set('sort', view.sort);
    return `/api/price-lists/compare.xlsx?${params.toString()}`;
  },
  /**
   * What an edited copy of the list's workbook (or a CSV) would change, read by the server and written
   * nowhere: nothing to refresh. The editor turns its changes into pending edits.
   */
  previewUpload: (ref: string, file: File, language: Language) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<PriceUploadPreview>(`${at(ref)}/prices/preview?language=${language}`, { method: 'POST', body: form });
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
