import { ImportView } from '../components/import-view';

/** /import-quickbooks (admin, seller): QuickBooks items and prices into a price list. */
export default function ImportsPage() {
  return <ImportView />;
}
