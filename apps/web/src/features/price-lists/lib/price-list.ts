import type { PublicPriceRow } from '@freshprice/shared';
import { filterCatalogue, groupCatalogue, groupsOf, type CategoryGroup } from '../../../lib/catalogue';

export interface PriceGroup {
  category: CategoryGroup;
  rows: PublicPriceRow[];
}

/**
 * The rows matching a search (the catalogue's search rule), grouped by category in the catalogue's
 * order and sorted by name in the reader's language.
 */
export function priceGroups(rows: readonly PublicPriceRow[], query: string, language: string): PriceGroup[] {
  const { items } = filterCatalogue(rows, { category: null, availability: null, q: query });
  return groupsOf(groupCatalogue(items, language)).map(({ category, items }) => ({ category, rows: items }));
}

/** The most recent price change in the list, or null when none is recorded. */
export function lastChange(rows: readonly PublicPriceRow[]): string | null {
  let latest: string | null = null;
  for (const row of rows) if (row.lastChangedAt && (!latest || row.lastChangedAt > latest)) latest = row.lastChangedAt;
  return latest;
}
