import type { ReactNode } from 'react';

/**
 * A virtualised grid's body (ARIA rowgroup): as tall as all its rows (`height`, the virtualiser's total
 * less the sticky header), as wide as its columns, holding the rows in view (`children`, placed by
 * their `top`); with no rows, one row that says so (`empty`).
 */
export function GridBody({ height, minWidth, rowCount, empty, children }: { height: number; minWidth: string; rowCount: number; empty: string; children: ReactNode }) {
  return (
    <div role="rowgroup" className="relative" style={{ height: Math.max(height, 0), minWidth }}>
      {rowCount === 0 ? (
        <div role="row" aria-rowindex={2} className="p-6 text-center font-medium text-gray-800 dark:text-gray-200">
          <div role="gridcell">{empty}</div>
        </div>
      ) : null}
      {children}
    </div>
  );
}
