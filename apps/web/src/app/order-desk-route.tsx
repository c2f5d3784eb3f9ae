import OrderDeskPage from '../features/order-desk/pages/order-desk-page';
import { CustomersDialog } from '../features/users/components/customers-dialog';

/** /orders/manage: the order desk, with the customers' businesses (features/users) composed in here. */
export default function OrderDeskRoute() {
  return <OrderDeskPage CustomersDialog={CustomersDialog} />;
}
