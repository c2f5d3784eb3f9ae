import { fromCents } from '../pricing.js';

/**
 * Invoices written for QuickBooks: Desktop's IIF (`!TRNS`/`!SPL`/`!ENDTRNS` INVOICE blocks) and
 * Online's invoice import CSV. Pure: text in, text out; money is whole cents and is formatted only here.
 */

/** One line of an invoice as QuickBooks will book it. */
export interface QbInvoiceLine {
  /** The product's QuickBooks item name (a Desktop path `Parent:Item` stays as it is). */
  item: string;
  description: string;
  /** A decimal string, as ordered or weighed: "3", "41.35"; negative for a returned quantity. */
  quantity: string;
  /** Price per unit in cents; negative for a credit line. */
  rateCents: number;
  /** The line's amount in cents (catch weight: the rounded weight x rate); negative for a credit. */
  amountCents: number;
  /** Sales tax applies (produce is usually exempt). Default false. */
  taxable?: boolean;
  /** Desktop income account of the line; default `IifOptions.incomeAccount`. */
  incomeAccount?: string;
}

/** An invoice ready for export: names are QuickBooks' names, not the app's. */
export interface QbInvoice {
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD; default the invoice date (QuickBooks Online requires one). */
  dueDate?: string;
  /** QuickBooks terms name ("Net 15"); optional. */
  terms?: string;
  /** The customer's name in QuickBooks. */
  customer: string;
  memo?: string;
  lines: QbInvoiceLine[];
  /** Must equal the sum of the lines' amounts: a file that does not balance is never written. */
  totalCents: number;
}

export type QbInvoiceProblem =
  | 'no_number'
  | 'bad_date'
  | 'bad_due_date'
  | 'no_customer'
  | 'no_lines'
  | 'no_item'
  | 'bad_quantity'
  | 'bad_cents'
  | 'total_mismatch';

/** An invoice that cannot be exported as it is; names the invoice (and line, from 1) at fault. */
export class QbInvoiceExportError extends Error {
  constructor(
    readonly code: QbInvoiceProblem,
    readonly invoice: string,
    readonly line?: number,
  ) {
    super(`${code}: invoice ${invoice}${line === undefined ? '' : ` line ${line}`}`);
    this.name = 'QbInvoiceExportError';
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

function validDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Throws QbInvoiceExportError for the first problem of the invoice; both writers call it first. */
export function checkQbInvoice(invoice: QbInvoice): void {
  const fail = (code: QbInvoiceProblem, line?: number) => {
    throw new QbInvoiceExportError(code, invoice.number, line);
  };
  if (invoice.number.trim() === '') fail('no_number');
  if (!validDate(invoice.date)) fail('bad_date');
  if (invoice.dueDate !== undefined && !validDate(invoice.dueDate)) fail('bad_due_date');
  if (invoice.customer.trim() === '') fail('no_customer');
  if (invoice.lines.length === 0) fail('no_lines');
  let sum = 0;
  invoice.lines.forEach((line, i) => {
    if (line.item.trim() === '') fail('no_item', i + 1);
    if (!DECIMAL.test(line.quantity)) fail('bad_quantity', i + 1);
    if (!Number.isSafeInteger(line.rateCents) || !Number.isSafeInteger(line.amountCents)) fail('bad_cents', i + 1);
    sum += line.amountCents;
  });
  if (!Number.isSafeInteger(invoice.totalCents) || !Number.isSafeInteger(sum)) fail('bad_cents');
  if (sum !== invoice.totalCents) fail('total_mismatch');
}

/** Signed cents as QuickBooks writes money: 1234 -> "12.34", -5 -> "-0.05". */
export function signedMoney(cents: number): string {
  return cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents);
}

/** "41.35" -> "-41.35", "-2" -> "2", "0" -> "0". */
function negateQuantity(quantity: string): string {
  if (quantity.startsWith('-')) return quantity.slice(1);
  return /^[0.]+$/.test(quantity) ? quantity : `-${quantity}`;
}

/** YYYY-MM-DD -> MM/DD/YYYY, the date QuickBooks (US) reads in both IIF and the Online import. */
function usDate(iso: string): string {
  const [, y, m, d] = ISO_DATE.exec(iso)!;
  return `${m}/${d}/${y}`;
}

/* ----------------------------------------------------------------------------------------------
 * QuickBooks Desktop IIF. An invoice is a TRNS row on the A/R account with the positive total, one SPL
 * row per line on an income account with the amount and QNTY negated, then ENDTRNS (Intuit's IIF invoice
 * layout, as described in NewPath-Consulting/quickbooks-for-wildapricot @
 * iif-specification-for-qbwa-quickbooks-desktop/iif-specification-and-notes.md). Conventions from the
 * real Desktop exports in ../shared/fixtures/quickbooks (SOURCES.md): tab-separated, a `!TYPE` row naming
 * the columns of the rows of that type, a field holding a comma written in quotes (`"1,783"`).
 * -------------------------------------------------------------------------------------------- */

export const IIF_TRNS_COLUMNS = ['TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'TOPRINT', 'DUEDATE', 'TERMS'] as const;
export const IIF_SPL_COLUMNS = ['SPLID', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'QNTY', 'PRICE', 'INVITEM', 'TAXABLE'] as const;

export interface IifOptions {
  /** Desktop's accounts receivable account. Default "Accounts Receivable". */
  arAccount?: string;
  /** Income account of lines that name none. Default "Sales". */
  incomeAccount?: string;
}

/**
 * A text field made safe for IIF: a tab or a line break would start a new field or row, so each run of
 * them becomes one space; a double quote would open a quoted field, so it becomes two apostrophes
 * (12" -> 12''); a field with a comma is quoted as Desktop quotes it.
 */
export function iifField(value: string): string {
  const text = value.replace(/[\t\r\n\u2028\u2029]+/g, ' ').replace(/"/g, "''").trim();
  return text.includes(',') ? `"${text}"` : text;
}

const iifRow = (cells: string[]) => cells.join('\t');

/** Invoices as a QuickBooks Desktop IIF file (tab-separated, CRLF). Throws QbInvoiceExportError first. */
export function invoicesToIif(invoices: readonly QbInvoice[], options: IifOptions = {}): string {
  invoices.forEach(checkQbInvoice);
  const ar = iifField(options.arAccount ?? 'Accounts Receivable');
  const income = options.incomeAccount ?? 'Sales';
  const rows = [iifRow(['!TRNS', ...IIF_TRNS_COLUMNS]), iifRow(['!SPL', ...IIF_SPL_COLUMNS]), '!ENDTRNS'];
  for (const invoice of invoices) {
    const date = usDate(invoice.date);
    const docnum = iifField(invoice.number);
    const name = iifField(invoice.customer);
    rows.push(
      iifRow([
        'TRNS',
        '',
        'INVOICE',
        date,
        ar,
        name,
        signedMoney(invoice.totalCents),
        docnum,
        iifField(invoice.memo ?? ''),
        'N',
        usDate(invoice.dueDate ?? invoice.date),
        iifField(invoice.terms ?? ''),
      ]),
    );
    for (const line of invoice.lines) {
      rows.push(
        iifRow([
          'SPL',
          '',
          'INVOICE',
          date,
          iifField(line.incomeAccount ?? income),
          '',
          signedMoney(-line.amountCents),
          docnum,
          iifField(line.description),
          negateQuantity(line.quantity),
          signedMoney(line.rateCents),
          iifField(line.item),
          line.taxable ? 'Y' : 'N',
        ]),
      );
    }
    rows.push('ENDTRNS');
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** IIF bytes for Desktop, which reads IIF as Windows-1252 on US Windows. */
export { encodeWindows1252 } from './windows-1252.js';

/* ----------------------------------------------------------------------------------------------
 * QuickBooks Online invoice import (New > Import invoices, US). Columns as in Intuit's sample file
 * for the import, which QuickBooks maps without asking; Intuit's community answer "Do we need to map
 * field everytime when import invoices" (quickbooks.intuit.com/learn-support, 2019) lists the same
 * fields, mandatory ones starred: Invoice number*, Customer*, Invoice date*, Due date*, Terms, Memo,
 * Item (Product/Service), Item Description, Item Quantity, Item Rate, Item Amount*, and a tax column.
 * One row per invoice line; the invoice's own fields repeat on each of its rows.
 * -------------------------------------------------------------------------------------------- */

export const QBO_INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Location',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'Taxable',
] as const;

/** A text cell for the Online import: a line break or a tab would show as a broken row or column in its preview. */
const qboText = (value: string) => value.replace(/[\t\r\n\u2028\u2029]+/g, ' ').trim();

const NEEDS_QUOTES = /[",\r\n]|^ | $/;
/** An RFC 4180 cell: quoted (quotes doubled) when it holds a comma, a quote or a line break, or starts or ends with a space (not a tab: papaparse does not either). */
export const csvCell = (value: string) => (NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Invoices as QuickBooks Online's invoice import CSV (CRLF, RFC 4180 quoting). */
export function invoicesToQuickBooksOnlineCsv(invoices: readonly QbInvoice[]): string {
  invoices.forEach(checkQbInvoice);
  const data: string[][] = [];
  for (const invoice of invoices) {
    for (const line of invoice.lines) {
      data.push([
        qboText(invoice.number),
        qboText(invoice.customer),
        usDate(invoice.date),
        usDate(invoice.dueDate ?? invoice.date),
        qboText(invoice.terms ?? ''),
        '',
        qboText(invoice.memo ?? ''),
        qboText(line.item),
        qboText(line.description),
        line.quantity,
        signedMoney(line.rateCents),
        signedMoney(line.amountCents),
        line.taxable ? 'Y' : 'N',
      ]);
    }
  }
  // No formula escaping: QuickBooks reads cells literally, and a quote put before "-12.34" or a
  // customer named "+Plus Farms" would be imported as part of the value. Quoting as papaparse's
  // `unparse` quotes (a comma, quote or line break, or a space at either end), written directly: a
  // month of invoices is over 100,000 rows, and unparse took most of the export's time.
  const rows = [QBO_INVOICE_COLUMNS.map(csvCell).join(','), ...data.map((row) => row.map(csvCell).join(','))];
  return `${rows.join('\r\n')}\r\n`;
}
