import { COMPARE_SORTS, SORT_DIRECTIONS, type CompareSort, type SortDirection } from '@freshprice/shared';

export interface SortState {
  sort: CompareSort | null;
  dir: SortDirection;
}

/** `?sort=diff&dir=desc` as the comparison reads it; anything else is the reading order. */
export function sortFromParams(params: URLSearchParams): SortState {
  const sort = params.get('sort');
  const dir = params.get('dir');
  return {
    sort: (COMPARE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CompareSort) : null,
    dir: (SORT_DIRECTIONS as readonly string[]).includes(dir ?? '') ? (dir as SortDirection) : 'asc',
  };
}

/** A header pressed: the same column turns round; another starts ascending. */
export function toggledSort(current: SortState, column: CompareSort): { sort: CompareSort; dir: SortDirection } {
  if (current.sort === column) return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: 'asc' };
}

/** The header's `aria-sort`. */
export function ariaSort(current: SortState, column: CompareSort): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none';
  return current.dir === 'asc' ? 'ascending' : 'descending';
}
