import Papa from 'papaparse';
import { decodeWindows1252 } from './windows-1252.js';

/** The exports the importer reads; each is described in the fixtures' SOURCES.md. */
export type QbLayout = 'qbo-products' | 'qbd-item-list' | 'qbd-iif' | 'qbd-sales-report';

/**
 * One record of a QuickBooks file, as QuickBooks wrote it (no interpretation yet): an item of the item
 * list, or a row of another kind ("other": another IIF list, a row a report adds that names no item).
 */
export interface QbRecord {
  /** Line of the file where the record starts, from 1. */
  line: number;
  kind: 'item' | 'other';
  /** QuickBooks' own key: the IIF REFNUM, else the item's full name or code. */
  qbId: string;
  /** The item's name as QuickBooks shows it; Desktop names are paths, `Parent:Child:Item`. */
  name: string;
  description: string;
  /** As written: 'Inventory Part', 'INVENTORY', 'Non-inventory', 'Service', 'Parts' (a report's group)... */
  type: string;
  active: boolean;
  /** Money as written: `"$1,450.00  "`, `1,783`, `10.0%`; null when the column is missing or empty. */
  price: string | null;
  cost: string | null;
}

export interface QbFile {
  layout: QbLayout;
  records: QbRecord[];
}

export type QbReadErrorCode = 'empty' | 'not_text' | 'unknown_layout' | 'unterminated_quote';

/** A file the importer cannot read; `line` says where, when it is known. */
export class QbReadError extends Error {
  constructor(
    readonly code: QbReadErrorCode,
    readonly line?: number,
  ) {
    super(line === undefined ? code : `${code} at line ${line}`);
    this.name = 'QbReadError';
  }
}

/** Files over this size are refused before anything is read or sent (SPEC: CSV up to 10 MB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * Text from a file's bytes: UTF-8 (a byte-order mark is dropped) when the bytes are valid UTF-8, else
 * Windows-1252, which QuickBooks Desktop writes on US Windows ("Piña" arrives as the byte F1).
 */
export function decodeQuickBooks(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  // A zip (an .xlsx renamed), a PDF or any file with NUL bytes is not a text export.
  if (body.subarray(0, 4096).includes(0)) throw new QbReadError('not_text');
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(body), encoding: 'windows-1252' };
  }
}

interface Row {
  cells: string[];
  line: number;
}

/**
 * Every row of a delimited text with the line it starts on. papaparse reads quotes, doubled quotes and
 * line breaks inside quoted fields; an opening quote never closed would swallow the rest of the file
 * into one field, so it is an error naming the line where that field starts.
 */
function rowsOf(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let offset = 0;
  let line = 1;
  let failure: QbReadError | null = null;
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step(result, parser) {
      const start = offset;
      const end = result.meta.cursor;
      if (result.errors.some((e) => e.code === 'MissingQuotes')) {
        failure = new QbReadError('unterminated_quote', line);
        parser.abort();
        return;
      }
      rows.push({ cells: result.data, line });
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      // The cursor stops before the row's line break; the next row starts after it.
      offset = end;
    },
  });
  if (failure) throw failure;
  return rows;
}

const clean = (value: string | undefined) => (value ?? '').replace(/\\n/g, ' ').replace(/\s+/g, ' ').trim();
const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');
const lower = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Reads a QuickBooks export (CSV or IIF) into records; throws QbReadError for what it cannot read. */
export function readQuickBooks(text: string): QbFile {
  if (text.trim() === '') throw new QbReadError('empty');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (/^!?[A-Z]+\t/.test(firstLine) || /^!(HDR|INVITEM|ACCNT|CUST|VEND)\b/m.test(text.slice(0, 4096))) return readIif(text);
  return readCsv(text);
}

/** IIF rows that describe the file itself (its header, custom-field names, the end of a block), not a list. */
const IIF_STRUCTURE = /^(HDR|END[A-Z]*|[A-Z]*DICT)$/;

/**
 * IIF: tab-separated; a `!TYPE` line names the columns of the rows of that type that follow it. A group
 * item (GRP) or a sales-tax group (STAX) is followed by its members, repeated items, up to `ENDGRP` or
 * `ENDTAX`: those are not items of their own. Rows of other lists (accounts, customers, vendors...) are
 * records of kind "other".
 */
function readIif(text: string): QbFile {
  const headers = new Map<string, string[]>();
  const records: QbRecord[] = [];
  let inGroup = false;
  for (const { cells, line } of rowsOf(text, '\t')) {
    if (isBlank(cells)) continue;
    const type = cells[0]!.trim();
    if (type.startsWith('!')) {
      headers.set(type.slice(1), cells.map((c) => c.trim().toUpperCase()));
      continue;
    }
    if (IIF_STRUCTURE.test(type)) {
      if (type.startsWith('END')) inGroup = false;
      continue;
    }
    const columns = headers.get(type);
    if (type !== 'INVITEM' || !columns) {
      records.push({ line, kind: 'other', qbId: '', name: clean(cells[1]), description: '', type, active: true, price: null, cost: null });
      continue;
    }
    if (inGroup) continue;
    const field = (name: string) => {
      const at = columns.indexOf(name);
      return at < 0 ? '' : clean(cells[at]);
    };
    const itemType = field('INVITEMTYPE');
    records.push({
      line,
      kind: 'item',
      qbId: field('REFNUM') || field('NAME'),
      name: field('NAME'),
      description: field('DESC') || field('PURCHASEDESC'),
      type: itemType,
      active: field('HIDDEN').toUpperCase() !== 'Y',
      price: field('PRICE') || null,
      cost: field('COST') || null,
    });
    if (itemType === 'GRP' || itemType === 'STAX') inGroup = true;
  }
  if (!records.some((r) => r.kind === 'item')) throw new QbReadError('unknown_layout');
  return { layout: 'qbd-iif', records };
}

/** A row of an IIF file with its fields named by the latest `!TYPE` header of its type. */
export interface IifRow {
  line: number;
  /** TRNS, SPL, ENDTRNS, INVITEM...; a header row is not returned. */
  type: string;
  /** Field values as written (a quoted field without its quotes), keyed by the header's column names. */
  fields: Record<string, string>;
}

/**
 * Every row of an IIF file, of any list or transaction (readQuickBooks keeps only the item list): used
 * to read back the invoices the app writes (TRNS/SPL/ENDTRNS blocks). Throws QbReadError as readQuickBooks does.
 */
export function readIifRows(text: string): IifRow[] {
  if (text.trim() === '') throw new QbReadError('empty');
  const headers = new Map<string, string[]>();
  const rows: IifRow[] = [];
  for (const { cells, line } of rowsOf(text, '\t')) {
    if (isBlank(cells)) continue;
    const type = cells[0]!.trim();
    if (type.startsWith('!')) {
      headers.set(type.slice(1), cells.map((c) => c.trim().toUpperCase()));
      continue;
    }
    const columns = headers.get(type) ?? [];
    const fields: Record<string, string> = {};
    columns.forEach((name, at) => {
      if (at > 0) fields[name] = cells[at] ?? '';
    });
    rows.push({ line, type, fields });
  }
  return rows;
}

/** Header spellings, lower-cased, of each CSV layout's columns. */
const QBO_NAME = ['product/service name', 'product / service name', 'product/service', 'name'];
const SALES_REPORT = ['type', 'date', 'num', 'memo', 'name', 'qty', 'sales price'];

function readCsv(text: string): QbFile {
  const rows = rowsOf(text, ',');
  // Reports put the company, the title and the dates above the header: look for it in the first rows.
  for (const [at, row] of rows.slice(0, 30).entries()) {
    const header = row.cells.map(lower);
    const body = rows.slice(at + 1);
    if (header.includes('active status') && header.includes('item')) return { layout: 'qbd-item-list', records: itemList(header, body) };
    if (SALES_REPORT.every((name) => header.includes(name))) return { layout: 'qbd-sales-report', records: salesReport(header, body) };
    if (QBO_NAME.slice(0, 3).some((name) => header.includes(name)) || (header.includes('name') && header.includes('sales price / rate'))) {
      return { layout: 'qbo-products', records: productsAndServices(header, body) };
    }
  }
  throw new QbReadError('unknown_layout');
}

function columnOf(header: string[], ...names: string[]): (cells: string[]) => string {
  const at = names.map((n) => header.indexOf(n)).find((i) => i >= 0) ?? -1;
  return (cells) => (at < 0 ? '' : clean(cells[at]));
}

/** QuickBooks Online "Products and Services": one item per row, the name is the key. */
function productsAndServices(header: string[], rows: Row[]): QbRecord[] {
  const name = columnOf(header, ...QBO_NAME);
  const description = columnOf(header, 'sales description', 'description');
  const type = columnOf(header, 'type', 'item type');
  const price = columnOf(header, 'sales price / rate', 'sales price/rate', 'price', 'rate');
  const cost = columnOf(header, 'purchase cost', 'cost');
  const active = columnOf(header, 'active', 'status');
  return rows
    .filter((r) => !isBlank(r.cells))
    .map(({ cells, line }) => {
      const state = lower(active(cells));
      return {
        line,
        kind: 'item' as const,
        qbId: name(cells),
        name: name(cells),
        description: description(cells),
        type: type(cells),
        active: !['no', 'false', 'inactive', 'not-active', 'not active'].includes(state),
        price: price(cells) || null,
        cost: cost(cells) || null,
      };
    });
}

/** QuickBooks Desktop "Item List" CSV: an empty first column, `Active Status`, names as paths. */
function itemList(header: string[], rows: Row[]): QbRecord[] {
  const item = columnOf(header, 'item');
  const description = columnOf(header, 'description');
  const purchase = columnOf(header, 'purchase description');
  const type = columnOf(header, 'type');
  const status = columnOf(header, 'active status');
  const price = columnOf(header, 'price');
  const cost = columnOf(header, 'cost');
  return rows
    .filter((r) => !isBlank(r.cells))
    .map(({ cells, line }) => ({
      line,
      kind: item(cells) ? ('item' as const) : ('other' as const),
      qbId: item(cells),
      name: item(cells),
      description: description(cells) || purchase(cells),
      type: type(cells),
      active: lower(status(cells)) !== 'not-active',
      price: price(cells) || null,
      cost: cost(cells) || null,
    }));
}

/**
 * QuickBooks Desktop "Sales by Item Detail": a group row (`Parts`, `Service`, `Other Charges`), then
 * per item a row `CODE (Description)`, its sales, and `Total CODE (...)`. The item's price is its most
 * recent sale's price. Sales and total rows belong to their item and are not records of their own.
 */
function salesReport(header: string[], rows: Row[]): QbRecord[] {
  const type = columnOf(header, 'type');
  const date = columnOf(header, 'date');
  const salesPrice = columnOf(header, 'sales price');
  const records: QbRecord[] = [];
  const soldOn = new Map<QbRecord, number>();
  let group = '';
  let current: QbRecord | null = null;
  for (const { cells, line } of rows) {
    if (isBlank(cells)) continue;
    const first = type(cells);
    const alone = cells.slice(1).every((c) => c.trim() === '');
    if (/^total\b/i.test(first)) {
      // `Total CODE (...)` closes the item, `Total Parts` its group, `TOTAL` the report.
      if (current) current = null;
      else group = '';
      continue;
    }
    if (alone && group === '' && !/\(.*\)\s*$/.test(first)) {
      group = first;
      continue;
    }
    if (alone) {
      const match = /^(.*?)\s*\((.*)\)\s*$/.exec(first);
      const code = clean(match ? match[1] : first);
      current = { line, kind: 'item', qbId: code, name: code, description: clean(match?.[2]), type: group, active: true, price: null, cost: null };
      records.push(current);
      continue;
    }
    if (current) {
      const when = Date.parse(date(cells));
      const price = salesPrice(cells);
      const latest = soldOn.get(current) ?? -Infinity;
      if (price && (Number.isNaN(when) ? current.price === null : when >= latest)) {
        current.price = price;
        if (!Number.isNaN(when)) soldOn.set(current, when);
      }
      continue;
    }
    records.push({ line, kind: 'other', qbId: '', name: first, description: '', type: group, active: true, price: null, cost: null });
  }
  return records;
}
