import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicProduct, PublicProductPage } from '@freshprice/shared';
import { apiFetch } from '../../../lib/api-client';
import { publicProductQuery } from '../../../lib/public-product';
import { queryKeys } from '../../../lib/query-keys';

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
