import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { manifestRows, pickRows } from './dispatch.repo.js';

/**
 * The pick list and the manifests of a busy day on PostgreSQL (runs only in the server-postgres
 * project, TEST_DATABASE_URL): 300 orders of 30 lines each (9,000 lines) from 300 customers on 20
 * routes, 60 products in four categories. Each answer is timed through the whole app (session,
 * permission, the one statement, grouping, JSON) against a bare baseline in the same run: the same
 * rows read as JSON by the database alone. Budget: under 1 s each (docs/performance.md).
 */
const DAY = '2026-12-02';
const ORDERS = 300;
const LINES = 30;
const PRODUCTS = 60;
const ROUTES = 20;
const RUNS = 7;
let s: TestServer;
let staff: string;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(label: string, f: () => Promise<unknown>) {
  await f();
  await f();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await f();
    ms.push(performance.now() - t);
  }
  return { label, median: median(ms), max: Math.max(...ms) };
}

beforeAll(async () => {
  s = await createTestServer();
  staff = (await s.signedInAs('seller')).cookie;
  const db = s.database.db;
  await db.execute(sql`insert into products (slug, name_en, name_es, category, unit)
    select 'bench-' || i, 'Bench product ' || lpad(i::text, 3, '0'), 'Producto ' || i,
      (array['vegetables', 'fruits', 'herbs', 'dry_produce'])[1 + i % 4], 'case'
    from generate_series(1, ${PRODUCTS}) i`);
  await db.execute(sql`insert into "user" (id, name, email, company_name, delivery_address, phone)
    select 'bench-customer-' || i, 'Customer ' || i, 'bench-' || i || '@example.com', 'Company ' || lpad(i::text, 3, '0'),
      i || ' Main St, Miami', '305-555-' || lpad(i::text, 4, '0')
    from generate_series(1, ${ORDERS}) i`);
  await db.execute(sql`insert into delivery_routes (name, cutoff) select 'Route ' || lpad(i::text, 2, '0'), null from generate_series(1, ${ROUTES}) i`);
  // 280 customers on routes (14 stops each), 20 on none.
  await db.execute(sql`insert into route_stops (customer_id, route_id, position)
    select 'bench-customer-' || i, r.id, 1 + (i - 1) / ${ROUTES}
    from generate_series(1, ${ORDERS - 20}) i
    join (select id, row_number() over (order by name) as n from delivery_routes) r on r.n = 1 + (i - 1) % ${ROUTES}`);
  await db.execute(sql`insert into orders (number, customer_id, price_list_name, delivery_date, status, total)
    select (50000 + i)::text, 'bench-customer-' || i, 'Bench', ${DAY}::date,
      (array['confirmed', 'picking', 'packed', 'placed'])[1 + i % 4], 300
    from generate_series(1, ${ORDERS}) i`);
  await db.execute(sql`insert into order_lines (order_id, position, product_id, product_slug, name_en, name_es, unit, quantity, price, total)
    select o.id, k, p.id, p.slug, p.name_en, p.name_es, p.unit, 1 + (k % 5), 10, 10 * (1 + (k % 5))
    from orders o
    cross join generate_series(1, ${LINES}) k
    join (select id, slug, name_en, name_es, unit, row_number() over (order by slug) as n from products where slug like 'bench-%') p
      on p.n = 1 + ((o.number::int + k) % ${PRODUCTS})
    where o.delivery_date = ${DAY}::date`);
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(() => s?.close());

describe('a day of 300 orders of 30 lines on PostgreSQL', () => {
  it('answers the pick list and the manifests in under a second each, beside a bare baseline', async () => {
    const db = s.database.db;
    const get = async (path: string) => {
      const res = await s.request(path, { cookie: staff });
      expect(res.status).toBe(200);
      return json(res);
    };
    const pick = await get(`/api/dispatch/pick-list?date=${DAY}`);
    expect(pick.orders).toBe(225);
    expect(pick.categories.flatMap((c: { products: unknown[] }) => c.products)).toHaveLength(PRODUCTS);
    const manifests = await get(`/api/dispatch/manifests?date=${DAY}`);
    expect(manifests.routes).toHaveLength(ROUTES + 1);
    expect(manifests.routes.reduce((n: number, m: { stops: unknown[] }) => n + m.stops.length, 0)).toBe(ORDERS);

    const figures = [
      await time('bare: the pick-list rows as JSON (database only)', () =>
        db.execute(sql`select json_agg(r)::text from (select l.product_id, o.number, l.quantity from orders o join order_lines l on l.order_id = o.id
          where o.delivery_date = ${DAY}::date and o.status in ('confirmed', 'picking', 'packed')) r`),
      ),
      await time('the pick list\'s one statement', () => pickRows(db, DAY)),
      await time('GET /api/dispatch/pick-list', () => get(`/api/dispatch/pick-list?date=${DAY}`)),
      await time('bare: the day\'s orders as JSON (database only)', () =>
        db.execute(sql`select json_agg(r)::text from (select o.id, o.number, o.total, o.customer_id from orders o where o.delivery_date = ${DAY}::date and o.status <> 'cancelled') r`),
      ),
      await time('the manifests\' one statement', () => manifestRows(db, DAY)),
      await time('GET /api/dispatch/manifests', () => get(`/api/dispatch/manifests?date=${DAY}`)),
      await time('GET /api/dispatch/pick-list.pdf', async () => (await s.request(`/api/dispatch/pick-list.pdf?date=${DAY}`, { cookie: staff })).arrayBuffer()),
    ];
    console.log(`\nDispatch on PostgreSQL, ${ORDERS} orders x ${LINES} lines, median of ${RUNS} runs (after 2 warm-ups):`);
    for (const f of figures) console.log(`  ${f.label}: median ${f.median.toFixed(1)} ms, max ${f.max.toFixed(1)} ms`);
    expect(figures.find((f) => f.label === 'GET /api/dispatch/pick-list')!.median).toBeLessThan(1000);
    expect(figures.find((f) => f.label === 'GET /api/dispatch/manifests')!.median).toBeLessThan(1000);
  }, 120_000);
});
