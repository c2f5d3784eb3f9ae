import { foldSearchText, searchWords } from '@freshprice/shared';
import { rowBelowFloor, type Edits, type EditorRow, type LinkRule } from './edits';
import { rangeBetween } from './grid-model';

/** Which rows the "Show" filter keeps. */
export type Show = 'all' | 'changed' | 'belowFloor';

export interface RowFilter {
  /** The search box's text. */
  text: string;
  /** A category, 'uncategorized', or '' for all. */
  category: string;
  show: Show;
}

/** The text a row's search looks in: both names, folded. */
export const rowHaystack = (row: Pick<EditorRow, 'nameEn' | 'nameEs'>) => foldSearchText(`${row.nameEn} ${row.nameEs}`);

/** The rows the search and filters keep, in order; `haystacks` holds the loaded items' search texts. */
export function filterRows(
  rows: readonly EditorRow[],
  filter: RowFilter,
  context: { edits: Edits; minMarginBp: number; rule: LinkRule; haystacks: ReadonlyMap<string, string> },
): EditorRow[] {
  const { edits, minMarginBp, rule, haystacks } = context;
  const terms = searchWords(filter.text);
  return rows.filter((row) => {
    if (filter.category && (row.category ?? 'uncategorized') !== filter.category) return false;
    if (filter.show === 'changed' && !edits[row.productId]) return false;
    if (filter.show === 'belowFloor' && !rowBelowFloor(row, edits[row.productId], minMarginBp, rule)) return false;
    if (terms.length === 0) return true;
    const haystack = haystacks.get(row.productId) ?? rowHaystack(row);
    return terms.every((term) => haystack.includes(term));
  });
}

/**
 * The selection after a click on the visible row `index`: it toggles that row, or with `range` (Shift)
 * adds the rows from the last toggled one (`anchorId`, when still visible) to it.
 */
export function toggleRowSelection(
  selected: ReadonlySet<string>,
  visible: readonly EditorRow[],
  index: number,
  anchorId: string | null,
  range: boolean,
): ReadonlySet<string> {
  const row = visible[index];
  if (!row) return selected;
  const anchorIndex = anchorId === null ? -1 : visible.findIndex((r) => r.productId === anchorId);
  const next = new Set(selected);
  if (range && anchorIndex >= 0) {
    for (const i of rangeBetween(anchorIndex, index)) next.add(visible[i]!.productId);
  } else if (next.has(row.productId)) next.delete(row.productId);
  else next.add(row.productId);
  return next;
}

/** "Select all visible": unselects the visible rows when all are selected, else selects them all. */
export function toggleVisibleSelection(selected: ReadonlySet<string>, visible: readonly EditorRow[]): ReadonlySet<string> {
  const all = allSelected(selected, visible);
  const next = new Set(selected);
  for (const r of visible) {
    if (all) next.delete(r.productId);
    else next.add(r.productId);
  }
  return next;
}

export const allSelected = (selected: ReadonlySet<string>, visible: readonly EditorRow[]) => visible.length > 0 && visible.every((r) => selected.has(r.productId));
export const someSelected = (selected: ReadonlySet<string>, visible: readonly EditorRow[]) => visible.some((r) => selected.has(r.productId));
