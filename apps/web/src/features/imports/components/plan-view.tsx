import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPlan, ImportRow } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { downloadText } from '../../../lib/download';
import { formatNumber } from '../../../lib/format';
import { isRejected, rejectedCsv, resumesAt } from '../lib/rows';
import { CostChanges } from './cost-changes';
import { MovesReview } from './moves-review';
import { RowsTable } from './rows-table';

/** Counts as a row of figures. */
export function Figures({ items }: { items: [string, number][] }) {
  const { i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
          <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
          <dd className="text-2xl font-semibold text-gray-900 tabular-nums dark:text-gray-100">{formatNumber(value, i18n.resolvedLanguage ?? 'en')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The dry run: what the import would do, the price changes, the rejected rows; then Import. */
export function PlanView({
  plan,
  onImport,
  onCancel,
}: {
  plan: ImportPlan;
  onImport: (confirmBelowFloor: boolean, confirmLargeMoves: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('imports');
  const confirmId = useId();
  const movesHintId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [needsConfirm, setNeedsConfirm] = useState(false);
  // Flagged prices (large moves, $0.00) need their own tick: Import stays disabled until then.
  const [movesConfirmed, setMovesConfirmed] = useState(false);
  const movesPending = plan.moves.flagged > 0 && !movesConfirmed;
  const reason = (row: ImportRow) => (row.message ? t(`messages.${row.message}`, { defaultValue: row.message }) : t(`statuses.${row.status}`));
  const rejected = plan.rows.filter(isRejected);
  const priced = plan.rows.filter((r) => r.newPrice !== null && r.newPrice !== r.oldPrice);
  const listName = plan.import.priceList.name ?? plan.import.priceList.slug;
  const resumed = resumesAt(plan.import);
  return (
    <section className="mt-6 space-y-6" aria-labelledby="plan-title">
      <div>
        <h2 id="plan-title" className="text-2xl font-semibold text-gray-900 dark:text-gray-100">
          {t('plan.title')}
        </h2>
        <p className="mt-1 text-gray-700 dark:text-gray-300">{t('plan.file', { file: plan.import.fileName, list: listName, count: plan.import.totalRows })}</p>
        {resumed !== null ? (
          <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {t('progress.resumed', { number: resumed })}
          </p>
        ) : null}
      </div>
      <Figures
        items={[
          [t('plan.create'), plan.create],
          [t('plan.update'), plan.update],
          [t('plan.unchanged'), plan.unchanged],
          [t('plan.priceChanges'), plan.priceChanges],
          [t('plan.belowFloor'), plan.belowFloor],
        ]}
      />
      <div>
        <h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('plan.byStatus')}</h3>
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {Object.entries(plan.counts).map(([status, count]) => (
            <li key={status} className="rounded-full border border-gray-300 px-3 py-1 text-gray-800 dark:border-gray-600 dark:text-gray-200">
              {t(`statuses.${status}`)}: {count}
            </li>
          ))}
        </ul>
      </div>
      <MovesReview plan={plan} confirmed={movesConfirmed} onConfirm={setMovesConfirmed} />
      {priced.length ? (
        <div>
          <h3 className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('plan.priceTitle')}</h3>
          <RowsTable rows={priced} caption={t('plan.priceTitle')} />
        </div>
      ) : null}
      <CostChanges plan={plan} />
      <div>
        <h3 className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('plan.rejectedTitle')}</h3>
        {rejected.length ? (
          <>
            <button
              type="button"
              className={`${buttonSecondary} mb-3`}
              onClick={() =>
                downloadText(
                  rejectedCsv(plan.rows, { line: t('columns.line'), name: t('columns.qbName'), reason: t('columns.reason') }, reason),
                  `${plan.import.fileName.replace(/\.[^.]+$/, '')}-rejected.csv`,
                )
              }
            >
              {t('plan.download')}
            </button>
            <RowsTable rows={rejected} caption={t('plan.rejectedTitle')} />
          </>
        ) : (
          <p className="text-gray-700 dark:text-gray-300">{t('plan.noRejected')}</p>
        )}
      </div>
      {plan.belowFloor ? (
        <div>
          <label htmlFor={confirmId} className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200">
            <input
              id={confirmId}
              type="checkbox"
              className="size-5"
              checked={confirmed}
              onChange={(e) => {
                setConfirmed(e.target.checked);
                setNeedsConfirm(false);
              }}
            />
            {t('plan.confirmFloor', { count: plan.belowFloor })}
          </label>
          {needsConfirm ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
              {t('plan.floorNeedsConfirm')}
            </p>
          ) : null}
        </div>
      ) : null}
      {movesPending ? (
        <p id={movesHintId} className="text-sm font-medium text-amber-900 dark:text-amber-200">
          {t('moves.needsConfirm', { count: plan.moves.flagged })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonPrimary}
          disabled={movesPending}
          aria-describedby={movesPending ? movesHintId : undefined}
          onClick={() => {
            if (plan.belowFloor && !confirmed) setNeedsConfirm(true);
            else onImport(confirmed, plan.moves.flagged > 0 && movesConfirmed);
          }}
        >
          {t('plan.import')}
        </button>
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          {t('plan.cancel')}
        </button>
      </div>
    </section>
  );
}
