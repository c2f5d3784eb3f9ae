import { useQuery } from '@tanstack/react-query';
import type { CategoryCounts } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';

export const categoryCountsQueryKey = ['public', 'categories'] as const;

/** Live product counts per category (`GET /api/public/categories`). */
export function useCategoryCounts() {
  return useQuery({
    queryKey: categoryCountsQueryKey,
    queryFn: () => apiFetch<CategoryCounts>('/api/public/categories'),
    staleTime: 5 * 60 * 1000,
  });
}
