import { ExportView } from '../components/export-view';

export default function ExportsPage() {
  return <ExportView />;
}
