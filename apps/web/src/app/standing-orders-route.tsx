import { ItemCatalogue } from '../features/orders/order/item-catalogue';
import StandingOrdersPage from '../features/standing-orders/pages/standing-orders-page';
import type { Namespace } from '../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['orders', 'standingOrders'];

/** /standing-orders: products are picked with the order page's own picker (features/orders). */
export default function StandingOrdersRoute() {
  return <StandingOrdersPage ItemCatalogue={ItemCatalogue} />;
}
