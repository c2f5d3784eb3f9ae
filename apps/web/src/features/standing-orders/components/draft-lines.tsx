import { useTranslation } from 'react-i18next';
import { formatOrderQuantity, unitName, type Draft, type Language } from '@freshprice/shared';
import { formatMoney, readerLanguage } from '../../../lib/format';
import type { OrderParts } from '../lib/standing-text';

/**
 * A draft's lines at today's prices, with the total; a line that cannot be ordered says why (it is left
 * out). With `onQuantity` each quantity can be changed (0 takes the line out of this delivery).
 */
export function DraftLines({
  draft,
  quantities,
  onQuantity,
  language: fixed,
  QuantityInput,
}: {
  /** With `onQuantity`: the order page's quantity box. */
  QuantityInput?: OrderParts['QuantityInput'];
  draft: Draft;
  quantities?: ReadonlyMap<string, number>;
  onQuantity?: (product: string, quantity: number) => void;
  /** The page's own language (the mailed link's page reads in the customer's). */
  language?: Language;
}) {
  const { t, i18n } = useTranslation('standingOrders', fixed ? { lng: fixed } : undefined);
  const language = fixed ?? readerLanguage(i18n.resolvedLanguage);
  return (
    <div>
      <ul className="divide-y divide-gray-200 border-y border-gray-300 dark:divide-gray-800 dark:border-gray-700" aria-label={t('lines.caption')}>
        {draft.lines.map((l) => {
          const name = l.names[language] || l.name;
          const quantity = quantities?.get(l.productId) ?? l.quantity;
          return (
            <li key={l.productId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3 text-gray-900 dark:text-gray-100">
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-semibold break-words">{name}</p>
                {l.price ? <p className="text-sm text-gray-700 dark:text-gray-300">{formatMoney(l.price, language)}</p> : null}
                {l.problem ? <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{t(`lines.problem.${l.problem}`)}</p> : null}
              </div>
              <div className="flex shrink-0 items-center gap-3">
                {onQuantity && QuantityInput && !l.problem ? (
                  <QuantityInput value={quantity} onChange={(q) => onQuantity(l.productId, q)} item={name} unit={unitName(l.soldByWeight ? 'case' : l.unit, 1, language)} />
                ) : (
                  <span>{formatOrderQuantity(quantity, l.soldByWeight ? 'case' : l.unit, language)}</span>
                )}
                <span className="min-w-20 text-right font-semibold tabular-nums">{l.total && !l.problem ? formatMoney(l.total, language) : '—'}</span>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-right text-lg font-bold text-gray-900 dark:text-gray-50">
        {t(draft.estimated ? 'lines.totalAbout' : 'lines.totalIs', { total: formatMoney(draft.total, language) })}
      </p>
    </div>
  );
}
