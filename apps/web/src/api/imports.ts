import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ImportBatchResult, ImportInfo, ImportPlan, MatchDecision, StartImportInput } from '@freshprice/shared';
import type { QbRecord } from '@freshprice/shared/quickbooks';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';
import { invalidatePriceReads } from './price-reads';

/** Every call of `/api/imports` the web makes (ADR 013), typed by the shared contract. */
const base = '/api/imports';
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const importsApi = {
  start: (input: StartImportInput) => apiFetch<ImportInfo & { resumed: boolean }>(base, { method: 'POST', body: input }),
  index: (signal?: AbortSignal) => apiFetch<{ items: ImportInfo[] }>(base, { signal }).then((r) => r.items),
  get: (id: string, signal?: AbortSignal) => apiFetch<ImportPlan>(at(id), { signal }),
  stage: (id: string, n: number, records: QbRecord[]) => apiFetch<ImportBatchResult>(`${at(id)}/batches/${n}`, { method: 'POST', body: { records } }),
  /** `confirmLargeMoves`: the user ticked the dry run's flagged rows (the server refuses the first batch otherwise). */
  apply: (id: string, n: number, confirmLargeMoves = false) =>
    apiFetch<ImportBatchResult>(`${at(id)}/batches/${n}/apply`, { method: 'POST', body: confirmLargeMoves ? { confirmLargeMoves } : {} }),
  finish: (id: string, confirmBelowFloor: boolean, confirmLargeMoves = false) =>
    apiFetch<ImportInfo>(`${at(id)}/finish`, { method: 'POST', body: confirmLargeMoves ? { confirmBelowFloor, confirmLargeMoves } : { confirmBelowFloor } }),
  /** Discards a dry run left without importing (nothing of it was written). */
  discard: (id: string) => apiFetch<void>(at(id), { method: 'DELETE' }),
  /** Accepts or rejects the dry run's proposed matches of these lines (all without lines); answers the plan as it now stands. */
  decideMatches: (id: string, decision: MatchDecision, lines?: number[]) =>
    apiFetch<ImportPlan>(`${at(id)}/matches`, { method: 'POST', body: lines ? { decision, lines } : { decision } }),
  undo: (id: string) => apiFetch<ImportInfo>(`${at(id)}/undo`, { method: 'POST', body: {} }),
};

/** Past imports (who, when, file, list, counts, outcome). */
export function useImportHistory() {
  return useQuery({ queryKey: queryKeys.imports.history(), queryFn: ({ signal }) => importsApi.index(signal) });
}

/** After a dry run is dropped: only the history changed. */
export function invalidateImports(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.imports.all() });
}

/**
 * After an import finished (or stopped part way) or was undone: drafts, products, costs and the list's
 * prices changed, so the history and every screen showing prices (in this tab and the app's others) refresh.
 */
export function invalidateAfterImport(queryClient: QueryClient): Promise<void> {
  return Promise.all([invalidateImports(queryClient), invalidatePriceReads(queryClient)]).then(() => undefined);
}
