import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PriceAlert } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { dismissPriceAlert, usePriceAlerts } from '../../../api/price-alerts';
import { formatDate, formatMoney, formatPercentChange, readerLanguage } from '../../../lib/format';
import { alertName, alertNote, effectLine } from '../lib/alert-text';

const muted = 'text-gray-700 dark:text-gray-300';

/**
 * The customer's "Prices that moved" (their dashboard): each alert's old and new price, the move, what
 * it adds to their next order, staff's note, and a way to dismiss it. Nothing when there is none.
 */
export function PriceAlertsCard() {
  const { t } = useTranslation('priceAlerts');
  const alerts = usePriceAlerts();
  if (alerts.isError) {
    return (
      <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100">
        {t('card.loadError')}{' '}
        <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void alerts.refetch()}>
          {t('card.retry')}
        </button>
      </p>
    );
  }
  if (!alerts.data?.items.length) return null;
  return (
    <section aria-labelledby="price-alerts-title" className="mb-6 min-w-0 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/30">
      <h2 id="price-alerts-title" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {t('card.title')}
      </h2>
      <p className={`${muted} text-sm`}>{t('card.intro')}</p>
      <ul className="mt-3 space-y-3">
        {alerts.data.items.map((a) => (
          <AlertItem key={a.id} alert={a} />
        ))}
      </ul>
    </section>
  );
}

function AlertItem({ alert: a }: { alert: PriceAlert }) {
  const { t, i18n } = useTranslation('priceAlerts');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const name = alertName(a, language);
  const up = a.percent > 0;
  const effect = effectLine(a, t, language);
  const note = alertNote(a.note, language);

  const dismiss = async () => {
    setBusy(true);
    try {
      await dismissPriceAlert(queryClient, a.id);
    } catch {
      notify('error', t('card.dismissError'));
      setBusy(false);
    }
  };

  return (
    <li className="flex flex-wrap items-start gap-3 rounded-md border border-amber-200 bg-white p-3 text-sm dark:border-amber-800 dark:bg-gray-950" data-testid="price-alert">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold break-words text-gray-900 dark:text-gray-100">{name}</p>
        <p className="mt-1 text-base text-gray-900 tabular-nums dark:text-gray-100">
          {formatMoney(a.old, language)} → <span className="font-semibold">{formatMoney(a.new, language)}</span>{' '}
          <span className={up ? 'text-red-800 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}>
            <span aria-hidden="true">{up ? '↑' : '↓'} </span>
            <span className="sr-only">{up ? t('card.up') : t('card.down')} </span>({formatPercentChange(a.percent, language)})
          </span>
        </p>
        {effect ? <p className="mt-1 font-medium text-gray-900 dark:text-gray-100">{effect}</p> : null}
        {note ? <p className="mt-1 break-words text-gray-800 dark:text-gray-200">{t('card.note', { note })}</p> : null}
        <p className={`${muted} mt-1 break-words text-xs`}>
          {t('card.list', { name: a.list.name })} · {t('card.told', { date: formatDate(a.createdAt, language) })}
        </p>
      </div>
      <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} disabled={busy} aria-label={t('card.dismissLabel', { name })} onClick={() => void dismiss()}>
        {t('card.dismiss')}
      </button>
    </li>
  );
}
