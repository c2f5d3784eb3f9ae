import { prerenderedProducts, usePublicProducts } from '../../../api/catalogue';
import { POPULAR_PRODUCTS } from './landing-data';

/** What the server renders the popular products from: the same records /products/{slug} shows. */
export const POPULAR_PRODUCT_QUERIES = prerenderedProducts(POPULAR_PRODUCTS);

/** SPEC 2's popular products as the catalogue holds them; one that is gone is left out. */
export function usePopularProducts() {
  return usePublicProducts(POPULAR_PRODUCTS);
}
