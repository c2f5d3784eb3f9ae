import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage, Invoice, InvoiceExportInput, InvoiceExportSummary, InvoiceSummary, Language } from '@freshprice/shared';
import { ApiError, apiFetch, apiFile } from '../lib/api-client';
import { queryKeys } from './keys';

/** Every call of `/api/invoices` the web makes. Pages use the hooks below. */
const base = '/api/invoices';
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;

export interface InvoiceFilters {
  from?: string;
  to?: string;
  customer?: string;
  exported?: 'yes' | 'no';
}

export const invoicesApi = {
  page: (filters: InvoiceFilters, cursor: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
    if (cursor) params.set('cursor', cursor);
    const query = params.toString();
    return apiFetch<CursorPage<InvoiceSummary>>(query ? `${base}?${query}` : base, { signal });
  },
  one: (id: string, signal?: AbortSignal) => apiFetch<Invoice>(at(id), { signal }),
  exportSummary: (from: string, to: string, signal?: AbortSignal) =>
    apiFetch<InvoiceExportSummary>(`${base}/export/summary?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { signal }),
  export: (input: InvoiceExportInput) => apiFile(`${base}/export`, input),
};

/** The invoice as a PDF in `language` (a link: the browser downloads it with the session cookie). */
export const invoicePdfUrl = (id: string, language: Language) => `${at(id)}/pdf?lang=${language}`;

const retry = (failureCount: number, error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

/** The caller's invoices (staff: everyone's, filtered), newest first, a page at a time. */
export function useInvoices(filters: InvoiceFilters = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.invoices.list(filters),
    queryFn: ({ pageParam, signal }) => invoicesApi.page(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? null,
    retry,
  });
}

export function useInvoice(id: string | undefined) {
  return useQuery({ queryKey: queryKeys.invoices.detail(id ?? ''), queryFn: ({ signal }) => invoicesApi.one(id!, signal), enabled: Boolean(id), retry });
}

/** How many invoices a range holds and how many were exported before (staff). */
export function useInvoiceExportSummary(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.invoices.exportSummary(from, to),
    queryFn: ({ signal }) => invoicesApi.exportSummary(from, to, signal),
    enabled,
    retry,
  });
}

/** Exports a range to QuickBooks: the file comes back, and the invoices (and the log) show them exported. */
export function useExportInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceExportInput) => invoicesApi.export(input),
    onSuccess: () =>
      Promise.all([queryKeys.invoices.all(), queryKeys.activity.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}
