import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';

export default function ExportWhatsappPage() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('exportWhatsapp.title')} description={t('comingSoon')} />;
}
