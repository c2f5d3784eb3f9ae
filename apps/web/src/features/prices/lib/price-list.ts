import type { PublicPriceRow } from '@freshprice/shared';
import { groupByCategory, type CategoryGroup } from '../../../lib/catalogue';
import { matchesTerms, searchTerms } from '../../../lib/search';

export interface PriceGroup {
  category: CategoryGroup;
  rows: PublicPriceRow[];
}

/**
 * The rows matching a search (English or Spanish name, accents and case ignored), grouped by
 * category in the catalogue's order and sorted by name in the reader's language.
 */
export function priceGroups(rows: readonly PublicPriceRow[], query: string, language: string): PriceGroup[] {
  const terms = searchTerms(query);
  const collator = new Intl.Collator(language === 'es' ? 'es' : 'en', { sensitivity: 'base', numeric: true });
  const name = (row: PublicPriceRow) => (language === 'es' ? row.nameEs : row.nameEn);
  const matching = rows.filter((row) => matchesTerms(terms, [row.nameEn, row.nameEs]));
  return groupByCategory(matching).map(({ category, items }) => ({
    category,
    rows: items.sort((a, b) => collator.compare(name(a), name(b))),
  }));
}

/** The most recent price change in the list, or null when none is recorded. */
export function lastChange(rows: readonly PublicPriceRow[]): string | null {
  let latest: string | null = null;
  for (const row of rows) if (row.lastChangedAt && (!latest || row.lastChangedAt > latest)) latest = row.lastChangedAt;
  return latest;
}
