import type { SortState } from '@freshprice/shared';
import { SortArrow } from '../../../components/ui/sort-arrow';
import type { SortColumn } from './grid-columns';

/**
 * A sortable column's header: a button that sorts by the column (ascending, descending, off). Its name
 * is the column's; the header's aria-sort says the order, and the title what a click will do.
 */
export function SortButton({ column, label, sort, onSort, t }: { column: SortColumn; label: string; sort: SortState<SortColumn> | null; onSort: (column: SortColumn) => void; t: (key: string, options?: Record<string, unknown>) => string }) {
  const dir = sort?.column === column ? sort.dir : null;
  const next = dir === null ? 'sortAsc' : dir === 'asc' ? 'sortDesc' : 'sortOff';
  return (
    <button
      type="button"
      title={t(`editor.columns.${next}`, { column: label })}
      onClick={() => onSort(column)}
      className={`-mx-1 flex min-w-0 items-center gap-1 rounded px-1 py-1 tracking-wide uppercase hover:bg-gray-200 hover:text-gray-950 dark:hover:bg-gray-700 dark:hover:text-white ${dir ? 'text-gray-950 dark:text-white' : ''}`}
    >
      <span className="truncate">{label}</span>
      <SortArrow dir={dir} />
    </button>
  );
}
