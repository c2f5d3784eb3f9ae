import { useQueries } from '@tanstack/react-query';
import type { PublicProduct } from '@freshprice/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { publicProductPath, publicProductQueryKey } from '../../products/api/products-api';
import { POPULAR_PRODUCTS } from '../lib/landing-data';

/** What the server renders the popular products from: the same records /products/{slug} shows. */
export const POPULAR_PRODUCT_QUERIES = POPULAR_PRODUCTS.map((slug) => ({
  slug,
  key: publicProductQueryKey(slug),
  path: publicProductPath(slug),
}));

/** SPEC 2's popular products as the catalogue holds them; one that is gone is left out. */
export function usePopularProducts() {
  return useQueries({
    queries: POPULAR_PRODUCT_QUERIES.map((q) => ({
      queryKey: q.key,
      queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<PublicProduct>(q.path, { signal }),
      staleTime: 5 * 60 * 1000,
      retry: (count: number, error: Error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    })),
  });
}
