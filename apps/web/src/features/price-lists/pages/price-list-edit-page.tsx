import { useParams } from 'react-router';
import { PriceListEditor } from '../editor/price-list-editor';

/** /prices-manage/:priceListId (admin, seller): a list's prices, details and versions. The id is its slug or uuid. */
export default function PriceListEditPage() {
  const { priceListId = '' } = useParams();
  return <PriceListEditor listRef={priceListId} />;
}
