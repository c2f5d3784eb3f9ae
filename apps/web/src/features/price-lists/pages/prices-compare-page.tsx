import { CompareView } from '../compare/compare-view';

/** /prices-manage/compare (admin and seller): two price lists side by side. */
export default function PricesComparePage() {
  return <CompareView />;
}
