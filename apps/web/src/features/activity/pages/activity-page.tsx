import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';

export default function ActivityPage() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('activity.title')} description={t('comingSoon')} />;
}
