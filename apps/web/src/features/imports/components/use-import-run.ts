import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportInfo, ImportPlan } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { importsApi, invalidateAfterImport, invalidateImports } from '../../../api/imports';
import { readImportFile, type ReadFile, type ReadProblem } from '../lib/read-file';
import { runBatches, type BatchEvent } from '../lib/run-batches';
import { resumesAt } from '../lib/rows';

export type Step =
  | { kind: 'choose' }
  | { kind: 'checking'; file: ReadFile }
  | { kind: 'plan'; file: ReadFile; plan: ImportPlan }
  | { kind: 'importing'; file: ReadFile; plan: ImportPlan }
  | { kind: 'done'; plan: ImportPlan };

export interface Progress {
  label: string;
  number: number;
  total: number;
  log: { id: number; text: string; tone: 'info' | 'error' }[];
  /** The import is over: no more "Processing…" or "Writing…", only what went wrong on the way. */
  finished?: boolean;
}

/** What stopped a check, and where the form shows it. */
export interface CheckProblem {
  field: 'file' | 'list' | 'root.form';
  message: string;
}

/** An import's steps: the file read and checked in batches (a dry run), then imported in batches, with their progress. */
export function useImportRun() {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [progress, setProgress] = useState<Progress | null>(null);

  const problemText = (problem: ReadProblem) => {
    switch (problem.code) {
      case 'noFile':
        return t('errors.noFile');
      case 'notCsv':
        return t('errors.notCsv');
      case 'tooLarge':
        return t('errors.tooLarge');
      case 'unterminated_quote':
        return `${t('errors.parse')} ${t('errors.unterminatedQuote', { line: 'line' in problem ? problem.line : '?' })}`;
      case 'unknown_layout':
        return `${t('errors.parse')} ${t('errors.unknownLayout')}`;
      case 'empty':
        return `${t('errors.parse')} ${t('errors.empty')}`;
      case 'not_text':
        return `${t('errors.notCsv')} ${t('errors.notText')}`;
      default:
        return t('errors.file');
    }
  };

  const log = (text: string, tone: 'info' | 'error' = 'info') =>
    setProgress((p) => (p ? { ...p, log: [...p.log.slice(-49), { id: Date.now() + Math.random(), text, tone }] } : p));

  const onBatchEvent = (kind: 'checking' | 'processing') => (event: BatchEvent) => {
    if (event.type === 'batch') setProgress((p) => ({ label: kind, number: event.number, total: event.total, log: p?.log ?? [] }));
    else if (event.type === 'retry') {
      log(event.network ? t('progress.network') : t('progress.batchError', { number: event.number, error: event.error }), 'error');
      log(t('progress.retrying', { number: event.number, attempt: event.attempt, max: event.max }));
    } else if (event.type === 'done') {
      if (kind === 'processing') log(t('progress.batchDone', { number: event.number, success: event.success, errors: event.errors }));
    } else {
      log(event.network ? t('progress.network') : t('progress.batchError', { number: event.number, error: event.error }), 'error');
      log(t('progress.failedAfterRetries'), 'error');
    }
  };

  const apiProblem = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return t('errors.notAuthenticated');
    if (error instanceof ApiError && error.fields.priceList === 'priceListNotFound') return t('errors.priceListNotFound');
    const limit = limitProblem(error);
    if (limit) return limit;
    return t('errors.start');
  };

  /** The server's limits (SPEC's 10 MB, a batch's size, imports in progress), in the reader's language. */
  const limitProblem = (error: unknown): string | null => {
    if (!(error instanceof ApiError)) return null;
    if (error.fields.imports === 'tooManyInProgress') return t('errors.tooManyInProgress');
    if (error.fields.records === 'importTooLarge') return t('errors.tooLarge');
    if (error.fields.records === 'tooManyRows' || error.code === 'payload_too_large') return t('errors.batchTooLarge');
    if (error.code === 'large_move') return t('moves.refused');
    return null;
  };

  /** Reads the file, starts the import and stages its batches; the plan is the next step, or the problem is answered. */
  async function check(chosen: File, target: string): Promise<CheckProblem | null> {
    let file: ReadFile;
    try {
      file = await readImportFile(chosen);
    } catch (problem) {
      return { field: 'file', message: problem && typeof problem === 'object' && 'code' in problem ? problemText(problem as ReadProblem) : t('errors.file') };
    }
    let info: ImportInfo & { resumed: boolean };
    try {
      info = await importsApi.start({
        fileName: file.name,
        fileHash: file.hash,
        layout: file.layout,
        priceList: target.trim(),
        totalRows: file.records.length,
        batchCount: file.batches.length,
      });
    } catch (error) {
      return { field: error instanceof ApiError && error.fields.priceList ? 'list' : 'root.form', message: apiProblem(error) };
    }
    setStep({ kind: 'checking', file });
    setProgress({ label: 'checking', number: 0, total: file.batches.length, log: [] });
    const resumed = resumesAt(info);
    if (info.resumed && resumed !== null) log(t('progress.resumed', { number: resumed }));
    const staged = new Set(info.stagedBatches);
    let lastError: unknown = null;
    const outcome = await runBatches({
      total: file.batches.length,
      skip: (n) => staged.has(n),
      send: async (n) =>
        importsApi.stage(info.id, n, file.batches[n - 1]!).catch((error: unknown) => {
          lastError = error;
          throw error;
        }),
      onEvent: onBatchEvent('checking'),
    });
    if (outcome.failed.length) {
      // Nothing was written: the half-checked import goes, so it does not count among those in progress.
      discard(info.id);
      setStep({ kind: 'choose' });
      return { field: 'root.form', message: limitProblem(lastError) ?? t('progress.failedAfterRetries') };
    }
    try {
      const plan = await importsApi.get(info.id);
      setStep({ kind: 'plan', file, plan });
      setProgress(null);
      return null;
    } catch (error) {
      setStep({ kind: 'choose' });
      return { field: 'root.form', message: apiProblem(error) };
    }
  }

  async function runImport(file: ReadFile, plan: ImportPlan, confirmBelowFloor: boolean, confirmLargeMoves: boolean) {
    const id = plan.import.id;
    setStep({ kind: 'importing', file, plan });
    setProgress({ label: 'processing', number: 0, total: file.batches.length, log: [] });
    const applied = new Set(plan.import.appliedBatches);
    const outcome = await runBatches({
      total: file.batches.length,
      skip: (n) => applied.has(n),
      send: async (n) => importsApi.apply(id, n, confirmLargeMoves),
      onEvent: onBatchEvent('processing'),
    });
    for (const n of outcome.failed) log(`${t('progress.processing', { number: n, total: file.batches.length })}: ${t('result.skippedBatch')}`, 'error');
    log(t('progress.finishing'));
    try {
      await importsApi.finish(id, confirmBelowFloor, confirmLargeMoves);
      setStep({ kind: 'done', plan: await importsApi.get(id) });
    } catch (error) {
      log(error instanceof ApiError && error.status === 401 ? t('errors.notAuthenticated') : (limitProblem(error) ?? t('result.failed')), 'error');
      setStep({ kind: 'done', plan: await importsApi.get(id).catch(() => plan) });
    }
    // The result now says how it went: the progress goes, but for the problems met on the way.
    setProgress((p) => {
      const problems = p?.log.filter((entry) => entry.tone === 'error') ?? [];
      return p && problems.length ? { ...p, log: problems, finished: true } : null;
    });
    void invalidateAfterImport(queryClient);
  }

  /** Drops a dry run left without importing; if that fails it stops counting after a while anyway. */
  const discard = (id: string) => {
    void importsApi
      .discard(id)
      .catch(() => undefined)
      .then(() => invalidateImports(queryClient));
  };

  /** Back to choosing a file; a dry run left without importing is dropped. */
  const reset = () => {
    if (step.kind === 'plan') discard(step.plan.import.id);
    setStep({ kind: 'choose' });
    setProgress(null);
  };

  return { step, setStep, progress, check, runImport, reset };
}
