import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@freshprice/shared';
import { apiFetch } from '../lib/api-client';
import { queryKeys } from './keys';

/**
 * `GET /api/dashboard`: a customer's week of prices, or the staff's day. Every price write makes it
 * stale (`invalidatePriceReads`); its "stale after N days" setting is saved with `savePricingSettings`.
 */
export function useDashboard() {
  return useQuery({ queryKey: queryKeys.dashboard(), queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }) });
}
