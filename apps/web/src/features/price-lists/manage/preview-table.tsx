import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListPreview } from '@freshprice/shared';
import { Badge } from '../../../components/ui/badge';
import { formatMoney, formatNumber } from '../../../lib/format';
import { buttonSecondary } from '../../../components/ui/styles';
import { formatPercent } from '../../../lib/format';

/** Rows shown before "Show all": a 2,000-product list stays light in the dialog. */
export const PREVIEW_ROWS = 50;

/**
 * The prices a new list would get: base -> new, with the ones below the margin floor, those that would
 * be $0.00 and those moved from the base by more than the large-move setting said in words.
 */
export function PreviewTable({ preview, minMarginBp }: { preview: PriceListPreview; minMarginBp: number | null }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const captionId = useId();
  const total = preview.items.length;
  const [showAll, setShowAll] = useState(false);
  // The prices that need attention come first.
  const ordered = useMemo(() => {
    const attention = (i: PriceListPreview['items'][number]) => i.belowFloor || i.flag !== null;
    return [...preview.items.filter(attention), ...preview.items.filter((i) => !attention(i))];
  }, [preview.items]);
  const zero = formatMoney('0.00', language);
  const share = formatPercent(preview.largeMoveBp, language);
  const rows = showAll ? ordered : ordered.slice(0, PREVIEW_ROWS);
  return (
    <div className="mt-3">
      <p id={captionId} role="status" className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('manage.preview.summary', { count: total, formatted: formatNumber(total, language) })}{' '}
        {preview.belowFloor > 0 ? (
          <strong className="text-amber-900 dark:text-amber-200">
            {t('manage.preview.belowCount', {
              count: preview.belowFloor,
              formatted: formatNumber(preview.belowFloor, language),
              margin: minMarginBp === null ? '' : formatPercent(minMarginBp, language),
            })}
          </strong>
        ) : (
          t('manage.preview.noneBelow')
        )}
        {preview.zero > 0 ? (
          <strong className="text-red-800 dark:text-red-300"> {t('manage.preview.zeroCount', { count: preview.zero, formatted: formatNumber(preview.zero, language), zero })}</strong>
        ) : null}
        {preview.large > 0 ? (
          <strong className="text-red-800 dark:text-red-300"> {t('manage.preview.largeCount', { count: preview.large, formatted: formatNumber(preview.large, language), share })}</strong>
        ) : null}
      </p>
      {total > 0 ? (
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="relative mt-2 max-h-72 overflow-auto rounded-md border border-gray-300 dark:border-gray-700"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('manage.preview.caption')}</caption>
            <thead className="sticky top-0 bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:bg-gray-800 dark:text-gray-300">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('manage.preview.product')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('manage.preview.base')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('manage.preview.new')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('manage.preview.check')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {rows.map((item) => (
                <tr key={item.productId} data-below-floor={item.belowFloor || undefined}>
                  <th scope="row" className="px-3 py-1.5 font-medium">
                    {language === 'es' ? item.nameEs : item.nameEn}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatMoney(item.basePrice, language)}</td>
                  <td className="px-3 py-1.5 text-right font-semibold tabular-nums">{formatMoney(item.price, language)}</td>
                  <td className="px-3 py-1.5">
                    {item.belowFloor || item.flag ? (
                      <span className="flex flex-wrap gap-1">
                        {item.flag ? (
                          <Badge tone="red">
                            <span aria-hidden="true">⚠</span>
                            {item.flag === 'zero' ? t('manage.preview.zero', { zero }) : t('manage.preview.large', { share })}
                          </Badge>
                        ) : null}
                        {item.belowFloor ? (
                          <Badge tone="amber">
                            <span aria-hidden="true">⚠</span>
                            {t('manage.preview.belowFloor')}
                          </Badge>
                        ) : null}
                      </span>
                    ) : (
                      <span className="text-gray-700 dark:text-gray-300">{t('manage.preview.ok')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {rows.length < total ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          {t('manage.preview.partial', { shown: formatNumber(rows.length, language) })}
          <button type="button" className={`${buttonSecondary} px-3 py-1 text-sm`} onClick={() => setShowAll(true)}>
            {t('manage.preview.showAll', { count: total, formatted: formatNumber(total, language) })}
          </button>
        </p>
      ) : null}
    </div>
  );
}
