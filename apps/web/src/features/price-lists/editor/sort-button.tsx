import type { SortState } from '@freshprice/shared';
import type { SortColumn } from './grid-columns';

/** The arrow beside a sortable header: up when ascending, down when descending, both (faint) when not sorted by it. */
function SortArrow({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={`size-4 shrink-0 ${dir ? '' : 'opacity-50'}`}>
      {dir === 'asc' ? <path d="M12 19V5M5 12l7-7 7 7" /> : dir === 'desc' ? <path d="M12 5v14M19 12l-7 7-7-7" /> : <path d="M8 9l4-4 4 4M16 15l-4 4-4-4" />}
    </svg>
  );
}

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
