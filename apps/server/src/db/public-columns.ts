import { products } from './schema/index.js';

/**
 * The columns anyone may see (publicProductSchema): every read of a public product selects these,
 * the products module's and the catalogue's alike.
 */
export const publicProductColumns = {
  id: products.id,
  slug: products.slug,
  nameEn: products.nameEn,
  nameEs: products.nameEs,
  category: products.category,
  unit: products.unit,
  packEn: products.packEn,
  packEs: products.packEs,
  inStock: products.inStock,
  imageUrl: products.imageUrl,
  soldByWeight: products.soldByWeight,
  caseWeight: products.caseWeight,
};
