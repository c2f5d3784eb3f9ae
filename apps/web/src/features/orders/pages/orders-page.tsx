import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { OrderSummary } from '@freshprice/shared';
import { useOrders } from '../../../api/orders';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonPrimary, pageContainer } from '../../../components/ui/styles';
import { amountText } from '../components/line-text';
import { StatusBadge } from '../components/status-badge';
import { formatDeliveryDay } from '../lib/order-text';

/** /orders: the customer's orders, newest first; `above` them what app/ composes in (the drafts of standing orders to answer). */
export default function OrdersPage({ above }: { above?: ReactNode }) {
  const { t } = useTranslation(['orders', 'common']);
  const orders = useOrders();
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];

  let body;
  if (orders.isError) body = <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void orders.refetch()} />;
  else if (!orders.data) body = <PageSpinner />;
  else if (items.length === 0)
    body = (
      <div className="rounded-lg border border-dashed border-gray-400 px-6 py-10 text-center dark:border-gray-600">
        <p className="mb-4 font-medium text-gray-900 dark:text-gray-100">{t('list.empty')}</p>
        <Link to="/order" className={buttonPrimary}>
          {t('list.orderNow')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white dark:divide-gray-800 dark:border-gray-700 dark:bg-gray-900" aria-label={t('list.title')}>
          {items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
        <div className="mt-4 flex justify-center">
          <LoadMore query={orders} label={t('list.more')} loadingLabel={t('list.loadingMore')} />
        </div>
      </>
    );

  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t('list.title')} />
        {items.length > 0 ? (
          <Link to="/order" className={buttonPrimary}>
            {t('list.newOrder')}
          </Link>
        ) : null}
      </div>
      {above}
      {body}
    </section>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <li className="relative flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-gray-50 dark:hover:bg-gray-800/60">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={`/orders/${encodeURIComponent(order.id)}`} className="font-semibold text-emerald-800 underline underline-offset-2 after:absolute after:inset-0 dark:text-emerald-300">
            {t('list.number', { number: order.number })}
          </Link>
          <StatusBadge status={order.status} />
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('list.delivery', { day: formatDeliveryDay(order.deliveryDate, language) })}
          {' · '}
          {t('list.lines', { count: order.lineCount })}
        </p>
      </div>
      <p className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">{amountText(t, order.total, order.estimated, language)}</p>
    </li>
  );
}
