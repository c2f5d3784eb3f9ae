import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer } from '../../../components/ui/styles';
import { StaffTwoFactorSetting } from '../components/staff-two-factor-setting';
import { UsersView } from '../components/users-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['pages', 'users', 'validation'];

/** /manage-users (admin only; the route guard sends anyone else away). */
export default function UsersPage() {
  const { t } = useTranslation(['pages', 'users']);
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('manageUsers.title')}>
        <p>{t('users:intro')}</p>
      </PageHeader>
      <StaffTwoFactorSetting />
      <UsersView />
    </section>
  );
}
