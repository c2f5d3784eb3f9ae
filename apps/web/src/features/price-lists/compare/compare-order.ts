import type { PriceListCompare } from '@freshprice/shared';
import { nameCollator } from '../../../lib/format';

type Row = PriceListCompare['rows'][number];

/**
 * The server sends rows by category, then English name. A Spanish reader scans Spanish names, so within
 * each category the rows are put in Spanish alphabetical order; the categories keep the server's order.
 */
export function inReadingOrder(rows: readonly Row[], language: string): readonly Row[] {
  if (language !== 'es') return rows;
  const collator = nameCollator(language);
  const rank = new Map<Row['category'], number>();
  for (const row of rows) if (!rank.has(row.category)) rank.set(row.category, rank.size);
  return [...rows].sort((x, y) => rank.get(x.category)! - rank.get(y.category)! || collator.compare(x.nameEs, y.nameEs));
}
