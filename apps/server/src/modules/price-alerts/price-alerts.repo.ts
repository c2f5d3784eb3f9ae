import { sql, type SQL } from 'drizzle-orm';
import { USUAL_ITEMS_DAYS } from '@freshprice/shared';
import { jsonRecords, rowsOf, textArray, uuidArray } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';

/** An instant as epoch milliseconds (the pure rules count in them). */
const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const at = (instant: Date | number) => sql`${new Date(instant).toISOString()}::timestamptz`;
/** A customer: a user with no role row, or the customer role, not disabled. */
const IS_CUSTOMER = sql`coalesce((select r.role from user_roles r where r.user_id = u.id), 'customer') = 'customer' and u.disabled_at is null`;

/**
 * What each customer watches: the products of their standing orders (on the standing order's list,
 * while it is shared with them) and their usual items (ordered in the last USUAL_ITEMS_DAYS days, not
 * cancelled) on every list shared with them: a list no longer theirs tells them nothing. `customers` limits it (a CTE named `c` with `customer_id`), `moved` to pairs of a
 * CTE named `m` with `list_id` and `product_id`.
 */
function watchedPairs(now: Date, scope: { customers?: boolean; moved?: boolean }): SQL {
  const byCustomer = (column: string) => (scope.customers ? sql.raw(` and ${column} in (select customer_id from c)`) : sql``);
  const byMoved = (list: string, product: string) => (scope.moved ? sql.raw(` and (${list}, ${product}) in (select list_id, product_id from m)`) : sql``);
  return sql`
    select so.customer_id, so.price_list_id as list_id, l.product_id
      from standing_orders so join standing_order_lines l on l.standing_order_id = so.id
      where so.paused_at is null${byCustomer('so.customer_id')}${byMoved('so.price_list_id', 'l.product_id')}
        and exists (select 1 from price_list_shares sh where sh.user_id = so.customer_id and sh.price_list_id = so.price_list_id)
    union
    select u.customer_id, s.price_list_id, u.product_id
      from (select distinct o.customer_id, l.product_id from orders o join order_lines l on l.order_id = o.id
              where o.status <> 'cancelled' and o.created_at > ${at(now)} - make_interval(days => ${USUAL_ITEMS_DAYS}::int)
                and l.product_id is not null${byCustomer('o.customer_id')}) u
      join price_list_shares s on s.user_id = u.customer_id
      where true${byMoved('s.price_list_id', 'u.product_id')}`;
}

/** Customers who have lists or standing orders and no check yet start being watched now (nothing about the past is told). */
export async function startWatching(db: Db, now: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`insert into price_alert_checks (customer_id, checked_at)
      select u.id, ${at(now)} from "user" u
      where (exists (select 1 from price_list_shares s where s.user_id = u.id) or exists (select 1 from standing_orders so where so.customer_id = u.id))
        and ${IS_CUSTOMER}
        and not exists (select 1 from price_alert_checks k where k.customer_id = u.id)
      on conflict (customer_id) do nothing
      returning customer_id as id`,
  );
  return rows.length;
}

export interface CheckRow {
  customerId: string;
  checkedAt: number;
}

/** The next customers due a check, after `after` (by id), locked until the transaction ends; others' locked ones are skipped. */
export async function claimChecks(db: Db, after: string, limit: number, now: Date): Promise<CheckRow[]> {
  return rowsOf<CheckRow>(
    db,
    sql`select customer_id as "customerId", ${ms('checked_at')} as "checkedAt" from price_alert_checks
      where customer_id > ${after} and checked_at < ${at(now)}
      order by customer_id limit ${limit} for update skip locked`,
  );
}

/** The earliest check (ms), or null when nobody is watched. */
export async function earliestCheck(db: Db): Promise<number | null> {
  const [row] = await rowsOf<{ at: number | null }>(db, sql`select ${ms('min(checked_at)')} as at from price_alert_checks`);
  return row?.at ?? null;
}

export async function moveChecks(db: Db, customerIds: string[], now: Date) {
  if (!customerIds.length) return;
  await db.execute(sql`update price_alert_checks set checked_at = ${at(now)} where customer_id = any(${textArray(customerIds)})`);
}

export interface MovedRow {
  customerId: string;
  listId: string;
  productId: string;
  /** Cents. */
  current: string;
  told: { at: number; price: string } | null;
}

/** Whether any price changed in (`since`, `until`]: on a quiet tick nobody's items are read. */
export async function anyChange(db: Db, since: number, until: number): Promise<boolean> {
  const [row] = await rowsOf<{ any: boolean }>(
    db,
    sql`select exists (select 1 from price_items where price_changed_at > ${at(since)} and price_changed_at <= ${at(until)}) as any`,
  );
  return Boolean(row?.any);
}

/**
 * The watched items of these customers that changed since shortly before their last check (a move
 * still settling then was not compared) and have settled now: the price now, and the customer's last
 * alert about each. Everything else of theirs is quiet or still settling, and never leaves the database.
 */
export async function movedItems(db: Db, checks: CheckRow[], now: Date, settleMs: number): Promise<MovedRow[]> {
  if (!checks.length) return [];
  const settle = sql`make_interval(secs => ${settleMs / 1000}::float8)`;
  return rowsOf<MovedRow>(
    db,
    sql`with c as (select x.customer_id, to_timestamp(x.checked_at / 1000.0) as checked_at from json_to_recordset(${jsonRecords(
      checks.map((k) => ({ customer_id: k.customerId, checked_at: k.checkedAt })),
    )}) as x(customer_id text, checked_at float8)),
    m as (select i.price_list_id as list_id, i.product_id, i.price, i.price_changed_at from price_items i
      where i.price_changed_at > (select min(checked_at) from c) - ${settle} and i.price_changed_at <= ${at(now)} - ${settle}),
    w as (${watchedPairs(now, { customers: true, moved: true })})
    select w.customer_id as "customerId", w.list_id as "listId", w.product_id as "productId", (m.price * 100)::bigint::text as current,
      case when t.created_at is null then null else json_build_object('at', ${ms('t.created_at')}, 'price', (t.new_price * 100)::bigint::text) end as told
    from w join c on c.customer_id = w.customer_id
    join m on m.list_id = w.list_id and m.product_id = w.product_id
    join "user" u on u.id = w.customer_id and ${IS_CUSTOMER}
    left join lateral (select a.created_at, a.new_price from price_alerts a
      where a.customer_id = w.customer_id and a.price_list_id = w.list_id and a.product_id = w.product_id
      order by a.created_at desc, a.id desc limit 1) t on true
    where m.price_changed_at > c.checked_at - ${settle}`,
  );
}

export interface HistoryRow {
  listId: string;
  productId: string;
  at: number;
  old: string | null;
  new: string | null;
}

/** The price changes of these items since `since`, oldest first (prices in cents); one index walk per item. */
export async function historyOf(db: Db, pairs: { listId: string; productId: string }[], since: number): Promise<HistoryRow[]> {
  if (!pairs.length) return [];
  return rowsOf<HistoryRow>(
    db,
    sql`select p.list_id as "listId", p.product_id as "productId", h.at, h.old, h.new
      from unnest(${uuidArray(pairs.map((p) => p.listId))}, ${uuidArray(pairs.map((p) => p.productId))}) with ordinality as p(list_id, product_id, n)
      cross join lateral (select ${ms('x.changed_at')} as at, (x.old_price * 100)::bigint::text as old, (x.new_price * 100)::bigint::text as new, x.version, x.id
        from price_history x where x.price_list_id = p.list_id and x.product_id = p.product_id and x.changed_at > ${at(since)}) h
      order by p.n, h.version, h.id`,
  );
}

export interface ItemFacts {
  listId: string;
  productId: string;
  listSlug: string;
  listName: string;
  nameEn: string;
  nameEs: string;
  unit: string;
  soldByWeight: boolean;
  caseWeight: string | null;
  note: { en: string; es: string | null; at: number } | null;
}

/** The list, product and staff's note of each item. */
export async function itemFacts(db: Db, pairs: { listId: string; productId: string }[]): Promise<ItemFacts[]> {
  if (!pairs.length) return [];
  return rowsOf<ItemFacts>(
    db,
    sql`select p.list_id as "listId", p.product_id as "productId", l.slug as "listSlug", l.name as "listName",
        pr.name_en as "nameEn", pr.name_es as "nameEs", pr.unit, pr.sold_by_weight as "soldByWeight", pr.case_weight::text as "caseWeight",
        case when n.note_en is null then null else json_build_object('en', n.note_en, 'es', n.note_es, 'at', ${ms('n.created_at')}) end as note
      from unnest(${uuidArray(pairs.map((p) => p.listId))}, ${uuidArray(pairs.map((p) => p.productId))}) as p(list_id, product_id)
      join price_lists l on l.id = p.list_id
      join products pr on pr.id = p.product_id
      left join price_move_notes n on n.price_list_id = p.list_id and n.product_id = p.product_id`,
  );
}

export interface CustomerFacts {
  id: string;
  name: string;
  email: string;
  language: string | null;
  deliveryDays: string[] | null;
  routeCutoff: string | null;
}

export async function customerFacts(db: Db, ids: string[]): Promise<CustomerFacts[]> {
  if (!ids.length) return [];
  return rowsOf<CustomerFacts>(
    db,
    sql`select u.id, u.name, u.email, u.language, u.delivery_days as "deliveryDays",
        (select r.cutoff from route_stops s join delivery_routes r on r.id = s.route_id where s.customer_id = u.id limit 1) as "routeCutoff"
      from "user" u where u.id = any(${textArray(ids)})`,
  );
}

export interface StandingLine {
  customerId: string;
  listId: string;
  productId: string;
  weekdays: string[];
  quantity: string;
  /** Delivery dates of it already placed or skipped (their prices are not these). */
  decided: string[];
}

/** The lines of these customers' standing orders (not paused) for these products: quantities and weekdays. */
export async function standingLines(db: Db, customerIds: string[], productIds: string[]): Promise<StandingLine[]> {
  if (!customerIds.length) return [];
  return rowsOf<StandingLine>(
    db,
    sql`select so.customer_id as "customerId", so.price_list_id as "listId", l.product_id as "productId", so.weekdays, sum(l.quantity)::text as quantity,
        array(select d.delivery_date::text from standing_order_drafts d where d.standing_order_id = so.id and d.state in ('placed', 'skipped')
          and d.delivery_date >= current_date - 1) as decided
      from standing_orders so join standing_order_lines l on l.standing_order_id = so.id
      where so.paused_at is null and so.customer_id = any(${textArray(customerIds)}) and l.product_id = any(${uuidArray(productIds)})
      group by so.id, l.product_id`,
  );
}

/** The quantity of each product in the customer's last order holding it (not cancelled). */
export async function lastQuantities(db: Db, pairs: { customerId: string; productId: string }[]): Promise<{ customerId: string; productId: string; quantity: string }[]> {
  if (!pairs.length) return [];
  return rowsOf(
    db,
    sql`select p.customer_id as "customerId", p.product_id as "productId", q.quantity
      from unnest(${textArray(pairs.map((p) => p.customerId))}, ${uuidArray(pairs.map((p) => p.productId))}) as p(customer_id, product_id)
      cross join lateral (select l.quantity::text as quantity from orders o join order_lines l on l.order_id = o.id
        where o.customer_id = p.customer_id and l.product_id = p.product_id and o.status <> 'cancelled'
        order by o.created_at desc, l.position limit 1) q`,
  );
}

/** What an alert holds beside its customer and item: the prices, the next order, the note. */
interface AlertFacts {
  oldPrice: string;
  newPrice: string;
  quantity: string | null;
  deliveryDate: string | null;
  noteEn: string | null;
  noteEs: string | null;
}

export interface AlertWrite extends AlertFacts {
  customerId: string;
  listId: string;
  productId: string;
}

/** The new alerts, made at `now`; older ones about the same items, not yet dismissed, give way to them. */
export async function insertAlerts(db: Db, rows: AlertWrite[], now: Date) {
  if (!rows.length) return;
  const inserted = await rowsOf<{ id: number }>(
    db,
    sql`insert into price_alerts (customer_id, price_list_id, product_id, old_price, new_price, quantity, delivery_date, note_en, note_es, created_at)
      select x."customerId", x."listId", x."productId", x."oldPrice", x."newPrice", x.quantity, x."deliveryDate", x."noteEn", x."noteEs", ${at(now)}
      from json_to_recordset(${jsonRecords(rows)}) as x("customerId" text, "listId" uuid, "productId" uuid, "oldPrice" numeric, "newPrice" numeric,
        quantity numeric, "deliveryDate" date, "noteEn" text, "noteEs" text)
      returning id`,
  );
  await db.execute(sql`update price_alerts a set dismissed_at = ${at(now)}
    from json_to_recordset(${jsonRecords(rows)}) as x("customerId" text, "listId" uuid, "productId" uuid)
    where a.customer_id = x."customerId" and a.price_list_id = x."listId" and a.product_id = x."productId"
      and a.dismissed_at is null and not (a.id = any(${`{${inserted.map((r) => r.id).join(',')}}`}::bigint[]))`);
}

export interface AlertRow extends AlertFacts {
  id: string;
  customerId: string;
  listSlug: string;
  listName: string;
  productId: string;
  nameEn: string;
  nameEs: string;
  unit: string;
  soldByWeight: boolean;
  caseWeight: string | null;
  createdAt: number;
}

const ALERT_COLUMNS = sql`a.id::text as id, a.customer_id as "customerId", l.slug as "listSlug", l.name as "listName", a.product_id as "productId",
  p.name_en as "nameEn", p.name_es as "nameEs", p.unit, p.sold_by_weight as "soldByWeight", p.case_weight::text as "caseWeight",
  a.old_price::text as "oldPrice", a.new_price::text as "newPrice", a.quantity::text as quantity, a.delivery_date::text as "deliveryDate",
  a.note_en as "noteEn", a.note_es as "noteEs", ${ms('a.created_at')} as "createdAt"`;
const ALERT_JOINS = sql`join price_lists l on l.id = a.price_list_id join products p on p.id = a.product_id`;

/** The customer's alerts not dismissed, newest first. */
export async function alertsOf(db: Db, customerId: string, limit: number): Promise<AlertRow[]> {
  return rowsOf<AlertRow>(
    db,
    sql`select ${ALERT_COLUMNS} from price_alerts a ${ALERT_JOINS}
      where a.customer_id = ${customerId} and a.dismissed_at is null order by a.created_at desc, a.id desc limit ${limit}`,
  );
}

/** Dismisses the customer's own alert; false when there is no such alert of theirs. */
export async function dismiss(db: Db, customerId: string, id: string, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update price_alerts set dismissed_at = coalesce(dismissed_at, ${at(now)})
      where id = ${id}::bigint and customer_id = ${customerId} returning id::text`,
  );
  return rows.length > 0;
}

/**
 * The alerts not mailed yet (nor dismissed) of the next `customers` active customers after `after` (by
 * id; a disabled customer is mailed nothing), claimed for mailing: marked mailed now, so another instance does not send them too. A failed send
 * gives them back (`unclaimMail`).
 */
export async function claimMail(db: Db, now: Date, after: string, customers: number): Promise<AlertRow[]> {
  return rowsOf<AlertRow>(
    db,
    sql`with who as (select distinct a.customer_id from price_alerts a join "user" u on u.id = a.customer_id
        where a.mailed_at is null and a.dismissed_at is null and a.customer_id > ${after} and u.disabled_at is null
        order by a.customer_id limit ${customers}),
      due as (select a.id from price_alerts a join who on who.customer_id = a.customer_id where a.mailed_at is null and a.dismissed_at is null
        for update of a skip locked),
      claimed as (update price_alerts a set mailed_at = ${at(now)} from due where a.id = due.id returning a.*)
      select ${ALERT_COLUMNS} from claimed a ${ALERT_JOINS} order by a.customer_id, a.created_at, a.id`,
  );
}

export async function unclaimMail(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db.execute(sql`update price_alerts set mailed_at = null where id = any(${`{${ids.join(',')}}`}::bigint[])`);
}

// ---- Staff: recent moves and notes ----

export interface WatchRow {
  listId: string;
  productId: string;
  current: string;
  changedAt: number;
  customerId: string;
  name: string;
  company: string | null;
  email: string;
  language: string | null;
}

/** Items whose price changed since `since` that customers watch, one row per watcher. */
export async function watchedMoves(db: Db, since: number, now: Date): Promise<WatchRow[]> {
  return rowsOf<WatchRow>(
    db,
    sql`with m as (select i.price_list_id as list_id, i.product_id, i.price, i.price_changed_at from price_items i where i.price_changed_at > ${at(since)}),
    w as (${watchedPairs(now, { moved: true })})
    select w.list_id as "listId", w.product_id as "productId", (m.price * 100)::bigint::text as current, ${ms('m.price_changed_at')} as "changedAt",
      u.id as "customerId", u.name, u.company_name as company, u.email, u.language
    from w join m on m.list_id = w.list_id and m.product_id = w.product_id
    join "user" u on u.id = w.customer_id
    where ${IS_CUSTOMER}
    order by m.price_changed_at desc, w.list_id, w.product_id, lower(coalesce(nullif(u.company_name, ''), nullif(u.name, ''), u.email))`,
  );
}

/** When each customer was last alerted about these items, since `since`. */
export async function alertedSince(db: Db, pairs: { listId: string; productId: string }[], since: number): Promise<{ listId: string; productId: string; customerId: string; at: number }[]> {
  if (!pairs.length) return [];
  return rowsOf(
    db,
    sql`select a.price_list_id as "listId", a.product_id as "productId", a.customer_id as "customerId", ${ms('max(a.created_at)')} as at
      from unnest(${uuidArray(pairs.map((p) => p.listId))}, ${uuidArray(pairs.map((p) => p.productId))}) as p(list_id, product_id)
      join price_alerts a on a.price_list_id = p.list_id and a.product_id = p.product_id
      where a.created_at > ${at(since)}
      group by 1, 2, 3`,
  );
}

export async function onList(db: Db, listId: string, productId: string): Promise<{ nameEn: string } | undefined> {
  const [row] = await rowsOf<{ nameEn: string }>(
    db,
    sql`select p.name_en as "nameEn" from price_items i join products p on p.id = i.product_id where i.price_list_id = ${listId}::uuid and i.product_id = ${productId}::uuid`,
  );
  return row;
}

export interface NoteRow {
  noteEn: string;
  noteEs: string | null;
  updatedAt: number;
}

export async function noteOf(db: Db, listId: string, productId: string, lock = false): Promise<NoteRow | undefined> {
  const [row] = await rowsOf<NoteRow>(
    db,
    sql`select note_en as "noteEn", note_es as "noteEs", ${ms('created_at')} as "updatedAt" from price_move_notes
      where price_list_id = ${listId}::uuid and product_id = ${productId}::uuid${lock ? sql` for update` : sql``}`,
  );
  return row;
}

export async function writeNote(db: Db, listId: string, productId: string, note: { noteEn: string; noteEs: string | null }, by: string, now: Date): Promise<NoteRow> {
  const [row] = await rowsOf<NoteRow>(
    db,
    sql`insert into price_move_notes (price_list_id, product_id, note_en, note_es, created_by, created_at)
      values (${listId}::uuid, ${productId}::uuid, ${note.noteEn}, ${note.noteEs}, ${by}, ${at(now)})
      on conflict (price_list_id, product_id) do update set note_en = excluded.note_en, note_es = excluded.note_es,
        created_by = excluded.created_by, created_at = excluded.created_at
      returning note_en as "noteEn", note_es as "noteEs", ${ms('created_at')} as "updatedAt"`,
  );
  return row!;
}

export async function deleteNote(db: Db, listId: string, productId: string) {
  await db.execute(sql`delete from price_move_notes where price_list_id = ${listId}::uuid and product_id = ${productId}::uuid`);
}

