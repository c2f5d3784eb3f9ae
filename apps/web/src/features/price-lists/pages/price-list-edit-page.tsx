import { useParams } from 'react-router';
import { PriceListEditor } from '../editor/price-list-editor';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['priceLists'];

/** /prices-manage/:priceListId (admin, seller): a list's prices, details and versions. The id is its slug or uuid. */
export default function PriceListEditPage() {
  const { priceListId = '' } = useParams();
  return <PriceListEditor listRef={priceListId} />;
}
