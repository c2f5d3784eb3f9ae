import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canAdjustLines, nextStatuses, type Order, type OrderStatus } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { buttonDanger, buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { formatDateTime, formatDay, formatMoney, formatNumber, readerLanguage } from '../../../lib/format';
import { confirmOrder, moveOrder, useDeskOrder } from '../../../api/order-desk';
import type { DeskCustomer } from '../pages/order-desk-page';
import { CancelForm } from './cancel-form';
import { LineDesk } from './line-desk';
import { StatusBadge } from './status-badge';

const dt = 'font-medium text-gray-900 dark:text-gray-100';
const th = 'border-b border-gray-300 px-2 py-1.5 text-left font-semibold dark:border-gray-600';
const td = 'border-b border-gray-200 px-2 py-1.5 align-top dark:border-gray-800';

/** One order opened from the desk: its customer, lines and total; confirm it, or cancel it with a reason. */
export function OrderDialog({ id, onClose, onCustomer }: { id: string; onClose: () => void; onCustomer: (customer: DeskCustomer) => void }) {
  const { t } = useTranslation('orderDesk');
  const queryClient = useQueryClient();
  const order = useDeskOrder(id);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const o = order.data;

  async function confirm() {
    if (!o) return;
    setBusy(true);
    try {
      await confirmOrder(queryClient, o.id);
      notify('success', t('order.confirmed', { number: o.number }));
    } catch {
      notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  async function move(status: OrderStatus) {
    if (!o) return;
    setBusy(true);
    try {
      const moved = await moveOrder(queryClient, o.id, status);
      notify('success', t('order.moved', { number: moved.number, status: t(`statuses.${status}`) }));
    } catch {
      notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  // The way on from here (confirming a placed order is its own button), and one step back.
  const moves = o && o.status !== 'placed' && !cancelling ? nextStatuses(o.status, 'seller').filter((s) => s !== 'cancelled') : [];

  const footer = (
    <>
      <button type="button" className={buttonSecondary} onClick={onClose} data-autofocus>
        {t('close')}
      </button>
      {o && o.status !== 'cancelled' && o.status !== 'delivered' && !cancelling ? (
        <button type="button" className={buttonDanger} disabled={busy} onClick={() => setCancelling(true)}>
          {t('order.cancel')}
        </button>
      ) : null}
      {moves.map((status, i) => (
        <button key={status} type="button" className={i === 0 ? buttonPrimary : buttonSecondary} disabled={busy} aria-busy={busy} onClick={() => void move(status)}>
          {t(isBack(o!.status, status) ? 'order.backTo' : 'order.moveTo', { status: t(`statuses.${status}`) })}
        </button>
      ))}
      {o?.status === 'placed' && !cancelling ? (
        <button type="button" className={buttonPrimary} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
          {t('order.confirm')}
        </button>
      ) : null}
    </>
  );

  return (
    <Modal wide title={o ? t('order.title', { number: o.number }) : t('order.loadingTitle')} onClose={onClose} footer={footer}>
      {order.isError ? <LoadError message={t('errors.loadOrder')} retryLabel={t('errors.retry')} onRetry={() => void order.refetch()} /> : null}
      {order.isPending ? <p role="status">{t('loading')}</p> : null}
      {o ? (
        <>
          <OrderFacts order={o} onCustomer={onCustomer} />
          <OrderLines order={o} />
          {cancelling && o.status !== 'cancelled' ? <CancelForm order={o} onDone={() => setCancelling(false)} /> : null}
        </>
      ) : null}
    </Modal>
  );
}

/** Whether `to` is the step before `from` on the way to delivery. */
function isBack(from: OrderStatus, to: OrderStatus): boolean {
  const path: readonly OrderStatus[] = ['placed', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered'];
  return path.indexOf(to) < path.indexOf(from);
}

function OrderFacts({ order: o, onCustomer }: { order: Order; onCustomer: (customer: DeskCustomer) => void }) {
  const { t, i18n } = useTranslation('orderDesk');
  const language = readerLanguage(i18n.resolvedLanguage);
  const customer = { id: o.customer.id, name: o.customer.company ? `${o.customer.company} (${o.customer.name})` : o.customer.name, email: o.customer.email };
  return (
    <div className="mt-2 space-y-3">
      <StatusBadge status={o.status} />
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className={`${dt} mt-1 sm:mt-0`}>{t('columns.customer')}</dt>
        <dd className="min-w-0">
          <span className="block break-words">{o.customer.company ? `${o.customer.company} · ${o.customer.name}` : o.customer.name}</span>
          <span className="block break-all">{o.customer.email}</span>
          <button type="button" className={`${buttonSecondary} mt-1 px-2.5 py-1 text-sm`} onClick={() => onCustomer(customer)}>
            {t('order.customerBusiness')}
          </button>
        </dd>
        <dt className={`${dt} mt-1 sm:mt-0`}>{t('columns.deliveryDate')}</dt>
        <dd>{formatDay(o.deliveryDate, language)}</dd>
        <dt className={`${dt} mt-1 sm:mt-0`}>{t('order.cutoff')}</dt>
        <dd>{formatDateTime(o.cutoff, language)}</dd>
        <dt className={`${dt} mt-1 sm:mt-0`}>{t('columns.placedAt')}</dt>
        <dd>{formatDateTime(o.placedAt, language)}</dd>
        <dt className={`${dt} mt-1 sm:mt-0`}>{t('order.priceList')}</dt>
        <dd className="break-words">{o.priceList.name}</dd>
        {o.note ? (
          <>
            <dt className={`${dt} mt-1 sm:mt-0`}>{t('order.note')}</dt>
            <dd className="break-words whitespace-pre-line">{o.note}</dd>
          </>
        ) : null}
        {o.history.length > 1 ? (
          <>
            <dt className={`${dt} mt-1 sm:mt-0`}>{t('order.history')}</dt>
            <dd>
              <ol>
                {o.history.map((h, i) => (
                  <li key={`${h.status}-${i}`} className="break-words">
                    {t(`statuses.${h.status}`)} · {formatDateTime(h.at, language)}
                    {h.by ? ` · ${h.by}` : ''}
                  </li>
                ))}
              </ol>
            </dd>
          </>
        ) : null}
        {o.status === 'cancelled' ? (
          <>
            <dt className={`${dt} mt-1 sm:mt-0`}>{t('order.cancelReason')}</dt>
            <dd className="break-words">{o.cancelReason ?? t('order.noReason')}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

function OrderLines({ order: o }: { order: Order }) {
  const { t, i18n } = useTranslation(['orderDesk', 'fulfilment']);
  const language = readerLanguage(i18n.resolvedLanguage);
  const quantity = (l: Order['lines'][number]) => `${formatNumber(l.quantity, language)} ${t(`units.${l.unit}`, { defaultValue: l.unit })}`;
  return (
    <>
      {canAdjustLines(o.status, 'seller') ? <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{t('fulfilment:desk.adjustHint')}</p> : null}
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('order.lines')}</caption>
        <thead>
          <tr>
            <th className={th}>{t('order.product')}</th>
            <th className={`${th} hidden text-right sm:table-cell`}>{t('order.quantity')}</th>
            <th className={`${th} hidden text-right sm:table-cell`}>{t('order.price')}</th>
            <th className={`${th} text-right`}>{t('columns.total')}</th>
          </tr>
        </thead>
        <tbody>
          {o.lines.map((l, i) => (
            <tr key={l.product}>
              <td className={`${td} break-words`}>
                {l.name}
                {/* A phone has no room for the quantity and price columns: they go under the name. */}
                <span className="block text-gray-700 tabular-nums sm:hidden dark:text-gray-300">
                  {quantity(l)} × {formatMoney(l.price, language)}
                </span>
                <LineDesk order={o} line={l} position={i + 1} />
              </td>
              <td className={`${td} hidden text-right tabular-nums sm:table-cell`}>{quantity(l)}</td>
              <td className={`${td} hidden text-right tabular-nums sm:table-cell`}>{formatMoney(l.price, language)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatMoney(l.total, language)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
              {t('columns.total')}
            </th>
            <th scope="row" className="px-2 py-2 text-right font-semibold sm:hidden">
              {t('columns.total')}
            </th>
            <td className="px-2 py-2 text-right font-bold tabular-nums" data-testid="desk-total">
              {formatMoney(o.total, language)}
            </td>
          </tr>
          {o.credit !== '0.00' ? (
            <tr>
              <td colSpan={4} className="px-2 text-right text-sm">
                {t('fulfilment:desk.credits')}: {formatMoney(o.credit, language)}
              </td>
            </tr>
          ) : null}
          {o.belowMinimum ? (
            <tr>
              <td colSpan={4} className="px-2 py-2">
                <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
                  {t('fulfilment:desk.belowMinimum', { minimum: formatMoney(o.belowMinimum.minimum, language), missing: formatMoney(o.belowMinimum.missing, language) })}
                </p>
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
    </>
  );
}
