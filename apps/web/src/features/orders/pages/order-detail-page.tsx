import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@freshprice/shared';
import { useCompanyFacts } from '../../../api/company';
import { useSession } from '../../../api/me';
import { useOrder } from '../../../api/orders';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { PageSpinner } from '../../../components/ui/spinner';
import { buttonPrimary, buttonSecondary, pageContainer, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { telHref } from '../../../lib/company-format';
import { StatusBadge } from '../components/status-badge';
import { formatDeliveryDate } from '../lib/order-text';
import { CancelOrder, PdfLink, ReorderButton } from '../detail/order-actions';
import { OrderEdit } from '../detail/order-edit';
import { OrderLines } from '../detail/order-lines';
import { StatusHistory } from '../components/status-history';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['fulfilment', 'orders'];

/** /orders/:orderId: one order, its lines and state; changed or cancelled before its cutoff. */
export default function OrderDetailPage() {
  const { t } = useTranslation(['orders', 'common']);
  const { orderId } = useParams();
  const order = useOrder(orderId);
  let body;
  if (order.data) body = <OrderView order={order.data} />;
  else if (order.error instanceof ApiError && order.error.status === 404)
    body = (
      <>
        <PageHeader title={t('detail.notFound')} />
        <Link to="/orders" className={textLink}>
          {t('detail.back')}
        </Link>
      </>
    );
  else if (order.isError) body = <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void order.refetch()} />;
  else body = <PageSpinner />;
  return (
    <section className={`${pageContainer} py-6 sm:py-8`}>
      <div className="max-w-3xl">{body}</div>
    </section>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const facts = useCompanyFacts();
  const [editing, setEditing] = useState(false);
  const user = session.status === 'signedIn' ? session.user : null;
  const mine = user?.id === order.customer.id;
  const delivery = formatDeliveryDate(order.deliveryDate, language);

  return (
    <>
      <Link to="/orders" className={`${textLink} mb-4 inline-block text-sm`}>
        {t('detail.back')}
      </Link>
      {params.get('placed') === '1' && order.status !== 'cancelled' ? (
        <div role="status" className="mb-6 flex gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100">
          <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-300" />
          <div>
            <p className="text-lg font-bold">{t('placed.title', { number: order.number })}</p>
            <p>{t('placed.delivery', { date: delivery })}</p>
            <p>{t('placed.mail', { email: order.customer.email })}</p>
          </div>
        </div>
      ) : null}
      <PageHeader title={t('detail.title', { number: order.number })}>
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          <span>{t('detail.delivery', { date: delivery })}</span>
        </span>
      </PageHeader>

      <dl className="mb-6 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t('detail.list')} value={order.priceList.name} />
        <Fact label={t('detail.placedAt')} value={formatDateTime(order.placedAt, language)} />
        <Fact label={t('detail.cutoff')} value={formatDateTime(order.cutoff, language)} />
        {order.cancelledAt ? <Fact label={t('detail.cancelledAt')} value={formatDateTime(order.cancelledAt, language)} /> : null}
      </dl>

      {order.status === 'cancelled' ? (
        <p className="mb-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100">
          {order.cancelReason ? t('detail.cancelledReason', { reason: order.cancelReason }) : t('detail.cancelled')}
        </p>
      ) : order.status === 'delivered' ? null : !order.editable ? (
        <p className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          {order.status === 'picking' || order.status === 'packed' || order.status === 'out_for_delivery' ? t(`detail.lockedStatus.${order.status}`) : t('detail.lockedBefore')}
          <a href={telHref(facts.phone)} className="font-semibold underline underline-offset-2">
            {facts.phone}
          </a>
          {t('detail.lockedAfter')}
        </p>
      ) : null}

      <h2 className="mb-2 text-xl font-bold text-gray-900 dark:text-gray-50">{editing ? t('edit.title') : t('detail.lines')}</h2>
      {editing && order.editable ? (
        <OrderEdit
          order={order}
          onDone={() => {
            setEditing(false);
            // The order has moved on from its confirmation.
            if (params.has('placed')) setParams({}, { replace: true });
          }}
        />
      ) : (
        <>
          <OrderLines order={order} mine={mine} />
          {order.note ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">{t('detail.note')}</h3>
              <p className="text-sm whitespace-pre-wrap text-gray-800 dark:text-gray-200">{order.note}</p>
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-2">
            {order.editable && mine ? (
              <button type="button" className={buttonPrimary} onClick={() => setEditing(true)}>
                {t('detail.change')}
              </button>
            ) : null}
            {mine && user ? <ReorderButton order={order} user={user.id} /> : null}
            {mine && order.priceList.slug ? (
              <Link to={`/standing-orders?from=${encodeURIComponent(order.id)}`} className={buttonSecondary}>
                {t('detail.saveStanding')}
              </Link>
            ) : null}
            <PdfLink order={order} />
            {order.invoice ? (
              <Link to={`/invoices/${encodeURIComponent(order.invoice.id)}`} className={buttonSecondary}>
                {t('detail.invoice', { number: order.invoice.number })}
              </Link>
            ) : null}
            {order.editable && mine ? <CancelOrder order={order} /> : null}
          </div>
          <StatusHistory order={order} />
        </>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-medium text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-gray-900 dark:text-gray-100">{value}</dd>
    </div>
  );
}
