import { useQuery } from '@tanstack/react-query';
import type { PublicPriceRow } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';

export function usePublicPrices() {
  return useQuery({
    queryKey: ['public-prices'],
    queryFn: ({ signal }) => apiFetch<{ items: PublicPriceRow[] }>('/api/public/prices', { signal }),
    staleTime: 60 * 1000,
    select: (data) => data.items,
  });
}
