import { useQuery } from '@tanstack/react-query';
import type { UserProduct } from '@freshprice/shared';
import { fetchAllPages } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The whole catalogue with the caller's prices (every page); filtering happens in the browser. */
export function useUserProducts() {
  return useQuery({
    queryKey: queryKeys.products.user(),
    queryFn: ({ signal }) => fetchAllPages<UserProduct>('/api/products', { signal }),
    staleTime: 60_000,
  });
}
