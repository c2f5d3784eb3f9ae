import { ExportView } from '../components/export-view';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['exports'];

export default function ExportsPage() {
  return <ExportView />;
}
