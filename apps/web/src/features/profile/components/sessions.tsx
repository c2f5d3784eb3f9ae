import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { buttonDanger, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { profileApi, profileSessionsQuery } from '../../../api/profile';
import { deviceOf } from '../lib/device';
import { card, h2 } from './card';

/** The devices signed in to the account, each signed out on its own or all at once. */
export function Sessions() {
  const { t, i18n } = useTranslation('profile');
  const language = readerLanguage(i18n.resolvedLanguage);
  const sessions = useQuery(profileSessionsQuery);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => formatDateTime(iso, language);

  async function revoke(id: string) {
    setBusy(true);
    try {
      await profileApi.revokeSession(id);
      notify('success', t('sessions.revoked'));
    } catch (error) {
      // Already gone (signed out there meanwhile): the list below shows it without it.
      if (!(error instanceof ApiError && error.status === 404)) notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
    await sessions.refetch();
  }

  async function everywhere() {
    setBusy(true);
    const result = await profileApi.revokeAll();
    if (result.ok) {
      // A fresh load of the sign-in page: nothing of this session stays in memory.
      window.location.assign('/login');
      return;
    }
    setBusy(false);
    notify('error', t('errors.generic'));
  }

  return (
    <section className={card} aria-label={t('sessions.title')}>
      <h2 className={h2}>{t('sessions.title')}</h2>
      {sessions.isError ? <LoadError message={t('sessions.loadError')} retryLabel={t('errors.retry')} onRetry={() => void sessions.refetch()} /> : null}
      {sessions.data ? (
        <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700">
          {[...sessions.data.items]
            // This device first, then the others by last activity.
            .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt))
            .map((s) => {
              const { browser, system } = deviceOf(s.userAgent);
              const device = [browser, system].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
              const current = s.current;
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900 dark:text-gray-100">
                      {device}
                      {current ? (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{t('sessions.this')}</span>
                      ) : null}
                    </p>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {[s.ipAddress ? t('sessions.address', { ip: s.ipAddress }) : null, t('sessions.lastActive', { when: when(s.updatedAt) }), t('sessions.signedInAt', { when: when(s.createdAt) })]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {current ? null : (
                    <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} disabled={busy} onClick={() => void revoke(s.id)}>
                      {t('sessions.revoke')}
                    </button>
                  )}
                </li>
              );
            })}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonDanger} disabled={busy} onClick={() => void everywhere()}>
          {t('sessions.everywhere')}
        </button>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('sessions.everywhereHint')}</p>
      </div>
    </section>
  );
}
