import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  categoryName,
  columnLetter,
  LIST_WORKBOOK_COLUMNS,
  WORKBOOK_ERRORS,
  WORKBOOK_TEXT,
  WORKBOOK_UPLOAD_MAX_ROWS,
  type CompareRowOut,
  type Language,
  type ListWorkbookColumn,
  type PriceListItem,
  type SheetCell,
  type SheetTable,
} from '@freshprice/shared';
import { decodeQuickBooks, QbReadError } from '@freshprice/shared/quickbooks';
import { AppError } from '../../lib/errors.js';
import { guardXlsx, XlsxGuardError } from './xlsx-guard.js';

/**
 * Spreadsheets with exceljs: one list's prices as a workbook people edit in Excel, the comparison of
 * two lists, and an uploaded workbook or CSV read back into plain cells. What the cells mean (which
 * column, which product, which price) is decided in packages/shared (workbooks.ts), not here.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MONEY = '"$"#,##0.00';
const SIGNED_MONEY = '"+$"#,##0.00;"-$"#,##0.00;"$"0.00';

/** A list item with its product's QuickBooks id: one row of the list's workbook. */
export interface ListWorkbookRow extends Pick<PriceListItem, 'productId' | 'nameEn' | 'nameEs' | 'packEn' | 'packEs' | 'category' | 'price'> {
  quickbooksId: string | null;
  cost: string | null;
}

/** Column widths in characters: names are long, ids and money short. */
const WIDTHS: Record<ListWorkbookColumn, number> = {
  productId: 38,
  quickbooksId: 16,
  nameEn: 34,
  nameEs: 34,
  packEn: 20,
  packEs: 20,
  category: 16,
  cost: 12,
  price: 12,
  margin: 10,
};

function headerStyle(sheet: ExcelJS.Worksheet, columns: number) {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  sheet.views = [{ state: 'frozen', ySplit: 1, activeCell: 'A2' }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns } };
}

/**
 * One list's prices, a row per item in the list's order: the hidden product id (what an upload
 * matches first, even when a name was changed since), the QuickBooks id, both languages' names and
 * packs, the category, cost and price as numbers in dollars, and the gross margin as a formula of
 * the two (with its value cached), so it follows a price edited in Excel. The header is in `language`.
 */
export async function listWorkbook(rows: readonly ListWorkbookRow[], language: Language): Promise<Buffer> {
  const t = WORKBOOK_TEXT[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FreshPrice';
  const sheet = workbook.addWorksheet(t.listSheet);
  sheet.columns = LIST_WORKBOOK_COLUMNS.map((key) => ({
    header: t.columns[key],
    key,
    width: WIDTHS[key],
    hidden: key === 'productId',
    style: key === 'cost' || key === 'price' ? { numFmt: MONEY } : key === 'margin' ? { numFmt: '0.0%' } : {},
  }));
  const letter = (key: ListWorkbookColumn) => columnLetter(LIST_WORKBOOK_COLUMNS.indexOf(key));
  const [cost, price] = [letter('cost'), letter('price')];
  rows.forEach((row, i) => {
    const n = i + 2;
    const priceValue = Number(row.price);
    const costValue = row.cost === null ? null : Number(row.cost);
    sheet.addRow({
      productId: row.productId,
      quickbooksId: row.quickbooksId ?? '',
      nameEn: row.nameEn,
      nameEs: row.nameEs,
      packEn: row.packEn,
      packEs: row.packEs,
      category: categoryName(row.category, language),
      cost: costValue,
      price: priceValue,
      margin: {
        formula: `IF(AND(ISNUMBER(${cost}${n}),ISNUMBER(${price}${n}),${price}${n}>0),(${price}${n}-${cost}${n})/${price}${n},"")`,
        result: costValue !== null && priceValue > 0 ? (priceValue - costValue) / priceValue : '',
      },
    });
  });
  headerStyle(sheet, LIST_WORKBOOK_COLUMNS.length);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Two lists compared, as the page shows them: product, category, A, B, the difference (B − A) and the change in percent. */
export async function compareWorkbook(rows: readonly CompareRowOut[], lists: { a: string; b: string }, language: Language): Promise<Buffer> {
  const t = WORKBOOK_TEXT[language].compare;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FreshPrice';
  const sheet = workbook.addWorksheet(WORKBOOK_TEXT[language].compareSheet);
  sheet.columns = [
    { header: t.product, key: 'product', width: 34 },
    { header: t.category, key: 'category', width: 16 },
    { header: t.list('A', lists.a), key: 'a', width: 18, style: { numFmt: MONEY } },
    { header: t.list('B', lists.b), key: 'b', width: 18, style: { numFmt: MONEY } },
    { header: t.difference, key: 'difference', width: 16, style: { numFmt: SIGNED_MONEY } },
    { header: t.percent, key: 'percent', width: 14, style: { numFmt: '+0.00%;-0.00%;0.00%' } },
  ];
  const amount = (value: string | null) => (value === null ? null : Number(value));
  for (const row of rows) {
    sheet.addRow({
      product: language === 'es' ? row.nameEs : row.nameEn,
      category: categoryName(row.category, language),
      a: amount(row.a),
      b: amount(row.b),
      difference: amount(row.difference),
      // Excel's percent is a share: 8.33% is 0.0833.
      percent: row.percent === null ? null : row.percent / 100,
    });
  }
  headerStyle(sheet, 6);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell's value as the upload reads it: a formula's cached result, rich text and links as their text. */
function plainCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if ('result' in value) return value.result === undefined ? null : plainCell(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return null;
}

const tooManyRows = () => new AppError(WORKBOOK_ERRORS.tooManyRows, `A file may hold at most ${WORKBOOK_UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows.`);
const unreadable = () => new AppError(WORKBOOK_ERRORS.unreadable, 'The file could not be read as an Excel workbook. Save it again as .xlsx (or .csv) and upload that.');

/** Columns an upload reads (A to IV, as many as Excel had before 2007); cells past them are not read. */
export const UPLOAD_MAX_COLUMNS = 256;

/** The sheets of an .xlsx as plain cells (each row with its row number), first sheet first. */
async function xlsxTables(bytes: Uint8Array): Promise<SheetTable[]> {
  try {
    guardXlsx(bytes);
  } catch (err) {
    if (err instanceof XlsxGuardError) throw err.reason === 'tooManyCells' ? tooManyRows() : unreadable();
    throw err;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  return workbook.worksheets.map((sheet) => {
    if (sheet.actualRowCount > WORKBOOK_UPLOAD_MAX_ROWS + 1) throw tooManyRows();
    const rows: SheetTable['rows'] = [];
    sheet.eachRow({ includeEmpty: false }, (row, line) => {
      // row.values is 1-based (index 0 is empty).
      const values = row.values as ExcelJS.CellValue[];
      const width = Math.min(UPLOAD_MAX_COLUMNS, Math.max(0, values.length - 1));
      rows.push({ line, cells: Array.from({ length: width }, (_, i) => plainCell(values[i + 1])) });
    });
    return { rows };
  });
}

/** A CSV (UTF-8 or Windows-1252; comma, semicolon or tab, as Excel writes it in either language) as text cells. */
function csvTable(bytes: Uint8Array): SheetTable {
  let text: string;
  try {
    text = decodeQuickBooks(bytes).text;
  } catch (err) {
    if (err instanceof QbReadError) throw notSpreadsheet();
    throw err;
  }
  // The delimiter is guessed on the rows that hold something (blank rows would spoil the guess); the
  // file is then read whole with it, blank rows kept, so each row's number is the one Excel shows.
  const { delimiter } = Papa.parse<string[]>(text, { preview: 50, skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] }).meta;
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter });
  if (parsed.data.length > WORKBOOK_UPLOAD_MAX_ROWS + 1) throw tooManyRows();
  return { rows: parsed.data.map((cells, i) => ({ line: i + 1, cells })) };
}

const notSpreadsheet = () =>
  new AppError(WORKBOOK_ERRORS.notSpreadsheet, 'Upload an Excel workbook (.xlsx) or a CSV file. Older .xls files: save them as .xlsx first.');

/**
 * An uploaded file's sheets, by what its bytes are (not its name): a zip is read as an .xlsx, text as
 * CSV; anything else (an old .xls, a PDF, an image) is refused.
 */
export async function readSpreadsheet(bytes: Uint8Array): Promise<SheetTable[]> {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (zip) return xlsxTables(bytes);
  return [csvTable(bytes)];
}
