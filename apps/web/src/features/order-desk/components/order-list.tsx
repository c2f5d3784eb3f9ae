import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatOrderTotal, type OrderSummary } from '@freshprice/shared';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { formatDateTime, formatDay, formatNumber, readerLanguage } from '../../../lib/format';
import { confirmOrders } from '../../../api/order-desk';
import { StatusBadge } from './status-badge';

const th = 'whitespace-nowrap border-b border-gray-300 px-3 py-2 text-left font-semibold text-gray-900 dark:border-gray-600 dark:text-gray-100';
const td = 'border-b border-gray-200 px-3 py-2 align-top text-gray-800 dark:border-gray-800 dark:text-gray-200';
const box = 'h-4 w-4 accent-emerald-700';

/** Who ordered: the company when there is one, else the person; the e-mail beneath. */
function Customer({ order }: { order: OrderSummary }) {
  return (
    <>
      <span className="block font-medium break-words text-gray-900 dark:text-gray-100">{order.customer.company ?? order.customer.name}</span>
      <span className="block break-all text-gray-700 dark:text-gray-300">{order.customer.email}</span>
    </>
  );
}

/** The orders found: cards on a phone, a table from a tablet on; placed ones can be ticked and confirmed together. */
export function OrderList({ rows, onOpen }: { rows: OrderSummary[]; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('orderDesk');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const confirmable = rows.filter((o) => o.status === 'placed');
  const chosen = confirmable.filter((o) => picked.has(o.id));
  const allPicked = confirmable.length > 0 && chosen.length === confirmable.length;

  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  async function confirmChosen() {
    setBusy(true);
    try {
      const count = await confirmOrders(queryClient, chosen.map((o) => o.id));
      notify('success', t('confirmedMany', { count }));
      setPicked(new Set());
    } catch {
      notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  const pick = (o: OrderSummary) => (
    <input
      type="checkbox"
      className={box}
      aria-label={t('select', { number: o.number })}
      disabled={o.status !== 'placed'}
      checked={picked.has(o.id)}
      onChange={() => toggle(o.id)}
    />
  );
  const number = (o: OrderSummary) => (
    <button type="button" className={`${textLink} tabular-nums`} onClick={() => onOpen(o.id)} aria-label={t('openOrder', { number: o.number })}>
      {o.number}
    </button>
  );
  const lines = (o: OrderSummary) => t('lineCount', { count: o.lineCount, formatted: formatNumber(o.lineCount, language) });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonPrimary} disabled={busy || !chosen.length} aria-busy={busy} onClick={() => void confirmChosen()}>
          {t('confirmSelected', { count: chosen.length })}
        </button>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className={box} checked={allPicked} disabled={!confirmable.length} onChange={() => setPicked(allPicked ? new Set() : new Set(confirmable.map((o) => o.id)))} />
          {t('selectAllPlaced', { count: confirmable.length })}
        </label>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label={t('ordersList')}>
        {rows.map((o) => (
          <li key={o.id} className="flex gap-3 rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-700">
            <div className="pt-0.5">{pick(o)}</div>
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-base">{number(o)}</span>
                <StatusBadge status={o.status} />
              </div>
              <Customer order={o} />
              <p className="flex flex-wrap justify-between gap-2 text-gray-800 dark:text-gray-200">
                <span>{lines(o)}</span>
                <span className="font-semibold tabular-nums">{formatOrderTotal(o, language)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>

      <div className="hidden max-w-full overflow-x-auto rounded-lg border border-gray-200 md:block dark:border-gray-700">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t('ordersList')}</caption>
          <thead>
            <tr>
              <th className={th}>
                <span className="sr-only">{t('columns.select')}</span>
              </th>
              {(['number', 'customer', 'deliveryDate', 'lines', 'total', 'status', 'placedAt'] as const).map((c) => (
                <th key={c} className={`${th} ${c === 'total' || c === 'lines' ? 'text-right' : ''}`}>
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id}>
                <td className={td}>{pick(o)}</td>
                <td className={td}>{number(o)}</td>
                <td className={`${td} max-w-xs`}>
                  <Customer order={o} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatDay(o.deliveryDate, language, 'short')}</td>
                <td className={`${td} text-right tabular-nums`}>{formatNumber(o.lineCount, language)}</td>
                <td className={`${td} text-right font-semibold whitespace-nowrap tabular-nums`}>{formatOrderTotal(o, language)}</td>
                <td className={td}>
                  <StatusBadge status={o.status} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(o.placedAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
