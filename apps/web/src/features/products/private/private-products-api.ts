import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { UserProduct } from './private-catalogue';

export const userProductsKey = ['products', 'user'] as const;

/** The whole catalogue with the caller's prices, in one read; filtering happens in the browser. */
export function useUserProducts() {
  return useQuery({
    queryKey: userProductsKey,
    queryFn: ({ signal }) => apiFetch<{ items: UserProduct[] }>('/api/products', { signal }),
    staleTime: 60_000,
    select: (page) => page.items,
  });
}
