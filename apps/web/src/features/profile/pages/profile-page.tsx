import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('profile.title')} description={t('comingSoon')} />;
}
