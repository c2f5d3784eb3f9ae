/**
 * Sorting a grid by one column, as a spreadsheet's header does: ascending, then descending, then the
 * list's own order. Stable (equal values keep their order), blanks last in both directions, and kept
 * in the URL as `?sort=<column>&dir=asc|desc`.
 */

export type SortDir = 'asc' | 'desc';

export interface SortState<C extends string = string> {
  column: C;
  dir: SortDir;
}

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const blank = (v: SortValue) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

/** The rows in the sort's order: stable; blanks (null, '') last whichever the direction. */
export function sortRows<R>(rows: readonly R[], valueOf: (row: R) => SortValue, dir: SortDir): R[] {
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
