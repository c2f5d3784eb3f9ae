/**
 * The lines a record's details read as: what it is about, then each change as "what: old → new".
 * Records differ by kind (a product save lists its products and fields, a price-list save its
 * prices, an export its channel), so this reads the shapes they share rather than each kind.
 */
export interface DetailLine {
  /** What the line is about: a product or item by name, when it is not the record itself. */
  subject?: string;
  /** The field that changed (a data key, translated by the page when it knows it). */
  field?: string;
  old?: string;
  new?: string;
  value?: string;
}

const SHOWN_CHANGES = 5;
const HIDDEN_KEYS = new Set(['changes', 'old', 'new', 'name', 'count', 'customerId', 'prices']);

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(text).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "field: old → new" for each field of two records of values. */
function fieldChanges(old: unknown, next: unknown, subject?: string): DetailLine[] {
  const before = (old && typeof old === 'object' ? old : {}) as Record<string, unknown>;
  const after = (next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((key) => ({
    ...(subject ? { subject } : {}),
    field: key,
    ...(key in before ? { old: text(before[key]) } : {}),
    ...(key in after ? { new: text(after[key]) } : {}),
  }));
}

export function detailLines(details: Record<string, unknown>): { lines: DetailLine[]; more: number } {
  const lines: DetailLine[] = [];
  const changes = Array.isArray(details.changes) ? (details.changes as Record<string, unknown>[]) : [];
  for (const change of changes.slice(0, SHOWN_CHANGES)) {
    const name = text(change.name);
    if ('old' in change && (typeof change.old !== 'object' || change.old === null) && (typeof change.new !== 'object' || change.new === null)) {
      lines.push({ subject: name, old: text(change.old), new: text(change.new) });
    } else if (change.old || change.new) {
      lines.push(...fieldChanges(change.old, change.new, name));
    } else lines.push({ subject: name, value: text(change.action) });
  }
  if (details.old || details.new) lines.push(...fieldChanges(details.old, details.new));
  for (const [key, value] of Object.entries(details)) {
    if (!HIDDEN_KEYS.has(key) && value !== null && value !== undefined && typeof value !== 'object') lines.push({ field: key, value: text(value) });
  }
  return { lines, more: Math.max(0, changes.length - SHOWN_CHANGES) };
}
