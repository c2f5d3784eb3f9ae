import { useTranslation } from 'react-i18next';
import { listName, type PriceListDetail, type PriceListVersion, type Language } from '@freshprice/shared';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { versionReason } from '../../../lib/version-reason';

const smallButton =
  'rounded-md border border-emerald-700 px-2.5 py-1 text-xs font-semibold text-emerald-800 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950';
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300';
const td = 'px-3 py-2 align-top';

/** Every version: its author, date, reason and counts, with View and Roll back. */
export function VersionsTable({
  detail,
  items,
  open,
  dirty,
  language,
  onOpen,
  onRollback,
}: {
  detail: PriceListDetail;
  items: readonly PriceListVersion[];
  open: number | null;
  dirty: boolean;
  language: Language;
  onOpen: (number: number | null) => void;
  onRollback: (number: number) => void;
}) {
  const { t } = useTranslation('priceLists');
  const counts = (v: PriceListVersion) =>
    [
      v.added ? t('editor.versions.added', { count: v.added, formatted: formatNumber(v.added, language) }) : null,
      v.changed ? t('editor.versions.changed', { count: v.changed, formatted: formatNumber(v.changed, language) }) : null,
      v.removed ? t('editor.versions.removed', { count: v.removed, formatted: formatNumber(v.removed, language) }) : null,
    ]
      .filter(Boolean)
      .join(', ') || t('editor.versions.noChanges');
  return (
    <div className="relative overflow-x-auto rounded-md border border-gray-300 dark:border-gray-700">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{t('editor.versions.caption', { name: listName(detail, language) })}</caption>
        <thead className="bg-gray-100 dark:bg-gray-800">
          <tr>
            <th scope="col" className={th}>
              {t('editor.versions.number')}
            </th>
            <th scope="col" className={th}>
              {t('editor.versions.author')}
            </th>
            <th scope="col" className={th}>
              {t('editor.versions.date')}
            </th>
            <th scope="col" className={th}>
              {t('editor.versions.reason')}
            </th>
            <th scope="col" className={th}>
              {t('editor.versions.counts')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('editor.versions.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {items.map((v) => (
            <tr key={v.number} className={v.number === open ? 'bg-emerald-50 dark:bg-emerald-950/40' : undefined}>
              <th scope="row" className={`${td} text-left font-semibold whitespace-nowrap`}>
                {t('editor.versions.label', { number: v.number })}
                {v.number === detail.version ? <span className="ml-1 text-xs font-normal text-gray-700 dark:text-gray-300">{t('editor.versions.current')}</span> : null}
              </th>
              <td className={td}>{v.author ?? '—'}</td>
              <td className={`${td} whitespace-nowrap`}>{formatDateTime(v.createdAt, language)}</td>
              <td className={`${td} break-words`}>{versionReason(v, t, language) ?? <span className="text-gray-600 dark:text-gray-400">—</span>}</td>
              <td className={td}>
                {counts(v)}
                {v.belowFloor > 0 ? (
                  <span className="block text-xs font-semibold text-amber-900 dark:text-amber-200">
                    {t('editor.versions.belowFloor', { count: v.belowFloor, formatted: formatNumber(v.belowFloor, language) })}
                  </span>
                ) : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    aria-expanded={open === v.number}
                    aria-label={t('editor.versions.viewOf', { number: v.number })}
                    onClick={() => onOpen(open === v.number ? null : v.number)}
                  >
                    {t('editor.versions.view')}
                  </button>
                  {v.number !== detail.version ? (
                    <button
                      type="button"
                      className={smallButton}
                      disabled={dirty}
                      aria-label={t('editor.versions.rollbackOf', { number: v.number })}
                      onClick={() => onRollback(v.number)}
                    >
                      {t('editor.versions.rollback')}
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
