import { useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SendDetail, SendRecipient } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { fetchWhatsAppMessage, setWhatsAppDone, useWhatsAppMessage } from '../../../api/sends';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { checklistProgress, sendErrorKey } from '../lib/sends';

const panel = 'rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const small = 'px-3 py-1.5 text-sm';

/**
 * The WhatsApp checklist of a send: each customer's prepared message opened in WhatsApp (wa.me, a new
 * tab) one after another; opening it marks the customer done, and a checkbox marks or unmarks by hand.
 * Done rows are kept on the server, so a reload (or a colleague) sees them.
 */
export function WhatsAppChecklist({ send }: { send: SendDetail }) {
  const { t } = useTranslation('sends');
  const rows = send.recipients.filter((r) => r.channel === 'whatsapp');
  const { done, total } = checklistProgress(send);
  const next = rows.find((r) => r.state === 'pending');
  return (
    <div className={panel}>
      <h3 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('checklist.title')}</h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">{t('checklist.intro')}</p>
      <p role="status" aria-live="polite" className="mt-2 font-medium" data-testid="checklist-progress">
        {t('checklist.progress', { done, total })}
      </p>
      <progress className="mt-1 h-2 w-full accent-emerald-700" value={done} max={Math.max(total, 1)} aria-label={t('checklist.progress', { done, total })} />
      <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700">
        {rows.map((row) => (
          <ChecklistRow key={row.customerId} sendId={send.id} row={row} next={row === next} />
        ))}
      </ul>
    </div>
  );
}

function ChecklistRow({ sendId, row, next }: { sendId: string; row: SendRecipient; next: boolean }) {
  const { t, i18n } = useTranslation('sends');
  const language = readerLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  // The next customer's message is read ahead, so its link is a plain link; any other is read when opened.
  const message = useWhatsAppMessage(sendId, row.customerId, (next || opened) && row.state !== 'skipped');
  const name = row.name || row.email;
  const done = row.state === 'sent';
  const links = message.data?.links ?? [];

  async function mark(value: boolean) {
    setBusy(true);
    try {
      await setWhatsAppDone(queryClient, sendId, row.customerId, value);
    } catch (err) {
      notify('error', t(sendErrorKey(err)));
    } finally {
      setBusy(false);
    }
  }

  /** Opens a part in a new tab; the last part opened marks the customer done. */
  function open(event: MouseEvent<HTMLAnchorElement>, part: number) {
    setOpened(true);
    if (links[part]) {
      if (part === links.length - 1 && !done) void mark(true);
      return;
    }
    // Not read yet: the tab opens now (a click may open one; a later script may not) and goes to WhatsApp once it is.
    event.preventDefault();
    const tab = window.open('', '_blank');
    fetchWhatsAppMessage(queryClient, sendId, row.customerId)
      .then((m) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = m.links[0]!;
        }
        if (m.links.length === 1 && !done) void mark(true);
      })
      .catch((err) => {
        tab?.close();
        notify('error', t(sendErrorKey(err)));
      });
  }

  const fallback = `https://wa.me/${(row.phone ?? '').replace(/\D/g, '')}`;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="checklist-row">
      <label className="flex min-w-0 flex-1 basis-56 items-center gap-2">
        <input type="checkbox" className="h-5 w-5 shrink-0 accent-emerald-700" checked={done} disabled={busy || row.state === 'skipped'} onChange={(e) => void mark(e.target.checked)} />
        <span className="min-w-0">
          <span className="block font-medium break-words">{name}</span>
          <span className="block text-sm text-gray-700 dark:text-gray-300">
            {row.phone ?? t('skip.no_phone')} · {t(`languages.${row.language}`)}
          </span>
          <span className="sr-only">{done ? t('checklist.isDone') : t('checklist.notDone')}</span>
        </span>
      </label>
      {done ? (
        <span className="min-w-0 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
          {row.doneBy && row.sentAt ? t('checklist.doneBy', { by: row.doneBy, at: formatDateTime(row.sentAt, language) }) : t('checklist.isDone')}
        </span>
      ) : null}
      {row.state === 'skipped' ? null : (
        <span className="flex flex-wrap gap-2">
          {(links.length > 1 ? links : [links[0] ?? fallback]).map((href, i) => (
            <a
              key={i}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={`${next && !done ? buttonPrimary : buttonSecondary} ${small}`}
              onClick={(e) => open(e, i)}
              aria-label={links.length > 1 ? t('checklist.openPart', { name, part: i + 1, total: links.length }) : t('checklist.openFor', { name })}
            >
              {links.length > 1 ? t('checklist.part', { part: i + 1, total: links.length }) : t('checklist.open')}
            </a>
          ))}
        </span>
      )}
    </li>
  );
}
