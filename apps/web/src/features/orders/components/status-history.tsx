import { useTranslation } from 'react-i18next';
import type { Order } from '@freshprice/shared';
import { formatDateTime, readerLanguage } from '../../../lib/format';

/** Where the order has been on its way, oldest first, each with when (company time). */
export function StatusHistory({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const language = readerLanguage(i18n.resolvedLanguage);
  if (order.history.length < 2) return null;
  return (
    <section className="mt-6" aria-labelledby="order-history">
      <h2 id="order-history" className="mb-2 text-xl font-bold text-gray-900 dark:text-gray-50">
        {t('detail.history')}
      </h2>
      <ol className="space-y-1 text-sm text-gray-800 dark:text-gray-200">
        {order.history.map((h, i) => (
          <li key={`${h.status}-${i}`}>
            <span className="font-medium">{t(`status.${h.status}`)}</span> · {formatDateTime(h.at, language)}
          </li>
        ))}
      </ol>
    </section>
  );
}
