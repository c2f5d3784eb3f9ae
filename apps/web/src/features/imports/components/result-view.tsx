import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPlan } from '@freshprice/shared';
import { Figures } from './plan-view';
import { RowsTable } from './rows-table';

/** After the import: its outcome, SPEC's two summaries, and every row, filtered by status. */
export function ResultView({ plan }: { plan: ImportPlan }) {
  const { t } = useTranslation('imports');
  const filterId = useId();
  const [filter, setFilter] = useState('all');
  const info = plan.import;
  const summary = info.summary;
  const outcome = info.status === 'completed' ? 'success' : info.status === 'completed_with_issues' ? 'issues' : 'failed';
  const statuses = [...new Set(plan.rows.map((r) => r.status))];
  const rows = filter === 'all' ? plan.rows : plan.rows.filter((r) => r.status === filter);
  const listName = info.priceList.name ?? info.priceList.slug;
  return (
    <section className="mt-6 space-y-6" aria-labelledby="result-title">
      <h2 id="result-title" className="sr-only">
        {t('result.summary')}
      </h2>
      <p
        role="status"
        className={`rounded-lg border p-4 font-medium ${outcome === 'success' ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100' : outcome === 'issues' ? 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100' : 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100'}`}
      >
        {t(`result.${outcome}`)}{' '}
        {info.versionNumber !== null ? t('result.version', { version: info.versionNumber, list: listName }) : t('result.noPriceChange')}
      </p>
      {summary ? (
        <>
          <Figures
            items={[
              [t('result.totalProcessed'), summary.totalProcessed],
              [t('result.created'), summary.created],
              [t('result.updated'), summary.updated],
              [t('result.skipped'), summary.skipped + summary.invalid],
              [t('result.errors'), summary.errors],
              [t('result.processedInactive'), summary.processedInactive],
            ]}
          />
          <Figures
            items={[
              [t('result.newProducts'), summary.created],
              [t('result.updated'), summary.updated],
              [t('result.unchangedSkipped'), summary.unchanged],
              [t('result.invalidSkipped'), summary.invalid],
            ]}
          />
        </>
      ) : null}
      <div>
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('result.rows')}</h3>
          <div>
            <label htmlFor={filterId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
              {t('result.filter')}
            </label>
            <select
              id={filterId}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className="mt-1 block h-10 rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
            >
              <option value="all">{t('result.all', { count: plan.rows.length })}</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)} ({plan.rows.filter((r) => r.status === s).length})
                </option>
              ))}
            </select>
          </div>
        </div>
        <RowsTable key={filter} rows={rows} caption={t('result.rows')} />
      </div>
    </section>
  );
}
