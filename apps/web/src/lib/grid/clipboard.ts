import Papa from 'papaparse';
import { parsePriceInput, type Cents, type Language } from '@freshprice/shared';

/**
 * The clipboard of a spreadsheet grid: a block copied from Excel or Google Sheets arrives as text,
 * one line per row and a tab between cells, a cell holding a tab, a quote or a line break quoted
 * ("…" with "" for a quote). These read such a block into rows of cells and write one back.
 */

/**
 * A pasted block as rows of cells. The trailing line break a spreadsheet adds is dropped; blank lines
 * in between stay (a row of one empty cell). Text without a tab is one column: commas in it are part
 * of the value (a thousands separator, or a decimal comma in Spanish), never a separator.
 */
export function parseBlock(text: string): string[][] {
  const normalized = text.replace(/\r\n?/g, '\n');
  if (normalized.trim() === '') return [];
  const parsed = Papa.parse<string[]>(normalized, { delimiter: '\t', newline: '\n', quoteChar: '"', skipEmptyLines: false });
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));
  while (rows.length > 0 && rows[rows.length - 1]!.every((cell) => cell === '')) rows.pop();
  return rows;
}

/** The block's width: its widest row. */
export const blockWidth = (block: readonly (readonly string[])[]) => block.reduce((w, row) => Math.max(w, row.length), 0);

/** Whether a paste is a block for several cells (the grid fills them) rather than text for one box. */
export function isBlock(text: string): boolean {
  const block = parseBlock(text);
  return block.length > 1 || blockWidth(block) > 1;
}

/** Rows of cells as a spreadsheet reads them from the clipboard: tabs between cells, a line per row. */
export function writeBlock(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(
    rows.map((row) => [...row]),
    { delimiter: '\t', newline: '\n', quotes: false, escapeFormulae: false },
  );
}

/** What a pasted cell holds as a price. */
export type PastedPrice = { kind: 'price'; cents: Cents } | { kind: 'blank' } | { kind: 'invalid'; text: string };

/**
 * A pasted cell read as a price: "$1,234.50", "12.5", "(blank)", and in Spanish "12,50" or
 * "1.234,50". A currency sign or code around the number and spaces are allowed; anything else
 * (a negative, letters, three decimals) is invalid, kept as typed.
 */
export function readPastedPrice(cell: string, language: Language): PastedPrice {
  const text = cell.replace(/[\u00a0\u202f\u2007]/g, ' ').trim();
  if (text === '') return { kind: 'blank' };
  const bare = text.replace(/^(US\$|USD|\$)\s*/i, '').replace(/\s*(USD|US\$|\$)$/i, '');
  let cents = parsePriceInput(bare, language);
  // A decimal comma ("12,50") from a Spanish sheet pasted into the English editor is read as one: it
  // cannot be an English price. Nothing looser is guessed ("1.234" stays invalid in English).
  if (cents === null && language === 'en' && /^\d+,\d{1,2}$/.test(bare)) cents = parsePriceInput(bare, 'es');
  return cents === null ? { kind: 'invalid', text } : { kind: 'price', cents };
}
