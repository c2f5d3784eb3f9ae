import { sql, type SQL } from 'drizzle-orm';
import type { DraftState, UnansweredChoice, Weekday } from '@freshprice/shared';
import { jsonRecords, rowsOf, textArray, uuidArray } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A line as a standing order and its drafts keep it. */
export interface StoredLine {
  productId: string;
  quantity: number;
}

/** What a standing order and a draft share: the customer, the list and the rule. */
interface Owner {
  customerId: string;
  customerEmail: string;
  customerName: string;
  customerCompany: string | null;
  customerLanguage: string | null;
  customerRole: string;
  /** Disabled by an administrator: nothing is made, sent or placed for them. */
  customerDisabled: boolean;
  priceListId: string;
  priceListSlug: string;
  priceListName: string;
}

export interface StandingOrderRow extends Owner {
  id: string;
  name: string;
  weekdays: Weekday[];
  leadHours: number;
  whenUnanswered: UnansweredChoice;
  note: string | null;
  pausedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface DraftRow extends Owner {
  id: string;
  standingOrderId: string;
  standingOrderName: string;
  whenUnanswered: UnansweredChoice;
  note: string | null;
  pausedAt: string | null;
  deliveryDate: string;
  lines: StoredLine[];
  state: DraftState;
  decidedBy: string | null;
  /** Set while a placing is under way (state still `draft`), and when decided. */
  decidedAt: string | null;
  automatic: boolean;
  reason: string | null;
  orderId: string | null;
  orderNumber: string | null;
  remindedAt: string | null;
  createdAt: string;
}

const OWNER = sql`s.customer_id as "customerId", u.email as "customerEmail", u.name as "customerName", u.company_name as "customerCompany",
  u.language as "customerLanguage", coalesce(r.role, 'customer') as "customerRole", u.disabled_at is not null as "customerDisabled",
  s.price_list_id as "priceListId", l.slug as "priceListSlug", l.name as "priceListName"`;
const OWNER_JOINS = sql`join "user" u on u.id = s.customer_id left join user_roles r on r.user_id = u.id join price_lists l on l.id = s.price_list_id`;

const SO_COLUMNS = sql`s.id, s.name, s.weekdays, s.lead_hours as "leadHours", s.when_unanswered as "whenUnanswered", s.note,
  ${iso('s.paused_at')} as "pausedAt", s.version, ${iso('s.created_at')} as "createdAt", ${iso('s.updated_at')} as "updatedAt", ${OWNER}`;

const DRAFT_COLUMNS = sql`d.id, d.standing_order_id as "standingOrderId", s.name as "standingOrderName", s.when_unanswered as "whenUnanswered", s.note,
  ${iso('s.paused_at')} as "pausedAt", to_char(d.delivery_date, 'YYYY-MM-DD') as "deliveryDate", d.lines, d.state, d.decided_by as "decidedBy",
  ${iso('d.decided_at')} as "decidedAt", d.automatic, d.reason, d.order_id as "orderId", o.number as "orderNumber",
  ${iso('d.reminded_at')} as "remindedAt", ${iso('d.created_at')} as "createdAt", ${OWNER}`;
const DRAFT_FROM = sql`from standing_order_drafts d join standing_orders s on s.id = d.standing_order_id ${OWNER_JOINS} left join orders o on o.id = d.order_id`;

// ---------------------------------------------------------------- standing orders

export async function standingOrders(db: Db, filter: { customerId?: string; active?: boolean }): Promise<StandingOrderRow[]> {
  const where: SQL[] = [];
  if (filter.customerId) where.push(sql`s.customer_id = ${filter.customerId}`);
  // Active: not paused, and its customer not disabled.
  if (filter.active) where.push(sql`s.paused_at is null and u.disabled_at is null`);
  return rowsOf<StandingOrderRow>(
    db,
    sql`select ${SO_COLUMNS} from standing_orders s ${OWNER_JOINS} ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by s.created_at, s.id`,
  );
}

/** How many standing orders the customer keeps. */
export async function countOf(db: Db, customerId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from standing_orders where customer_id = ${customerId}`);
  return row!.n;
}

export async function standingOrderById(db: Db, id: string, options: { lock?: boolean } = {}): Promise<StandingOrderRow | undefined> {
  const [row] = await rowsOf<StandingOrderRow>(db, sql`select ${SO_COLUMNS} from standing_orders s ${OWNER_JOINS} where s.id = ${id}::uuid${options.lock ? sql` for update of s` : sql``}`);
  return row;
}

/** The lines of these standing orders, in order, by standing order. */
export async function linesOf(db: Db, ids: readonly string[]): Promise<Map<string, StoredLine[]>> {
  const byOrder = new Map<string, StoredLine[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byOrder;
  const rows = await rowsOf<StoredLine & { id: string }>(
    db,
    sql`select standing_order_id as id, product_id as "productId", quantity::float8 as quantity from standing_order_lines
      where standing_order_id = any(${uuidArray(ids)}) order by standing_order_id, position`,
  );
  for (const r of rows) byOrder.get(r.id)?.push({ productId: r.productId, quantity: r.quantity });
  return byOrder;
}

export interface NewStandingOrder {
  customerId: string;
  priceListId: string;
  name: string;
  weekdays: Weekday[];
  leadHours: number;
  whenUnanswered: UnansweredChoice;
  note: string | null;
  createdBy: string;
}

export async function insertStandingOrder(db: Db, row: NewStandingOrder): Promise<string> {
  const [created] = await rowsOf<{ id: string }>(
    db,
    sql`insert into standing_orders (customer_id, price_list_id, name, weekdays, lead_hours, when_unanswered, note, created_by)
      values (${row.customerId}, ${row.priceListId}::uuid, ${row.name}, ${textArray(row.weekdays)}, ${row.leadHours}, ${row.whenUnanswered}, ${row.note}, ${row.createdBy})
      returning id`,
  );
  return created!.id;
}

export async function replaceLines(db: Db, id: string, lines: readonly StoredLine[]) {
  await db.execute(sql`delete from standing_order_lines where standing_order_id = ${id}::uuid`);
  await db.execute(sql`insert into standing_order_lines (standing_order_id, position, product_id, quantity)
    select ${id}::uuid, x.position, x."productId"::uuid, x.quantity::numeric
    from json_to_recordset(${jsonRecords(lines.map((l, i) => ({ ...l, position: i + 1 })))}) as x(position int, "productId" text, quantity float8)`);
}

export type StandingOrderSet = Partial<Pick<NewStandingOrder, 'priceListId' | 'name' | 'weekdays' | 'leadHours' | 'whenUnanswered' | 'note'>> & { pausedAt?: Date | null };

/** Writes what changed; the version moves so every reader sees it changed. */
export async function updateStandingOrder(db: Db, id: string, set: StandingOrderSet) {
  const parts: SQL[] = [sql`version = version + 1`, sql`updated_at = now()`];
  if (set.priceListId !== undefined) parts.push(sql`price_list_id = ${set.priceListId}::uuid`);
  if (set.name !== undefined) parts.push(sql`name = ${set.name}`);
  if (set.weekdays !== undefined) parts.push(sql`weekdays = ${textArray(set.weekdays)}`);
  if (set.leadHours !== undefined) parts.push(sql`lead_hours = ${set.leadHours}`);
  if (set.whenUnanswered !== undefined) parts.push(sql`when_unanswered = ${set.whenUnanswered}`);
  if (set.note !== undefined) parts.push(sql`note = ${set.note}`);
  if (set.pausedAt !== undefined) parts.push(sql`paused_at = ${set.pausedAt ? set.pausedAt.toISOString() : null}::timestamptz`);
  await db.execute(sql`update standing_orders set ${sql.join(parts, sql`, `)} where id = ${id}::uuid`);
}

export async function deleteStandingOrder(db: Db, id: string) {
  await db.execute(sql`delete from standing_orders where id = ${id}::uuid`);
}

// ---------------------------------------------------------------- drafts

export async function draftById(db: Db, id: string): Promise<DraftRow | undefined> {
  const [row] = await rowsOf<DraftRow>(db, sql`select ${DRAFT_COLUMNS} ${DRAFT_FROM} where d.id = ${id}::uuid`);
  return row;
}

/** The draft a mailed link is for; none once its customer is disabled (the link would bypass signing in). */
export async function draftByToken(db: Db, hash: string): Promise<DraftRow | undefined> {
  const [row] = await rowsOf<DraftRow>(db, sql`select ${DRAFT_COLUMNS} ${DRAFT_FROM} where d.token_hash = ${hash} and u.disabled_at is null`);
  return row;
}

/** Open drafts and those of delivery dates since `since`, soonest first; a customer's own when `customerId`. */
export async function drafts(db: Db, filter: { customerId?: string; since: string; standingOrderIds?: string[] }): Promise<DraftRow[]> {
  const where: SQL[] = [sql`(d.state = 'draft' or d.delivery_date >= ${filter.since}::date)`];
  if (filter.customerId) where.push(sql`s.customer_id = ${filter.customerId}`);
  if (filter.standingOrderIds) where.push(sql`d.standing_order_id = any(${uuidArray(filter.standingOrderIds)})`);
  return rowsOf<DraftRow>(db, sql`select ${DRAFT_COLUMNS} ${DRAFT_FROM} where ${sql.join(where, sql` and `)} order by d.delivery_date, s.name, d.id`);
}

/** Every draft still a draft, for the scheduled work. */
export async function openDrafts(db: Db): Promise<DraftRow[]> {
  return rowsOf<DraftRow>(db, sql`select ${DRAFT_COLUMNS} ${DRAFT_FROM} where d.state = 'draft' order by d.delivery_date, d.id`);
}

export interface NewDraft {
  standingOrderId: string;
  deliveryDate: string;
  lines: StoredLine[];
}

/** Makes the drafts not made yet: one per standing order and date, whoever else is making them at the same time. */
export async function insertDrafts(db: Db, rows: readonly NewDraft[]): Promise<{ id: string; standingOrderId: string; deliveryDate: string }[]> {
  if (!rows.length) return [];
  return rowsOf(
    db,
    sql`insert into standing_order_drafts (standing_order_id, delivery_date, lines)
      select x."standingOrderId"::uuid, x."deliveryDate"::date, x.lines
      from json_to_recordset(${jsonRecords(rows)}) as x("standingOrderId" text, "deliveryDate" text, lines jsonb)
      on conflict (standing_order_id, delivery_date) do nothing
      returning id, standing_order_id as "standingOrderId", to_char(delivery_date, 'YYYY-MM-DD') as "deliveryDate"`,
  );
}

/** The dates of these standing orders that have a draft, from `from` on. */
export async function draftDates(db: Db, ids: readonly string[], from: string): Promise<Map<string, Set<string>>> {
  const byOrder = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
  if (!ids.length) return byOrder;
  const rows = await rowsOf<{ id: string; date: string }>(
    db,
    sql`select standing_order_id as id, to_char(delivery_date, 'YYYY-MM-DD') as date from standing_order_drafts
      where standing_order_id = any(${uuidArray(ids)}) and delivery_date >= ${from}::date`,
  );
  for (const r of rows) byOrder.get(r.id)?.add(r.date);
  return byOrder;
}

/** A draft nobody is deciding: still a draft, and no placing under way. */
const undecided = sql`state = 'draft' and decided_at is null`;

/** Takes the draft for placing (`decided_at` marks it under way): false when someone else decided or is deciding it. */
export async function claimDraft(db: Db, id: string, by: string | null, at: Date): Promise<boolean> {
  const rows = await rowsOf(db, sql`update standing_order_drafts set decided_at = ${at.toISOString()}::timestamptz, decided_by = ${by}
    where id = ${id}::uuid and ${undecided} returning id`);
  return rows.length > 0;
}

/** Gives back a claim whose placing was refused (the customer may change the draft and try again). */
export async function releaseDraft(db: Db, id: string) {
  await db.execute(sql`update standing_order_drafts set decided_at = null, decided_by = null where id = ${id}::uuid and state = 'draft'`);
}

/** The end of a claimed draft: placed (with its order) or failed (with why); its link stops working. */
export async function finishDraft(db: Db, id: string, end: { state: 'placed' | 'failed'; orderId?: string; reason?: string; automatic: boolean; at: Date }) {
  await db.execute(sql`update standing_order_drafts set state = ${end.state}, order_id = ${end.orderId ?? null}::uuid, reason = ${end.reason ?? null},
    automatic = ${end.automatic}, decided_at = ${end.at.toISOString()}::timestamptz, token_hash = null
    where id = ${id}::uuid and state = 'draft'`);
}

/** Skips an undecided draft; false when it was decided (or is being placed) meanwhile. */
export async function skipDraft(db: Db, id: string, by: string | null, at: Date, automatic: boolean): Promise<boolean> {
  const rows = await rowsOf(db, sql`update standing_order_drafts set state = 'skipped', decided_by = ${by}, decided_at = ${at.toISOString()}::timestamptz,
    automatic = ${automatic}, token_hash = null where id = ${id}::uuid and ${undecided} returning id`);
  return rows.length > 0;
}

/** New lines for an undecided draft; false when it was decided meanwhile. */
export async function setDraftLines(db: Db, id: string, lines: readonly StoredLine[]): Promise<boolean> {
  const rows = await rowsOf(db, sql`update standing_order_drafts set lines = ${JSON.stringify(lines)}::jsonb where id = ${id}::uuid and ${undecided} returning id`);
  return rows.length > 0;
}

/** Takes an unreminded draft for its reminder, with the hash of the link's token; false when another run took it. */
export async function claimReminder(db: Db, id: string, hash: string, at: Date): Promise<boolean> {
  const rows = await rowsOf(db, sql`update standing_order_drafts set reminded_at = ${at.toISOString()}::timestamptz, token_hash = ${hash}
    where id = ${id}::uuid and reminded_at is null and ${undecided} returning id`);
  return rows.length > 0;
}

/** A reminder that could not be sent: the next run sends it again, with a new link. */
export async function unclaimReminder(db: Db, id: string) {
  await db.execute(sql`update standing_order_drafts set reminded_at = null, token_hash = null where id = ${id}::uuid and state = 'draft'`);
}
