/**
 * The arrow beside a sortable header, the same on every table: up when ascending, down when descending,
 * both (faint) when not sorted by it. (▲ and ▼ in the tables mean higher and lower, not the order.)
 */
export function SortArrow({ dir }: { dir: 'asc' | 'desc' | null }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={`size-4 shrink-0 ${dir ? '' : 'opacity-50'}`}>
      {dir === 'asc' ? <path d="M12 19V5M5 12l7-7 7 7" /> : dir === 'desc' ? <path d="M12 5v14M19 12l-7 7-7-7" /> : <path d="M8 9l4-4 4 4M16 15l-4 4-4-4" />}
    </svg>
  );
}
