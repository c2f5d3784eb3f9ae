/**
 * Sorting a table by one column, as a spreadsheet's header does: ascending, then descending, then the
 * table's own order. Stable (equal values keep their order), blanks last in both directions, and kept
 * in the URL as `?sort=<column>&dir=asc|desc`. The one sort of the product: the list editor's and the
 * products' grids, the comparison page, and the server's comparison workbook (which must hold the rows
 * in the order the page shows them).
 */

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRECTIONS)[number];

export interface SortState<C extends string = string> {
  column: C;
  dir: SortDir;
}

export type SortValue = string | number | null | undefined;

const collators = new Map<string | undefined, Intl.Collator>();
/** Text compared without case or accents, numbers in it as a person reads them ("Basil 9" before "Basil 10"). */
function collatorFor(locale: string | undefined): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })));
  return collator;
}

const blank = (v: SortValue) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

/**
 * The rows in the sort's order: stable; blanks (null, '') last whichever the direction. Text is
 * compared in `locale`'s alphabet (the reader's; by default the runtime's).
 */
export function sortRows<R>(rows: readonly R[], valueOf: (row: R) => SortValue, dir: SortDir, locale?: string): R[] {
  const collator = collatorFor(locale);
  const compareValues = (a: SortValue, b: SortValue) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
  keyed.sort((x, y) => {
    const bx = blank(x.value);
    const by = blank(y.value);
    if (bx || by) return bx === by ? x.index - y.index : bx ? 1 : -1;
    const c = compareValues(x.value, y.value);
    return c !== 0 ? (dir === 'asc' ? c : -c) : x.index - y.index;
  });
  return keyed.map((k) => k.row);
}

/** A header click: a new column sorts ascending, the same one turns descending, then off. */
export function nextSort<C extends string>(current: SortState<C> | null, column: C): SortState<C> | null {
  if (!current || current.column !== column) return { column, dir: 'asc' };
  return current.dir === 'asc' ? { column, dir: 'desc' } : null;
}

/** The sort a URL asks for; an unknown column or direction is no sort. */
export function readSort<C extends string>(params: URLSearchParams, columns: readonly C[]): SortState<C> | null {
  const column = params.get('sort');
  if (!column || !(columns as readonly string[]).includes(column)) return null;
  return { column: column as C, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' };
}

/** The URL's parameters with the sort set (or removed); the other parameters kept. */
export function writeSort(params: URLSearchParams, sort: SortState | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) {
    next.set('sort', sort.column);
    next.set('dir', sort.dir);
  } else {
    next.delete('sort');
    next.delete('dir');
  }
  return next;
}

/** A header's aria-sort. */
export function ariaSort(sort: SortState | null, column: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.column !== column) return 'none';
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}
