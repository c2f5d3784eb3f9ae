import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-title';
import { buttonPrimary } from '../../../components/ui/styles';
import { useSession } from '../../../api/me';
import { AssistantChat } from '../components/assistant-chat';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['assistant', 'pages', 'priceLists'];

/** Open to everyone; the assistant itself needs a signed-in user. */
export default function AssistantPage() {
  const { t } = useTranslation(['pages', 'assistant']);
  const session = useSession();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title={t('ai.title')}>{session.status === 'signedIn' ? <p>{t('assistant:intro')}</p> : null}</PageHeader>
      {session.status === 'signedIn' ? (
        <AssistantChat role={session.role} />
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
