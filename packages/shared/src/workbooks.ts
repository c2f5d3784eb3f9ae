import { z } from 'zod';
import { LANGUAGES, type Language } from './language.js';
import { fromCents, MAX_CENTS, parsePriceInput, type Cents } from './pricing.js';
import { foldSearchText } from './search.js';
import { WORKBOOK_TEXT } from './text/workbook-text.js';

/**
 * One price list as a spreadsheet and back (issue 27): the columns of the `.xlsx` download, the
 * contract of the upload's preview, and the pure reading of an uploaded table (xlsx or CSV, already
 * turned into cells by the server) against the list's items. Nothing here writes: the preview's
 * changes become pending edits in the editor, and its save is the editor's own, with every guard.
 */

/** The download's columns, in order. `productId` is the hidden key an upload matches first. */
export const LIST_WORKBOOK_COLUMNS = ['productId', 'quickbooksId', 'nameEn', 'nameEs', 'packEn', 'packEs', 'category', 'cost', 'price', 'margin'] as const;
export type ListWorkbookColumn = (typeof LIST_WORKBOOK_COLUMNS)[number];

/** An upload's size limit: a 10,000-item list's workbook is about 400 KB. */
export const WORKBOOK_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Rows an upload may hold (besides its header). */
export const WORKBOOK_UPLOAD_MAX_ROWS = 20_000;

/** The error codes of the upload, for the web's messages. */
export const WORKBOOK_ERRORS = {
  /** 413: over WORKBOOK_UPLOAD_MAX_BYTES. */
  tooLarge: 'spreadsheet_too_large',
  /** 415: neither an .xlsx (a zip) nor text (CSV): an old .xls, a PDF, an image. */
  notSpreadsheet: 'not_a_spreadsheet',
  /** 422: a zip that is no workbook, or a damaged one. */
  unreadable: 'unreadable_spreadsheet',
  /** 422: no header row with a price column and a column naming the product; `fields` says which is missing. */
  columnsMissing: 'spreadsheet_columns_missing',
  /** 422: more than WORKBOOK_UPLOAD_MAX_ROWS rows. */
  tooManyRows: 'too_many_rows',
} as const;

/** `GET /api/price-lists/{ref}/prices.xlsx` and the upload: the header row's language (an upload's headers are read in either). */
export const workbookLanguageQuerySchema = z.object({ language: z.enum(LANGUAGES).default('en') });

/** Why a price cell was not taken. */
export const BAD_CELL_REASONS = ['blank', 'notANumber', 'negative', 'tooManyDecimals', 'tooLarge', 'duplicate'] as const;
export type BadCellReason = (typeof BAD_CELL_REASONS)[number];

const money = z.string().regex(/^\d+\.\d{2}$/);
const line = z.number().int().min(1);

/** `POST /api/price-lists/{ref}/prices/preview`: what the uploaded file would change, written nowhere. */
export const priceUploadPreviewSchema = z
  .object({
    fileName: z.string(),
    /** The list's version the file was read against. */
    version: z.number().int(),
    /** Data rows read (blank rows not counted). */
    rows: z.number().int(),
    /** Products whose price in the file differs from the list's, in file order. */
    changes: z.array(z.object({ row: line, productId: z.string(), nameEn: z.string(), nameEs: z.string(), old: money, new: money })),
    /** Products of the list found in the file at the price they have. */
    unchanged: z.number().int(),
    /** Products of the list the file does not name (they keep their price). */
    notInFile: z.number().int(),
    /** Rows naming no product of this list: what they said (the product id, QuickBooks id, name), as written. */
    unknown: z.array(z.object({ row: line, productId: z.string().nullable(), quickbooksId: z.string().nullable(), name: z.string().nullable() })),
    /** Price cells that are not a price for a product of the list. `column` is the sheet's letter. */
    badCells: z.array(
      z.object({
        row: line,
        column: z.string(),
        value: z.string(),
        reason: z.enum(BAD_CELL_REASONS),
        productId: z.string(),
        nameEn: z.string(),
        nameEs: z.string(),
        /** For a duplicate: the earlier row with the same product. */
        otherRow: line.nullable(),
      }),
    ),
    /** Header cells of columns the upload does not read (cost, margin, notes...). */
    ignoredColumns: z.array(z.string()),
  })
  .meta({ id: 'PriceUploadPreview' });
export type PriceUploadPreview = z.infer<typeof priceUploadPreviewSchema>;

/** A cell as the server read it: a formula's cached result, rich text joined, a date as ISO text. */
export type SheetCell = string | number | boolean | null;
/** A sheet's rows with their row number in the file (1 = first). */
export interface SheetTable {
  rows: { line: number; cells: SheetCell[] }[];
}

/** What an upload is matched against: the list's items with their product's QuickBooks id. */
export interface UploadItem {
  productId: string;
  quickbooksId: string | null;
  nameEn: string;
  nameEs: string;
  price: Cents;
}

/** The column a header names (either language, or the key itself), or null. */
const HEADER_KEYS: ReadonlyMap<string, ListWorkbookColumn> = (() => {
  const fold = (text: string) => foldSearchText(text).replace(/\s+/g, ' ').trim();
  const map = new Map<string, ListWorkbookColumn>();
  for (const key of LIST_WORKBOOK_COLUMNS) {
    map.set(fold(key), key);
    for (const language of LANGUAGES) map.set(fold(WORKBOOK_TEXT[language].columns[key]), key);
  }
  return map;
})();

export function headerColumn(cell: SheetCell): ListWorkbookColumn | null {
  if (typeof cell !== 'string') return null;
  return HEADER_KEYS.get(foldSearchText(cell).replace(/\s+/g, ' ').trim()) ?? null;
}

/** 0 -> "A", 25 -> "Z", 26 -> "AA". */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const text = (cell: SheetCell | undefined): string => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * A price cell in cents, or why it is not one. A number is taken as dollars (12.5 is $12.50); text is
 * read as the reader types prices ("$12.50", "1,234.50"; "12,50" and "1.234,50" in Spanish), then the
 * other way (parsePriceInput), so either language's file reads right.
 */
export function readSheetPrice(cell: SheetCell | undefined, language: Language): { cents: Cents } | { reason: Exclude<BadCellReason, 'duplicate'> } {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { reason: 'notANumber' };
    if (cell < 0) return { reason: 'negative' };
    const cents = Math.round(cell * 100);
    if (Math.abs(cell * 100 - cents) > 1e-6) return { reason: 'tooManyDecimals' };
    return cents > MAX_CENTS ? { reason: 'tooLarge' } : { cents };
  }
  const s = text(cell);
  if (s === '') return { reason: 'blank' };
  if (typeof cell !== 'string') return { reason: 'notANumber' };
  const bare = s.replace(/^\$\s*/, '').replace(/\s/g, '');
  // "12.345" is twelve thousand in Spanish and a typo in English (and "1,234" the other way round):
  // one separator before three digits is read only as the reader writes prices.
  const ambiguous = /^\d{1,3}[.,]\d{3}$/.test(bare);
  const cents = parsePriceInput(s, language) ?? (ambiguous ? null : parsePriceInput(s, language === 'es' ? 'en' : 'es'));
  if (cents !== null) return { cents };
  if (/^(-|\(|\$?-)/.test(s) && /\d/.test(s)) return { reason: 'negative' };
  const numeric = /^[\d.,]+$/.test(bare) && /\d/.test(bare);
  if (numeric && /[.,]\d{3,}$/.test(bare)) return { reason: 'tooManyDecimals' };
  if (numeric) return { reason: 'tooLarge' };
  return { reason: 'notANumber' };
}

export type ColumnMap = Partial<Record<ListWorkbookColumn, number>>;

/**
 * The header row: the first row (of the first 20) with a price column and a column naming the
 * product. Its other cells are the columns the upload ignores.
 */
export function findHeader(table: SheetTable): { index: number; columns: ColumnMap; ignored: string[] } | { missing: ('price' | 'product')[] } {
  let best: ColumnMap = {};
  for (let index = 0; index < Math.min(table.rows.length, 20); index++) {
    const columns: ColumnMap = {};
    const ignored: string[] = [];
    table.rows[index]!.cells.forEach((cell, i) => {
      const key = headerColumn(cell);
      if (key && columns[key] === undefined) columns[key] = i;
      else if (text(cell)) ignored.push(text(cell));
    });
    const names = ['productId', 'quickbooksId', 'nameEn', 'nameEs'] as const;
    const named = names.some((k) => columns[k] !== undefined);
    if (columns.price !== undefined && named) {
      // The columns the product writes but an upload does not read.
      for (const k of ['packEn', 'packEs', 'category', 'cost', 'margin'] as const) {
        if (columns[k] !== undefined) ignored.push(text(table.rows[index]!.cells[columns[k]]));
      }
      return { index, columns, ignored };
    }
    if (Object.keys(columns).length > Object.keys(best).length) best = columns;
  }
  const missing: ('price' | 'product')[] = [];
  if (best.price === undefined) missing.push('price');
  if (best.productId === undefined && best.quickbooksId === undefined && best.nameEn === undefined && best.nameEs === undefined) missing.push('product');
  return { missing };
}

type Preview = Omit<PriceUploadPreview, 'fileName' | 'version'>;

/** Names that name exactly one product; a name two products share names none. */
function uniqueBy(items: readonly UploadItem[], key: (item: UploadItem) => string | null): Map<string, UploadItem | null> {
  const map = new Map<string, UploadItem | null>();
  for (const item of items) {
    const k = key(item)?.trim();
    if (!k) continue;
    map.set(k, map.has(k) ? null : item);
  }
  return map;
}

/**
 * Reads an uploaded table against the list: each row is matched to a product of the list by its
 * product id, else its QuickBooks id, else its exact English or Spanish name; its price cell is read
 * (readSheetPrice). Rows matching nothing are listed as unknown, cells that are no price as bad cells,
 * and a product named twice at different prices as a bad cell of the later row: nothing is dropped.
 */
export function previewPriceUpload(table: SheetTable, items: readonly UploadItem[], language: Language): Preview | { missing: ('price' | 'product')[] } {
  const header = findHeader(table);
  if ('missing' in header) return header;
  const { columns } = header;
  const byId = new Map(items.map((item) => [item.productId, item]));
  const byQb = uniqueBy(items, (item) => item.quickbooksId);
  const byNameEn = uniqueBy(items, (item) => item.nameEn);
  const byNameEs = uniqueBy(items, (item) => item.nameEs);
  const cellOf = (cells: SheetCell[], key: ListWorkbookColumn) => (columns[key] === undefined ? null : (cells[columns[key]] ?? null));
  const priceColumn = columnLetter(columns.price!);

  const preview: Preview = { rows: 0, changes: [], unchanged: 0, notInFile: 0, unknown: [], badCells: [], ignoredColumns: header.ignored };
  const seen = new Map<string, { row: number; cents: Cents | null }>();
  for (const { line, cells } of table.rows.slice(header.index + 1)) {
    const id = text(cellOf(cells, 'productId'));
    const qb = text(cellOf(cells, 'quickbooksId'));
    const nameEn = text(cellOf(cells, 'nameEn'));
    const nameEs = text(cellOf(cells, 'nameEs'));
    const priceCell = cellOf(cells, 'price');
    if (!id && !qb && !nameEn && !nameEs && text(priceCell) === '') continue;
    preview.rows++;
    const item = byId.get(id) ?? (qb ? byQb.get(qb) : null) ?? (nameEn ? byNameEn.get(nameEn) : null) ?? (nameEs ? byNameEs.get(nameEs) : null);
    if (!item) {
      preview.unknown.push({ row: line, productId: id || null, quickbooksId: qb || null, name: nameEn || nameEs || null });
      continue;
    }
    const read = readSheetPrice(priceCell, language);
    const bad = (reason: BadCellReason, otherRow: number | null = null) =>
      preview.badCells.push({ row: line, column: priceColumn, value: text(priceCell), reason, productId: item.productId, nameEn: item.nameEn, nameEs: item.nameEs, otherRow });
    const cents = 'cents' in read ? read.cents : null;
    const earlier = seen.get(item.productId);
    if (earlier) {
      // The same product again at the same price (or with no price either time) is harmless.
      if (earlier.cents !== cents) bad('duplicate', earlier.row);
      continue;
    }
    seen.set(item.productId, { row: line, cents });
    if ('reason' in read) bad(read.reason);
    else if (read.cents === item.price) preview.unchanged++;
    else preview.changes.push({ row: line, productId: item.productId, nameEn: item.nameEn, nameEs: item.nameEs, old: fromCents(item.price), new: fromCents(read.cents) });
  }
  preview.notInFile = items.filter((item) => !seen.has(item.productId)).length;
  return preview;
}
