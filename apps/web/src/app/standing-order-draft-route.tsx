import { QuantityInput } from '../features/orders/components/quantity-input';
import DraftPage from '../features/standing-orders/pages/draft-page';

/** /standing-orders/drafts/:draftId: quantities are changed with the order page's own box (features/orders). */
export default function StandingOrderDraftRoute() {
  return <DraftPage QuantityInput={QuantityInput} />;
}
