import { CATEGORIES, foldSearchText, fromCents, UNITS, type Language } from '@freshprice/shared';
import { readPastedPrice } from '../../../lib/grid/clipboard';
import { bounds, pasteArea, type CellRange } from '../../../lib/grid/selection';
import { COLUMN_BY_FIELD, type ColumnKind } from './product-columns';
import { blankValues, currentValues, type ChangesAction, type EditEntry, type Field, type ManagedProduct, type NewRow, type RowValues } from './unsaved-changes';

/**
 * The product grid's rows and what a paste, a fill or a copy does to them, as plain functions: the
 * grid component turns the answers into dispatches of the unsaved-changes reducer.
 */

/** A row of the grid: a product not added yet, or a stored one with its unsaved edit. */
export type GridRow = { kind: 'new'; key: string; row: NewRow } | { kind: 'stored'; key: string; product: ManagedProduct; entry: EditEntry | undefined };

export const rowValues = (row: GridRow): RowValues => (row.kind === 'new' ? row.row.values : currentValues(row.product, row.entry));
export const isDeleted = (row: GridRow) => row.kind === 'stored' && row.entry?.deleted === true;

/** The reducer's action that sets one field of a row. */
export function editAction(row: GridRow, field: Field, value: RowValues[Field]): ChangesAction {
  return row.kind === 'new' ? { type: 'editNew', clientId: row.row.clientId, field, value } : { type: 'edit', product: row.product, field, value };
}

/** The words a pasted cell may use for yes and no: English, Spanish, spreadsheet TRUE/FALSE, 1/0. */
const YES = new Set(['yes', 'y', 'true', 'si', 'sí', 's', '1', 'x', 'verdadero']);
const NO = new Set(['no', 'n', 'false', '0', 'falso']);

/** A pasted cell read as yes or no; null when it is neither (the cell is left as it was). */
export function readBoolCell(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

/** The names a category or a unit goes by, in both languages, to read a pasted cell. */
export interface Vocabulary {
  category: (key: string, language: Language) => string;
  unit: (key: string, language: Language) => string;
}

function readChoice(text: string, keys: readonly string[], name: (key: string, language: Language) => string): string | null {
  const word = foldSearchText(text.trim());
  return keys.find((k) => foldSearchText(k) === word || foldSearchText(name(k, 'en')) === word || foldSearchText(name(k, 'es')) === word) ?? null;
}

/**
 * A pasted cell as the value of a field, or null when it cannot be one (a category nobody has, "maybe"
 * for in stock): such a cell is skipped. An amount that is no number is kept as pasted, so that the
 * field shows its error as when typed.
 */
export function readCell(kind: ColumnKind, text: string, language: Language, words: Vocabulary): RowValues[Field] | null {
  switch (kind) {
    case 'text':
      return text;
    case 'money':
    case 'amount': {
      const read = readPastedPrice(text, language);
      return read.kind === 'price' ? fromCents(read.cents) : read.kind === 'blank' ? '' : read.text;
    }
    case 'bool':
      return readBoolCell(text);
    case 'category':
      return text.trim() === '' || foldSearchText(text) === foldSearchText(words.category('uncategorized', language)) ? '' : readChoice(text, CATEGORIES, words.category);
    case 'unit':
      return readChoice(text, UNITS, words.unit);
  }
}

/** A cell as a spreadsheet gets it on copy: yes/no (sí/no), a category's or unit's name. */
export function cellText(kind: ColumnKind, value: RowValues[Field], language: Language, words: Vocabulary): string {
  if (typeof value === 'boolean') return value ? (language === 'es' ? 'sí' : 'yes') : 'no';
  if (kind === 'category') return value === '' ? '' : words.category(value, language);
  if (kind === 'unit') return words.unit(value, language);
  return value;
}

/** The selected cells as rows of text (Ctrl+C). */
export function copyCells(rows: readonly GridRow[], fields: readonly Field[], range: CellRange, language: Language, words: Vocabulary): string[][] {
  const b = bounds(range);
  const out: string[][] = [];
  for (let r = b.top; r <= Math.min(b.bottom, rows.length - 1); r++) {
    const values = rowValues(rows[r]!);
    const line: string[] = [];
    for (let c = b.left; c <= Math.min(b.right, fields.length - 1); c++) line.push(cellText(COLUMN_BY_FIELD[fields[c]!].kind, values[fields[c]!], language, words));
    out.push(line);
  }
  return out;
}

export interface BlockEdit {
  actions: ChangesAction[];
  /** Cells that could not be read (left as they were), or fell on a row to be deleted. */
  skipped: number;
  /** Rows of the block with no grid row left. */
  unusedRows: number;
}

/**
 * A pasted block onto the grid from the selection's top left (a single value fills the selection),
 * each cell read for its column's field; the columns past the fields (the row's buttons) take nothing.
 */
export function pasteBlock(rows: readonly GridRow[], fields: readonly Field[], range: CellRange, block: readonly (readonly string[])[], language: Language, words: Vocabulary): BlockEdit {
  const height = block.length;
  const width = block.reduce((w, r) => Math.max(w, r.length), 0);
  if (height === 0 || width === 0 || rows.length === 0) return { actions: [], skipped: 0, unusedRows: 0 };
  const { area, unusedRows } = pasteArea(range, height, width, rows.length, fields.length);
  const actions: ChangesAction[] = [];
  let skipped = 0;
  for (let r = area.top; r <= area.bottom; r++) {
    const row = rows[r]!;
    const source = block[(r - area.top) % height]!;
    for (let c = area.left; c <= area.right; c++) {
      const field = fields[c];
      if (!field) continue;
      const text = source[(c - area.left) % width] ?? '';
      const value = isDeleted(row) ? null : readCell(COLUMN_BY_FIELD[field].kind, text, language, words);
      if (value === null) skipped++;
      else actions.push(editAction(row, field, value));
    }
  }
  return { actions, skipped, unusedRows };
}

/** Fill down (Ctrl+D): the selection's top row copied into the rows below it, column by column. */
export function fillDown(rows: readonly GridRow[], fields: readonly Field[], range: CellRange): ChangesAction[] {
  const b = bounds(range);
  const top = rows[b.top];
  if (!top || b.bottom === b.top) return [];
  const source = rowValues(top);
  const actions: ChangesAction[] = [];
  for (let r = b.top + 1; r <= Math.min(b.bottom, rows.length - 1); r++) {
    const row = rows[r]!;
    if (isDeleted(row)) continue;
    for (let c = b.left; c <= Math.min(b.right, fields.length - 1); c++) actions.push(editAction(row, fields[c]!, source[fields[c]!]));
  }
  return actions;
}

/**
 * The error a field shows, if any: the server's first, then the browser's own check. A new row's empty
 * fields complain only once saving was tried; an edited field at once.
 */
export function shownError(
  row: GridRow,
  field: Field,
  values: RowValues,
  serverErrors: Partial<Record<Field, string>> | undefined,
  browserErrors: Partial<Record<Field, string>>,
  showAll: boolean,
): string | undefined {
  const server = serverErrors?.[field];
  if (server) return server;
  const local = browserErrors[field];
  if (!local) return undefined;
  if (showAll) return local;
  if (row.kind === 'new') return values[field] !== blankValues()[field] || (field === 'caseWeight' && values.soldByWeight) ? local : undefined;
  const edited = row.entry?.values ?? {};
  // Ticking "sold by weight" asks for the case weight at once.
  if (field === 'caseWeight' && 'soldByWeight' in edited) return local;
  return field in edited ? local : undefined;
}
