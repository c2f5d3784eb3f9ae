import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPlan, ImportRow } from '@freshprice/shared';
import { formatMoney } from '../../../lib/format';
import { flaggedRows, formatMove } from '../lib/moves';

/**
 * The dry run's flagged rows (a price moved by more than the large-move setting, or $0.00): a warning
 * naming how many and the largest move, the rows themselves, and the separate tick Import waits for.
 */
export function MovesReview({ plan, confirmed, onConfirm }: { plan: ImportPlan; confirmed: boolean; onConfirm: (confirmed: boolean) => void }) {
  const { t, i18n } = useTranslation('imports');
  const language = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const tickId = useId();
  const { moves } = plan;
  if (!moves.flagged) return null;
  const rows = flaggedRows(plan);
  const largest = moves.largest;
  const largestText = largest
    ? t('moves.largest', {
        name: largest.sourceName,
        line: largest.line,
        from: formatMoney(largest.oldPrice, language),
        to: formatMoney(largest.newPrice, language),
        percent: formatMove(largest.percent, language) ?? '—',
      })
    : '';
  const threshold = formatMove(moves.largeMoveBp / 100, language)?.replace('+', '±') ?? '';
  const what = (row: ImportRow) =>
    row.moveFlag === 'zero'
      ? t('moves.zeroRow', { from: formatMoney(row.oldPrice, language) })
      : `${formatMoney(row.oldPrice, language)} → ${formatMoney(row.newPrice, language)} (${formatMove(row.movePercent, language) ?? '—'})`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-amber-400 bg-amber-50 p-4 dark:border-amber-600 dark:bg-amber-950">
      <h3 id={titleId} className="text-lg font-semibold text-amber-950 dark:text-amber-100">
        {t('moves.title', { count: moves.flagged })}
      </h3>
      <p id={`${tickId}-warning`} role="status" className="mt-1 text-amber-950 dark:text-amber-100">
        {t('moves.warning', { count: moves.flagged, threshold })} {largestText}
        {moves.zero ? ` ${t('moves.zeros', { count: moves.zero })}` : ''}
      </p>
      <div className="relative mt-3 overflow-x-auto rounded-md border border-amber-300 bg-white dark:border-amber-700 dark:bg-gray-950">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t('moves.tableCaption')}</caption>
          <thead className="bg-amber-100 text-gray-900 dark:bg-amber-900 dark:text-gray-100">
            <tr>
              <th scope="col" className="px-3 py-2">{t('columns.line')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.qbName')}</th>
              <th scope="col" className="px-3 py-2">{t('moves.move')}</th>
              <th scope="col" className="px-3 py-2">{t('moves.kind')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-amber-200 text-gray-900 dark:divide-amber-800 dark:text-gray-100">
            {rows.map((row) => (
              <tr key={row.line}>
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <th scope="row" className="px-3 py-2 font-normal break-words">{row.sourceName}</th>
                <td className="px-3 py-2 tabular-nums">{what(row)}</td>
                <td className="px-3 py-2">{t(`moves.flags.${row.moveFlag!}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <label htmlFor={tickId} className="mt-3 flex items-start gap-2 font-medium text-amber-950 dark:text-amber-100">
        <input
          id={tickId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0"
          checked={confirmed}
          onChange={(e) => onConfirm(e.target.checked)}
        />
        <span>{t('moves.confirm', { count: moves.flagged, largest: largest ? `${largest.sourceName} ${formatMove(largest.percent, language) ?? formatMoney(largest.newPrice, language)}` : '' })}</span>
      </label>
    </section>
  );
}
