import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_TIME_ZONE, type ACTIVITY_RESOURCES, type ActivityEntry as ActivityRecord, type ActivityQuery, type ActivityAction } from '@freshprice/shared';
import { rowsOf } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';
import { activity } from '../../db/schema/index.js';

export interface ActivityEntry {
  resourceType: (typeof ACTIVITY_RESOURCES)[number];
  resourceId: string;
  action: ActivityAction;
  details: { name?: string; old?: Record<string, unknown>; new?: Record<string, unknown>; [k: string]: unknown };
}

/** Call inside the transaction of the change it records. */
export async function recordActivity(db: Db, actor: { id: string | null; email: string | null }, entries: ActivityEntry[]) {
  if (!entries.length) return;
  await db.insert(activity).values(entries.map((e) => ({ ...e, userId: actor.id, userEmail: actor.email })));
}
/** The company's days: a date filter means midnight to midnight in Miami. */
const ZONE = COMPANY_TIME_ZONE;

export interface ActivityKey {
  at: string;
  id: number;
}

interface Row {
  id: number;
  resourceType: ActivityRecord['resourceType'];
  resourceId: string;
  action: string;
  userId: string | null;
  userEmail: string | null;
  at: string;
  details: Record<string, unknown>;
}

/**
 * A page of the log, newest first, after `after` (keyset on time then id). `sharedWith` limits it to
 * the price changes of the lists shared with that customer.
 */
export async function activityPage(db: Db, filter: Omit<ActivityQuery, 'cursor' | 'limit'> & { sharedWith?: string; after: ActivityKey | null; limit: number }) {
  const where: SQL[] = [];
  if (filter.resourceType) where.push(sql`a.resource_type = ${filter.resourceType}`);
  if (filter.action) where.push(sql`a.action = ${filter.action}`);
  if (filter.userId) where.push(sql`a.user_id = ${filter.userId}`);
  if (filter.from) where.push(sql`a.created_at >= (${filter.from}::date)::timestamp at time zone ${ZONE}`);
  if (filter.to) where.push(sql`a.created_at < (${filter.to}::date + 1)::timestamp at time zone ${ZONE}`);
  if (filter.sharedWith) {
    where.push(sql`a.resource_type = 'price_items'`);
    where.push(sql`a.resource_id in (select s.price_list_id::text from price_list_shares s where s.user_id = ${filter.sharedWith})`);
  }
  if (filter.after) where.push(sql`(a.created_at, a.id) < (${filter.after.at}::timestamptz, ${filter.after.id}::bigint)`);
  return rowsOf<Row>(
    db,
    sql`select a.id::int as id, a.resource_type as "resourceType", a.resource_id as "resourceId", a.action, a.user_id as "userId", a.user_email as "userEmail",
          to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, a.details
        from activity a
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by a.created_at desc, a.id desc
        limit ${filter.limit}`,
  );
}

/** Everyone who appears in the log, by e-mail (the staff's user filter). */
export async function activityUsers(db: Db) {
  return rowsOf<{ id: string; email: string }>(
    db,
    sql`select u.id, u.email from "user" u where exists (select 1 from activity a where a.user_id = u.id) order by u.email`,
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidArray = (ids: string[]) => `{${[...new Set(ids.filter((id) => UUID.test(id)))].join(',')}}`;

/** The names of these price lists now (a deleted one is absent). */
export async function listNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.some((id) => UUID.test(id))) return new Map();
  const rows = await rowsOf<{ id: string; name: string }>(db, sql`select id::text as id, name from price_lists where id = any(${uuidArray(ids)}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The units of these products now (archived ones too; a deleted one is absent). */
export async function productUnits(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.some((id) => UUID.test(id))) return new Map();
  const rows = await rowsOf<{ id: string; unit: string }>(db, sql`select id::text as id, unit from products where id = any(${uuidArray(ids)}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r.unit]));
}

/** Which of these product ids are drafts the import made (the ids come from activity details: any text). */
export async function draftsAmong(db: Db, ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)))];
  if (!wanted.length) return new Set();
  const rows = await rowsOf<{ id: string }>(db, sql`select id from products where draft and id = any(${`{${wanted.join(',')}}`}::uuid[])`);
  return new Set(rows.map((r) => r.id));
}
