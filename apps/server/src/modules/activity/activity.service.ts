import { isStaff, type ActivityEntry, type ActivityQuery, type CursorPage } from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError, invalidCursor } from '../../lib/errors.js';
import { activityPage, activityUsers, draftsAmong, listNames, productUnits, type ActivityKey } from './activity.repo.js';

/**
 * The log's writer, for every module: a module-level function rather than a method, because a change
 * and its row are written in ONE transaction, the caller's (`db` is that transaction).
 */
export { recordActivity, type ActivityEntry as ActivityRecordInput } from './activity.repo.js';
/** What an update's activity row records: the fields that changed, old and new. */
export { changedFields } from './changed-fields.js';

/** The activity log as each role may read it: staff all of it, a customer the price changes of their lists. */
export function createActivityService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async list({ actor, input }: ServiceCall<ActivityQuery>): Promise<CursorPage<ActivityEntry>> {
      const caller = authorize(actor, 'activity.view');
      const staff = isStaff(caller.role);
      if (input.from && input.to && input.from > input.to) throw new AppError('validation_failed', 'The first day is after the last one.', { to: 'beforeFrom' });
      const rows = await activityPage(db, {
        resourceType: input.resourceType,
        action: input.action,
        userId: staff ? input.userId : undefined,
        from: input.from,
        to: input.to,
        sharedWith: staff ? undefined : caller.id,
        after: input.cursor ? decodeCursor(input.cursor) : null,
        limit: input.limit + 1,
      });
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      // A draft the import made is not the customer's to see, in its list or in the changes to it.
      const drafts = staff ? new Set<string>() : await draftsAmong(db, page.flatMap((r) => productIdsOf(r.details)));
      const resolve = staff ? await references(db, page) : null;
      return {
        items: page.map((r) => ({
          id: String(r.id),
          resourceType: r.resourceType,
          resourceId: r.resourceId,
          action: r.action,
          // Who made it is staff-only: a customer's entry has no such key (ADR 017).
          ...(staff ? { user: { id: r.userId, email: r.userEmail } } : {}),
          at: r.at,
          details: resolve ? resolve(r) : customerDetails(r.details, drafts),
        })),
        next: rows.length > input.limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
      };
    },

    async users({ actor }: ServiceCall): Promise<{ items: { id: string; email: string }[] }> {
      authorize(actor, 'prices.manage');
      return { items: await activityUsers(db) };
    },
  };
}

type Details = Record<string, unknown>;
const record = (value: unknown): Details | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : null);

/**
 * Resolves what records store by id into what a reader knows (at read time, so records written before
 * keep working and a renamed list reads by its name now): a price list's base list by its name, or as
 * deleted; a product change whose quantity moved gets the product's unit (a quantity is in its unit).
 */
async function references(db: Database, rows: { resourceType: string; details: Details }[]) {
  const baseIds: string[] = [];
  const productIds: string[] = [];
  for (const r of rows) {
    if (r.resourceType === 'price_lists') {
      for (const d of [r.details, record(r.details.old), record(r.details.new)]) if (typeof d?.base === 'string') baseIds.push(d.base);
    }
    if (r.resourceType === 'products' && Array.isArray(r.details.changes)) {
      for (const c of r.details.changes as Details[]) if (quantityMoved(c) && !unitOf(c) && typeof c.id === 'string') productIds.push(c.id);
    }
  }
  const [names, units] = await Promise.all([listNames(db, baseIds), productUnits(db, productIds)]);
  const base = (d: Details | null) => (d && typeof d.base === 'string' ? { ...d, base: { ref: 'price_list', name: names.get(d.base) ?? null } } : d);
  return (r: { resourceType: string; details: Details }): Details => {
    if (r.resourceType === 'price_lists') {
      const out = base(r.details)!;
      if (record(out.old)) out.old = base(record(out.old));
      if (record(out.new)) out.new = base(record(out.new));
      return out;
    }
    if (r.resourceType === 'products' && Array.isArray(r.details.changes)) {
      return {
        ...r.details,
        changes: (r.details.changes as Details[]).map((c) => (quantityMoved(c) ? { ...c, unit: unitOf(c) ?? units.get(String(c.id)) ?? null } : c)),
      };
    }
    return r.details;
  };
}

function quantityMoved(change: Details): boolean {
  return Boolean(record(change.old) && 'quantity' in record(change.old)!) || Boolean(record(change.new) && 'quantity' in record(change.new)!);
}

function unitOf(change: Details): string | null {
  const unit = record(change.new)?.unit ?? record(change.old)?.unit;
  return typeof unit === 'string' ? unit : null;
}

/**
 * What a customer may read of a price change of their list: the list, the version and the prices. The
 * reason and the rest are the staff's notes (an import's file, the assistant's request, a base list).
 */
function customerDetails(details: Record<string, unknown>, drafts: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['list', 'name', 'version', 'count', 'added', 'changed', 'removed'] as const) if (key in details) out[key] = details[key];
  if (Array.isArray(details.changes)) {
    out.changes = (details.changes as Record<string, unknown>[])
      .filter((c) => !drafts.has(String(c.productId)))
      .map((c) => ({ productId: c.productId, name: c.name, old: c.old, new: c.new }));
  }
  return out;
}

function productIdsOf(details: Record<string, unknown>): string[] {
  return Array.isArray(details.changes) ? (details.changes as Record<string, unknown>[]).map((c) => String(c.productId)) : [];
}

function encodeCursor(key: ActivityKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

function decodeCursor(cursor: string): ActivityKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  if (Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(key[0]) && Number.isSafeInteger(key[1])) {
    return { at: key[0], id: key[1] as number };
  }
  throw invalidCursor();
}

export type ActivityService = ReturnType<typeof createActivityService>;
