import { caseWeightProblem, productInputSchema, type Category, type ManagedProduct, type ProductInput, type Language } from '@freshprice/shared';
import { parseDecimalInput } from '../../../lib/format';

export type { ManagedProduct } from '@freshprice/shared';

/** What the table's inputs hold: text for every text box (empty = none), a boolean for the toggle. */
export interface RowValues {
  nameEn: string;
  nameEs: string;
  slug: string;
  category: string;
  unit: string;
  packEn: string;
  packEs: string;
  inStock: boolean;
  quickbooksId: string;
  quantity: string;
  /** Empty: unknown. */
  cost: string;
  priceSmall: string;
  priceMedium: string;
  priceLarge: string;
  /** Catch weight: priced per lb, ordered in cases of about `caseWeight` lb (empty: none). */
  soldByWeight: boolean;
  caseWeight: string;
  /** The item's name in QuickBooks (empty: none). */
  quickbooksItem: string;
}
export type Field = keyof RowValues;

export const FIELDS: readonly Field[] = [
  'nameEn',
  'nameEs',
  'slug',
  'category',
  'unit',
  'packEn',
  'packEs',
  'inStock',
  'quickbooksId',
  'quantity',
  'cost',
  'priceSmall',
  'priceMedium',
  'priceLarge',
  'soldByWeight',
  'caseWeight',
  'quickbooksItem',
];

/** An edit of a stored product: the fields that differ, against the product as it was when first edited. */
export interface EditEntry {
  /** The product as loaded when the first edit began; its version is what the save is checked against. */
  base: ManagedProduct;
  values: Partial<RowValues>;
  deleted: boolean;
}

export interface NewRow {
  clientId: string;
  values: RowValues;
  /** The slug follows the English name until someone types in it. */
  slugEdited: boolean;
}

/** Field errors per row (row key = product id, or clientId for a new row): field -> message key. */
export type RowErrors = Record<string, Partial<Record<Field, string>>>;

export interface ChangesState {
  edits: Record<string, EditEntry>;
  created: NewRow[];
  /** Errors the server reported for the last save; a field's error clears when it is edited. */
  serverErrors: RowErrors;
}

export const emptyChanges: ChangesState = { edits: {}, created: [], serverErrors: {} };

export function valuesOf(product: ManagedProduct): RowValues {
  return {
    nameEn: product.nameEn,
    nameEs: product.nameEs,
    slug: product.slug,
    category: product.category ?? '',
    unit: product.unit,
    packEn: product.packEn,
    packEs: product.packEs,
    inStock: product.inStock,
    quickbooksId: product.quickbooksId ?? '',
    quantity: product.quantity,
    cost: product.cost ?? '',
    priceSmall: product.prices.small ?? '',
    priceMedium: product.prices.medium ?? '',
    priceLarge: product.prices.large ?? '',
    soldByWeight: product.soldByWeight,
    caseWeight: product.caseWeight ?? '',
    quickbooksItem: product.quickbooksItem ?? '',
  };
}

export function blankValues(): RowValues {
  return {
    nameEn: '',
    nameEs: '',
    slug: '',
    category: '',
    unit: 'case',
    packEn: '',
    packEs: '',
    inStock: true,
    quickbooksId: '',
    quantity: '0',
    cost: '',
    priceSmall: '',
    priceMedium: '',
    priceLarge: '',
    soldByWeight: false,
    caseWeight: '',
    quickbooksItem: '',
  };
}

const AMOUNT_FIELDS: ReadonlySet<Field> = new Set(['quantity', 'cost', 'priceSmall', 'priceMedium', 'priceLarge', 'caseWeight']);
const PLAIN_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Two values are the same edit when they only differ by surrounding spaces, or "12.5" vs "12.50". ("12,5"
 * is an edit: only the reader's language says whether it is 12.50, and saving it changes nothing.)
 */
export function sameValue(field: Field, a: RowValues[Field], b: RowValues[Field]): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  const x = a.trim();
  const y = b.trim();
  if (x === y) return true;
  if (AMOUNT_FIELDS.has(field)) return PLAIN_AMOUNT.test(x) && PLAIN_AMOUNT.test(y) && Number(x) === Number(y);
  return false;
}

/**
 * An amount box's text as the API takes it: "12.5" as typed, "1,5" (es) as "1.50" through the one parser;
 * what it cannot read goes as typed, for the schema to name the problem.
 */
function amountInput(text: string, language: Language): string {
  const t = text.trim();
  if (t === '' || PLAIN_AMOUNT.test(t)) return t;
  return parseDecimalInput(t, language) ?? t;
}

/** The row as the table shows it: stored values with the unsaved edits on top. */
export function currentValues(product: ManagedProduct, entry: EditEntry | undefined): RowValues {
  return entry ? { ...valuesOf(entry.base), ...entry.values } : valuesOf(product);
}

export function toInput(values: RowValues, language: Language): ProductInput {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    nameEn: values.nameEn,
    nameEs: values.nameEs,
    slug: values.slug.trim(),
    category: (orNull(values.category) as Category | null) ?? null,
    unit: values.unit as ProductInput['unit'],
    packEn: values.packEn,
    packEs: values.packEs,
    inStock: values.inStock,
    quickbooksId: orNull(values.quickbooksId),
    quantity: values.quantity.trim() === '' ? '0' : amountInput(values.quantity, language),
    cost: orNull(amountInput(values.cost, language)),
    // An empty price is sent as such: it is 'priceRequired', on the browser and on the server alike.
    prices: { small: amountInput(values.priceSmall, language), medium: amountInput(values.priceMedium, language), large: amountInput(values.priceLarge, language) },
    soldByWeight: values.soldByWeight,
    caseWeight: orNull(amountInput(values.caseWeight, language)),
    quickbooksItem: orNull(values.quickbooksItem),
  };
}

const PATH_TO_FIELD: Record<string, Field> = {
  'prices.small': 'priceSmall',
  'prices.medium': 'priceMedium',
  'prices.large': 'priceLarge',
};
export function fieldOfPath(path: string): Field | null {
  if (path in PATH_TO_FIELD) return PATH_TO_FIELD[path]!;
  return (FIELDS as readonly string[]).includes(path) ? (path as Field) : null;
}

/** The browser's check, with the schema the server uses: field -> message key. */
export function validateValues(values: RowValues, language: Language): Partial<Record<Field, string>> {
  const input = toInput(values, language);
  const result = productInputSchema.safeParse(input);
  const weight = caseWeightProblem(values.soldByWeight, input.caseWeight);
  if (result.success && !weight) return {};
  const errors: Partial<Record<Field, string>> = weight ? { caseWeight: weight } : {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOfPath(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
