import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-title';
import { buttonPrimary } from '../../components/ui/styles';
import { retrySession } from '../../api/me';

/** The session could not be checked on a page that needs it: never guess a role, offer a retry. */
export function SessionError() {
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <PageHeader title={t('session.title')}>{t('session.message')}</PageHeader>
      <button
        type="button"
        className={buttonPrimary}
        onClick={() => void retrySession(queryClient)}
      >
        {t('session.tryAgain')}
      </button>
    </section>
  );
}
