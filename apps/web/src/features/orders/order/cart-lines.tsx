import { useTranslation } from 'react-i18next';
import type { PriceListItem } from '@freshprice/shared';
import { fromCents } from '@freshprice/shared';
import { productNames } from '../../../lib/catalogue';
import { formatMoney } from '../../../lib/format';
import type { CartChange, CartTotals } from '../lib/cart';
import { lineProblemText } from '../lib/order-text';
import { quantityText } from '../components/quantity-input';
import { amountText, lineQuantityText } from '../components/line-text';

/** The cart's lines: quantity, price and line total, a way to remove each, and what is wrong with one. */
export function CartLines({
  totals,
  refusals,
  onRemove,
}: {
  totals: CartTotals<PriceListItem>;
  refusals: Readonly<Record<string, string>>;
  onRemove: (product: string) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  if (totals.lines.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{t('cart.empty')}</p>;
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800" aria-label={t('cart.lines')}>
      {totals.lines.map(({ line, item, totalCents, problem }) => {
        const name = item ? productNames(item, language).name : t('cart.goneItem');
        const refusal = refusals[line.product] ?? problem;
        return (
          <li key={line.product} className="flex items-start justify-between gap-3 py-2 text-sm" data-testid="cart-line">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900 dark:text-gray-50">{name}</p>
              <p className="text-gray-700 tabular-nums dark:text-gray-300">
                {item ? lineQuantityText(t, { ...item, quantity: line.quantity }, language) : quantityText(line.quantity, language)}
              </p>
              {refusal ? <p className="font-medium text-red-700 dark:text-red-300">{lineProblemText(t, refusal, item?.soldByWeight)}</p> : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">{problem ? '—' : amountText(t, fromCents(totalCents), item?.soldByWeight === true, language)}</span>
              <button
                type="button"
                onClick={() => onRemove(line.product)}
                aria-label={t('cart.remove', { item: name })}
                className="text-xs font-medium text-red-800 underline underline-offset-2 hover:text-red-900 dark:text-red-300"
              >
                {t('cart.removeShort')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** What a reorder changed since the order it copied: prices up or down, items gone or out of stock. */
export function ReorderChanges({ changes, onDismiss }: { changes: readonly CartChange[]; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  if (changes.length === 0) return null;
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-semibold">{t('reorder.title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((c) => (
          <li key={c.product}>
            {t(`reorder.${c.status}`, { item: c.name, price: formatMoney(c.price, language), was: formatMoney(c.was, language) })}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss} className="mt-2 font-medium underline underline-offset-2">
        {t('reorder.dismiss')}
      </button>
    </div>
  );
}
