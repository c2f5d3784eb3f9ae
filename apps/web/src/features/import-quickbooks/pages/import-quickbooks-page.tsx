import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';

export default function ImportQuickbooksPage() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('importQuickbooks.title')} description={t('comingSoon')} />;
}
