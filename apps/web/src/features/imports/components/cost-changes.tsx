import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPlan } from '@freshprice/shared';
import { formatMoney } from '../../../lib/format';
import { costRows } from '../lib/moves';

/** The purchase costs the import writes (old -> new), so margins are checked before Import; staff only, like the page. */
export function CostChanges({ plan }: { plan: ImportPlan }) {
  const { t, i18n } = useTranslation('imports');
  const language = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const rows = costRows(plan);
  if (!rows.length) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="mb-2 text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('costs.title', { count: rows.length })}
      </h3>
      <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{t('costs.hint')}</p>
      <div className="relative overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-700">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">{t('costs.title', { count: rows.length })}</caption>
          <thead className="bg-gray-50 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
            <tr>
              <th scope="col" className="px-3 py-2">{t('columns.line')}</th>
              <th scope="col" className="px-3 py-2">{t('columns.product')}</th>
              <th scope="col" className="px-3 py-2">{t('costs.old')}</th>
              <th scope="col" className="px-3 py-2">{t('costs.new')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 text-gray-800 dark:divide-gray-700 dark:text-gray-200">
            {rows.slice(0, 200).map((row) => (
              <tr key={row.line}>
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <th scope="row" className="px-3 py-2 font-normal">{language === 'es' ? row.nameEs : row.nameEn}</th>
                <td className="px-3 py-2 tabular-nums">{row.oldCost === null ? t('costs.none') : formatMoney(row.oldCost, language)}</td>
                <td className="px-3 py-2 tabular-nums">{formatMoney(row.cost, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > 200 ? <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('costs.more', { count: rows.length - 200 })}</p> : null}
    </section>
  );
}
