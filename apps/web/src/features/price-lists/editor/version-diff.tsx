import { useTranslation } from 'react-i18next';
import { toCents, type PriceDiffRowOut, type Language } from '@freshprice/shared';
import { formatMoney, formatMoneyChange, formatPercentValue } from '../../../lib/format';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300';
const td = 'px-3 py-2 align-top';

/** Product, old -> new, change, percent. */
export function DiffTable({ rows, language, caption, showCaption = false }: { rows: PriceDiffRowOut[]; language: Language; caption: string; showCaption?: boolean }) {
  const { t } = useTranslation('priceLists');
  if (rows.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{t('editor.versions.noPriceChanges')}</p>;
  const money = (v: string | null) => (v === null ? '—' : formatMoney(v, language));
  return (
    <div className="relative overflow-x-auto rounded-md border border-gray-300 dark:border-gray-700">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className={showCaption ? 'px-3 py-2 text-left font-medium text-gray-900 dark:text-gray-100' : 'sr-only'}>{caption}</caption>
        <thead className="bg-gray-100 dark:bg-gray-800">
          <tr>
            <th scope="col" className={th}>
              {t('editor.columns.product')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.old')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.new')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.change')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('editor.versions.percent')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((r) => {
            const change = r.change === null ? null : r.change.startsWith('-') ? -toCents(r.change.slice(1)) : toCents(r.change);
            return (
              <tr key={r.productId}>
                <th scope="row" className={`${td} text-left font-medium`}>
                  {language === 'es' ? r.nameEs : r.nameEn}
                </th>
                <td className={`${td} text-right tabular-nums`}>{r.old === null ? <span>{t('editor.versions.notInList')}</span> : money(r.old)}</td>
                <td className={`${td} text-right tabular-nums`}>{r.new === null ? <span>{t('editor.versions.removedMark')}</span> : money(r.new)}</td>
                <td className={`${td} text-right tabular-nums`}>{change === null ? '—' : formatMoneyChange(change, language)}</td>
                <td className={`${td} text-right tabular-nums`}>{r.percent === null ? '—' : formatPercentValue(r.percent, language, { signed: true })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One end of a comparison of two versions. */
export function VersionSelect(props: { id: string; label: string; value: number | null; onChange: (n: number) => void; versions: readonly { number: number }[] }) {
  const { t } = useTranslation('priceLists');
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="mt-1 block h-10 rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
      >
        {props.versions.map((v) => (
          <option key={v.number} value={v.number}>
            {t('editor.versions.label', { number: v.number })}
          </option>
        ))}
      </select>
    </div>
  );
}
