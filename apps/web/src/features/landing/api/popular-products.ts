import { useQueries } from '@tanstack/react-query';
import { publicProductPath, publicProductQuery } from '../../../lib/public-product';
import { queryKeys } from '../../../lib/query-keys';
import { POPULAR_PRODUCTS } from '../lib/landing-data';

/** What the server renders the popular products from: the same records /products/{slug} shows. */
export const POPULAR_PRODUCT_QUERIES = POPULAR_PRODUCTS.map((slug) => ({
  slug,
  key: queryKeys.catalogue.product(slug),
  path: publicProductPath(slug),
}));

/** SPEC 2's popular products as the catalogue holds them; one that is gone is left out. */
export function usePopularProducts() {
  return useQueries({ queries: POPULAR_PRODUCTS.map(publicProductQuery) });
}
