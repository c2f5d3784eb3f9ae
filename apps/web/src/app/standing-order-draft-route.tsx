import { QuantityInput } from '../features/orders/components/quantity-input';
import DraftPage from '../features/standing-orders/pages/draft-page';
import type { Namespace } from '../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['orders', 'standingOrders'];

/** /standing-orders/drafts/:draftId: quantities are changed with the order page's own box (features/orders). */
export default function StandingOrderDraftRoute() {
  return <DraftPage QuantityInput={QuantityInput} />;
}
