import type { Field } from './row-values';

/** How a column's cells are edited, pasted into and copied. */
export type ColumnKind = 'text' | 'money' | 'amount' | 'bool' | 'category' | 'unit';

export interface ProductColumn {
  field: Field;
  kind: ColumnKind;
  /** Width in rem: wide enough for the header in both languages and a usual value. */
  width: number;
  /** Shown until a user chooses otherwise: the fields edited every day. */
  shown: boolean;
}

/**
 * The grid's columns in order. The English name is always shown (it names the row); the rest a user
 * picks in "Columns". The fields hidden at first are also in the detail panel.
 */
export const PRODUCT_COLUMNS: readonly ProductColumn[] = [
  { field: 'nameEn', kind: 'text', width: 15, shown: true },
  { field: 'nameEs', kind: 'text', width: 15, shown: true },
  { field: 'category', kind: 'category', width: 10, shown: true },
  { field: 'packEn', kind: 'text', width: 10, shown: true },
  { field: 'packEs', kind: 'text', width: 10.5, shown: true },
  { field: 'cost', kind: 'money', width: 7, shown: true },
  { field: 'priceSmall', kind: 'money', width: 8, shown: true },
  { field: 'priceMedium', kind: 'money', width: 8, shown: true },
  { field: 'priceLarge', kind: 'money', width: 8, shown: true },
  { field: 'inStock', kind: 'bool', width: 7.5, shown: true },
  { field: 'quickbooksId', kind: 'text', width: 9, shown: true },
  { field: 'unit', kind: 'unit', width: 9.5, shown: false },
  { field: 'soldByWeight', kind: 'bool', width: 7, shown: false },
  { field: 'caseWeight', kind: 'amount', width: 8.5, shown: false },
  { field: 'quantity', kind: 'amount', width: 7.5, shown: false },
  { field: 'quickbooksItem', kind: 'text', width: 13, shown: false },
  { field: 'slug', kind: 'text', width: 15, shown: false },
];

export const COLUMN_BY_FIELD = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c.field, c])) as Record<Field, ProductColumn>;
export const ALWAYS_SHOWN: Field = 'nameEn';
export const DEFAULT_SHOWN: readonly Field[] = PRODUCT_COLUMNS.filter((c) => c.shown).map((c) => c.field);
/** The rarely edited fields: the detail panel's. */
export const RARE_FIELDS: readonly Field[] = ['slug', 'unit', 'soldByWeight', 'caseWeight', 'quantity', 'quickbooksItem', 'quickbooksId'];

export const COLUMNS_STORAGE_KEY = 'freshprice:products-grid:columns';

/** The shown fields in the grid's order: the name always, unknown names ignored. */
export function normalizeShown(fields: readonly string[]): Field[] {
  const wanted = new Set<string>([...fields, ALWAYS_SHOWN]);
  return PRODUCT_COLUMNS.filter((c) => wanted.has(c.field)).map((c) => c.field);
}

/** The columns this browser was set to show (the defaults when none, or the stored value is unreadable). */
export function readShownColumns(storage: Pick<Storage, 'getItem'> | undefined): Field[] {
  try {
    const raw = storage?.getItem(COLUMNS_STORAGE_KEY);
    if (!raw) return [...DEFAULT_SHOWN];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed) || !parsed.every((f) => typeof f === 'string')) return [...DEFAULT_SHOWN];
    return normalizeShown(parsed as string[]);
  } catch {
    return [...DEFAULT_SHOWN];
  }
}

export function writeShownColumns(storage: Pick<Storage, 'setItem'> | undefined, fields: readonly Field[]) {
  try {
    storage?.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(normalizeShown(fields)));
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}
