import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SendDetail, SendRecipient } from '@freshprice/shared';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/load-error';
import { buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { retrySend, useSend } from '../../../api/sends';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { sendErrorKey } from '../lib/sends';
import { WhatsAppChecklist } from './whatsapp-checklist';

const panel = 'rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const SKIPPED = ['no_address', 'unverified'] as const;

/** Why an e-mail did not go: the mail server's answer, or a skip reason in words. */
function Why({ row }: { row: SendRecipient }) {
  const { t } = useTranslation('sends');
  if (row.state === 'skipped' && row.reason) return <>{t(`skip.${row.reason}`, { defaultValue: row.reason })}</>;
  if (row.reason === 'interrupted') return <>{t('summary.interrupted')}</>;
  return <span className="break-words">{row.reason}</span>;
}

/** A send: e-mails sent, failed (with why), skipped (with why), still going (polled), a retry of the failed; then the WhatsApp checklist. */
export function SendSummary({ id, focus = false }: { id: string; focus?: boolean }) {
  const { t, i18n } = useTranslation('sends');
  const language = readerLanguage(i18n.resolvedLanguage);
  const send = useSend(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(send.data);
  // A send just started: its summary takes the focus (and comes into view), where its progress is read out.
  useEffect(() => {
    if (focus && loaded) heading.current?.focus();
  }, [focus, loaded]);
  if (send.isError) return <LoadError message={t('errors.loadSend')} retryLabel={t('errors.retry')} onRetry={() => void send.refetch()} />;
  if (!send.data) return <p role="status">{t('loading')}</p>;
  return (
    <section aria-labelledby="send-summary" className="space-y-6">
      <h2 id="send-summary" ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900 outline-none dark:text-gray-100">
        {t('summary.title', { at: formatDateTime(send.data.createdAt, language) })}
      </h2>
      {send.data.channels.includes('email') ? <EmailSummary send={send.data} /> : null}
      {send.data.channels.includes('whatsapp') ? <WhatsAppChecklist send={send.data} /> : null}
    </section>
  );
}

function EmailSummary({ send }: { send: SendDetail }) {
  const { t } = useTranslation('sends');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const c = send.counts.email;
  const emails = send.recipients.filter((r) => r.channel === 'email');
  const failed = emails.filter((r) => r.state === 'failed');
  const skipped = emails.filter((r) => r.state === 'skipped');
  const going = send.finishedAt === null;

  async function retry() {
    setBusy(true);
    try {
      await retrySend(queryClient, send.id);
      notify('info', t('summary.retrying'));
    } catch (err) {
      notify('error', t(sendErrorKey(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={panel}>
      <h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('summary.email')}</h3>
      <p role="status" aria-live="polite" className="mt-1" data-testid="email-counts">
        {going ? t('summary.going', { sent: c.sent, total: c.total - c.skipped }) : t('summary.done')}{' '}
        <span className="inline-flex flex-wrap gap-2 align-middle">
          <Badge tone="green">{t('summary.sent', { count: c.sent })}</Badge>
          {c.failed ? <Badge tone="red">{t('summary.failed', { count: c.failed })}</Badge> : null}
          {c.skipped ? <Badge tone="amber">{t('summary.skipped', { count: c.skipped })}</Badge> : null}
          {c.pending ? <Badge tone="gray">{t('summary.pending', { count: c.pending })}</Badge> : null}
        </span>
      </p>
      {c.skipped ? (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {SKIPPED.filter((r) => send.skipped[r])
            .map((r) => t(`summary.skippedWhy.${r}`, { count: send.skipped[r] }))
            .join(' · ')}
        </p>
      ) : null}
      {failed.length || skipped.length ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label={t('summary.notSent')}>
          {[...failed, ...skipped].map((r) => (
            <li key={r.customerId} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{r.name || r.email}</span>
              <span className="text-gray-700 dark:text-gray-300">({r.email})</span>
              <span>
                {r.state === 'failed' ? `${t('summary.failedBecause')} ` : `${t('summary.skippedBecause')} `}
                <Why row={r} />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {failed.length && !going ? (
        <button type="button" className={`${buttonSecondary} mt-3`} disabled={busy} onClick={() => void retry()}>
          {t('summary.retry', { count: failed.length })}
        </button>
      ) : null}
    </div>
  );
}
