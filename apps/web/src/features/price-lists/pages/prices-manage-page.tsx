import { ManageView } from '../manage/manage-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['priceLists'];

/** /prices-manage (admin and seller): every price list. */
export default function PricesManagePage() {
  return <ManageView />;
}
