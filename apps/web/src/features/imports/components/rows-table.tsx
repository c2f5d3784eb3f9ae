import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';
import { formatMoney } from '../../../lib/format';

const PAGE = 200;

/** The per-row table (line, QuickBooks name, AI status and name, product id, price message, final status), 200 rows at a time. */
export function RowsTable({ rows, caption }: { rows: ImportRow[]; caption: string }) {
  const { t, i18n } = useTranslation('imports');
  const language = i18n.resolvedLanguage ?? 'en';
  const [shown, setShown] = useState(PAGE);
  const visible = rows.slice(0, shown);
  const priceMessage = (row: ImportRow) => {
    const parts: string[] = [];
    const changesPrice = row.message === null || row.message === 'priceAdded' || row.message === 'priceChanged';
    if (changesPrice && row.newPrice !== null && row.newPrice !== row.oldPrice) parts.push(`${row.oldPrice === null ? '—' : formatMoney(row.oldPrice, language)} → ${formatMoney(row.newPrice, language)}`);
    if (row.message) parts.push(t(`messages.${row.message}`, { defaultValue: row.message }));
    return parts.join(' · ');
  };
  return (
    <div>
      <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-700">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
            <tr>
              <th scope="col" className="px-3 py-2">{t('columns.line')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.qbName')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.aiStatus')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.aiName')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.recordId')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.priceMessage')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 text-gray-800 dark:divide-gray-700 dark:text-gray-200">
            {visible.map((row) => (
              <tr key={row.line}>
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <th scope="row" className="px-3 py-2 font-normal">{row.sourceName}</th>
                <td className="px-3 py-2">{t(`ai.${row.aiStatus}`)}</td>
                <td className="px-3 py-2">{language === 'es' ? row.nameEs : row.nameEn}</td>
                <td className="px-3 py-2 font-mono text-xs break-all">{row.productId ?? '—'}</td>
                <td className="px-3 py-2">
                  {priceMessage(row)}
                  {row.belowFloor ? <span className="ml-1 font-medium text-amber-800 dark:text-amber-300">({t('plan.belowFloor')})</span> : null}
                </td>
                <td className="px-3 py-2">{t(`statuses.${row.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown ? (
        <button type="button" className={`${buttonSecondary} mt-3`} onClick={() => setShown((n) => n + PAGE)}>
          {t('result.showMore', { count: Math.min(PAGE, rows.length - shown) })}
        </button>
      ) : null}
    </div>
  );
}
