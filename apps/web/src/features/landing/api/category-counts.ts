import { useQuery } from '@tanstack/react-query';
import type { CategoryCounts } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The server renders the landing page with this key filled in. */
export const categoryCountsQueryKey = queryKeys.catalogue.categories();

/** Live product counts per category (`GET /api/public/categories`). */
export function useCategoryCounts() {
  return useQuery({
    queryKey: categoryCountsQueryKey,
    queryFn: ({ signal }) => apiFetch<CategoryCounts>('/api/public/categories', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
