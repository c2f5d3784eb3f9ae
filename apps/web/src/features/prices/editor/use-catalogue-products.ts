import { useQuery } from '@tanstack/react-query';
import type { ManagedProduct } from '@freshprice/shared';
import { fetchAllPages } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Every product of the catalogue (staff), to add to a list: names in both languages, pack, category.
 * Read when the add dialog first opens; under the products' key, so any product change makes it stale.
 */
export function useCatalogueProducts(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.products.manage(), 'forPriceList'] as const,
    queryFn: ({ signal }) => fetchAllPages<ManagedProduct>('/api/products/manage', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
