import { CATEGORIES, foldSearchText, formatPackWithWeight, searchableText, searchWords, type Availability, type Category } from '@freshprice/shared';
import { formatMoney, nameCollator, otherLanguage, readerLanguage } from './format';

/** A product's category group: the five categories, or the group of products without one. */
export type CategoryGroup = Category | 'uncategorized';

/** The order categories appear in on every page. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [...CATEGORIES, 'uncategorized'];

export function categoryGroup(category: Category | null): CategoryGroup {
  return category ?? 'uncategorized';
}

/** The illustration shown for a product without its own image. */
export function categoryImage(category: Category | null): string {
  return `/images/categories/${categoryGroup(category)}.svg`;
}

const UPLOADED = /^(\/uploads\/products\/[^?#]+)-480\.webp$/;

/**
 * A product's picture: `src`, and for images uploaded here (stored as -160/-480/-960 WebP siblings)
 * a `srcSet`, so a 40-pixel thumbnail does not download the 480-pixel file. Without an image: the
 * category drawing.
 */
export function productImageSources(product: { imageUrl: string | null; category: Category | null }): {
  src: string;
  srcSet?: string;
} {
  if (!product.imageUrl) return { src: categoryImage(product.category) };
  const match = UPLOADED.exec(product.imageUrl);
  if (!match) return { src: product.imageUrl };
  const base = match[1];
  return { src: product.imageUrl, srcSet: `${base}-160.webp 160w, ${base}-480.webp 480w, ${base}-960.webp 960w` };
}

/** The product's name in the reader's language, and in the other one. */
export function productNames(product: { nameEn: string; nameEs: string }, language: string) {
  return readerLanguage(language) === 'es'
    ? { name: product.nameEs, other: product.nameEn, otherLang: otherLanguage(language) }
    : { name: product.nameEn, other: product.nameEs, otherLang: otherLanguage(language) };
}

/** The pack in the reader's language; a product sold by weight adds its case weight ("case about 40 lb"). */
export function productPack(product: { packEn: string; packEs: string; soldByWeight?: boolean; caseWeight?: string | null }, language: string): string {
  const es = readerLanguage(language) === 'es';
  return formatPackWithWeight(es ? product.packEs : product.packEn, product, es ? 'es' : 'en');
}

/** A product's price as the catalogue shows it: per lb ("$2.50/lb") when it is sold by weight. */
export function productPrice(price: string | null | undefined, product: { soldByWeight?: boolean }, language: string): string {
  const money = formatMoney(price, language);
  return product.soldByWeight && price ? `${money}/lb` : money;
}

/** What the catalogue pages filter: the public cards, the signed-in rows and the price list alike. */
export interface CatalogueItem {
  nameEn: string;
  nameEs: string;
  /** A string beyond the known categories can arrive from an older or newer server: kept apart. */
  category: Category | null;
  inStock: boolean;
}

export interface CatalogueFilters {
  category: CategoryGroup | null;
  availability: Availability | null;
  q: string;
}

export type CategoryCounts = Record<CategoryGroup | 'all', number>;

export interface FilterResult<T> {
  /** The items matching every filter, in the order given. */
  items: T[];
  /** Per category, the items matching the other filters (the counts on the category buttons). */
  counts: CategoryCounts;
}

const KNOWN = new Set<string>(CATEGORY_GROUPS);

/**
 * `matchesSearch` (packages/shared) folds a product's names on every call: 2,000 products took about
 * 16 ms a keystroke that way, against under 0.1 ms with each product's text folded once and kept here.
 */
const foldedNames = new WeakMap<CatalogueItem, string>();

function searchText(item: CatalogueItem): string {
  let text = foldedNames.get(item);
  if (text === undefined) {
    text = foldSearchText(searchableText(item));
    foldedNames.set(item, text);
  }
  return text;
}

/**
 * The one filter of the catalogue pages: category, availability and text, all combined. The text
 * follows the search rule the API applies (`matchesSearch` in packages/shared, from the same parts:
 * every word of the query in the folded "nameEn nameEs").
 */
export function filterCatalogue<T extends CatalogueItem>(items: readonly T[], filters: CatalogueFilters): FilterResult<T> {
  const counts = Object.fromEntries([...CATEGORY_GROUPS, 'all'].map((c) => [c, 0])) as CategoryCounts;
  const wantInStock = filters.availability === null ? null : filters.availability === 'in_stock';
  const words = searchWords(filters.q);
  const result: T[] = [];
  for (const item of items) {
    if (wantInStock !== null && item.inStock !== wantInStock) continue;
    if (words.length > 0) {
      const text = searchText(item);
      if (!words.every((word) => text.includes(word))) continue;
    }
    const group = categoryGroup(item.category);
    if (KNOWN.has(group)) counts[group] += 1;
    counts.all += 1;
    if (filters.category === null || filters.category === group) result.push(item);
  }
  return { items: result, counts };
}

export interface ProductGroup<T> {
  category: CategoryGroup;
  items: T[];
}

export type GroupingResult<T> =
  | { status: 'empty' }
  /** `ungrouped`: items whose category is not one we know (shown apart, with a notice). */
  | { status: 'grouped'; groups: ProductGroup<T>[]; ungrouped: T[] }
  /** Items exist but none could be put in a category group. */
  | { status: 'ungroupable'; ungrouped: T[] };

/** The one grouping: in the catalogue's category order (Uncategorized last), by name in the reader's language. */
export function groupCatalogue<T extends CatalogueItem>(items: readonly T[], language: string): GroupingResult<T> {
  if (items.length === 0) return { status: 'empty' };
  const buckets = new Map<CategoryGroup, T[]>();
  const ungrouped: T[] = [];
  for (const item of items) {
    const key = categoryGroup(item.category);
    if (!KNOWN.has(key)) {
      ungrouped.push(item);
      continue;
    }
    const bucket = buckets.get(key);
    if (bucket) bucket.push(item);
    else buckets.set(key, [item]);
  }
  const collator = nameCollator(language);
  const name = readerLanguage(language) === 'es' ? (p: T) => p.nameEs : (p: T) => p.nameEn;
  const byName = (a: T, b: T) => collator.compare(name(a), name(b));
  const groups = CATEGORY_GROUPS.filter((c) => buckets.has(c)).map((category) => ({
    category,
    items: buckets.get(category)!.sort(byName),
  }));
  if (groups.length === 0) return { status: 'ungroupable', ungrouped: ungrouped.sort(byName) };
  return { status: 'grouped', groups, ungrouped: ungrouped.sort(byName) };
}

/** The groups of a grouping, empty when there are none. */
export function groupsOf<T>(grouping: GroupingResult<T>): ProductGroup<T>[] {
  return grouping.status === 'grouped' ? grouping.groups : [];
}

/** The first `limit` items of the groups, in order, still grouped (a "Show more" list). */
export function firstOfGroups<T>(groups: readonly ProductGroup<T>[], limit: number): ProductGroup<T>[] {
  const shown: ProductGroup<T>[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.items.length <= left ? group : { category: group.category, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return shown;
}
