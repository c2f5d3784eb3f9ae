import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { customerWithList, orderCount, place, setBusiness, setFacts, shopWithList, testClock, type Shop } from './test/fixtures.js';

/**
 * The orders API as an attacker and a strict contract checker see it: malformed ids and cursors,
 * quantities split across a product's id and slug, a customer setting their own business through
 * better-auth, and orders placed, changed and cancelled around a cutoff an admin moves.
 * Monday 2026-11-23, 5:00 AM in Miami (10:00 UTC); the cutoff is 8:00 AM (13:00 UTC).
 */
const MONDAY_5AM = '2026-11-23T10:00:00.000Z';
const clock = testClock(MONDAY_5AM);
let s: TestServer;
let shop: Shop;
let c: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Probed');
  c = await customerWithList(s, shop, 'probe-list');
});
afterAll(() => s.close());

const lines = (...q: [number, number][]) => q.map(([i, quantity]) => ({ product: shop.p[i]!, quantity }));
const enough = () => lines([0, 5], [1, 10]);

async function userRow(email: string) {
  const res = (await s.database.db.execute(
    sql`select business_size as size, minimum_waived as "minimumWaived", late_order_allowed as "lateOrderAllowed", delivery_days as "deliveryDays",
      two_factor_enabled as "twoFactor", email_verified as "emailVerified", disabled_at as "disabledAt" from "user" where email = ${email}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return res.rows[0];
}

describe('malformed ids and cursors answer 4xx, never 500', () => {
  it('an order id of 36 dashes or hex without a uuid shape is not found', async () => {
    for (const id of ['-'.repeat(36), 'a'.repeat(36), '0123456789abcdef0123456789abcdef----']) {
      for (const [method, path] of [['GET', ''], ['PATCH', ''], ['POST', '/cancel'], ['GET', '/reorder']] as const) {
        const res = await s.request(`/api/orders/${id}${path}`, { method, cookie: c.cookie, json: method === 'GET' ? undefined : { note: 'x' } });
        expect(res.status, `${method} ${id}${path}`).toBe(404);
      }
      expect((await s.request(`/api/orders/${id}/confirm`, { method: 'POST', cookie: shop.seller })).status).toBe(404);
    }
  });

  it('a cursor whose id is not a uuid, or whose time is out of range, is refused (400)', async () => {
    for (const cursor of [['2026-11-23T10:00:00.000Z', 'x'], ['99999-01-01', '00000000-0000-4000-8000-000000000000']]) {
      const encoded = Buffer.from(JSON.stringify(cursor)).toString('base64url');
      const res = await s.request(`/api/orders?cursor=${encoded}`, { cookie: shop.seller });
      expect(res.status, JSON.stringify(cursor)).toBe(400);
    }
  });
});

describe('quantities', () => {
  it('refuses more than 9999 of one product asked for by its id and by its slug (invalid_quantity)', async () => {
    clock.set(MONDAY_5AM);
    const before = await orderCount(s, c.id);
    const res = await place(s, c.cookie, {
      priceList: c.list,
      deliveryDate: '2026-11-24',
      lines: [{ product: shop.p[0]!, quantity: 9999 }, { product: shop.slugs[0]!, quantity: 9999 }],
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(body.error.code).toBe('invalid_quantity');
    expect(await orderCount(s, c.id)).toBe(before);
  });

  it('keeps the merged line\'s quantity in the two-decimal form of the others', async () => {
    clock.set(MONDAY_5AM);
    const res = await place(s, c.cookie, {
      priceList: c.list,
      deliveryDate: '2026-11-24',
      lines: [{ product: shop.p[0]!, quantity: 0.1 }, { product: shop.slugs[0]!, quantity: 0.2 }, ...lines([1, 13])],
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    // 0.3 x $10 = $3.00, + 13 x $20 = $260.00
    expect(body.lines[0]).toMatchObject({ quantity: 0.3, total: '3.00' });
    expect(body.total).toBe('263.00');
  });

  it('on a change, an out-of-stock item may not grow past what was ordered by naming it twice', async () => {
    clock.set(MONDAY_5AM);
    // p[4] is out of stock: put it back in stock, order 2, take it out of stock again.
    await s.database.db.execute(sql`update products set in_stock = true where id = ${shop.p[4]!}::uuid`);
    const placed = await json(place(s, c.cookie, { priceList: c.list, deliveryDate: '2026-11-24', lines: [...enough(), { product: shop.p[4]!, quantity: 2 }] }));
    await s.database.db.execute(sql`update products set in_stock = false where id = ${shop.p[4]!}::uuid`);
    const res = await s.request(`/api/orders/${placed.id}`, {
      method: 'PATCH',
      cookie: c.cookie,
      json: { lines: [...enough(), { product: shop.p[4]!, quantity: 2 }, { product: shop.slugs[4]!, quantity: 5 }] },
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(409);
    expect(body.error.code).toBe('out_of_stock');
  });
});

describe('a customer cannot set what staff set, through better-auth', () => {
  const forbidden = { businessSize: 'large', minimumWaived: true, lateOrderAllowed: true, deliveryDays: ['sun'], twoFactorEnabled: true, disabledAt: null };

  it('sign-up stores only company and address of the extra fields', async () => {
    const email = `sneaky-${Date.now()}@example.com`;
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Sneaky', email, password: 'a long enough password 42', companyName: 'Sneaky Co', ...forbidden, emailVerified: true },
    });
    expect(res.status).toBe(200);
    const row = await userRow(email);
    expect(row).toMatchObject({ size: 'small', minimumWaived: false, lateOrderAllowed: false, deliveryDays: null, twoFactor: false, emailVerified: false });
  });

  it('update-user changes none of them', async () => {
    const who = await customerWithList(s, shop, 'sneaky-list');
    const res = await s.request('/api/auth/update-user', { method: 'POST', cookie: who.cookie, json: { companyName: 'Mine', ...forbidden } });
    expect(res.status).toBeLessThan(500);
    expect(await userRow(who.email)).toMatchObject({ size: 'small', minimumWaived: false, lateOrderAllowed: false, deliveryDays: null, twoFactor: false });
    const only = await s.request('/api/auth/update-user', { method: 'POST', cookie: who.cookie, json: { minimumWaived: true } });
    expect(only.status).toBeLessThan(500);
    expect(await userRow(who.email)).toMatchObject({ minimumWaived: false });
    const business = await json(s.request('/api/profile/business', { method: 'PUT', cookie: who.cookie, json: { company: 'X', ...forbidden, size: 'large' } }));
    expect(business).toMatchObject({ size: 'small', minimumWaived: false, lateOrderAllowed: false, deliveryDays: null });
  });
});

describe('a cutoff the admin moves, customers of every size', () => {
  it('places before the moved cutoff, then locks change and cancel after it; options follow', async () => {
    clock.set(MONDAY_5AM);
    const medium = await customerWithList(s, shop, 'moved-medium');
    const large = await customerWithList(s, shop, 'moved-large');
    await setBusiness(s, shop.seller, medium.id, { size: 'medium' });
    await setBusiness(s, shop.seller, large.id, { size: 'large' });
    // 5:00 AM: move the cutoff to 5:30 AM.
    await setFacts(s, shop.admin, { sameDayCutoff: '05:30' });
    const opts = await json(s.request(`/api/orders/options?priceList=${medium.list}`, { cookie: medium.cookie }));
    expect(opts.deliveryDates[0]).toEqual({ date: '2026-11-23', cutoff: '2026-11-23T10:30:00.000Z' });
    expect(opts.minimum).toBe('500.00');
    const below = await place(s, medium.cookie, { priceList: medium.list, deliveryDate: '2026-11-23', lines: enough() });
    expect(below.status).toBe(422);
    const refusal = (await json(below)).error;
    expect(refusal.code).toBe('below_minimum');
    expect(refusal.message).toContain('$250.00');
    const m = await json(place(s, medium.cookie, { priceList: medium.list, deliveryDate: '2026-11-23', lines: lines([0, 10], [1, 20]) }));
    expect(m.status).toBe('placed');
    const l = await json(place(s, large.cookie, { priceList: large.list, deliveryDate: '2026-11-23', lines: lines([0, 1]) }));
    expect(l).toMatchObject({ status: 'placed', total: '10.00', editable: true, cutoff: '2026-11-23T10:30:00.000Z' });
    // Move the cutoff back before now: today is closed; the orders are locked for their customers.
    await setFacts(s, shop.admin, { sameDayCutoff: '04:59' });
    const late = await place(s, large.cookie, { priceList: large.list, deliveryDate: '2026-11-23', lines: lines([0, 1]) });
    expect(late.status).toBe(422);
    expect((await json(late)).error.code).toBe('past_cutoff');
    const patch = await s.request(`/api/orders/${l.id}`, { method: 'PATCH', cookie: large.cookie, json: { lines: lines([0, 2]) } });
    expect(patch.status).toBe(409);
    expect((await json(patch)).error.code).toBe('order_locked');
    const cancel = await s.request(`/api/orders/${m.id}/cancel`, { method: 'POST', cookie: medium.cookie });
    expect(cancel.status).toBe(409);
    expect((await json(cancel)).error.code).toBe('order_locked');
    expect((await json(s.request(`/api/orders/${l.id}`, { cookie: large.cookie }))).editable).toBe(false);
    const next = await json(s.request(`/api/orders/options?priceList=${large.list}`, { cookie: large.cookie }));
    expect(next.deliveryDates[0].date).toBe('2026-11-24');
    expect(next.minimum).toBeNull();
    // And forward again: the orders open again.
    await setFacts(s, shop.admin, { sameDayCutoff: '09:00' });
    const reopened = await s.request(`/api/orders/${l.id}`, { method: 'PATCH', cookie: large.cookie, json: { lines: lines([0, 2]) } });
    expect(reopened.status).toBe(200);
    expect((await json(reopened)).total).toBe('20.00');
    expect((await s.request(`/api/orders/${m.id}/cancel`, { method: 'POST', cookie: medium.cookie })).status).toBe(200);
    await setFacts(s, shop.admin, { sameDayCutoff: '08:00' });
  });

  it('reads the cutoff in company time on the days the clocks change', async () => {
    await setFacts(s, shop.admin, { sameDayCutoff: '08:00' });
    // Saturday 2027-03-13 at 9:00 PM EST (02:00 UTC on the 14th): Sunday is closed, Monday the 15th is EDT.
    clock.set('2027-03-14T02:00:00.000Z');
    const spring = await json(s.request(`/api/orders/options?priceList=${c.list}`, { cookie: c.cookie }));
    expect(spring.deliveryDates[0]).toEqual({ date: '2027-03-15', cutoff: '2027-03-15T12:00:00.000Z' });
    // Saturday 2027-11-06 at 7:59 AM EDT: today still open; Monday the 8th is EST.
    clock.set('2027-11-06T11:59:00.000Z');
    const autumn = await json(s.request(`/api/orders/options?priceList=${c.list}`, { cookie: c.cookie }));
    expect(autumn.deliveryDates.slice(0, 2)).toEqual([
      { date: '2027-11-06', cutoff: '2027-11-06T12:00:00.000Z' },
      { date: '2027-11-08', cutoff: '2027-11-08T13:00:00.000Z' },
    ]);
    // At 8:00 AM EDT exactly, the 6th is closed.
    clock.set('2027-11-06T12:00:00.000Z');
    const closed = await place(s, c.cookie, { priceList: c.list, deliveryDate: '2027-11-06', lines: enough() });
    expect((await json(closed)).error.code).toBe('past_cutoff');
    clock.set(MONDAY_5AM);
  });
});

describe('idempotency', () => {
  it('the same key again after the cutoff answers the order it placed, not a refusal', async () => {
    clock.set(MONDAY_5AM);
    const who = await customerWithList(s, shop, 'retry-late');
    const body = { priceList: who.list, deliveryDate: '2026-11-23', lines: enough() };
    const first = await json(place(s, who.cookie, body, 'late-retry'));
    clock.set('2026-11-23T13:05:00.000Z');
    const again = await place(s, who.cookie, body, 'late-retry');
    expect(again.status).toBe(201);
    expect((await json(again)).id).toBe(first.id);
    clock.set(MONDAY_5AM);
  });

  it('one key sent at once with two different bodies makes one order and one refusal', async () => {
    clock.set(MONDAY_5AM);
    const who = await customerWithList(s, shop, 'race-bodies');
    const a = place(s, who.cookie, { priceList: who.list, deliveryDate: '2026-11-24', lines: enough() }, 'race');
    const b = place(s, who.cookie, { priceList: who.list, deliveryDate: '2026-11-25', lines: enough() }, 'race');
    const statuses = (await Promise.all([a, b])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422]);
    expect(await orderCount(s, who.id)).toBe(1);
  });
});

describe('what a customer sees', () => {
  it('the staff search by another customer\'s e-mail finds only the caller\'s own orders', async () => {
    clock.set(MONDAY_5AM);
    const who = await customerWithList(s, shop, 'nosy-list');
    await place(s, c.cookie, { priceList: c.list, deliveryDate: '2026-11-24', lines: enough() });
    const page = await json(s.request(`/api/orders?q=${encodeURIComponent(c.email)}`, { cookie: who.cookie }));
    expect(page.items).toEqual([]);
    const wild = await json(s.request(`/api/orders?q=${encodeURIComponent("%' or 1=1 --")}`, { cookie: shop.seller }));
    expect(wild.items).toEqual([]);
  });
});

describe('a change keeps what the list no longer sells, but does not grow it', () => {
  it('an item taken off the list may stay at its price, not be raised (not_in_list)', async () => {
    clock.set(MONDAY_5AM);
    const who = await customerWithList(s, shop, 'delisted-list');
    const order = await json(place(s, who.cookie, { priceList: who.list, deliveryDate: '2026-11-24', lines: lines([0, 5], [1, 10], [2, 1]) }));
    const { savePrices } = await import('../price-lists/test/fixtures.js');
    await savePrices(s, shop.seller, who.list, [{ productId: shop.p[2]!, price: null }], { confirmLargeMoves: true });
    const kept = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: who.cookie, json: { lines: lines([0, 6], [1, 10], [2, 1]) } });
    expect(kept.status).toBe(200);
    expect((await json(kept)).lines[2]).toMatchObject({ product: shop.p[2], quantity: 1, price: '30.00' });
    const raised = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: who.cookie, json: { lines: lines([0, 6], [1, 10], [2, 500]) } });
    const body = await json(raised);
    expect(raised.status, JSON.stringify(body)).toBe(422);
    expect(body.error).toMatchObject({ code: 'not_in_list', fields: { 'lines.2': 'not_in_list' } });
  });
});

describe('paging', () => {
  it('loses no order placed within the same millisecond as the last one of a page', async () => {
    clock.set(MONDAY_5AM);
    const who = await customerWithList(s, shop, 'same-ms-list');
    const a = await json(place(s, who.cookie, { priceList: who.list, deliveryDate: '2026-11-24', lines: enough() }));
    const b = await json(place(s, who.cookie, { priceList: who.list, deliveryDate: '2026-11-25', lines: enough() }));
    // The database keeps microseconds: b is the newer by 56 µs, both in the same millisecond.
    await s.database.db.execute(sql`update orders set created_at = '2026-11-23 10:00:00.123400+00' where id = ${a.id}::uuid`);
    await s.database.db.execute(sql`update orders set created_at = '2026-11-23 10:00:00.123456+00' where id = ${b.id}::uuid`);
    const first = await json(s.request('/api/orders?limit=1', { cookie: who.cookie }));
    expect(first.items.map((o: { id: string }) => o.id)).toEqual([b.id]);
    const second = await json(s.request(`/api/orders?limit=1&cursor=${first.next}`, { cookie: who.cookie }));
    expect(second.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
  });
});

describe('staff changing a confirmed order', () => {
  it('keeps it confirmed (only its customer\'s change sends it back to placed)', async () => {
    clock.set(MONDAY_5AM);
    const who = await customerWithList(s, shop, 'confirmed-staff-list');
    const order = await json(place(s, who.cookie, { priceList: who.list, deliveryDate: '2026-11-24', lines: enough() }));
    expect((await json(s.request(`/api/orders/${order.id}/confirm`, { method: 'POST', cookie: shop.seller }))).status).toBe('confirmed');
    const res = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: shop.seller, json: { note: 'Customer called: leave at the back door' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'confirmed', note: 'Customer called: leave at the back door' });
  });
});

describe('totals beyond what an order can hold', () => {
  it('are refused (invalid_quantity), not a server error', async () => {
    clock.set(MONDAY_5AM);
    const who = await customerWithList(s, shop, 'huge-list');
    const { savePrices } = await import('../price-lists/test/fixtures.js');
    await savePrices(s, shop.seller, who.list, [{ productId: shop.p[3]!, price: '2000000.00' }], { confirmLargeMoves: true });
    const res = await place(s, who.cookie, { priceList: who.list, deliveryDate: '2026-11-24', lines: lines([3, 9999]) });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(body.error.code).toBe('invalid_quantity');
  });
});

describe('cancelling with an empty JSON body', () => {
  it('is a cancel without a reason (the body is optional)', async () => {
    clock.set(MONDAY_5AM);
    const order = await json(place(s, c.cookie, { priceList: c.list, deliveryDate: '2026-11-24', lines: enough() }));
    const res = await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: c.cookie, headers: { 'content-type': 'application/json' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json(res)).status).toBe('cancelled');
    const bad = await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: c.cookie, headers: { 'content-type': 'application/json' }, body: '{"reason":' });
    expect(bad.status).toBe(400);
  });
});
