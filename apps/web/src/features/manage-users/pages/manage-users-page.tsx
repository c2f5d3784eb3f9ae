import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';

export default function ManageUsersPage() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('manageUsers.title')} description={t('comingSoon')} />;
}
