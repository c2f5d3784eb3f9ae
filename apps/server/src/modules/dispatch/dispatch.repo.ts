import { sql } from 'drizzle-orm';
import { PICK_STATUSES, type CustomerRef, type ManifestRow, type PickRow } from '@freshprice/shared';
import { jsonRecords, jsonRowsOf, rowsOf, textArray } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';

/** A customer (a user with no role row, or the customer role). */
const IS_CUSTOMER = sql`coalesce((select r.role from user_roles r where r.user_id = u.id), 'customer') = 'customer'`;
const CUSTOMER_REF = sql`u.id, u.name, u.email, u.company_name as company`;

export interface RouteRow {
  id: string;
  name: string;
  cutoff: string | null;
  version: number;
}

export async function listRoutes(db: Db): Promise<RouteRow[]> {
  return rowsOf<RouteRow>(db, sql`select id, name, cutoff, version from delivery_routes order by name`);
}

export async function routeById(db: Db, id: string, options: { lock?: boolean } = {}): Promise<RouteRow | undefined> {
  const [row] = await rowsOf<RouteRow>(db, sql`select id, name, cutoff, version from delivery_routes where id = ${id}::uuid${options.lock ? sql` for update` : sql``}`);
  return row;
}

export async function routeByName(db: Db, name: string): Promise<RouteRow | undefined> {
  const [row] = await rowsOf<RouteRow>(db, sql`select id, name, cutoff, version from delivery_routes where lower(name) = lower(${name})`);
  return row;
}

export async function insertRoute(db: Db, name: string, cutoff: string | null): Promise<RouteRow> {
  const [row] = await rowsOf<RouteRow>(db, sql`insert into delivery_routes (name, cutoff) values (${name}, ${cutoff}) returning id, name, cutoff, version`);
  return row!;
}

export async function updateRoute(db: Db, id: string, set: { name?: string; cutoff?: string | null }): Promise<RouteRow> {
  const [row] = await rowsOf<RouteRow>(
    db,
    sql`update delivery_routes set
        name = ${set.name === undefined ? sql`name` : sql`${set.name}`},
        cutoff = ${set.cutoff === undefined ? sql`cutoff` : sql`${set.cutoff}`},
        version = version + 1, updated_at = now()
      where id = ${id}::uuid returning id, name, cutoff, version`,
  );
  return row!;
}

export async function bumpVersions(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db.execute(sql`update delivery_routes set version = version + 1, updated_at = now() where id = any(${`{${ids.join(',')}}`}::uuid[])`);
}

export async function deleteRoute(db: Db, id: string) {
  await db.execute(sql`delete from delivery_routes where id = ${id}::uuid`);
}

export interface StopRow extends CustomerRef {
  routeId: string;
  position: number;
}

/** Every stop of every route, in stop order. */
export async function allStops(db: Db): Promise<StopRow[]> {
  return rowsOf<StopRow>(
    db,
    sql`select s.route_id as "routeId", s.position, ${CUSTOMER_REF} from route_stops s join "user" u on u.id = s.customer_id order by s.route_id, s.position`,
  );
}

/** Customers on no route, by company or name. */
export async function unassignedCustomers(db: Db): Promise<CustomerRef[]> {
  return rowsOf<CustomerRef>(
    db,
    sql`select ${CUSTOMER_REF} from "user" u
      where ${IS_CUSTOMER} and not exists (select 1 from route_stops s where s.customer_id = u.id)
      order by lower(coalesce(nullif(u.company_name, ''), nullif(u.name, ''), u.email)), u.email limit 2000`,
  );
}

/** Of `ids`, those that are customers. */
export async function customersAmong(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<{ id: string }>(db, sql`select u.id from "user" u where u.id = any(${textArray(ids)}) and ${IS_CUSTOMER}`);
  return rows.map((r) => r.id);
}

/** The routes other than `routeId` that `ids` are on now (they move). */
export async function routesOf(db: Db, ids: string[], routeId: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select distinct s.route_id::text as id from route_stops s where s.customer_id = any(${textArray(ids)}) and s.route_id <> ${routeId}::uuid`,
  );
  return rows.map((r) => r.id);
}

/**
 * The route's stops become `ids` in that order: its other customers leave it, and a customer on
 * another route moves here (that route's later stops close up).
 */
export async function setStops(db: Db, routeId: string, ids: string[]) {
  await db.execute(sql`delete from route_stops where route_id = ${routeId}::uuid or customer_id = any(${textArray(ids)})`);
  if (ids.length) {
    await db.execute(
      sql`insert into route_stops (customer_id, route_id, position)
        select x.id, ${routeId}::uuid, x.position from json_to_recordset(${jsonRecords(ids.map((id, i) => ({ id, position: i + 1 })))}) as x(id text, position int)`,
    );
  }
  // Routes that lost a customer number their stops 1..n again.
  await db.execute(
    sql`update route_stops s set position = n.position from (
        select customer_id, row_number() over (partition by route_id order by position)::int as position from route_stops) n
      where n.customer_id = s.customer_id and n.position <> s.position`,
  );
}

/** The cutoff of the customer's route (null: on none, or the route has none). */
export async function routeCutoffOf(db: Db, customerId: string): Promise<string | null> {
  const [row] = await rowsOf<{ cutoff: string | null }>(
    db,
    sql`select r.cutoff from route_stops s join delivery_routes r on r.id = s.route_id where s.customer_id = ${customerId}`,
  );
  return row?.cutoff ?? null;
}

/** How many of the date's orders the pick list counts. */
export async function pickOrderCount(db: Db, date: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where o.delivery_date = ${date}::date and o.status in (${sql.join(PICK_STATUSES.map((st) => sql`${st}`), sql`, `)})`,
  );
  return row!.n;
}

/**
 * The pick list's products: what is to be picked for the date's orders (confirmed, picking, packed),
 * each product with its total and each order's part, summed and gathered in the database: one
 * statement, one row per product. A line counts what is to be delivered of it (`delivered` when
 * short or partly replaced, else as ordered; a line delivered 0 is left out), and a substitute
 * applied or approved counts as its own product (with that product when ordered directly too). An
 * asked substitute changes nothing until answered: its original line counts in full. Categories and
 * order are `groupPickList`'s.
 */
export async function pickRows(db: Db, date: string): Promise<PickRow[]> {
  const statuses = sql.join(PICK_STATUSES.map((st) => sql`${st}`), sql`, `);
  return jsonRowsOf<PickRow>(
    db,
    sql`select p.category, l.product_id as "productId", min(l.name_en) as "nameEn", min(l.name_es) as "nameEs", l.unit,
        sum(l.quantity)::float8 as quantity,
        json_agg(json_build_object('customer', coalesce(nullif(u.company_name, ''), nullif(u.name, ''), u.email), 'order', o.number, 'orderId', o.id,
          'quantity', l.quantity::float8)) as recipients
      from orders o
      join (
        select l.order_id, l.product_id, l.name_en, l.name_es, l.unit, coalesce(l.delivered, l.quantity) as quantity
          from order_lines l where coalesce(l.delivered, l.quantity) > 0
        union all
        select x.order_id, x.product_id, x.name_en, x.name_es, x.unit, x.quantity
          from order_substitutions x where x.state in ('applied', 'approved')
      ) l on l.order_id = o.id
      join "user" u on u.id = o.customer_id
      left join products p on p.id = l.product_id
      where o.delivery_date = ${date}::date and o.status in (${statuses})
      group by p.category, l.product_id, case when l.product_id is null then l.name_en end, l.unit`,
    sql`r."productId", r."nameEn"`,
  );
}

/**
 * The manifests' rows: each order of the date (not cancelled) with its customer's route and stop,
 * its line count and total. One statement; `groupManifests` groups it.
 */
export async function manifestRows(db: Db, date: string, routeId?: string): Promise<ManifestRow[]> {
  const rows = await jsonRowsOf<Omit<ManifestRow, 'customer' | 'order'> & Record<string, unknown>>(
    db,
    sql`select r.id as "routeId", r.name as "routeName", r.cutoff as "routeCutoff", s.position,
        u.id as "customerId", u.name as "customerName", u.email as "customerEmail", u.company_name as "customerCompany",
        u.delivery_address as address, u.phone,
        o.id as "orderId", o.number, o.total::text as total, o.status,
        (select count(*)::int from order_lines l where l.order_id = o.id) as lines
      from orders o
      join "user" u on u.id = o.customer_id
      left join route_stops s on s.customer_id = o.customer_id
      left join delivery_routes r on r.id = s.route_id
      where o.delivery_date = ${date}::date and o.status <> 'cancelled'${routeId ? sql` and s.route_id = ${routeId}::uuid` : sql``}`,
    sql`r."routeName", r.position, r.number`,
  );
  return rows.map((r) => ({
    routeId: r.routeId,
    routeName: r.routeName,
    routeCutoff: r.routeCutoff,
    position: r.position,
    customer: { id: r.customerId as string, name: r.customerName as string, email: r.customerEmail as string, company: (r.customerCompany as string | null) ?? null, address: (r.address as string | null) ?? null, phone: (r.phone as string | null) ?? null },
    order: { id: r.orderId as string, number: r.number as string, lines: r.lines as number, total: r.total as string, status: r.status as ManifestRow['order']['status'] },
  }));
}

/** An order's customer, route and stop, for its packing slip. */
export interface SlipPlace {
  address: string | null;
  phone: string | null;
  language: string | null;
  route: string | null;
  position: number | null;
}

export async function slipPlace(db: Db, customerId: string): Promise<SlipPlace | undefined> {
  const [row] = await rowsOf<SlipPlace>(
    db,
    sql`select u.delivery_address as address, u.phone, u.language, r.name as route, s.position
      from "user" u left join route_stops s on s.customer_id = u.id left join delivery_routes r on r.id = s.route_id where u.id = ${customerId}`,
  );
  return row;
}
