import { useTranslation } from 'react-i18next';
import type { Order } from '@freshprice/shared';
import { formatMoney, readerLanguage } from '../../../lib/format';
import { quantityText } from '../components/quantity-input';
import { LineFulfilment, OrderFulfilment } from './line-fulfilment';

/** An order's lines as placed (each at the price it was placed at), and its total. */
export function OrderLines({ order, mine = false }: { order: Order; mine?: boolean }) {
  const { t, i18n } = useTranslation(['orders', 'fulfilment']);
  const language = i18n.resolvedLanguage ?? 'en';
  const lang = readerLanguage(language);
  return (
    <div>
      <ul className="divide-y divide-gray-200 dark:divide-gray-800" aria-label={t('detail.lines')}>
        {order.lines.map((line, i) => (
          <li key={line.product} className="flex items-start justify-between gap-3 py-2.5" data-testid="order-line">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900 dark:text-gray-50">{line.names[lang] || line.name}</p>
              <p className="text-sm text-gray-700 tabular-nums dark:text-gray-300">
                {t('cart.quantityTimesPrice', { quantity: quantityText(line.quantity, language), unit: line.unit, price: formatMoney(line.price, language) })}
                {line.pack[lang] ? ` · ${line.pack[lang]}` : null}
              </p>
              <LineFulfilment order={order} line={line} position={i + 1} mine={mine} />
            </div>
            <span className="shrink-0 font-semibold text-gray-900 tabular-nums dark:text-gray-50">{formatMoney(line.total, language)}</span>
          </li>
        ))}
      </ul>
      <OrderFulfilment order={order} />
      <p className="mt-2 flex items-baseline justify-between border-t border-gray-300 pt-3 text-lg font-bold text-gray-900 dark:border-gray-700 dark:text-gray-50">
        <span>{t('cart.total')}</span>
        <span className="tabular-nums" data-testid="order-total">
          {formatMoney(order.total, language)}
        </span>
      </p>
    </div>
  );
}
