import type { ProductChange, Language } from '@freshprice/shared';
import { currentValues, fieldOfPath, toInput, validateValues, type ChangesState, type Field, type RowErrors } from './row-values';

/** Every unsaved row's browser-side errors (deleted rows are not checked). */
export function validateChanges(state: ChangesState, language: Language): RowErrors {
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
export function buildPayload(state: ChangesState, language: Language): { changes: ProductChange[]; keys: string[] } {
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
