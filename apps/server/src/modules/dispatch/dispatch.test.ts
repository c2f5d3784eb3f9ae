import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { activityRows, userIdOf } from '../price-lists/test/fixtures.js';
import { customerWithList, place, shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';

/**
 * Delivery routes, the route cutoff, the pick list, the manifests and the packing slip, over the API.
 * Monday 2026-11-23, 5:00 AM in Miami (10:00 UTC); the company's cutoff is 8:00 AM.
 */
const MONDAY_5AM = '2026-11-23T10:00:00.000Z';
const MONDAY_7AM = '2026-11-23T12:00:00.000Z';
const TUESDAY = '2026-11-24';
const clock = testClock(MONDAY_5AM);
let s: TestServer;
let shop: Shop;
type Customer = Awaited<ReturnType<typeof customerWithList>>;
let alice: Customer;
let bob: Customer;
let carol: Customer;
let customer: string;

const squash = (text: string) => text.replace(/\s+/g, ' ');

async function setCompany(id: string, company: string, extra: { language?: string; address?: string; phone?: string } = {}) {
  await s.database.db.execute(
    sql`update "user" set minimum_waived = true, company_name = ${company}, language = ${extra.language ?? null}, delivery_address = ${extra.address ?? null}, phone = ${extra.phone ?? null} where id = ${id}`,
  );
}

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Dispatch');
  // p[3] is a vegetable: vegetables come before fruits on the pick list.
  await s.database.db.execute(sql`update products set category = 'vegetables' where id = ${shop.p[3]!}::uuid`);
  alice = await customerWithList(s, shop, 'alice-dispatch');
  bob = await customerWithList(s, shop, 'bob-dispatch');
  carol = await customerWithList(s, shop, 'carol-dispatch');
  customer = alice.cookie;
  await setCompany(alice.id, 'Alpha Bistro', { address: '1 Ocean Dr, Miami', phone: '305-555-0101' });
  await setCompany(bob.id, 'Bravo Cafe', { language: 'es', address: '2 Calle Ocho, Miami', phone: '305-555-0102' });
  await setCompany(carol.id, 'Charlie Deli');
});
afterAll(() => s.close());

const lines = (...q: [number, number][]) => q.map(([i, quantity]) => ({ product: shop.p[i]!, quantity }));

async function newRoute(name: string, cutoff: string | null = null) {
  const res = await s.request('/api/routes', { method: 'POST', cookie: shop.seller, json: { name, cutoff } });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

async function routes() {
  const res = await s.request('/api/routes', { cookie: shop.seller });
  expect(res.status).toBe(200);
  return json(res);
}

async function setStops(route: { id: string }, customers: string[]) {
  const current = (await routes()).routes.find((r: { id: string }) => r.id === route.id);
  return s.request(`/api/routes/${route.id}/stops`, { method: 'PUT', cookie: shop.seller, json: { customers, version: current.version } });
}

async function order(c: Customer, date: string, q: [number, number][]) {
  clock.set(MONDAY_5AM);
  const res = await place(s, c.cookie, { priceList: c.list, deliveryDate: date, lines: lines(...q) });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

describe('who may call dispatch', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/routes'],
    ['POST', '/api/routes', { name: 'X' }],
    ['PATCH', '/api/routes/00000000-0000-4000-8000-000000000000', { name: 'X', version: 1 }],
    ['DELETE', '/api/routes/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/routes/00000000-0000-4000-8000-000000000000/stops', { customers: [], version: 1 }],
    ['GET', `/api/dispatch/pick-list?date=${TUESDAY}`],
    ['GET', `/api/dispatch/pick-list.pdf?date=${TUESDAY}`],
    ['GET', `/api/dispatch/manifests?date=${TUESDAY}`],
    ['GET', `/api/dispatch/manifests/00000000-0000-4000-8000-000000000000.pdf?date=${TUESDAY}`],
    ['GET', '/api/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf'],
  ];
  it('refuses the signed-out (401) and customers (403) on every route', async () => {
    for (const [method, path, body] of calls) {
      expect((await s.request(path, { method, json: body })).status, `${method} ${path}`).toBe(401);
      expect((await s.request(path, { method, json: body, cookie: customer })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('refuses a customer the packing slip of their own order too (it is the warehouse\'s)', async () => {
    const mine = await order(alice, TUESDAY, [[0, 1], [1, 10]]);
    expect((await s.request(`/api/orders/${mine.id}/packing-slip.pdf`, { cookie: alice.cookie })).status).toBe(403);
    expect((await s.request(`/api/orders/${mine.id}/packing-slip.pdf`, { cookie: shop.seller })).status).toBe(200);
    await s.request(`/api/orders/${mine.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'test' } });
  });
});

describe('delivery routes', () => {
  it('adds a route with a unique name and a cutoff no later than the company\'s, recorded in activity', async () => {
    const route = await newRoute('North', '06:30');
    expect(route).toMatchObject({ name: 'North', cutoff: '06:30', version: 1, stops: [] });
    const again = await s.request('/api/routes', { method: 'POST', cookie: shop.seller, json: { name: 'north' } });
    expect(again.status).toBe(409);
    expect((await json(again)).error.fields).toEqual({ name: 'taken' });
    const late = await s.request('/api/routes', { method: 'POST', cookie: shop.seller, json: { name: 'Late', cutoff: '09:00' } });
    expect(late.status).toBe(422);
    const body = await json(late);
    expect(body.error.code).toBe('cutoff_too_late');
    expect(body.error.message).toContain('08:00');
    for (const bad of [{ name: '' }, { name: ' ' }, { name: 'x'.repeat(61) }, { name: 'Ok', cutoff: '7:00' }, { name: 'Ok', cutoff: '24:00' }]) {
      expect((await s.request('/api/routes', { method: 'POST', cookie: shop.seller, json: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await newRoute('x'.repeat(60))).name).toHaveLength(60);
    expect((await activityRows(s, 'delivery_routes', route.id)).map((r) => r.action)).toEqual(['created']);
  });

  it('renames and changes the cutoff with the version read; an older version is refused', async () => {
    const route = await newRoute('South');
    const res = await s.request(`/api/routes/${route.id}`, { method: 'PATCH', cookie: shop.seller, json: { name: 'South Beach', cutoff: '07:00', version: 1 } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ name: 'South Beach', cutoff: '07:00', version: 2 });
    const stale = await s.request(`/api/routes/${route.id}`, { method: 'PATCH', cookie: shop.seller, json: { cutoff: null, version: 1 } });
    expect(stale.status).toBe(409);
    expect((await json(stale)).error.code).toBe('version_conflict');
    expect((await s.request(`/api/routes/${route.id}`, { method: 'PATCH', cookie: shop.seller, json: { cutoff: '08:01', version: 2 } })).status).toBe(422);
    expect((await s.request(`/api/routes/${route.id}`, { method: 'PATCH', cookie: shop.seller, json: { name: 'North', version: 2 } })).status).toBe(409);
    expect((await s.request(`/api/routes/${route.id}`, { method: 'PATCH', cookie: shop.seller, json: { cutoff: null, version: 2 } })).status).toBe(200);
  });

  it('deletes a route: its customers are on no route after it; a missing route answers 404', async () => {
    const route = await newRoute('Gone');
    expect((await setStops(route, [carol.id])).status).toBe(200);
    expect((await routes()).unassigned.map((c: { id: string }) => c.id)).not.toContain(carol.id);
    expect((await s.request(`/api/routes/${route.id}`, { method: 'DELETE', cookie: shop.seller })).status).toBe(204);
    expect((await s.request(`/api/routes/${route.id}`, { method: 'DELETE', cookie: shop.seller })).status).toBe(404);
    expect((await s.request('/api/routes/not-a-route', { method: 'PATCH', cookie: shop.seller, json: { name: 'x', version: 1 } })).status).toBe(404);
    expect((await routes()).unassigned.map((c: { id: string }) => c.id)).toContain(carol.id);
  });

  it('sets the stops in order, moves a customer from another route, and refuses someone who is not a customer', async () => {
    const east = await newRoute('East');
    const west = await newRoute('West');
    expect((await setStops(east, [alice.id, bob.id])).status).toBe(200);
    let view = await routes();
    expect(view.routes.find((r: { id: string }) => r.id === east.id).stops.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual([
      [alice.id, 1],
      [bob.id, 2],
    ]);
    expect(view.unassigned.map((c: { id: string }) => c.id)).not.toContain(alice.id);
    // Bob moves to West; East closes up.
    expect((await setStops(west, [bob.id])).status).toBe(200);
    view = await routes();
    expect(view.routes.find((r: { id: string }) => r.id === east.id).stops.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual([[alice.id, 1]]);
    expect(view.routes.find((r: { id: string }) => r.id === west.id).stops.map((x: { id: string }) => x.id)).toEqual([bob.id]);
    const staffId = await userIdOf(s, shop.admin);
    const refused = await setStops(east, [alice.id, staffId]);
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({ code: 'not_a_customer', fields: { 'customers.1': 'notACustomer' } });
    expect((await s.request(`/api/routes/${east.id}/stops`, { method: 'PUT', cookie: shop.seller, json: { customers: [alice.id], version: 1 } })).status).toBe(409);
    expect((await s.request(`/api/routes/${east.id}/stops`, { method: 'PUT', cookie: shop.seller, json: { customers: [alice.id, alice.id], version: 9 } })).status).toBe(400);
    // Clean up for the next tests: both routes gone.
    for (const r of [east, west]) await s.request(`/api/routes/${r.id}`, { method: 'DELETE', cookie: shop.seller });
  });
});

describe('a route\'s cutoff applies to ordering', () => {
  it('closes today at 06:00 for a customer on a 06:00 route, while one on no route orders until 08:00', async () => {
    const early = await newRoute('Early', '06:00');
    expect((await setStops(early, [alice.id])).status).toBe(200);
    clock.set(MONDAY_7AM);
    const refused = await place(s, alice.cookie, { priceList: alice.list, deliveryDate: '2026-11-23', lines: lines([0, 30]) });
    expect(refused.status).toBe(422);
    const body = await json(refused);
    expect(body.error.code).toBe('past_cutoff');
    expect(body.error.message).toContain('06:00');
    const options = await json(s.request(`/api/orders/options?priceList=${alice.list}`, { cookie: alice.cookie }));
    expect(options.deliveryDates[0].date).toBe(TUESDAY);
    expect(options.deliveryDates[0].cutoff).toBe('2026-11-24T11:00:00.000Z');
    const planner = await json(s.request(`/api/orders/planner?priceList=${alice.list}`, { cookie: alice.cookie }));
    expect(planner.calendar[0]).toMatchObject({ date: '2026-11-23', available: false, reason: 'cutoffPassed' });

    const allowed = await place(s, carol.cookie, { priceList: carol.list, deliveryDate: '2026-11-23', lines: lines([0, 30]) });
    expect(allowed.status).toBe(201);
    await s.request(`/api/orders/${(await json(allowed)).id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'test' } });
    await s.request(`/api/routes/${early.id}`, { method: 'DELETE', cookie: shop.seller });
    clock.set(MONDAY_5AM);
  });

  it('locks a customer\'s order for today at their route\'s cutoff: no change or cancel at 07:00, and the order says so', async () => {
    const early = await newRoute('Early again', '06:00');
    expect((await setStops(early, [alice.id])).status).toBe(200);
    const mine = await order(alice, '2026-11-23', [[0, 30]]);
    expect(mine.cutoff).toBe('2026-11-23T11:00:00.000Z');
    clock.set(MONDAY_7AM);
    expect((await json(s.request(`/api/orders/${mine.id}`, { cookie: alice.cookie }))).editable).toBe(false);
    const listed = (await json(s.request('/api/orders', { cookie: alice.cookie }))).items.find((o: { id: string }) => o.id === mine.id);
    expect(listed).toMatchObject({ editable: false, cutoff: '2026-11-23T11:00:00.000Z' });
    const change = await s.request(`/api/orders/${mine.id}`, { method: 'PATCH', cookie: alice.cookie, json: { note: 'later' } });
    expect(change.status).toBe(409);
    expect((await json(change)).error.message).toContain('06:00');
    expect((await s.request(`/api/orders/${mine.id}/cancel`, { method: 'POST', cookie: alice.cookie, json: {} })).status).toBe(409);
    // Off the route, the company's 08:00 applies again.
    expect((await setStops(early, [])).status).toBe(200);
    expect((await s.request(`/api/orders/${mine.id}/cancel`, { method: 'POST', cookie: alice.cookie, json: {} })).status).toBe(200);
    await s.request(`/api/routes/${early.id}`, { method: 'DELETE', cookie: shop.seller });
    clock.set(MONDAY_5AM);
  });
});

describe('the pick list, the manifests and the packing slip of a day', () => {
  const DAY = '2026-11-25';
  let orders: { id: string; number: string }[];
  let route: { id: string };

  beforeAll(async () => {
    const a = await order(alice, DAY, [[0, 2], [1, 1.5], [3, 4]]);
    const b = await order(bob, DAY, [[0, 3], [2, 1]]);
    const c = await order(carol, DAY, [[0, 100]]);
    const placed = await order(alice, DAY, [[0, 50]]);
    const cancelled = await order(bob, DAY, [[1, 50]]);
    orders = [a, b, c, placed, cancelled];
    for (const o of [a, b, c]) expect((await s.request(`/api/orders/${o.id}/confirm`, { method: 'POST', cookie: shop.seller })).status).toBe(200);
    expect((await s.request(`/api/orders/${c.id}/status`, { method: 'POST', cookie: shop.seller, json: { status: 'picking' } })).status).toBe(200);
    await s.request(`/api/orders/${cancelled.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'test' } });
    route = await newRoute('Harbor', '07:30');
    expect((await setStops(route, [bob.id, alice.id])).status).toBe(200);
  });

  it('sums each product across the confirmed and picking orders, by category in the catalogue\'s order, with who gets how much', async () => {
    const res = await s.request(`/api/dispatch/pick-list?date=${DAY}`, { cookie: shop.seller });
    expect(res.status).toBe(200);
    const list = await json(res);
    expect(list).toMatchObject({ date: DAY, statuses: ['confirmed', 'picking', 'packed'], orders: 3 });
    expect(list.categories.map((c: { category: string }) => c.category)).toEqual(['vegetables', 'fruits']);
    const [vegetables, fruits] = list.categories;
    expect(vegetables.products).toHaveLength(1);
    expect(vegetables.products[0]).toMatchObject({ productId: shop.p[3], quantity: 4, unit: 'case' });
    const first = fruits.products.find((p: { productId: string }) => p.productId === shop.p[0]);
    // 2 + 3 + 100: the placed order's 50 and the cancelled one are not counted.
    expect(first.quantity).toBe(105);
    expect(first.recipients.map((r: { customer: string; quantity: number }) => [r.customer, r.quantity])).toEqual([
      ['Alpha Bistro', 2],
      ['Bravo Cafe', 3],
      ['Charlie Deli', 100],
    ]);
    expect(fruits.products.find((p: { productId: string }) => p.productId === shop.p[1]).quantity).toBe(1.5);
    expect(list.categories.flatMap((c: { products: { recipients: { orderId: string }[] }[] }) => c.products.flatMap((p) => p.recipients.map((r) => r.orderId)))).not.toContain(orders[3]!.id);
    const empty = await json(s.request('/api/dispatch/pick-list?date=2026-12-24', { cookie: shop.seller }));
    expect(empty).toMatchObject({ orders: 0, categories: [] });
    expect((await s.request('/api/dispatch/pick-list?date=tomorrow', { cookie: shop.seller })).status).toBe(400);
  });

  it('lists what is to be picked: a short line its delivered part, a line delivered 0 not at all, an applied or approved substitute as its product, an asked one not yet', async () => {
    const LATER = '2026-11-27';
    const a = await order(alice, LATER, [[0, 5], [1, 2], [2, 3]]);
    const b = await order(bob, LATER, [[3, 1], [1, 4]]);
    for (const o of [a, b]) expect((await s.request(`/api/orders/${o.id}/confirm`, { method: 'POST', cookie: shop.seller })).status).toBe(200);
    const db = s.database.db;
    const substitute = (o: { id: string }, original: number, product: number, quantity: number, state: string) =>
      db.execute(sql`insert into order_substitutions (order_id, line_position, product_id, product_slug, name_en, name_es, unit, price, quantity, replaces, decision, state, deadline)
        select l.order_id, l.position, p.id, p.slug, p.name_en, p.name_es, p.unit, 40, ${quantity}, l.quantity, 'ask', ${state}, now()
        from order_lines l, products p where l.order_id = ${o.id}::uuid and l.product_id = ${shop.p[original]!}::uuid and p.id = ${shop.p[product]!}::uuid`);
    // Alice: 5 of p[0] short to 3; p[1] replaced in full by 2 of p[3] (applied); p[2] waits for her answer on 1 of p[0].
    await db.execute(sql`update order_lines set delivered = 3 where order_id = ${a.id}::uuid and product_id = ${shop.p[0]!}::uuid`);
    await db.execute(sql`update order_lines set delivered = 0 where order_id = ${a.id}::uuid and product_id = ${shop.p[1]!}::uuid`);
    await substitute(a, 1, 3, 2, 'applied');
    await substitute(a, 2, 0, 1, 'asked');
    // Bob: his 4 of p[1] replaced by 4 of p[2] (approved); a declined substitute is not picked.
    await db.execute(sql`update order_lines set delivered = 0 where order_id = ${b.id}::uuid and product_id = ${shop.p[1]!}::uuid`);
    await substitute(b, 1, 2, 4, 'approved');
    await db.execute(sql`update order_lines set delivered = 1 where order_id = ${b.id}::uuid and product_id = ${shop.p[3]!}::uuid`);
    await substitute(b, 3, 0, 9, 'declined');

    const list = await json(s.request(`/api/dispatch/pick-list?date=${LATER}`, { cookie: shop.seller }));
    const picked = (list.categories as { category: string; products: { productId: string; quantity: number; names: { en: string }; recipients: { customer: string; quantity: number }[] }[] }[]).flatMap((c) =>
      c.products.map((p) => [c.category, p.productId, p.quantity, p.recipients.map((r) => [r.customer, r.quantity])]),
    );
    expect(picked).toEqual([
      // The substitute p[3] is a vegetable like the product, with Bob's own case of it.
      ['vegetables', shop.p[3], 3, [['Alpha Bistro', 2], ['Bravo Cafe', 1]]],
      ['fruits', shop.p[0], 3, [['Alpha Bistro', 3]]],
      ['fruits', shop.p[2], 7, [['Alpha Bistro', 3], ['Bravo Cafe', 4]]],
    ]);
    for (const o of [a, b]) await s.request(`/api/orders/${o.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'test' } });
  });

  it('lists the day\'s orders by route in stop order, no route last, and follows a rearrangement', async () => {
    let manifests = await json(s.request(`/api/dispatch/manifests?date=${DAY}`, { cookie: shop.seller }));
    const harbor = () => manifests.routes.find((m: { route: { id: string } | null }) => m.route?.id === route.id);
    expect(harbor().stops.map((x: { customer: { id: string }; position: number }) => [x.customer.id, x.position])).toEqual([
      [bob.id, 1],
      [alice.id, 2],
    ]);
    // Alice's two orders (confirmed and placed) at her one stop; Bob's cancelled one is not there.
    const aliceStop = harbor().stops[1];
    expect(aliceStop.orders.map((o: { id: string }) => o.id)).toEqual([orders[0]!.id, orders[3]!.id]);
    expect(aliceStop.orders[0]).toMatchObject({ lines: 3, status: 'confirmed', total: '210.00' });
    expect(aliceStop.customer).toMatchObject({ company: 'Alpha Bistro', address: '1 Ocean Dr, Miami', phone: '305-555-0101' });
    expect(harbor().stops[0].orders.map((o: { id: string }) => o.id)).toEqual([orders[1]!.id]);
    expect(manifests.routes.at(-1).route).toBeNull();
    expect(manifests.routes.at(-1).stops.map((x: { customer: { id: string } }) => x.customer.id)).toEqual([carol.id]);

    expect((await setStops(route, [alice.id, bob.id])).status).toBe(200);
    manifests = await json(s.request(`/api/dispatch/manifests?date=${DAY}`, { cookie: shop.seller }));
    expect(harbor().stops.map((x: { customer: { id: string } }) => x.customer.id)).toEqual([alice.id, bob.id]);
  });

  it('prints the pick list as a PDF in English and Spanish', async () => {
    const en = await s.request(`/api/dispatch/pick-list.pdf?date=${DAY}&lang=en`, { cookie: shop.seller });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await en.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash((await pdfText(bytes)).join('\n'));
    for (const part of ['Pick list', 'Wednesday, November 25, 2026', '3 orders', 'Vegetables', 'Fruits', '105 cases', 'Charlie Deli 100 cases']) expect(text).toContain(part);
    expect(text.indexOf('Vegetables')).toBeLessThan(text.indexOf('Fruits'));
    const es = squash((await pdfText(Buffer.from(await (await s.request(`/api/dispatch/pick-list.pdf?date=${DAY}&lang=es`, { cookie: shop.seller })).arrayBuffer()))).join('\n'));
    for (const part of ['Lista de preparación', 'miércoles, 25 de noviembre de 2026', '3 pedidos', 'Verduras', 'Frutas', '105 cajas']) expect(es).toContain(part);
  });

  it('prints a route\'s manifest in stop order; an unknown route answers 404', async () => {
    const res = await s.request(`/api/dispatch/manifests/${route.id}.pdf?date=${DAY}`, { cookie: shop.seller });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash((await pdfText(bytes)).join('\n'));
    for (const part of ['Manifest: Harbor', 'Cutoff 07:30', 'Alpha Bistro', '1 Ocean Dr, Miami', '305-555-0101', orders[0]!.number, '$210.00', 'Confirmed', 'Bravo Cafe']) expect(text).toContain(part);
    expect(text.indexOf('Alpha Bistro')).toBeLessThan(text.indexOf('Bravo Cafe'));
    expect(text).not.toContain('Charlie Deli');
    const es = squash((await pdfText(Buffer.from(await (await s.request(`/api/dispatch/manifests/${route.id}.pdf?date=${DAY}&lang=es`, { cookie: shop.seller })).arrayBuffer()))).join('\n'));
    expect(es).toContain('Hoja de ruta: Harbor');
    expect((await s.request(`/api/dispatch/manifests/00000000-0000-4000-8000-000000000000.pdf?date=${DAY}`, { cookie: shop.seller })).status).toBe(404);
    expect((await s.request(`/api/dispatch/manifests/${route.id}?date=${DAY}`, { cookie: shop.seller })).status).toBe(400);
  });

  it('prints a packing slip in the customer\'s language: route and stop, lines with a box, no prices', async () => {
    const bobs = orders[1]!;
    const res = await s.request(`/api/orders/${bobs.id}/packing-slip.pdf`, { cookie: shop.seller });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squash((await pdfText(bytes)).join('\n'));
    for (const part of [`Lista de empaque, pedido ${bobs.number}`, 'Cliente Bravo Cafe', 'Dirección 2 Calle Ocho, Miami', 'Ruta Harbor, parada 2', '3 cajas', 'Empacado']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('$');
    const en = squash((await pdfText(Buffer.from(await (await s.request(`/api/orders/${bobs.id}/packing-slip.pdf?lang=en`, { cookie: shop.seller })).arrayBuffer()))).join('\n'));
    expect(en).toContain(`Packing slip, order ${bobs.number}`);
    expect(en).toContain('Harbor, stop 2');
    expect((await s.request('/api/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf', { cookie: shop.seller })).status).toBe(404);
  });
});
