import { type Availability, foldSearchText, searchWords, sortRows, type SortState, type SortValue } from '@freshprice/shared';
import { COLUMN_BY_FIELD } from './product-columns';
import { valuesOf, type EditEntry, type Field, type ManagedProduct } from './unsaved-changes';

/** The grid's filters: search words, category, availability, only unsaved changes, only drafts to review. */
export interface ProductCriteria {
  query: string;
  category: string;
  availability: Availability | null;
  onlyChanged: boolean;
  needsReview: boolean;
}

export interface IndexedProduct {
  product: ManagedProduct;
  haystack: string;
}

/** Each product with the text a search looks in: the catalogue's rule, over the URL name and QuickBooks id too. */
export function indexProducts(products: readonly ManagedProduct[]): IndexedProduct[] {
  return products.map((product) => ({
    product,
    haystack: foldSearchText([product.nameEn, product.nameEs, product.slug, product.quickbooksId ?? ''].join(' \u0000 ')),
  }));
}

export function filterProducts(index: readonly IndexedProduct[], criteria: ProductCriteria, edits: Readonly<Record<string, EditEntry>>): ManagedProduct[] {
  const terms = searchWords(criteria.query);
  return index
    .filter(({ product, haystack }) => {
      if (criteria.onlyChanged && !edits[product.id]) return false;
      if (criteria.needsReview && !product.draft) return false;
      if (criteria.category && (product.category ?? 'uncategorized') !== criteria.category) return false;
      if (criteria.availability && product.inStock !== (criteria.availability === 'in_stock')) return false;
      return terms.every((term) => haystack.includes(term));
    })
    .map(({ product }) => product);
}

/**
 * What a column sorts by, from the product as stored (rows do not jump while being edited): numbers
 * for amounts, yes before no… as text for the rest; blanks last either way.
 */
export function sortValue(product: ManagedProduct, field: Field, categoryName: (key: string) => string): SortValue {
  const value = valuesOf(product)[field];
  const { kind } = COLUMN_BY_FIELD[field];
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (kind === 'money' || kind === 'amount') return value.trim() === '' ? null : Number(value);
  if (kind === 'category') return value === '' ? null : categoryName(value);
  return value;
}

export function sortProducts(products: readonly ManagedProduct[], sort: SortState<Field> | null, categoryName: (key: string) => string): ManagedProduct[] {
  if (!sort) return [...products];
  return sortRows(products, (p) => sortValue(p, sort.column, categoryName), sort.dir);
}
