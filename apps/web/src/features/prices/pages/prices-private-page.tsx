import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/ui/page-title';

/** /pricesprivate and /pricesprivate/:id (the id selects the list). */
export default function PricesPrivatePage() {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  return (
    <PlaceholderPage
      title={t('pricesPrivate.title')}
      description={id ? t('priceListId', { id }) : t('comingSoon')}
    />
  );
}
