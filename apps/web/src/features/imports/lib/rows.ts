import Papa from 'papaparse';
import type { ImportInfo, ImportRow } from '@freshprice/shared';

/** Rows the import does not bring in: skipped, failed, or inactive items not in the catalogue. */
export function isRejected(row: ImportRow): boolean {
  return row.status.startsWith('skipped') || row.status.startsWith('error') || row.status === 'unknown_error' || row.message === 'notInCatalogue';
}

/**
 * Rejected rows as CSV for a spreadsheet: a byte order mark (Excel reads accents right), and text cells
 * that start like a formula escaped by papaparse.
 */
export function rejectedCsv(rows: ImportRow[], headers: { line: string; name: string; reason: string }, reason: (row: ImportRow) => string): string {
  const data = rows.filter(isRejected).map((row) => [row.line, row.sourceName, reason(row)]);
  return `\uFEFF${Papa.unparse({ fields: [headers.line, headers.name, headers.reason], data }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** The batch an interrupted import goes on from: the first not applied (null when none was applied yet). */
export function resumesAt(info: Pick<ImportInfo, 'appliedBatches' | 'batchCount'>): number | null {
  if (!info.appliedBatches.length) return null;
  const applied = new Set(info.appliedBatches);
  for (let n = 1; n <= info.batchCount; n++) if (!applied.has(n)) return n;
  return null;
}
