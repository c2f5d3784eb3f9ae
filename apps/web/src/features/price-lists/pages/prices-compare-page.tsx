import { CompareView } from '../compare/compare-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['priceLists'];

/** /prices-manage/compare (admin and seller): two price lists side by side. */
export default function PricesComparePage() {
  return <CompareView />;
}
