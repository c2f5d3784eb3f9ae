import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { textLink } from '../../../components/ui/styles';
import { useListSends } from '../../../api/sends';
import { formatDateTime, readerLanguage } from '../../../lib/format';

const cell = 'px-3 py-2 text-left align-top';

/** The list's recent sends, newest first: when, how, by whom, how far each got; one is shown above. */
export function RecentSends({ listRef, current, onShow }: { listRef: string; current: string | null; onShow: (id: string) => void }) {
  const { t, i18n } = useTranslation('sends');
  const language = readerLanguage(i18n.resolvedLanguage);
  const sends = useListSends(listRef);
  return (
    <section aria-labelledby="recent-sends">
      <h2 id="recent-sends" className="mb-2 text-2xl font-bold text-gray-900 dark:text-gray-100">
        {t('recent.title')}
      </h2>
      {sends.isError ? <LoadError message={t('errors.loadSends')} retryLabel={t('errors.retry')} onRetry={() => void sends.refetch()} /> : null}
      {sends.data && !sends.data.items.length ? <p>{t('recent.none')}</p> : null}
      {sends.data?.items.length ? (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
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
              {sends.data.items.map((s) => (
                <tr key={s.id} className="border-b border-gray-200 dark:border-gray-700" aria-current={s.id === current ? 'true' : undefined}>
                  <td className={cell}>
                    {formatDateTime(s.createdAt, language)}
                    <span className="block text-gray-700 dark:text-gray-300">{s.scheduled ? t('recent.bySchedule') : s.createdBy ?? ''}</span>
                  </td>
                  <td className={cell}>{s.channels.map((c) => t(`channels.${c}`)).join(', ')}</td>
                  <td className={cell}>
                    {s.channels.includes('email')
                      ? t('recent.emailCounts', { sent: s.counts.email.sent, failed: s.counts.email.failed, skipped: s.counts.email.skipped })
                      : '—'}
                    {s.channels.includes('email') && s.finishedAt === null ? <span className="block">{t('recent.going')}</span> : null}
                  </td>
                  <td className={cell}>
                    {s.channels.includes('whatsapp') ? t('checklist.progress', { done: s.counts.whatsapp.sent, total: s.counts.whatsapp.total - s.counts.whatsapp.skipped }) : '—'}
                  </td>
                  <td className={cell}>
                    {s.id === current ? (
                      <span>{t('recent.shown')}</span>
                    ) : (
                      <button type="button" className={textLink} onClick={() => onShow(s.id)}>
                        {t('recent.show')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
