import DashboardPage from '../features/dashboard/pages/dashboard-page';
import { PriceAlertsCard } from '../features/price-alerts/components/price-alerts-card';
import type { Namespace } from '../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['activity', 'dashboard', 'pages', 'priceAlerts'];

/** /dashboard, with a customer's price-move alerts (features/price-alerts) composed in here. */
export default function DashboardRoute() {
  return <DashboardPage customerAlerts={<PriceAlertsCard />} />;
}
