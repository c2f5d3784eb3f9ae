import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ImportInfo, ImportPlan } from '@freshprice/shared';
import { PageHeader } from '../../../components/ui/page-title';
import { TextField } from '../../../components/ui/text-field';
import { buttonPrimary, buttonSecondary, pageContainer } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { importsApi, invalidateAfterImport, invalidateImports } from '../../../api/imports';
import { usePriceLists } from '../../../api/price-lists';
import { readImportFile, type ReadFile, type ReadProblem } from '../lib/read-file';
import { runBatches, type BatchEvent } from '../lib/run-batches';
import { resumesAt } from '../lib/rows';
import { ImportHistory } from './import-history';
import { ListPicker } from './list-picker';
import { MatchProposals } from './match-proposals';
import { PlanView } from './plan-view';
import { ResultView } from './result-view';

type Step =
  | { kind: 'choose' }
  | { kind: 'checking'; file: ReadFile }
  | { kind: 'plan'; file: ReadFile; plan: ImportPlan }
  | { kind: 'importing'; file: ReadFile; plan: ImportPlan }
  | { kind: 'done'; plan: ImportPlan };

interface Progress {
  label: string;
  number: number;
  total: number;
  log: { id: number; text: string; tone: 'info' | 'error' }[];
  /** The import is over: no more "Processing…" or "Writing…", only what went wrong on the way. */
  finished?: boolean;
}

/** /import-quickbooks (admin, seller): choose a file and a list, check, import in batches, see the results. */
export function ImportView() {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  // `?list=` (a slug or an id) picks the target list, as the API accepts either.
  const [params] = useSearchParams();
  const [slug, setSlug] = useState(params.get('list') ?? '');
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [errors, setErrors] = useState<{ file?: string; list?: string; form?: string }>({});
  const [progress, setProgress] = useState<Progress | null>(null);
  const lists = usePriceLists();
  // An id in the address stands for its list's slug once the lists are known.
  const target = lists.data?.find((l) => l.id === slug)?.slug ?? slug;

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

  async function check(event: FormEvent) {
    event.preventDefault();
    const chosen = fileInput.current?.files?.[0] ?? null;
    const next: typeof errors = {};
    if (!chosen) next.file = t('errors.noFile');
    if (target.trim() === '') next.list = t('errors.priceListRequired');
    setErrors(next);
    if (next.file || next.list || !chosen) return;
    let file: ReadFile;
    try {
      file = await readImportFile(chosen);
    } catch (problem) {
      setErrors({ file: problem && typeof problem === 'object' && 'code' in problem ? problemText(problem as ReadProblem) : t('errors.file') });
      return;
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
      if (error instanceof ApiError && error.fields.priceList) setErrors({ list: apiProblem(error) });
      else setErrors({ form: apiProblem(error) });
      return;
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
      setErrors({ form: limitProblem(lastError) ?? t('progress.failedAfterRetries') });
      // Nothing was written: the half-checked import goes, so it does not count among those in progress.
      discard(info.id);
      setStep({ kind: 'choose' });
      return;
    }
    try {
      const plan = await importsApi.get(info.id);
      setStep({ kind: 'plan', file, plan });
      setProgress(null);
    } catch (error) {
      setErrors({ form: apiProblem(error) });
      setStep({ kind: 'choose' });
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

  const reset = () => {
    if (step.kind === 'plan') discard(step.plan.import.id);
    setStep({ kind: 'choose' });
    setProgress(null);
    setErrors({});
    if (fileInput.current) fileInput.current.value = '';
  };

  const busy = step.kind === 'checking' || step.kind === 'importing';
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>

      {step.kind === 'choose' || step.kind === 'checking' ? (
        <form noValidate onSubmit={(e) => void check(e)} className="max-w-2xl space-y-4 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
          <TextField
            ref={fileInput}
            label={t('form.file')}
            hint={t('form.fileHint')}
            error={errors.file}
            announce
            type="file"
            accept=".csv,.iif,.txt,text/csv"
            disabled={busy}
            onChange={() => setErrors((e) => ({ ...e, file: undefined }))}
          />
          <ListPicker
            lists={lists.data ?? []}
            loading={lists.isPending}
            value={target}
            error={errors.list ?? (lists.isError ? t('errors.listsLoad') : undefined)}
            disabled={busy}
            onChange={(value) => {
              setSlug(value);
              setErrors((x) => ({ ...x, list: undefined }));
            }}
          />
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {t('form.check')}
          </button>
        </form>
      ) : null}

      {progress ? <ProgressPanel progress={progress} /> : null}

      {step.kind === 'plan' ? (
        <>
          <MatchProposals plan={step.plan} onPlan={(plan) => setStep({ kind: 'plan', file: step.file, plan })} />
          <PlanView
            plan={step.plan}
            onImport={(confirmFloor, confirmMoves) => void runImport(step.file, step.plan, confirmFloor, confirmMoves)}
            onCancel={reset}
          />
        </>
      ) : null}

      {step.kind === 'done' ? (
        <>
          <ResultView plan={step.plan} />
          <button type="button" className={`${buttonSecondary} mt-4`} onClick={reset}>
            {t('result.another')}
          </button>
        </>
      ) : null}

      <ImportHistory />
    </section>
  );
}

function ProgressPanel({ progress }: { progress: Progress }) {
  const { t } = useTranslation('imports');
  const label =
    progress.number === 0
      ? t('progress.finishing')
      : t(progress.label === 'checking' ? 'progress.checking' : 'progress.processing', { number: progress.number, total: progress.total });
  return (
    <section className="mt-6 max-w-2xl" aria-label={t('progress.label')}>
      {progress.finished ? null : (
        <>
          <p className="font-medium text-gray-900 dark:text-gray-100" aria-live="polite">
            {label}
          </p>
          <progress className="mt-2 h-3 w-full accent-emerald-700" max={progress.total} value={progress.number} aria-label={label} />
        </>
      )}
      {progress.log.length ? (
        <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
          {progress.log.map((entry) => (
            <li key={entry.id} className={entry.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}>
              {entry.text}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
