import { can } from '@freshprice/shared';
import { useSession } from '../api/me';
import OrdersPage from '../features/orders/pages/orders-page';
import { DraftsList } from '../features/standing-orders/components/drafts-list';
import type { Namespace } from '../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['orders', 'standingOrders'];

/** /orders: the customer's orders, with their standing-order drafts waiting for an answer above them (features/standing-orders). */
export default function OrdersRoute() {
  const session = useSession();
  const customer = session.status === 'signedIn' && can(session.role, 'orders.place');
  return <OrdersPage above={customer ? <DraftsList customer={null} openOnly /> : null} />;
}
