import { z } from 'zod';
import { intlLocale } from './company-format.js';
import { LANGUAGES, type Language } from './language.js';
import type { CompareRowOut } from './price-lists.js';
import { COMPARE_FILTERS, matchesCompareFilter, toCents, type CompareFilter, type CompareRow } from './pricing.js';
import { foldSearchText, searchWords } from './search.js';
import { SORT_DIRECTIONS, sortRows, type SortDir, type SortValue } from './sort.js';

/**
 * What the comparison page shows of two lists, and what its spreadsheet holds: the rows in the
 * reader's order, filtered, searched and sorted by one column. The page (in memory) and the server
 * (the `.xlsx` download) call the same function, so the file is the table on the screen.
 */

/** The columns the comparison sorts by: product name, list A's price, list B's, the difference (B − A) and the percent. */
export const COMPARE_SORTS = ['product', 'a', 'b', 'diff', 'percent'] as const;
export type CompareSort = (typeof COMPARE_SORTS)[number];

export interface CompareView {
  filter: CompareFilter;
  /** The search box's text ('' for none). */
  query: string;
  /** null: the reading order (category, then name). */
  sort: CompareSort | null;
  dir: SortDir;
}

export const defaultCompareView: CompareView = { filter: 'all', query: '', sort: null, dir: 'asc' };

/** `GET /api/price-lists/compare.xlsx`: the two lists and the view the page shows, in the reader's language. */
export const compareWorkbookQuerySchema = z.object({
  a: z.string().min(1).max(200),
  b: z.string().min(1).max(200),
  language: z.enum(LANGUAGES).default('en'),
  filter: z.enum(COMPARE_FILTERS).default('all'),
  q: z.string().max(200).default(''),
  sort: z.enum(COMPARE_SORTS).optional(),
  dir: z.enum(SORT_DIRECTIONS).default('asc'),
});
export type CompareWorkbookQuery = z.infer<typeof compareWorkbookQuerySchema>;

/** A signed money string ("-1.25") in cents. */
export function signedCents(value: string | null): number | null {
  if (value === null) return null;
  return value.startsWith('-') ? -toCents(value.slice(1)) : toCents(value);
}

/** The wire row as the shared comparison logic reads it (integer cents). */
export function compareRowCents(row: CompareRowOut): CompareRow {
  return { productId: row.productId, a: signedCents(row.a), b: signedCents(row.b), difference: signedCents(row.difference), percent: row.percent };
}

/**
 * The server sends rows by category, then English name. A Spanish reader scans Spanish names, so within
 * each category the rows are put in Spanish alphabetical order; the categories keep the server's order.
 */
export function inReadingOrder<R extends CompareRowOut>(rows: readonly R[], language: Language): readonly R[] {
  if (language !== 'es') return rows;
  const collator = new Intl.Collator(intlLocale(language), { sensitivity: 'base', numeric: true });
  const rank = new Map<R['category'], number>();
  for (const row of rows) if (!rank.has(row.category)) rank.set(row.category, rank.size);
  return [...rows].sort((x, y) => rank.get(x.category)! - rank.get(y.category)! || collator.compare(x.nameEs, y.nameEs));
}

/**
 * Rows sorted by one column (the shared stable sort): equal values keep their reading order; a missing
 * value (a product in one list only has no price in the other, no difference, no percent) goes last in
 * either direction.
 */
export function sortCompareRows<R extends CompareRowOut>(rows: readonly R[], sort: CompareSort, dir: SortDir, language: Language): R[] {
  const valueOf = (row: R): SortValue => {
    if (sort === 'product') return language === 'es' ? row.nameEs : row.nameEn;
    const cents = compareRowCents(row);
    return sort === 'a' ? cents.a : sort === 'b' ? cents.b : sort === 'diff' ? cents.difference : cents.percent;
  };
  return sortRows(rows, valueOf, dir, intlLocale(language));
}

/** The rows the comparison shows for `view`, in the order it shows them. */
export function compareViewRows<R extends CompareRowOut>(rows: readonly R[], view: CompareView, language: Language): R[] {
  const words = searchWords(view.query);
  const shown = inReadingOrder(rows, language).filter(
    (row) => matchesCompareFilter(compareRowCents(row), view.filter) && (!words.length || words.every((w) => foldSearchText(`${row.nameEn} \u0000 ${row.nameEs}`).includes(w))),
  );
  return view.sort ? sortCompareRows(shown, view.sort, view.dir, language) : shown;
}
