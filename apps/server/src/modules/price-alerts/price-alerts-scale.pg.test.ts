import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { alertsTicker } from './test/fixtures.js';

/**
 * The price-alert check of a busy morning on PostgreSQL (runs only in the server-postgres project,
 * TEST_DATABASE_URL): 300 customers, each with a list of 60 products of their own, 30 of them
 * watched (three past orders of 30 lines; half the customers also have a standing order of 10), and a
 * month of price history (5 changes per item, 90,000 rows). Then 3 watched items per customer move
 * by 20% (900 moves, settled) and one more is still settling. One tick (claim, find the moved items,
 * decide, write 900 alerts, mail 300 customers through a memory mailer) is timed against a bare
 * read in the same run: what the customers watch, read as JSON by the database alone. Budget: well
 * under a second (docs/performance.md).
 */
const CUSTOMERS = 300;
const PRODUCTS = 60;
const WATCHED = 30;
const RUNS = 7;
let s: TestServer;
let staff = '';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(label: string, f: () => Promise<unknown>, before: () => Promise<unknown> = async () => undefined) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    await before();
    const t = performance.now();
    await f();
    if (i >= 2) ms.push(performance.now() - t);
  }
  return { label, median: median(ms), max: Math.max(...ms) };
}

beforeAll(async () => {
  s = await createTestServer();
  const db = s.database.db;
  await db.execute(sql`insert into products (slug, name_en, name_es, category, unit)
    select 'bench-' || i, 'Bench product ' || lpad(i::text, 3, '0'), 'Producto ' || i, 'fruits', 'case' from generate_series(1, ${PRODUCTS}) i`);
  await db.execute(sql`insert into "user" (id, name, email, language)
    select 'bench-customer-' || lpad(i::text, 3, '0'), 'Customer ' || i, 'bench-' || i || '@example.com', (array['en', 'es'])[1 + i % 2]
    from generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`insert into price_lists (slug, name) select 'bench-list-' || i, 'Bench list ' || i from generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`insert into price_list_shares (price_list_id, user_id)
    select l.id, 'bench-customer-' || lpad(substr(l.slug, 12), 3, '0') from price_lists l where l.slug like 'bench-list-%'`);
  await db.execute(sql`insert into price_items (price_list_id, product_id, price, price_changed_at)
    select l.id, p.id, 10 + (substr(p.slug, 7)::int % 50), now() - interval '3 days'
    from price_lists l cross join products p where l.slug like 'bench-list-%' and p.slug like 'bench-%'`);
  // A month of history: 5 changes per item, the last one three days ago.
  await db.execute(sql`insert into price_history (price_list_id, product_id, version, old_price, new_price, changed_at)
    select i.price_list_id, i.product_id, k, i.price - 1, i.price, now() - make_interval(days => 3 + (5 - k) * 6)
    from price_items i cross join generate_series(1, 5) k join price_lists l on l.id = i.price_list_id where l.slug like 'bench-list-%'`);
  // Three past orders of 30 lines each: products (customer + 1..30) mod 60, the customer's watched items.
  await db.execute(sql`insert into orders (number, customer_id, price_list_id, price_list_name, delivery_date, status, total, created_at)
    select (70000 + c * 3 + k)::text, 'bench-customer-' || lpad(c::text, 3, '0'), l.id, l.name, current_date - k * 7, 'delivered', 300, now() - make_interval(days => k * 7)
    from generate_series(1, ${CUSTOMERS}) c cross join generate_series(1, 3) k join price_lists l on l.slug = 'bench-list-' || c`);
  await db.execute(sql`insert into order_lines (order_id, position, product_id, product_slug, name_en, name_es, unit, quantity, price, total)
    select o.id, j, p.id, p.slug, p.name_en, p.name_es, p.unit, 1 + j % 4, 10, 10
    from orders o cross join generate_series(1, ${WATCHED}) j
    join (select id, slug, name_en, name_es, unit, substr(slug, 7)::int - 1 as n from products where slug like 'bench-%') p
      on p.n = (substr(o.customer_id, 16)::int + j) % ${PRODUCTS}
    where o.customer_id like 'bench-customer-%'`);
  await db.execute(sql`insert into standing_orders (customer_id, price_list_id, name, weekdays)
    select 'bench-customer-' || lpad(c::text, 3, '0'), l.id, 'Weekly', '{mon,wed,fri}' from generate_series(1, ${CUSTOMERS}, 2) c join price_lists l on l.slug = 'bench-list-' || c`);
  await db.execute(sql`insert into standing_order_lines (standing_order_id, position, product_id, quantity)
    select so.id, j, p.id, 2 from standing_orders so cross join generate_series(1, 10) j
    join (select id, substr(slug, 7)::int - 1 as n from products where slug like 'bench-%') p on p.n = (substr(so.customer_id, 16)::int + j) % ${PRODUCTS}`);
  await db.execute(sql`analyze`);
  staff = (await s.signedInAs('seller')).cookie;
}, 180_000);
afterAll(() => s?.close());

/** Before each timed tick: no alerts, every check 45 minutes ago, 3 watched items per customer moved 40 minutes ago by 20%, one 5 minutes ago. */
async function morning() {
  const db = s.database.db;
  await db.execute(sql`delete from price_alerts`);
  await db.execute(sql`delete from price_history where changed_at > now() - interval '1 day'`);
  await db.execute(sql`update price_items set price = 10 + (substr(p.slug, 7)::int % 50), price_changed_at = now() - interval '3 days' from products p where p.id = product_id`);
  await db.execute(sql`insert into price_alert_checks (customer_id, checked_at) select id, now() - interval '45 minutes' from "user" where id like 'bench-customer-%'
    on conflict (customer_id) do update set checked_at = excluded.checked_at`);
  for (const [j, minutes] of [
    [1, 40],
    [2, 40],
    [3, 40],
    [4, 5],
  ] as const) {
    await db.execute(sql`with moved as (
        select i.price_list_id, i.product_id, i.price from price_items i
        join price_lists l on l.id = i.price_list_id join products p on p.id = i.product_id
        where l.slug like 'bench-list-%' and substr(p.slug, 7)::int - 1 = (substr(l.slug, 12)::int + ${j}) % ${PRODUCTS}),
      hist as (insert into price_history (price_list_id, product_id, version, old_price, new_price, changed_at)
        select price_list_id, product_id, 10, price, price * 1.2, now() - make_interval(mins => ${minutes}) from moved)
      update price_items i set price = i.price * 1.2, price_changed_at = now() - make_interval(mins => ${minutes})
      from moved m where i.price_list_id = m.price_list_id and i.product_id = m.product_id`);
  }
}

describe('a morning check of 300 customers x 30 watched items on PostgreSQL', () => {
  it('checks everyone, writes 900 alerts and mails 300 customers in well under a second, beside a bare read', async () => {
    const db = s.database.db;
    const ticker = alertsTicker(s);
    await morning();
    const first = await ticker.tick();
    expect(first).toMatchObject({ checked: CUSTOMERS, alerts: CUSTOMERS * 3, mailed: CUSTOMERS * 3 });
    expect(ticker.mails).toHaveLength(CUSTOMERS);
    const watched = (await db.execute(sql`select count(*)::int as n from (
      select so.customer_id, l.product_id from standing_orders so join standing_order_lines l on l.standing_order_id = so.id
      union select o.customer_id, l.product_id from orders o join order_lines l on l.order_id = o.id where o.customer_id like 'bench-%') w`)) as unknown as { rows: { n: number }[] };
    expect(watched.rows[0]!.n).toBe(CUSTOMERS * WATCHED);

    const figures = [
      await time('bare: what the customers watch, with prices, as JSON (database only)', () =>
        db.execute(sql`select json_agg(r)::text from (
          select w.customer_id, w.list_id, w.product_id, i.price, i.price_changed_at from (
            select so.customer_id, so.price_list_id as list_id, l.product_id from standing_orders so join standing_order_lines l on l.standing_order_id = so.id
            union
            select u.customer_id, s.price_list_id, u.product_id from (select distinct o.customer_id, l.product_id from orders o join order_lines l on l.order_id = o.id
              where o.status <> 'cancelled' and o.created_at > now() - interval '90 days') u join price_list_shares s on s.user_id = u.customer_id) w
          join price_items i on i.price_list_id = w.list_id and i.product_id = w.product_id) r`),
      ),
      await time('tick, nothing moved since the last check (every minute)', () => ticker.tick()),
      await time('tick, 900 settled moves: 900 alerts, 300 mails', () => ticker.tick(), morning),
      await time('GET /api/price-moves?days=7 (staff)', async () => s.request('/api/price-moves?days=7', { cookie: staff })),
    ];
    console.log(`\nPrice alerts on PostgreSQL, ${CUSTOMERS} customers x ${WATCHED} watched items, median of ${RUNS} runs (after 2 warm-ups):`);
    for (const f of figures) console.log(`  ${f.label}: median ${f.median.toFixed(1)} ms, max ${f.max.toFixed(1)} ms`);
    expect(figures[2]!.median).toBeLessThan(1000);
  }, 300_000);
});
