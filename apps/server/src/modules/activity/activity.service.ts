import { can, type ActivityEntry, type ActivityQuery, type CursorPage } from '@freshprice/shared';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError, invalidCursor } from '../../lib/errors.js';
import { activityPage, activityUsers, draftsAmong, type ActivityKey } from './activity.repo.js';

/** The activity log as each role may read it: staff all of it, a customer the price changes of their lists. */
export function createActivityService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async list({ actor, input }: ServiceCall<ActivityQuery>): Promise<CursorPage<ActivityEntry>> {
      const caller = authorize(actor, 'activity.view');
      const staff = can(caller.role, 'prices.manage');
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
      return {
        items: page.map((r) => ({
          id: String(r.id),
          resourceType: r.resourceType,
          resourceId: r.resourceId,
          action: r.action,
          // Who made it is staff-only: a customer's entry has no such key (ADR 017).
          ...(staff ? { user: { id: r.userId, email: r.userEmail } } : {}),
          at: r.at,
          details: staff ? r.details : customerDetails(r.details, drafts),
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
