import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryCounts, PublicPriceRow, PublicProduct, PublicProductPage } from '@freshprice/shared';
import { ApiError, apiFetch, fetchAllPages } from '../lib/api-client';
import { queryKeys } from './keys';

/* What anyone may read (`/api/public/...`): the catalogue, each product, the category counts, the public prices. */

/**
 * The whole public catalogue (345 products, ~80 KB, ~10 KB gzipped): filtering then happens in the
 * browser, so typing and tapping filters answer instantly, even on a weak phone signal. The API's
 * largest page is 500 products; a bigger catalogue arrives in several pages, read side by side.
 */
const CATALOGUE_PAGE_SIZE = 500;

async function fetchCatalogue(signal: AbortSignal): Promise<PublicProduct[]> {
  const read = (page: number) =>
    apiFetch<PublicProductPage>(`/api/public/products?pageSize=${CATALOGUE_PAGE_SIZE}&page=${page}`, { signal });
  const first = await read(1);
  const pages = Math.ceil(first.total / CATALOGUE_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

export function usePublicCatalogue() {
  return useQuery({
    queryKey: queryKeys.catalogue.list(),
    queryFn: ({ signal }) => fetchCatalogue(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** `GET /api/public/products/{slug}`: one product as anyone may see it. */
export const publicProductPath = (slug: string) => `/api/public/products/${encodeURIComponent(slug)}`;

/**
 * One product's read, shared by its page, the landing page's popular products (which the server
 * renders with the same key) and the contact form that names it. A product that is gone (404) is
 * not asked for again.
 */
export const publicProductQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalogue.product(slug),
    queryFn: ({ signal }) => apiFetch<PublicProduct>(publicProductPath(slug), { signal }),
    staleTime: 5 * 60 * 1000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** One product; the landing page's popular products read the same record (and the server renders it). */
export function usePublicProduct(slug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...publicProductQuery(slug),
    // Coming from the catalogue, the product shows at once while the page confirms it.
    placeholderData: (): PublicProduct | undefined =>
      queryClient.getQueryData<PublicProduct[]>(queryKeys.catalogue.list())?.find((p) => p.slug === slug),
  });
}

/** Several products, each read as its page reads it (a gone one is left out by the caller). */
export function usePublicProducts(slugs: readonly string[]) {
  return useQueries({ queries: slugs.map(publicProductQuery) });
}

/** What the server renders a set of products from (key and path each): the records /products/{slug} shows. */
export const prerenderedProducts = (slugs: readonly string[]) =>
  slugs.map((slug) => ({ slug, key: queryKeys.catalogue.product(slug), path: publicProductPath(slug) }));

/** Live product counts per category (`GET /api/public/categories`). */
export function useCategoryCounts() {
  return useQuery({
    queryKey: queryKeys.catalogue.categories(), // filled in by the server render
    queryFn: ({ signal }) => apiFetch<CategoryCounts>('/api/public/categories', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

/** The whole public price list (every page of `GET /api/public/prices`). */
export function usePublicPrices() {
  return useQuery({
    queryKey: queryKeys.prices.public(),
    queryFn: ({ signal }) => fetchAllPages<PublicPriceRow>('/api/public/prices', { signal }),
    staleTime: 60 * 1000,
  });
}
