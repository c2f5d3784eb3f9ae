import { useTranslation } from 'react-i18next';
import { formatOrderQuantity, type Draft, type Language } from '@freshprice/shared';
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
      <table className="w-full border-collapse text-left text-gray-900 dark:text-gray-100">
        <caption className="sr-only">{t('lines.caption')}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
            <th scope="col" className="py-2 pr-2 font-medium">{t('lines.product')}</th>
            <th scope="col" className="py-2 pr-2 font-medium">{t('lines.quantity')}</th>
            <th scope="col" className="py-2 text-right font-medium">{t('lines.total')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((l) => {
            const name = l.names[language] || l.name;
            const quantity = quantities?.get(l.productId) ?? l.quantity;
            return (
              <tr key={l.productId} className="border-b border-gray-200 align-middle dark:border-gray-800">
                <td className="py-2 pr-2">
                  <span className="font-semibold break-words">{name}</span>
                  {l.price ? <span className="block text-sm text-gray-700 dark:text-gray-300">{formatMoney(l.price, language)}</span> : null}
                  {l.problem ? <span className="block text-sm font-medium text-amber-800 dark:text-amber-300">{t(`lines.problem.${l.problem}`)}</span> : null}
                </td>
                <td className="py-2 pr-2">
                  {onQuantity && QuantityInput && !l.problem ? (
                    <QuantityInput value={quantity} onChange={(q) => onQuantity(l.productId, q)} item={name} unit={l.soldByWeight ? 'case' : l.unit} />
                  ) : (
                    formatOrderQuantity(quantity, l.soldByWeight ? 'case' : l.unit, language)
                  )}
                </td>
                <td className="py-2 text-right tabular-nums">{l.total && !l.problem ? formatMoney(l.total, language) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-3 text-right text-lg font-bold text-gray-900 dark:text-gray-50">
        {t(draft.estimated ? 'lines.totalAbout' : 'lines.totalIs', { total: formatMoney(draft.total, language) })}
      </p>
    </div>
  );
}
