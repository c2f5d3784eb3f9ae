import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer } from '../../../components/ui/styles';
import { useDashboard } from '../../../api/dashboard';
import { useCurrentUser, useSession } from '../../../api/me';
import { CustomerView } from '../components/customer-view';
import { StaffView } from '../components/staff-view';

/**
 * /dashboard (any signed-in user): a customer's week of prices, or the staff's day. `customerAlerts`
 * (composed by the app: the price-move alerts) shows above a customer's week.
 */
export default function DashboardPage({ customerAlerts }: { customerAlerts?: ReactNode }) {
  const { t } = useTranslation(['pages', 'dashboard']);
  const session = useSession();
  const user = useCurrentUser();
  const dashboard = useDashboard();
  const name = user?.name || user?.email;
  if (session.status !== 'signedIn') return null;
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('dashboard.title')}>{name ? <p>{t('dashboard:welcome', { name })}</p> : null}</PageHeader>
      {dashboard.isError ? <LoadError message={t('dashboard:error')} retryLabel={t('dashboard:retry')} onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.isPending ? <p role="status">{t('dashboard:loading')}</p> : null}
      {dashboard.data?.kind === 'customer' ? (
        <>
          {customerAlerts}
          <CustomerView data={dashboard.data} />
        </>
      ) : null}
      {dashboard.data?.kind === 'staff' ? <StaffView data={dashboard.data} role={session.role} /> : null}
    </section>
  );
}

