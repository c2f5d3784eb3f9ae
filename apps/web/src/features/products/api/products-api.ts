import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicProduct, PublicProductPage } from '@freshprice/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * The whole public catalogue in one read (345 products, ~80 KB, ~10 KB gzipped): filtering then
 * happens in the browser, so typing and tapping filters answer instantly, even on a weak phone signal.
 * The server caps a page at 500; past that we would switch to server-side paging (the API has it).
 */
export const CATALOGUE_PAGE_SIZE = 500;

const allProductsKey = ['public-products', 'all'] as const;

export function usePublicCatalogue() {
  return useQuery({
    queryKey: allProductsKey,
    queryFn: ({ signal }) => apiFetch<PublicProductPage>(`/api/public/products?pageSize=${CATALOGUE_PAGE_SIZE}`, { signal }),
    staleTime: 5 * 60 * 1000,
    select: (page) => page.items,
  });
}

/** One product; the landing page's popular products read the same record (and the server renders it). */
export const publicProductQueryKey = (slug: string) => ['public-products', 'one', slug] as const;
export const publicProductPath = (slug: string) => `/api/public/products/${encodeURIComponent(slug)}`;

export function usePublicProduct(slug: string) {
  const queryClient = useQueryClient();
  return useQuery<PublicProduct>({
    queryKey: publicProductQueryKey(slug),
    queryFn: ({ signal }) => apiFetch<PublicProduct>(publicProductPath(slug), { signal }),
    // Coming from the catalogue, the product shows at once while the page confirms it.
    placeholderData: (): PublicProduct | undefined =>
      queryClient.getQueryData<PublicProductPage>(allProductsKey)?.items.find((p) => p.slug === slug),
    staleTime: 5 * 60 * 1000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
