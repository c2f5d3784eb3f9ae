import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../lib/session';

export default function DashboardPage() {
  const { t } = useTranslation('pages');
  const user = useCurrentUser();
  const name = user?.name || user?.email;
  return (
    <PlaceholderPage title={t('dashboard.title')} description={name ? t('dashboard.welcome', { name }) : undefined} />
  );
}
