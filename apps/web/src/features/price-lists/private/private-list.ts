import { toCents, type PriceHistoryEntry, type PriceListItem } from '@freshprice/shared';
import { filterCatalogue, groupCatalogue, groupsOf, type CategoryCounts, type CategoryGroup, type ProductGroup } from '../../../lib/catalogue';

export interface PrivateListFilters {
  q: string;
  category: CategoryGroup | null;
  inStockOnly: boolean;
}

export const NO_FILTERS: PrivateListFilters = { q: '', category: null, inStockOnly: false };

export interface PrivateListView {
  /** The matching items by category, in the catalogue's order (Uncategorized last), by name in the reader's language. */
  groups: ProductGroup<PriceListItem>[];
  /** How many items match every filter. */
  total: number;
  /** Per category, the items matching the search and stock filters (the category select's counts). */
  counts: CategoryCounts;
}

/**
 * What the list page shows for its filters: the catalogue pages' one filter (accent- and
 * case-insensitive search over both names, category, availability) and their one grouping.
 */
export function privateListView(items: readonly PriceListItem[], filters: PrivateListFilters, language: string): PrivateListView {
  const { items: matching, counts } = filterCatalogue(items, {
    q: filters.q,
    category: filters.category,
    availability: filters.inStockOnly ? 'in_stock' : null,
  });
  return { groups: groupsOf(groupCatalogue(matching, language)), total: matching.length, counts };
}

/** The category groups a list has items in, in the catalogue's order. */
export function listCategories(items: readonly PriceListItem[], language: string): CategoryGroup[] {
  return groupsOf(groupCatalogue(items, language)).map((group) => group.category);
}

export type PriceMovement = 'up' | 'down' | 'new';

/**
 * Which way a price moved over the recent window, as the server measured it: the net change since
 * the window began (a change and its rollback is none), 'new' for an item added in it; null: unchanged.
 * An up or down needs the price it moved from.
 */
export function priceMovement(item: Pick<PriceListItem, 'recentChange' | 'previousPrice'>): PriceMovement | null {
  if (item.recentChange === 'new') return 'new';
  if (item.recentChange === null || item.previousPrice === null) return null;
  return item.recentChange;
}

export interface HistoryPoint {
  /** The version that set the price, or null for the price before the first recorded change. */
  version: number | null;
  cents: number;
  price: string;
}

/**
 * The prices an item had, oldest first, for the chart: the price before the first recorded change
 * (when there was one), then the price each version set. A version that removed the item has no point.
 */
export function historyPoints(entries: readonly PriceHistoryEntry[]): HistoryPoint[] {
  const points: HistoryPoint[] = [];
  const first = entries[0];
  if (first?.old != null) points.push({ version: null, cents: toCents(first.old), price: first.old });
  for (const entry of entries) {
    if (entry.new !== null) points.push({ version: entry.version, cents: toCents(entry.new), price: entry.new });
  }
  return points;
}
