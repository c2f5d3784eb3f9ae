import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaSort, signedCents as cents, type CompareRowOut, type CompareSort, type SortState } from '@freshprice/shared';
import { formatMoney, formatMoneyChange, formatPercentChange } from '../../../lib/format';
import { useListNames } from '../lib/list-name';
import { SortArrow } from '../../../components/ui/sort-arrow';

type ListRef = Parameters<ReturnType<typeof useListNames>['name']>[0];

/** A column header that sorts the table: the whole label is the button, the arrow shows the direction. */
function SortHeader({ column, sort, onSort, right, children }: { column: CompareSort; sort: SortState<CompareSort> | null; onSort: (column: CompareSort) => void; right?: boolean; children: ReactNode }) {
  const { t } = useTranslation('priceLists');
  const state = ariaSort(sort, column);
  return (
    <th scope="col" aria-sort={state} className={`px-1 py-1 ${right ? 'text-right' : ''}`}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex items-start gap-1 rounded px-2 py-1 font-semibold hover:bg-gray-200 dark:hover:bg-gray-700 ${right ? 'flex-row-reverse text-right' : 'text-left'}`}
      >
        <span>{children}</span>
        <SortArrow dir={state === 'ascending' ? 'asc' : state === 'descending' ? 'desc' : null} />
        {state === 'none' ? null : <span className="sr-only">{t(state === 'ascending' ? 'manage.compare.sortedAsc' : 'manage.compare.sortedDesc')}</span>}
      </button>
    </th>
  );
}

/** B against A with a sign, an arrow and a word, never by colour alone. */
function Difference({ row }: { row: CompareRowOut }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  if (row.difference === null) return <span className="text-gray-700 dark:text-gray-300">—</span>;
  const value = Number(row.difference);
  if (value === 0) return <span className="text-gray-700 dark:text-gray-300">{t('manage.compare.same')}</span>;
  const up = value > 0;
  return (
    <span className={up ? 'font-semibold text-red-800 dark:text-red-300' : 'font-semibold text-emerald-800 dark:text-emerald-300'}>
      <span aria-hidden="true">{up ? '▲ ' : '▼ '}</span>
      {formatMoneyChange(cents(row.difference)!, language)}
      <span className="sr-only"> {up ? t('manage.compare.higherInB') : t('manage.compare.lowerInB')}</span>
    </span>
  );
}

function PriceCell({ value, missing }: { value: string | null; missing: string }) {
  const { i18n } = useTranslation('priceLists');
  if (value === null) return <span className="text-sm text-gray-700 italic dark:text-gray-300">{missing}</span>;
  return <>{formatMoney(value, i18n.resolvedLanguage ?? 'en')}</>;
}

/** The compared prices, one product a row: A, B, the difference and the percent; every header sorts. */
export function CompareTable({
  rows,
  a,
  b,
  language,
  sort,
  onSort,
}: {
  rows: CompareRowOut[];
  a: ListRef;
  b: ListRef;
  language: string;
  sort: SortState<CompareSort> | null;
  onSort: (column: CompareSort) => void;
}) {
  const { t } = useTranslation('priceLists');
  const names = useListNames();
  const header = { sort, onSort };
  return (
  <div
    role="region"
    aria-label={t('manage.compare.tableLabel')}
    tabIndex={0}
    className="relative overflow-x-auto rounded-md border border-gray-300 dark:border-gray-700"
  >
    <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
      <caption className="sr-only">{t('manage.compare.caption', { a: names.name(a), b: names.name(b) })}</caption>
      <thead className="bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 dark:bg-gray-800 dark:text-gray-300">
        <tr>
          <SortHeader column="product" {...header}>
            <span className="uppercase">{t('manage.compare.product')}</span>
          </SortHeader>
          <SortHeader column="a" right {...header}>
            <span className="uppercase">{t('manage.compare.columnA')}</span>
            <span className="block font-normal normal-case">{names.name(a)}</span>
          </SortHeader>
          <SortHeader column="b" right {...header}>
            <span className="uppercase">{t('manage.compare.columnB')}</span>
            <span className="block font-normal normal-case">{names.name(b)}</span>
          </SortHeader>
          <SortHeader column="diff" right {...header}>
            <span className="uppercase">{t('manage.compare.difference')}</span>
          </SortHeader>
          <SortHeader column="percent" right {...header}>
            <span className="uppercase">{t('manage.compare.percent')}</span>
          </SortHeader>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.productId} className="border-t border-gray-200 dark:border-gray-800">
            <th scope="row" className="px-3 py-2 font-medium">
              {language === 'es' ? row.nameEs : row.nameEn}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">
              <PriceCell value={row.a} missing={t('manage.compare.notInA')} />
            </td>
            <td className="px-3 py-2 text-right tabular-nums">
              <PriceCell value={row.b} missing={t('manage.compare.notInB')} />
            </td>
            <td className="px-3 py-2 text-right tabular-nums">
              <Difference row={row} />
            </td>
            <td className="px-3 py-2 text-right tabular-nums">
              {row.percent === null ? '—' : formatPercentChange(row.percent, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
  );
}
