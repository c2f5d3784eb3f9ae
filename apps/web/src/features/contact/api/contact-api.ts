import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';

/** The product a visitor asks about (?product=<slug>), to name it in the message; null while unknown. */
export function useProductForMessage(slug: string | null) {
  return useQuery({
    queryKey: ['public-products', 'one', slug],
    queryFn: ({ signal }) => apiFetch<PublicProduct>(`/api/public/products/${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: slug !== null,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
