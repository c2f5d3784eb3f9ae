import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-title';
import { pageContainer } from '../../../components/ui/styles';
import { StaffTwoFactorSetting } from '../components/staff-two-factor-setting';
import { UsersView } from '../components/users-view';

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
