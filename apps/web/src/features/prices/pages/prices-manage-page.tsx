import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';

/** /prices-manage and /prices-manage/:priceListId. */
export default function PricesManagePage() {
  const { t } = useTranslation('pages');
  const { priceListId } = useParams();
  return (
    <PlaceholderPage
      title={t('pricesManage.title')}
      description={priceListId ? t('priceListId', { id: priceListId }) : t('comingSoon')}
    />
  );
}
