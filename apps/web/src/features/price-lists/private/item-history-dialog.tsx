import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents, type PriceHistoryEntry, type PriceListItem } from '@freshprice/shared';
import { CloseIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PriceChart } from '../../../components/ui/price-chart';
import { Spinner } from '../../../components/ui/spinner';
import { iconButton } from '../../../components/ui/styles';
import { productNames } from '../../../lib/catalogue';
import { formatDate, formatMoney, formatPercentChange } from '../../../lib/format';
import { useItemHistory } from '../../../api/price-lists';
import { versionReason } from '../../../lib/version-reason';
import { historyPoints } from './private-list';

/** "+$1.25", "-$0.50", "$0.00": a change of price, signed. */
function formatChange(change: string | null, language: string): string {
  if (change === null) return '—';
  const text = formatMoney(change, language);
  return /^-|^0(\.0+)?$/.test(change) ? text : `+${text}`;
}

/** 8.33 as "+8.33%" ("+8,33 %" in Spanish). */
const formatPercent = (percent: number | null, language: string) => (percent === null ? '—' : formatPercentChange(percent, language));

/**
 * An item's price history in a modal dialog: a chart and a table of the versions that changed it.
 * Escape or Close closes it; focus then goes back to `returnFocus` (the row's button).
 */
export function ItemHistoryDialog({
  listRef,
  listName,
  item,
  returnFocus,
  onClose,
}: {
  listRef: string;
  listName: string;
  item: PriceListItem;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}) {
  // Its `editor.versions.reasons` too: the reasons the system wrote (staff only), in the reader's language.
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const history = useItemHistory(listRef, item.productId);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { name } = productNames(item, language);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnFocus?.focus();
    };
  }, [returnFocus]);

  let body;
  if (history.isError) {
    body = <LoadError message={t('history.error')} retryLabel={t('retry')} onRetry={() => void history.refetch()} />;
  } else if (!history.data) {
    body = (
      <div aria-label={t('history.loading')}>
        <Spinner className="min-h-40" />
      </div>
    );
  } else if (history.data.length === 0) {
    body = <p className="py-6 text-center text-gray-700 dark:text-gray-300">{t('history.empty')}</p>;
  } else {
    body = <HistoryContent entries={history.data} name={name} language={language} />;
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // The browser's own Escape is `cancel`; this covers a dialog whose element lacks it.
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(46rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-gray-300 bg-white p-4 text-gray-900 shadow-xl backdrop:bg-gray-950/60 sm:p-6 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 print:hidden"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold break-words">
            {t('history.title', { name })}
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('history.subtitle', { list: listName })}</p>
        </div>
        <button type="button" autoFocus onClick={onClose} className={`${iconButton} shrink-0`}>
          <CloseIcon />
          <span className="sr-only">{t('history.close')}</span>
        </button>
      </div>
      {body}
    </dialog>
  );
}

function HistoryContent({ entries, name, language }: { entries: PriceHistoryEntry[]; name: string; language: string }) {
  const { t } = useTranslation('priceLists');
  const points = historyPoints(entries);
  const money = (cents: number) => formatMoney(fromCents(cents), language);
  const showBy = entries.some((entry) => entry.by !== null);
  const values = points.map((p) => p.cents);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const chartPoints = points.map((p) => ({
    key: p.version ?? 'before',
    label: p.version === null ? t('history.before') : t('history.versionShort', { version: p.version }),
    value: p.cents,
  }));
  const first = points[0];
  const last = points[points.length - 1];
  const cell = 'px-3 py-2 align-top';

  return (
    <div className="flex flex-col gap-5">
      {first && last ? (
        <PriceChart
          points={chartPoints}
          title={t('history.chartTitle', { name })}
          summary={t('history.chartSummary', {
            first: formatMoney(first.price, language),
            last: formatMoney(last.price, language),
            low: money(low),
            high: money(high),
          })}
          formatValue={money}
          className="rounded-md border border-gray-200 p-2 dark:border-gray-800"
        />
      ) : null}
      {/* A narrow screen scrolls the table sideways: a keyboard must be able to reach and scroll it too. */}
      <div
        role="region"
        aria-label={t('history.tableCaption', { name })}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-gray-200 dark:border-gray-800"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('history.tableCaption', { name })}</caption>
          <thead className="bg-gray-50 text-left text-gray-900 dark:bg-gray-950 dark:text-gray-100">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                {t('history.columns.version')}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {t('history.columns.date')}
              </th>
              <th scope="col" className={`${cell} font-semibold whitespace-nowrap`}>
                {t('history.columns.price')}
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                {t('history.columns.change')}
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                {t('history.columns.percent')}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {t('history.columns.reason')}
              </th>
              {showBy ? (
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('history.columns.by')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {entries.map((entry) => (
              <tr key={entry.version}>
                <th scope="row" className={`${cell} text-left font-semibold tabular-nums`}>
                  {entry.version}
                </th>
                <td className={`${cell} whitespace-nowrap`}>{formatDate(entry.at, language)}</td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {formatMoney(entry.old, language)} <span aria-hidden="true">→</span>
                  <span className="sr-only"> {t('history.to')}</span> {formatMoney(entry.new, language)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatChange(entry.change, language)}</td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{formatPercent(entry.percent, language)}</td>
                <td className={`${cell} min-w-32 break-words`}>{versionReason(entry, t, language) ?? '—'}</td>
                {showBy ? <td className={cell}>{entry.by ?? '—'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
