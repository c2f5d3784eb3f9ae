import { ExportView } from '../components/export-view';

export default function ExportWhatsappPage() {
  return <ExportView />;
}
