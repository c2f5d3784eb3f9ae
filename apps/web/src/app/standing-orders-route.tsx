import { ItemCatalogue } from '../features/orders/order/item-catalogue';
import StandingOrdersPage from '../features/standing-orders/pages/standing-orders-page';

/** /standing-orders: products are picked with the order page's own picker (features/orders). */
export default function StandingOrdersRoute() {
  return <StandingOrdersPage ItemCatalogue={ItemCatalogue} />;
}
