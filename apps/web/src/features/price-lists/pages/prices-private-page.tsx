import { useParams } from 'react-router';
import { PriceListIndex } from '../private/price-list-picker';
import { PriceListPage } from '../private/price-list-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['priceLists'];

/** /pricesprivate (the reader's lists) and /pricesprivate/:id (one list, by slug or id). */
export default function PricesPrivatePage() {
  const { id } = useParams();
  return id ? <PriceListPage id={id} /> : <PriceListIndex />;
}
