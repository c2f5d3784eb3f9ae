import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonPrimary } from '../../../components/ui/styles';
import { useSession } from '../../../lib/session';

/** Open to everyone; the assistant itself needs a signed-in user. */
export default function AiPage() {
  const { t } = useTranslation('pages');
  const session = useSession();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title={t('ai.title')} />
      {session.status === 'signedIn' ? (
        <p className="text-gray-700 dark:text-gray-300">{t('comingSoon')}</p>
      ) : (
        <div className="rounded-md border border-gray-300 p-6 dark:border-gray-700">
          <p className="text-gray-900 dark:text-gray-100">{t('ai.loginRequired')}</p>
          <Link to="/login?redirectTo=/ai" className={`${buttonPrimary} mt-4`}>
            {t('ai.logIn')}
          </Link>
        </div>
      )}
    </section>
  );
}
