import type { ActivityEntry } from '@freshprice/shared';

/**
 * The lines a record's details read as: what each line is about, which field, and its values (old →
 * new, or one value). Values stay as the record stores them; `activity-format` turns them into text in
 * the reader's language. Records differ by kind (a product save lists its products and fields, a
 * price-list save its prices, an export its channel), so a field is named with its kind: the same key
 * can mean different things in different kinds (`created` in an import is a count of products).
 */
export interface DetailLine {
  /** What the line is about: a product or item by name, when it is not the record itself. */
  subject?: string;
  /** `kind.key`, e.g. `products.category`, `users.role`, `price_items.price`. */
  field: string;
  /** Old → new when `change`; otherwise `value`. */
  change: boolean;
  old?: unknown;
  new?: unknown;
  value?: unknown;
  /** The product's unit, for a quantity: before and after (a save can change both). */
  unit?: string | null;
  oldUnit?: string | null;
  /** The price tier, for a product's tier price. */
  tier?: string;
}

/** Keys that are the record itself or its bookkeeping: shown otherwise (the name), or not at all (ids). */
const HIDDEN_KEYS = new Set(['changes', 'old', 'new', 'name', 'count', 'customerId', 'prices', 'list', 'id', 'productId', 'priceListId', 'batch', 'fileName', 'number', 'business']);
/** Ids inside a record's old and new values. */
const HIDDEN_FIELDS = new Set(['id', 'productId', 'priceListId', 'customerId']);

type Details = Record<string, unknown>;
const isRecord = (value: unknown): value is Details => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** "field: old → new" for each field of two records of values; a record with one side only lists its values. */
function fieldLines(kind: string, old: unknown, next: unknown, extra: Pick<DetailLine, 'subject' | 'unit' | 'oldUnit'> = {}): DetailLine[] {
  const before = isRecord(old) ? old : null;
  const after = isRecord(next) ? next : null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !HIDDEN_FIELDS.has(k));
  // A key on one side only is not a change (a stored record has bookkeeping the edited one lacks).
  if (before && after) return keys.filter((key) => key in before && key in after).map((key) => ({ ...extra, field: `${kind}.${key}`, change: true, old: before[key], new: after[key] }));
  const only = (before ?? after)!;
  return keys.filter((key) => !isEmpty(only[key])).map((key) => ({ ...extra, field: `${kind}.${key}`, change: false, value: only[key] }));
}

function unitOf(change: Details): string | null {
  const unit = (isRecord(change.new) ? change.new.unit : undefined) ?? change.unit ?? (isRecord(change.old) ? change.old.unit : undefined);
  return typeof unit === 'string' ? unit : null;
}

/** Every line of a record, in order: its items (products, prices), then its own fields, then its facts. */
export function detailLines(entry: Pick<ActivityEntry, 'resourceType' | 'details'>): DetailLine[] {
  const kind = entry.resourceType;
  const details = entry.details;
  const lines: DetailLine[] = [];
  const changes = Array.isArray(details.changes) ? (details.changes as Details[]) : [];
  for (const change of changes) {
    const subject = typeof change.name === 'string' ? change.name : undefined;
    if ('old' in change && !isRecord(change.old) && !isRecord(change.new)) {
      // A price of a list: the item's old and new price.
      lines.push({ subject, field: `${kind}.price`, change: true, old: change.old, new: change.new });
      continue;
    }
    const before = lines.length;
    const unit = unitOf(change);
    const oldUnit = isRecord(change.old) && typeof change.old.unit === 'string' ? change.old.unit : unit;
    lines.push(...fieldLines(kind, change.old, change.new, unit ? { subject, unit, oldUnit } : { subject }));
    if (change.archived === true) lines.push({ subject, field: `${kind}.archived`, change: false, value: true });
    if (Array.isArray(change.prices)) {
      for (const p of change.prices as Details[]) lines.push({ subject, field: `${kind}.tierPrice`, tier: String(p.tier), change: true, old: p.old, new: p.new });
    }
    if (lines.length === before && typeof change.action === 'string') lines.push({ subject, field: `${kind}.action`, change: false, value: change.action });
  }
  if (details.old !== undefined || details.new !== undefined) lines.push(...fieldLines(kind, details.old, details.new));
  for (const [key, value] of Object.entries(details)) {
    if (HIDDEN_KEYS.has(key) || isEmpty(value)) continue;
    lines.push({ field: `${kind}.${key}`, change: false, value });
  }
  return lines;
}
