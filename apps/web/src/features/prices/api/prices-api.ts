import { useQuery } from '@tanstack/react-query';
import type { PublicPriceRow } from '@freshprice/shared';
import { fetchAllPages } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The whole public price list (every page of `GET /api/public/prices`). */
export function usePublicPrices() {
  return useQuery({
    queryKey: queryKeys.prices.public(),
    queryFn: ({ signal }) => fetchAllPages<PublicPriceRow>('/api/public/prices', { signal }),
    staleTime: 60 * 1000,
  });
}
