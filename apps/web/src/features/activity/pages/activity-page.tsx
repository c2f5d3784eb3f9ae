import { useTranslation } from 'react-i18next';
import { isStaff } from '@freshprice/shared';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer } from '../../../components/ui/styles';
import { useSession } from '../../../api/me';
import { ActivityView } from '../components/activity-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['activity', 'pages'];

/** /activity (any signed-in user; the route guard signs others in first). */
export default function ActivityPage() {
  const { t } = useTranslation(['pages', 'activity']);
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('activity.title')}>
        <p>{isStaff(session.role) ? t('activity:intro') : t('activity:introCustomer')}</p>
      </PageHeader>
      <ActivityView role={session.role} />
    </section>
  );
}
