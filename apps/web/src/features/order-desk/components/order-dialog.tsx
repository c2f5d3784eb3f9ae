import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canAdjustLines, formatLineAmounts, formatOrderQuantity, formatOrderTotal, nextStatuses, SUBSTITUTE_DELIVERED, type Order, type OrderStatus } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { buttonDanger, buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { formatDateTime, formatDay, formatMoney, readerLanguage } from '../../../lib/format';
import { confirmOrder, moveOrder, useDeskOrder } from '../../../api/order-desk';
import type { DeskCustomer } from '../pages/order-desk-page';
import { CancelForm } from './cancel-form';
import { LineDesk } from './line-desk';
import { StatusBadge } from './status-badge';
import { lineCharge, lineEstimated } from '../lib/desk';

const dt = 'font-medium text-gray-900 dark:text-gray-100';
const th = 'border-b border-gray-300 px-2 py-1.5 text-left font-semibold dark:border-gray-600';
const td = 'border-b border-gray-200 px-2 pb-1.5 align-top dark:border-gray-800';
const tdTop = 'px-2 pt-1.5 align-top';

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

  // On a phone the actions sit in a grid of equal, compact buttons (two a row) so the lines stay in view.
  const compact = 'max-sm:w-full max-sm:px-2 max-sm:py-1.5 max-sm:text-sm';
  const footer = (
    <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end" data-testid="desk-actions">
      <button type="button" className={`${buttonSecondary} ${compact}`} onClick={onClose} data-autofocus>
        {t('close')}
      </button>
      {o && o.status !== 'cancelled' && o.status !== 'delivered' && !cancelling ? (
        <button type="button" className={`${buttonDanger} ${compact}`} disabled={busy} onClick={() => setCancelling(true)}>
          {t('order.cancel')}
        </button>
      ) : null}
      {moves.map((status, i) => (
        <button key={status} type="button" className={`${i === 0 ? buttonPrimary : buttonSecondary} ${compact}`} disabled={busy} aria-busy={busy} onClick={() => void move(status)}>
          {t(isBack(o!.status, status) ? 'order.backTo' : 'order.moveTo', { status: t(`statuses.${status}`) })}
        </button>
      ))}
      {o?.status === 'placed' && !cancelling ? (
        <button type="button" className={`${buttonPrimary} ${compact}`} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
          {t('order.confirm')}
        </button>
      ) : null}
    </div>
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
        {o.lines.map((l, i) => {
          // What the line reads and charges now: per lb and in cases for catch weight; weighed cases at their actual.
          const written = formatLineAmounts(l, language);
          const s = l.substitute;
          const charged = s && SUBSTITUTE_DELIVERED.includes(s.state) ? s : null;
          return (
            <tbody key={l.product} data-testid={`desk-row-${i + 1}`}>
              <tr>
                <td className={`${tdTop} break-words`}>
                  {l.names[language] || l.name}
                  {/* A phone has no room for the quantity and price columns: they go under the name. */}
                  <span className="block text-gray-700 tabular-nums sm:hidden dark:text-gray-300">
                    {written.quantity} × {written.price}
                  </span>
                </td>
                <td className={`${tdTop} hidden text-right tabular-nums sm:table-cell`}>{written.quantity}</td>
                <td className={`${tdTop} hidden text-right tabular-nums sm:table-cell`}>{written.price}</td>
                <td className={`${tdTop} text-right tabular-nums`} data-testid={`desk-amount-${i + 1}`}>
                  {formatOrderTotal({ total: lineCharge(l), estimated: lineEstimated(l) }, language)}
                </td>
              </tr>
              {charged ? (
                <tr>
                  <td className={`${tdTop} break-words pl-5`}>
                    {t('fulfilment:desk.substituteRow', { name: charged.names[language] || charged.name })}
                    <span className="block text-gray-700 tabular-nums sm:hidden dark:text-gray-300">
                      {formatOrderQuantity(charged.quantity, charged.unit, language)} × {formatMoney(charged.price, language)}
                    </span>
                  </td>
                  <td className={`${tdTop} hidden text-right tabular-nums sm:table-cell`}>{formatOrderQuantity(charged.quantity, charged.unit, language)}</td>
                  <td className={`${tdTop} hidden text-right tabular-nums sm:table-cell`}>{formatMoney(charged.price, language)}</td>
                  <td className={`${tdTop} text-right tabular-nums`} data-testid={`desk-substitute-amount-${i + 1}`}>
                    {formatMoney(charged.amount, language)}
                  </td>
                </tr>
              ) : null}
              <tr>
                {/* The desk's facts and forms take the line's whole width (a phone has little of it). */}
                <td colSpan={4} className={td}>
                  <LineDesk order={o} line={l} position={i + 1} />
                </td>
              </tr>
            </tbody>
          );
        })}
        <tfoot>
          {o.credit !== '0.00' ? (
            <tr>
              <th scope="row" colSpan={3} className="hidden px-2 pt-2 text-right font-normal sm:table-cell">
                {t('fulfilment:desk.credits')}
              </th>
              <th scope="row" className="px-2 pt-2 text-right font-normal sm:hidden">
                {t('fulfilment:desk.credits')}
              </th>
              <td className="px-2 pt-2 text-right tabular-nums" data-testid="desk-credits">
                {t('fulfilment:desk.minus', { amount: formatMoney(o.credit, language) })}
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={3} className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
              {t('columns.total')}
            </th>
            <th scope="row" className="px-2 py-2 text-right font-semibold sm:hidden">
              {t('columns.total')}
            </th>
            <td className="px-2 py-2 text-right font-bold tabular-nums" data-testid="desk-total">
              {formatOrderTotal(o, language)}
            </td>
          </tr>
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
