import { ImportView } from '../components/import-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['imports'];

/** /import-quickbooks (admin, seller): QuickBooks items and prices into a price list. */
export default function ImportsPage() {
  return <ImportView />;
}
