import { useQuery } from '@tanstack/react-query';
import type { CategoryCounts } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Live product counts per category (`GET /api/public/categories`). */
export function useCategoryCounts() {
  return useQuery({
    queryKey: queryKeys.catalogue.categories(), // filled in by the server render
    queryFn: ({ signal }) => apiFetch<CategoryCounts>('/api/public/categories', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
