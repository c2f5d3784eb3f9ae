import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@freshprice/shared';
import { jsonRowsOf, rowsOf, uuidArray } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';
import { orderLines, orders, orderStatusChanges } from '../../db/schema/index.js';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
/** The placing time to the microsecond the database keeps: the paging key (milliseconds would skip orders placed in the same one). */
const keyTime = sql.raw(`to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** An order as stored, with its customer and lines (lines only when read one at a time). */
export interface OrderRow {
  id: string;
  number: string;
  customerId: string;
  customerEmail: string;
  customerName: string;
  customerCompany: string | null;
  customerLanguage: string | null;
  priceListId: string | null;
  priceListSlug: string | null;
  priceListName: string;
  deliveryDate: string;
  status: OrderStatus;
  note: string | null;
  total: string;
  idempotencyKey: string | null;
  requestDigest: string | null;
  placedLate: boolean;
  confirmedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** `createdAt` to the microsecond: the paging key. */
  createdKey: string;
  lineCount: number;
  /** Some line is sold by weight and has cases not yet weighed: the total is an estimate. */
  estimated: boolean;
}

export interface LineRow {
  position: number;
  productId: string | null;
  productSlug: string | null;
  nameEn: string;
  nameEs: string;
  unit: string;
  packEn: string;
  packEs: string;
  quantity: string;
  price: string;
  total: string;
  soldByWeight: boolean;
  caseWeight: string | null;
  quickbooksItem: string | null;
}

const ORDER_COLUMNS = sql`o.id, o.number, o.customer_id as "customerId", u.email as "customerEmail", u.name as "customerName",
  u.company_name as "customerCompany", u.language as "customerLanguage",
  o.price_list_id as "priceListId", o.price_list_slug as "priceListSlug", o.price_list_name as "priceListName",
  o.delivery_date::text as "deliveryDate", o.status, o.note, o.total::text as total, o.idempotency_key as "idempotencyKey",
  o.request_digest as "requestDigest", o.placed_late as "placedLate",
  ${iso('o.confirmed_at')} as "confirmedAt", ${iso('o.cancelled_at')} as "cancelledAt", o.cancel_reason as "cancelReason",
  o.version, ${iso('o.created_at')} as "createdAt", ${iso('o.updated_at')} as "updatedAt", ${keyTime} as "createdKey",
  (select count(*)::int from order_lines l where l.order_id = o.id) as "lineCount",
  exists(select 1 from order_lines l where l.order_id = o.id and l.sold_by_weight
    and coalesce(cardinality(l.case_weights), 0) < floor(coalesce(l.delivered, l.quantity))) as estimated`;

export async function orderById(db: Db, id: string, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
  const [row] = await rowsOf<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from orders o join "user" u on u.id = o.customer_id where o.id = ${id}::uuid${options.lock ? sql` for update of o` : sql``}`,
  );
  return row;
}

export async function orderByKey(db: Db, customerId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await rowsOf<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from orders o join "user" u on u.id = o.customer_id where o.customer_id = ${customerId} and o.idempotency_key = ${key}`,
  );
  return row;
}

export async function linesOf(db: Db, orderId: string): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    db,
    sql`select position, product_id as "productId", product_slug as "productSlug", name_en as "nameEn", name_es as "nameEs", unit,
        pack_en as "packEn", pack_es as "packEs", quantity::text as quantity, price::text as price, total::text as total,
        sold_by_weight as "soldByWeight", case_weight::text as "caseWeight", quickbooks_item as "quickbooksItem"
      from order_lines where order_id = ${orderId}::uuid order by position`,
  );
}

export async function nextNumber(db: Db): Promise<string> {
  const [row] = await rowsOf<{ n: string }>(db, sql`select nextval('order_numbers')::text as n`);
  return row!.n;
}

export interface NewOrder {
  number: string;
  customerId: string;
  priceListId: string;
  priceListSlug: string;
  priceListName: string;
  deliveryDate: string;
  note: string | null;
  total: string;
  idempotencyKey: string | null;
  requestDigest: string | null;
  placedLate: boolean;
  minimumWaived: boolean;
}

export type NewLine = Omit<LineRow, 'position'>;

export async function insertOrder(db: Db, order: NewOrder, lines: NewLine[]): Promise<string> {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  await insertLines(db, row!.id, lines);
  return row!.id;
}

async function insertLines(db: Db, orderId: string, lines: NewLine[]) {
  await db.insert(orderLines).values(lines.map((l, i) => ({ ...l, orderId, position: i + 1 })));
}

export async function replaceLines(db: Db, orderId: string, lines: NewLine[]) {
  await db.delete(orderLines).where(sql`${orderLines.orderId} = ${orderId}::uuid`);
  await insertLines(db, orderId, lines);
}

export async function updateOrder(
  db: Db,
  id: string,
  set: { total?: string; note?: string | null; status?: OrderStatus; cancelReason?: string | null; cancelledBy?: string | null; confirmedBy?: string | null },
) {
  const parts: SQL[] = [sql`version = version + 1`, sql`updated_at = now()`];
  if (set.total !== undefined) parts.push(sql`total = ${set.total}::numeric`);
  if (set.note !== undefined) parts.push(sql`note = ${set.note}`);
  if (set.status !== undefined) {
    parts.push(sql`status = ${set.status}`);
    if (set.status === 'cancelled') parts.push(sql`cancelled_at = now(), cancelled_by = ${set.cancelledBy ?? null}, cancel_reason = ${set.cancelReason ?? null}`);
    if (set.status === 'confirmed') parts.push(sql`confirmed_at = now(), confirmed_by = ${set.confirmedBy ?? null}`);
    if (set.status === 'placed') parts.push(sql`confirmed_at = null, confirmed_by = null`);
  }
  await db.execute(sql`update orders set ${sql.join(parts, sql`, `)} where id = ${id}::uuid`);
}

/** Placed orders among `ids` become confirmed; the ids that did. */
export async function confirmMany(db: Db, ids: string[], by: string): Promise<{ id: string; number: string }[]> {
  if (!ids.length) return [];
  return rowsOf<{ id: string; number: string }>(
    db,
    sql`update orders set status = 'confirmed', confirmed_at = now(), confirmed_by = ${by}, version = version + 1, updated_at = now()
      where id = any(${uuidArray(ids)}) and status = 'placed' returning id, number`,
  );
}

export interface OrderFilter {
  customerId?: string;
  date?: string;
  status?: OrderStatus;
  q?: string;
  after?: { at: string; id: string } | null;
  limit: number;
}

/** Orders newest first, in pages (keyset on placing time and id). */
export async function listOrders(db: Db, f: OrderFilter): Promise<OrderRow[]> {
  const where: SQL[] = [sql`true`];
  if (f.customerId) where.push(sql`o.customer_id = ${f.customerId}`);
  if (f.date) where.push(sql`o.delivery_date = ${f.date}::date`);
  if (f.status) where.push(sql`o.status = ${f.status}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(sql`(o.number ilike ${like} or u.email ilike ${like} or u.name ilike ${like} or coalesce(u.company_name, '') ilike ${like})`);
  }
  if (f.after) where.push(sql`(o.created_at, o.id) < (${f.after.at}::timestamptz, ${f.after.id}::uuid)`);
  return jsonRowsOf<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from orders o join "user" u on u.id = o.customer_id
      where ${sql.join(where, sql` and `)} order by o.created_at desc, o.id desc limit ${f.limit}`,
    sql`r."createdKey" desc, r.id desc`,
  );
}

/** Products the customer ordered (not cancelled) since `days` ago, most ordered first. */
export async function usualProducts(db: Db, customerId: string, days: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select l.product_id as id from order_lines l join orders o on o.id = l.order_id
      where o.customer_id = ${customerId} and o.status <> 'cancelled' and o.created_at > now() - make_interval(days => ${days}::int)
        and l.product_id is not null
      group by l.product_id order by count(*) desc, max(o.created_at) desc limit 200`,
  );
  return rows.map((r) => r.id);
}

/** Records that the order now has `status`, moved there by `by` (null: the system). */
export async function recordStatus(db: Db, orderId: string, status: OrderStatus, by: string | null) {
  await db.insert(orderStatusChanges).values({ orderId, status, changedBy: by });
}

export interface StatusRow {
  status: OrderStatus;
  at: string;
  by: string | null;
}

/** The order's statuses, oldest first, with who moved it (their e-mail). */
export async function historyOf(db: Db, orderId: string): Promise<StatusRow[]> {
  return rowsOf<StatusRow>(
    db,
    sql`select c.status, ${iso('c.changed_at')} as at, u.email as by
      from order_status_changes c left join "user" u on u.id = c.changed_by
      where c.order_id = ${orderId}::uuid order by c.id`,
  );
}

/** Moves the order to `status` (the transition is the service's to check). */
export async function setStatus(db: Db, id: string, status: OrderStatus) {
  await db.execute(sql`update orders set status = ${status}, version = version + 1, updated_at = now() where id = ${id}::uuid`);
}
