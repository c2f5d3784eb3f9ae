/**
 * The one filter of the catalogue pages (the React pages and the catalogue islands alike). It imports
 * no formatting code, so an island that filters stays a few kilobytes.
 */
import { CATEGORIES, foldSearchText, searchableText, searchWords, type Availability, type Category } from '@freshprice/shared';

/** A product's category group: the five categories, or the group of products without one. */
export type CategoryGroup = Category | 'uncategorized';

/** The order categories appear in on every page. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [...CATEGORIES, 'uncategorized'];

export function categoryGroup(category: Category | null): CategoryGroup {
  return category ?? 'uncategorized';
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

export const KNOWN_GROUPS: ReadonlySet<string> = new Set<string>(CATEGORY_GROUPS);

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
    if (KNOWN_GROUPS.has(group)) counts[group] += 1;
    counts.all += 1;
    if (filters.category === null || filters.category === group) result.push(item);
  }
  return { items: result, counts };
}

