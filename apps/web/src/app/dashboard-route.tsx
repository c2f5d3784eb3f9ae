import DashboardPage from '../features/dashboard/pages/dashboard-page';
import { PriceAlertsCard } from '../features/price-alerts/components/price-alerts-card';

/** /dashboard, with a customer's price-move alerts (features/price-alerts) composed in here. */
export default function DashboardRoute() {
  return <DashboardPage customerAlerts={<PriceAlertsCard />} />;
}
