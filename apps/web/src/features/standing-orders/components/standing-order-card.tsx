import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StandingOrder } from '@freshprice/shared';
import { standingOrdersApi, useStandingWrite } from '../../../api/standing-orders';
import { ConfirmDialog } from '../../../components/ui/modal';
import { buttonDanger, buttonSecondary, textLink } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { formatDateTime, formatDay, formatMoney } from '../../../lib/format';
import { deadlineText, weekdaysText, writeError } from '../lib/standing-text';

/** One standing order: what it orders and when, its next draft and open ones, and pause, edit, delete. */
export function StandingOrderCard({ order, readAt, onEdit }: { order: StandingOrder; /** When it was read: a next draft due then is being made. */ readAt: number; onEdit: () => void }) {
  const { t, i18n } = useTranslation('standingOrders');
  const language = i18n.resolvedLanguage ?? 'en';
  const write = useStandingWrite();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = `standing-${order.id}`;

  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await write(call);
      notify('success', done);
      setConfirming(false);
    } catch (error) {
      notify('error', writeError(t, error, language));
    } finally {
      setBusy(false);
    }
  }

  const unavailable = order.lines.filter((l) => l.problem).length;
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-gray-300 bg-white p-4 dark:border-gray-700 dark:bg-gray-900" data-testid="standing-order">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-bold break-words text-gray-900 dark:text-gray-50">
            {order.name}
            {order.paused ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50">{t('card.paused')}</span> : null}
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('card.summary', { list: order.priceList.name, count: order.lines.length, total: formatMoney(order.total, language) })}
          </p>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('card.schedule', { days: weekdaysText(order.weekdays, language), hours: order.leadHours })} · {t(`card.unanswered.${order.whenUnanswered}`)}
          </p>
          {unavailable ? <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{t('card.unavailable', { count: unavailable })}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonSecondary} onClick={onEdit} disabled={busy}>
            {t('card.edit')}
          </button>
          <button
            type="button"
            className={buttonSecondary}
            disabled={busy}
            onClick={() => void run(() => standingOrdersApi.pause(order.id, !order.paused), t(order.paused ? 'card.resumed' : 'card.pausedDone', { name: order.name }))}
          >
            {order.paused ? t('card.resume') : t('card.pause')}
          </button>
          <button type="button" className={buttonDanger} onClick={() => setConfirming(true)} disabled={busy}>
            {t('card.delete')}
          </button>
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-gray-900 dark:text-gray-100">
        {order.openDrafts.map((d) => (
          <li key={d.id}>
            <Link to={`/standing-orders/drafts/${d.id}`} className={textLink}>
              {t('card.openDraft', { day: formatDay(d.deliveryDate, language) })}
            </Link>{' '}
            · {t('card.answerBy', { time: deadlineText(d.decideAt, language) })}
          </li>
        ))}
        {order.next ? (
          <li data-testid="next-draft">
            {Date.parse(order.next.draftAt) <= readAt
              ? t('card.nextNow', { day: formatDay(order.next.date, language) })
              : t('card.next', { day: formatDay(order.next.date, language), at: formatDateTime(order.next.draftAt, language) })}
          </li>
        ) : order.paused ? null : (
          <li>{t('card.noNext')}</li>
        )}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t('card.deleteTitle', { name: order.name })}
        confirmLabel={t('card.deleteConfirm')}
        cancelLabel={t('card.cancel')}
        destructive
        busy={busy}
        onConfirm={() => void run(() => standingOrdersApi.remove(order.id), t('card.deleted', { name: order.name }))}
        onCancel={() => setConfirming(false)}
      >
        {t('card.deleteText')}
      </ConfirmDialog>
    </li>
  );
}
