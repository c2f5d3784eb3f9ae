import Papa from 'papaparse';
import type { CompareRowOut } from '@freshprice/shared';

export interface CompareCsvHeaders {
  product: string;
  a: string;
  b: string;
  difference: string;
  percent: string;
}

/** Money strings ("12.50", "-1.25") as numbers: spreadsheets then sum and sort them. Display only, no arithmetic. */
const amount = (value: string | null) => (value === null ? null : Number(value));

/**
 * The compare rows as CSV: a UTF-8 byte order mark first (so Excel reads accents right), the product
 * name in the reader's language, and every text cell that starts like a formula (=, +, -, @, tab, CR)
 * prefixed with ' by papaparse, so a product called "=HYPERLINK(...)" stays text.
 */
export function compareCsv(rows: CompareRowOut[], headers: CompareCsvHeaders, language: string): string {
  const data = rows.map((row) => [
    language === 'es' ? row.nameEs : row.nameEn,
    amount(row.a),
    amount(row.b),
    amount(row.difference),
    row.percent,
  ]);
  const fields = [headers.product, headers.a, headers.b, headers.difference, headers.percent];
  return `\uFEFF${Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' })}`;
}

/** compare-<a>-<b>.csv, from the lists' slugs. */
export function compareFileName(a: string, b: string): string {
  return `compare-${a}-${b}.csv`;
}

