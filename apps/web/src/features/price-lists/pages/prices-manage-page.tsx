import { ManageView } from '../manage/manage-view';

/** /prices-manage (admin and seller): every price list. */
export default function PricesManagePage() {
  return <ManageView />;
}
