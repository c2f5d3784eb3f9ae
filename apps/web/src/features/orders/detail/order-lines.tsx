import { useTranslation } from 'react-i18next';
import { SUBSTITUTE_DELIVERED, type Order } from '@freshprice/shared';
import { readerLanguage } from '../../../lib/format';
import { amountText, lineQuantityText } from '../components/line-text';
import { lineCharge } from './line-charge';
import { LineFulfilment, OrderFulfilment, SubstituteText } from './line-fulfilment';

/** Why a total is "about": items sold by weight are billed at the weight packed. */
export function EstimateNote() {
  const { t } = useTranslation('orders');
  return (
    <p className="mt-1 text-right text-sm text-gray-700 dark:text-gray-300" data-testid="estimate-note">
      <span className="font-medium">{t('weight.billed')}</span>
      <span className="sr-only">: </span>
      <span className="block text-xs">{t('weight.billedHint')}</span>
    </p>
  );
}

/**
 * An order's lines, each with what it charges now (a substitute that goes on the truck as an amount of
 * its own), then the credits and the total: the amounts shown, less the credits, are the total.
 */
export function OrderLines({ order, mine = false }: { order: Order; mine?: boolean }) {
  const { t, i18n } = useTranslation(['orders', 'fulfilment']);
  const language = i18n.resolvedLanguage ?? 'en';
  const lang = readerLanguage(language);
  return (
    <div>
      <ul className="divide-y divide-gray-200 dark:divide-gray-800" aria-label={t('detail.lines')}>
        {order.lines.map((line, i) => {
          const charge = lineCharge(line);
          const s = line.substitute;
          return (
            <li key={line.product} className="py-2.5" data-testid="order-line">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900 dark:text-gray-50">{line.names[lang] || line.name}</p>
                  <p className="text-sm text-gray-700 tabular-nums dark:text-gray-300">
                    {lineQuantityText(t, line, language)}
                    {line.pack[lang] ? ` · ${line.pack[lang]}` : null}
                  </p>
                  <LineFulfilment order={order} line={line} position={i + 1} mine={mine} />
                </div>
                <span className="shrink-0 font-semibold text-gray-900 tabular-nums dark:text-gray-50" data-testid="line-amount">
                  {amountText(t, charge.amount, charge.estimated, language)}
                </span>
              </div>
              {s && SUBSTITUTE_DELIVERED.includes(s.state) ? (
                <div className="mt-1 flex items-start justify-between gap-3 pl-4" data-testid="substitute-line">
                  <SubstituteText substitute={s} replacesUnit={line.soldByWeight ? 'case' : line.unit} />
                  <span className="shrink-0 font-semibold text-gray-900 tabular-nums dark:text-gray-50" data-testid="line-amount">
                    {amountText(t, s.amount, false, language)}
                  </span>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <OrderFulfilment order={order} />
      <p className="mt-2 flex items-baseline justify-between border-t border-gray-300 pt-3 text-lg font-bold text-gray-900 dark:border-gray-700 dark:text-gray-50">
        <span>{t('cart.total')}</span>
        <span className="tabular-nums" data-testid="order-total">
          {amountText(t, order.total, order.estimated, language)}
        </span>
      </p>
      {order.estimated ? <EstimateNote /> : null}
    </div>
  );
}
