import { CATEGORIES, type Availability, type Category, type Tier, type UserProduct } from '@freshprice/shared';
import { CATEGORY_GROUPS, type CategoryGroup } from '../../../lib/catalogue';
import { foldText, searchTerms } from '../../../lib/search';

export type { UserPrice, UserProduct } from '@freshprice/shared';

export interface CatalogueFilters {
  category: CategoryGroup | null;
  availability: Availability | null;
  q: string;
}

/** A product with its search text folded once, so a keystroke only runs `includes`. */
export interface IndexedProduct<T> {
  product: T;
  haystack: string;
  group: string;
}

export function indexProducts<T extends { nameEn: string; nameEs: string; category: string | null }>(
  products: readonly T[],
): IndexedProduct<T>[] {
  return products.map((product) => ({
    product,
    haystack: foldText(`${product.nameEn} \u0000 ${product.nameEs}`),
    group: product.category ?? 'uncategorized',
  }));
}

export interface FilterResult<T> {
  items: T[];
  /** Per category, products matching the other filters (the counts on the category buttons). */
  counts: Record<CategoryGroup | 'all', number>;
}

/** Category, availability and text (English or Spanish, any case or accents), all combined. */
export function filterIndexed<T extends { inStock: boolean }>(
  index: readonly IndexedProduct<T>[],
  filters: CatalogueFilters,
): FilterResult<T> {
  const terms = searchTerms(filters.q);
  const counts = Object.fromEntries([...CATEGORY_GROUPS, 'all'].map((c) => [c, 0])) as FilterResult<T>['counts'];
  const wantInStock = filters.availability === null ? null : filters.availability === 'in_stock';
  const items: T[] = [];
  for (const entry of index) {
    if (wantInStock !== null && entry.product.inStock !== wantInStock) continue;
    if (terms.length && !terms.every((term) => entry.haystack.includes(term))) continue;
    if (entry.group in counts) counts[entry.group as CategoryGroup] += 1;
    counts.all += 1;
    if (filters.category === null || filters.category === entry.group) items.push(entry.product);
  }
  return { items, counts };
}

export interface ProductGroup<T> {
  category: CategoryGroup;
  items: T[];
}

export type GroupingResult<T> =
  | { status: 'empty' }
  /** `ungrouped`: products whose category is not one we know (shown apart, with a notice). */
  | { status: 'grouped'; groups: ProductGroup<T>[]; ungrouped: T[] }
  /** Products exist but none could be put in a category group. */
  | { status: 'ungroupable'; ungrouped: T[] };

const KNOWN = new Set<string>(CATEGORIES);

/** Groups in the catalogue's category order (Uncategorized last), sorted by name in the reader's language. */
export function groupProducts<T extends { nameEn: string; nameEs: string; category: string | null }>(
  items: readonly T[],
  language: string,
): GroupingResult<T> {
  if (items.length === 0) return { status: 'empty' };
  const buckets = new Map<CategoryGroup, T[]>();
  const ungrouped: T[] = [];
  for (const item of items) {
    const key = item.category === null ? 'uncategorized' : KNOWN.has(item.category) ? (item.category as Category) : null;
    if (key === null) {
      ungrouped.push(item);
      continue;
    }
    const bucket = buckets.get(key);
    if (bucket) bucket.push(item);
    else buckets.set(key, [item]);
  }
  const collator = new Intl.Collator(language === 'es' ? 'es' : 'en', { sensitivity: 'base', numeric: true });
  const name = language === 'es' ? (p: T) => p.nameEs : (p: T) => p.nameEn;
  const byName = (a: T, b: T) => collator.compare(name(a), name(b));
  const groups = CATEGORY_GROUPS.filter((c) => buckets.has(c)).map((category) => ({
    category,
    items: buckets.get(category)!.sort(byName),
  }));
  if (groups.length === 0) return { status: 'ungroupable', ungrouped: ungrouped.sort(byName) };
  return { status: 'grouped', groups, ungrouped: ungrouped.sort(byName) };
}

/** How prices are shown: staff see the three tiers; a customer their lists (named when more than one). */
export type PriceView =
  | { kind: 'tiers' }
  | { kind: 'lists'; lists: { id: string; name: string }[] }
  | { kind: 'none' };

export function priceView(products: readonly UserProduct[], staff: boolean): PriceView {
  if (staff) return { kind: 'tiers' };
  const lists = new Map<string, string>();
  for (const product of products) for (const price of product.prices) lists.set(price.listId, price.listName);
  if (lists.size === 0) return { kind: 'none' };
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return {
    kind: 'lists',
    lists: [...lists].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name)),
  };
}

export function tierPrice(product: UserProduct, tier: Tier): string | null {
  return product.prices.find((p) => p.tier === tier)?.price ?? null;
}

export function listPrice(product: UserProduct, listId: string): string | null {
  return product.prices.find((p) => p.listId === listId)?.price ?? null;
}
