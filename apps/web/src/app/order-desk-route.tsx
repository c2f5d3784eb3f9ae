import OrderDeskPage from '../features/order-desk/pages/order-desk-page';
import { CustomersDialog } from '../features/users/components/customers-dialog';
import type { Namespace } from '../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['dispatch', 'fulfilment', 'orderDesk', 'users', 'validation'];

/** /orders/manage: the order desk, with the customers' businesses (features/users) composed in here. */
export default function OrderDeskRoute() {
  return <OrderDeskPage CustomersDialog={CustomersDialog} />;
}
