import { productInputSchema, slugify, type Category, type ManagedProduct, type ProductChange, type ProductInput } from '@freshprice/shared';
import { parseDecimalInput, type ReaderLanguage } from '../../../lib/format';

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
  };
}

const AMOUNT_FIELDS: ReadonlySet<Field> = new Set(['quantity', 'cost', 'priceSmall', 'priceMedium', 'priceLarge']);
const PLAIN_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Two values are the same edit when they only differ by surrounding spaces, or "12.5" vs "12.50". ("12,5"
 * is an edit: only the reader's language says whether it is 12.50, and saving it changes nothing.)
 */
function sameValue(field: Field, a: RowValues[Field], b: RowValues[Field]): boolean {
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
function amountInput(text: string, language: ReaderLanguage): string {
  const t = text.trim();
  if (t === '' || PLAIN_AMOUNT.test(t)) return t;
  return parseDecimalInput(t, language) ?? t;
}

/** The row as the table shows it: stored values with the unsaved edits on top. */
export function currentValues(product: ManagedProduct, entry: EditEntry | undefined): RowValues {
  return entry ? { ...valuesOf(entry.base), ...entry.values } : valuesOf(product);
}

export function toInput(values: RowValues, language: ReaderLanguage): ProductInput {
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
export function validateValues(values: RowValues, language: ReaderLanguage): Partial<Record<Field, string>> {
  const result = productInputSchema.safeParse(toInput(values, language));
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export type ChangesAction =
  | { type: 'edit'; product: ManagedProduct; field: Field; value: RowValues[Field] }
  | { type: 'editNew'; clientId: string; field: Field; value: RowValues[Field] }
  | { type: 'add'; clientId: string }
  | { type: 'removeNew'; clientId: string }
  | { type: 'delete'; product: ManagedProduct }
  | { type: 'undoDelete'; id: string }
  | { type: 'discard' }
  /** After a conflict: forget the edits of these products (they are reloaded fresh). */
  | { type: 'drop'; ids: readonly string[] }
  /** An image was stored right away: the product's version moved on by our own hand. */
  | { type: 'imageSaved'; id: string; fromVersion: number; version: number; imageUrl: string }
  | { type: 'serverErrors'; errors: RowErrors };

function withoutField(errors: RowErrors, key: string, field: Field): RowErrors {
  const row = errors[key];
  if (!row || !(field in row)) return errors;
  const { [field]: _removed, ...rest } = row;
  return { ...errors, [key]: rest };
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export function changesReducer(state: ChangesState, action: ChangesAction): ChangesState {
  switch (action.type) {
    case 'edit': {
      const { product, field, value } = action;
      const entry = state.edits[product.id] ?? { base: product, values: {}, deleted: false };
      const original = valuesOf(entry.base)[field];
      const values = { ...entry.values };
      if (sameValue(field, original, value)) delete values[field];
      else (values as Record<Field, RowValues[Field]>)[field] = value;
      const next = { ...entry, values };
      const edits = Object.keys(values).length === 0 && !next.deleted ? omit(state.edits, product.id) : { ...state.edits, [product.id]: next };
      return { ...state, edits, serverErrors: withoutField(state.serverErrors, product.id, field) };
    }
    case 'editNew': {
      const created = state.created.map((row) => {
        if (row.clientId !== action.clientId) return row;
        const values = { ...row.values, [action.field]: action.value } as RowValues;
        let slugEdited = row.slugEdited || action.field === 'slug';
        if (action.field === 'slug' && action.value === '') slugEdited = false;
        if (!slugEdited && action.field === 'nameEn') values.slug = slugify(String(action.value));
        return { ...row, values, slugEdited };
      });
      return { ...state, created, serverErrors: withoutField(state.serverErrors, action.clientId, action.field) };
    }
    case 'add':
      return { ...state, created: [{ clientId: action.clientId, values: blankValues(), slugEdited: false }, ...state.created] };
    case 'removeNew':
      return { ...state, created: state.created.filter((r) => r.clientId !== action.clientId), serverErrors: omit(state.serverErrors, action.clientId) };
    case 'delete': {
      const entry = state.edits[action.product.id] ?? { base: action.product, values: {}, deleted: false };
      return { ...state, edits: { ...state.edits, [action.product.id]: { ...entry, deleted: true } } };
    }
    case 'undoDelete': {
      const entry = state.edits[action.id];
      if (!entry) return state;
      const edits = Object.keys(entry.values).length === 0 ? omit(state.edits, action.id) : { ...state.edits, [action.id]: { ...entry, deleted: false } };
      return { ...state, edits };
    }
    case 'discard':
      return emptyChanges;
    case 'drop': {
      const edits = { ...state.edits };
      let serverErrors = state.serverErrors;
      for (const id of action.ids) {
        delete edits[id];
        serverErrors = omit(serverErrors, id);
      }
      return { ...state, edits, serverErrors };
    }
    case 'imageSaved': {
      const entry = state.edits[action.id];
      // Only when the edit was based on the version the upload replaced: otherwise a conflict is real.
      if (!entry || entry.base.version !== action.fromVersion) return state;
      const base = { ...entry.base, version: action.version, imageUrl: action.imageUrl };
      return { ...state, edits: { ...state.edits, [action.id]: { ...entry, base } } };
    }
    case 'serverErrors':
      return { ...state, serverErrors: action.errors };
  }
}

/** How many products the save would touch: the "3 unsaved changes" count. */
export function changeCount(state: ChangesState): number {
  return Object.keys(state.edits).length + state.created.length;
}

/** Every unsaved row's browser-side errors (deleted rows are not checked). */
export function validateChanges(state: ChangesState, language: ReaderLanguage): RowErrors {
  const errors: RowErrors = {};
  for (const [id, entry] of Object.entries(state.edits)) {
    if (entry.deleted) continue;
    const e = validateValues(currentValues(entry.base, entry), language);
    if (Object.keys(e).length) errors[id] = e;
  }
  for (const row of state.created) {
    const e = validateValues(row.values, language);
    if (Object.keys(e).length) errors[row.clientId] = e;
  }
  return errors;
}

/** The one request of a save, with each change's row key in the same order (to map errors back). */
export function buildPayload(state: ChangesState, language: ReaderLanguage): { changes: ProductChange[]; keys: string[] } {
  const changes: ProductChange[] = [];
  const keys: string[] = [];
  for (const row of state.created) {
    changes.push({ op: 'create', clientId: row.clientId, data: toInput(row.values, language) });
    keys.push(row.clientId);
  }
  for (const [id, entry] of Object.entries(state.edits)) {
    if (entry.deleted) changes.push({ op: 'delete', id, version: entry.base.version });
    else changes.push({ op: 'update', id, version: entry.base.version, data: toInput(currentValues(entry.base, entry), language) });
    keys.push(id);
  }
  return { changes, keys };
}

/**
 * The server's `fields` of a 400 back onto rows: `changes.3.data.prices.small` (schema errors, by
 * position in the payload) or `<clientId or id>.slug` (taken slugs and QuickBooks ids).
 */
export function mapServerErrors(fields: Readonly<Record<string, string>>, keys: readonly string[]): { rows: RowErrors; other: string[] } {
  const rows: RowErrors = {};
  const other: string[] = [];
  const known = new Set(keys);
  for (const [path, message] of Object.entries(fields)) {
    let key: string | undefined;
    let field: Field | null = null;
    const positional = /^changes\.(\d+)\.(?:data\.)?(.+)$/.exec(path);
    if (positional) {
      key = keys[Number(positional[1])];
      field = fieldOfPath(positional[2]!);
    } else {
      const dot = path.indexOf('.');
      const candidate = dot > 0 ? path.slice(0, dot) : '';
      if (known.has(candidate)) {
        key = candidate;
        field = fieldOfPath(path.slice(dot + 1));
      }
    }
    if (key && field) (rows[key] ??= {})[field] = message;
    else other.push(message);
  }
  return { rows, other };
}

/** Unique enough for one editing session, and under the server's 40 characters. */
export function newClientId(): string {
  return `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const TIER_FIELD = { small: 'priceSmall', medium: 'priceMedium', large: 'priceLarge' } as const;

/** A tier price the server flagged (`large_move`): to $0.00, or moved by more than the large-move setting. */
export interface FlaggedPrice {
  key: string;
  name: string;
  tier: keyof typeof TIER_FIELD;
  /** The stored price (null for a new product or a new tier price). */
  old: string | null;
  new: string;
  zero: boolean;
}

/**
 * The server's `large_move` fields (`<clientId or id>.prices.<tier>` -> `largeMove` | `zeroPrice`) as
 * the rows the confirmation lists: product name, tier, stored and new price, in the table's order.
 */
export function flaggedPrices(fields: Readonly<Record<string, string>>, state: ChangesState): FlaggedPrice[] {
  const out: FlaggedPrice[] = [];
  for (const [path, flag] of Object.entries(fields)) {
    const match = /^(.+)\.prices\.(small|medium|large)$/.exec(path);
    if (!match) continue;
    const key = match[1]!;
    const tier = match[2] as keyof typeof TIER_FIELD;
    const created = state.created.find((r) => r.clientId === key);
    const entry = state.edits[key];
    const values = created ? created.values : entry ? currentValues(entry.base, entry) : null;
    if (!values) continue;
    out.push({
      key,
      name: values.nameEn,
      tier,
      old: entry ? (entry.base.prices[tier] ?? null) : null,
      new: values[TIER_FIELD[tier]].trim(),
      zero: flag === 'zeroPrice',
    });
  }
  return out;
}
