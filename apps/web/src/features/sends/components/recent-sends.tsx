import { useTranslation } from 'react-i18next';
import type { ListSend } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { textLink } from '../../../components/ui/styles';
import { useListSends } from '../../../api/sends';
import { formatDateTime, readerLanguage } from '../../../lib/format';

const cell = 'px-3 py-2 text-left align-top';
const muted = 'text-gray-700 dark:text-gray-300';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A send's columns in words: when and by whom, its channels, how far its e-mails and its checklist got. */
function sendTexts(s: ListSend, t: Translate, language: ReturnType<typeof readerLanguage>) {
  const email = s.channels.includes('email');
  return {
    when: formatDateTime(s.createdAt, language),
    by: s.scheduled ? t('recent.bySchedule') : (s.createdBy ?? ''),
    channels: s.channels.map((c) => t(`channels.${c}`)).join(', '),
    email: email ? t('recent.emailCounts', { sent: s.counts.email.sent, failed: s.counts.email.failed, skipped: s.counts.email.skipped }) : '—',
    going: email && s.finishedAt === null ? t('recent.going') : null,
    whatsapp: s.channels.includes('whatsapp') ? t('checklist.progress', { done: s.counts.whatsapp.sent, total: s.counts.whatsapp.total - s.counts.whatsapp.skipped }) : '—',
  };
}

/** "Show" (the send's summary above), or "Shown above" for the one shown. */
function ShowAction({ id, current, onShow }: { id: string; current: string | null; onShow: (id: string) => void }) {
  const { t } = useTranslation('sends');
  if (id === current) return <span>{t('recent.shown')}</span>;
  return (
    <button type="button" className={textLink} onClick={() => onShow(id)}>
      {t('recent.show')}
    </button>
  );
}

/**
 * The list's recent sends, newest first: when, how, by whom, how far each got; one is shown above.
 * A phone gets one card per send; a wider screen the table.
 */
export function RecentSends({ listRef, current, onShow }: { listRef: string; current: string | null; onShow: (id: string) => void }) {
  const { t, i18n } = useTranslation('sends');
  const language = readerLanguage(i18n.resolvedLanguage);
  const sends = useListSends(listRef);
  const rows = (sends.data?.items ?? []).map((s) => ({ id: s.id, ...sendTexts(s, t, language) }));
  return (
    <section aria-labelledby="recent-sends">
      <h2 id="recent-sends" className="mb-2 text-2xl font-bold text-gray-900 dark:text-gray-100">
        {t('recent.title')}
      </h2>
      {sends.isError ? <LoadError message={t('errors.loadSends')} retryLabel={t('errors.retry')} onRetry={() => void sends.refetch()} /> : null}
      {sends.isPending ? <p role="status">{t('loading')}</p> : null}
      {sends.data && !rows.length ? <p>{t('recent.none')}</p> : null}
      {rows.length ? (
        <>
          <ul className="space-y-3 md:hidden" aria-label={t('recent.title')} data-testid="recent-sends-cards">
            {rows.map((r) => (
              <li key={r.id} className="rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-700" aria-current={r.id === current ? 'true' : undefined}>
                <p className="font-medium text-gray-900 dark:text-gray-100">{r.when}</p>
                {r.by ? <p className={`${muted} break-words`}>{r.by}</p> : null}
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  <dt className={muted}>{t('recent.how')}</dt>
                  <dd>{r.channels}</dd>
                  <dt className={muted}>{t('recent.email')}</dt>
                  <dd>
                    {r.email}
                    {r.going ? <span className="block">{r.going}</span> : null}
                  </dd>
                  <dt className={muted}>{t('recent.whatsapp')}</dt>
                  <dd>{r.whatsapp}</dd>
                </dl>
                <p className="mt-2">
                  <ShowAction id={r.id} current={current} onShow={onShow} />
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('recent.title')}</caption>
              <thead>
                <tr className="border-b border-gray-300 dark:border-gray-600">
                  <th scope="col" className={cell}>{t('recent.when')}</th>
                  <th scope="col" className={cell}>{t('recent.how')}</th>
                  <th scope="col" className={cell}>{t('recent.email')}</th>
                  <th scope="col" className={cell}>{t('recent.whatsapp')}</th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">{t('recent.show')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-b border-gray-200 dark:border-gray-700" aria-current={r.id === current ? 'true' : undefined}>
                    <td className={cell}>
                      {r.when}
                      <span className={`block break-words ${muted}`}>{r.by}</span>
                    </td>
                    <td className={cell}>{r.channels}</td>
                    <td className={cell}>
                      {r.email}
                      {r.going ? <span className="block">{r.going}</span> : null}
                    </td>
                    <td className={cell}>{r.whatsapp}</td>
                    <td className={cell}>
                      <ShowAction id={r.id} current={current} onShow={onShow} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
