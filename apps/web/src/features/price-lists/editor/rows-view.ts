import { foldSearchText, type Language, marginBp, searchWords, sortRows, type SortState, type SortValue } from '@freshprice/shared';
import { formatMoney, formatMoneyChange, formatPercent } from '../../../lib/format';
import { effectivePrice, isInvalid, rowBelowFloor, type Edit, type Edits, type EditorRow, type LinkRule } from './edits';
import type { SortColumn } from './grid-columns';
import { rangeBetween } from './grid-model';

/** Which rows the "Show" filter keeps. */
export type Show = 'all' | 'changed' | 'belowFloor';
/** Which rows the stock filter keeps. */
export type Stock = 'all' | 'inStock' | 'outOfStock';

export interface RowFilter {
  /** The search box's text. */
  text: string;
  /** A category, 'uncategorized', or '' for all. */
  category: string;
  show: Show;
  stock: Stock;
}

export const NO_FILTER: RowFilter = { text: '', category: '', show: 'all', stock: 'all' };

/** Whether any search or filter hides rows ("Clear filters" is offered then). */
export const filtering = (filter: RowFilter) => filter.text.trim() !== '' || filter.category !== '' || filter.show !== 'all' || filter.stock !== 'all';

const SHOWS: readonly Show[] = ['all', 'changed', 'belowFloor'];
const STOCKS: readonly Stock[] = ['all', 'inStock', 'outOfStock'];
const pick = <T extends string>(value: string | null, allowed: readonly T[]): T => (allowed as readonly string[]).includes(value ?? '') ? (value as T) : allowed[0]!;

/** The filters a URL holds (`?q=&category=&show=&stock=`); unknown values are no filter. */
export function readFilter(params: URLSearchParams): RowFilter {
  return { text: params.get('q') ?? '', category: params.get('category') ?? '', show: pick(params.get('show'), SHOWS), stock: pick(params.get('stock'), STOCKS) };
}

/** The URL's parameters with the filters set; a filter that is off is left out, the other parameters kept. */
export function writeFilter(params: URLSearchParams, filter: RowFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, off: string) => (value === off ? next.delete(key) : next.set(key, value));
  set('q', filter.text, '');
  set('category', filter.category, '');
  set('show', filter.show, 'all');
  set('stock', filter.stock, 'all');
  return next;
}

/**
 * The value a sortable column shows for a row, as it sorts: the pending price when the row is edited,
 * the change from the price the user saw, the margin of the shown price. Blank (null) when the cell
 * shows none (an invalid typed price, no cost, an unchanged price): blanks sort last either way.
 */
export function sortValue(column: SortColumn, row: EditorRow, edit: Edit | undefined, context: { rule: LinkRule; language: Language; categoryName: (category: string) => string }): SortValue {
  const price = isInvalid(edit) ? null : effectivePrice(row, edit, context.rule);
  switch (column) {
    case 'product':
      return context.language === 'es' ? row.nameEs : row.nameEn;
    case 'category':
      return row.category === null ? null : context.categoryName(row.category);
    case 'cost':
      return row.cost;
    case 'base':
      return row.basePrice;
    case 'price':
      return price;
    case 'change':
      return edit && !edit.removed && edit.seen !== null && price !== null && price !== edit.seen ? price - edit.seen : null;
    case 'margin':
      return price === null ? null : marginBp(price, row.cost);
  }
}

/** The rows in a column's order (stable: equal values keep the list's order). */
export function sortEditorRows(
  rows: readonly EditorRow[],
  sort: SortState<SortColumn> | null,
  edits: Edits,
  context: { rule: LinkRule; language: Language; categoryName: (category: string) => string },
): readonly EditorRow[] {
  if (!sort) return rows;
  return sortRows(rows, (row) => sortValue(sort.column, row, edits[row.productId], context), sort.dir);
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
    if (filter.stock !== 'all' && row.inStock !== (filter.stock === 'inStock')) return false;
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

/** What a row's data cells show, as text ('' for none): drawn by the grid and copied as a block. */
export type ShownValues = Record<'product' | 'category' | 'pack' | 'cost' | 'base' | 'price' | 'change' | 'margin', string>;

export function shownValues(row: EditorRow, edit: Edit | undefined, context: { rule: LinkRule; language: Language; categoryName: (category: string) => string }): ShownValues {
  const { language } = context;
  const money = (cents: number | null) => (cents === null ? '' : formatMoney(cents / 100, language));
  const removed = Boolean(edit?.removed);
  const change = sortValue('change', row, edit, context);
  const margin = removed ? null : sortValue('margin', row, edit, context);
  return {
    product: language === 'es' ? row.nameEs : row.nameEn,
    category: row.category === null ? '' : context.categoryName(row.category),
    pack: language === 'es' ? row.packEs : row.packEn,
    cost: money(row.cost),
    base: money(row.basePrice),
    price: isInvalid(edit) ? edit!.price!.text : money(effectivePrice(row, edit, context.rule)),
    change: typeof change === 'number' ? formatMoneyChange(change, language) : '',
    margin: typeof margin === 'number' ? formatPercent(margin, language, { fractionDigits: 1 }) : '',
  };
}
