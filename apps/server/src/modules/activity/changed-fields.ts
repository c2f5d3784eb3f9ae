/**
 * What an activity row records of an update: the fields whose value differs, old and new. Values are
 * compared by their JSON, so nested objects (hours, prices) count as one field.
 */
export function changedFields<T extends object>(before: T, after: T): { old: Record<string, unknown>; new: Record<string, unknown> } | null {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key]) === JSON.stringify(b[key])) continue;
    old[key] = a[key];
    now[key] = b[key];
  }
  return Object.keys(now).length ? { old, new: now } : null;
}
