import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { customerWithList, orderCount, place, setBusiness, setFacts, shopWithList, testClock, type Shop } from './test/fixtures.js';

/**
 * The orders contract (issue "Ordering"): options, placing with every refusal code, idempotency,
 * prices that stay as placed, who may read, change, cancel and confirm.
 * The clock starts on Monday 2026-11-23 at 5:00 AM in Miami (10:00 UTC); the cutoff is 8:00 AM (13:00 UTC).
 */
const MONDAY_5AM = '2026-11-23T10:00:00.000Z';
const clock = testClock(MONDAY_5AM);
let s: TestServer;
let shop: Shop;
let small: Awaited<ReturnType<typeof customerWithList>>;
let other: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Ordered');
  small = await customerWithList(s, shop, 'cafe-small');
  other = await customerWithList(s, shop, 'cafe-other');
});
afterAll(() => s.close());

const lines = (...q: [number, number][]) => q.map(([i, quantity]) => ({ product: shop.p[i]!, quantity }));
/** $10 x 5 + $20 x 10 = $250.00: exactly the small minimum. */
const enough = () => lines([0, 5], [1, 10]);

describe('GET /api/orders/options', () => {
  it('gives the next delivery dates with their cutoffs and the small-business minimum', async () => {
    clock.set(MONDAY_5AM);
    const res = await s.request(`/api/orders/options?priceList=${small.list}`, { cookie: small.cookie });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Object.keys(body).sort()).toEqual(['currency', 'deliveryDates', 'minimum']);
    expect(body.minimum).toBe('250.00');
    expect(body.currency).toBe('USD');
    // Today before 8 AM, then every day but Sunday.
    expect(body.deliveryDates.slice(0, 7)).toEqual([
      { date: '2026-11-23', cutoff: '2026-11-23T13:00:00.000Z' },
      { date: '2026-11-24', cutoff: '2026-11-24T13:00:00.000Z' },
      { date: '2026-11-25', cutoff: '2026-11-25T13:00:00.000Z' },
      { date: '2026-11-26', cutoff: '2026-11-26T13:00:00.000Z' },
      { date: '2026-11-27', cutoff: '2026-11-27T13:00:00.000Z' },
      { date: '2026-11-28', cutoff: '2026-11-28T13:00:00.000Z' },
      { date: '2026-11-30', cutoff: '2026-11-30T13:00:00.000Z' },
    ]);
  });

  it('drops today once its cutoff has passed', async () => {
    clock.set('2026-11-23T13:00:00.000Z');
    const body = await json(s.request(`/api/orders/options?priceList=${small.list}`, { cookie: small.cookie }));
    expect(body.deliveryDates[0].date).toBe('2026-11-24');
    clock.set(MONDAY_5AM);
  });

  it('follows the business size: $500 for medium, none for large or when waived', async () => {
    const c = await customerWithList(s, shop, 'cafe-sizes');
    const minimum = async () => (await json(s.request(`/api/orders/options?priceList=${c.list}`, { cookie: c.cookie }))).minimum;
    await setBusiness(s, shop.seller, c.id, { size: 'medium' });
    expect(await minimum()).toBe('500.00');
    await setBusiness(s, shop.seller, c.id, { size: 'large' });
    expect(await minimum()).toBeNull();
    await setBusiness(s, shop.seller, c.id, { size: 'small', minimumWaived: true });
    expect(await minimum()).toBeNull();
  });

  it('answers 404 for a list not shared with the caller, 403 to staff, 401 to visitors', async () => {
    expect((await s.request(`/api/orders/options?priceList=${other.list}`, { cookie: small.cookie })).status).toBe(404);
    expect((await s.request(`/api/orders/options?priceList=no-such-list`, { cookie: small.cookie })).status).toBe(404);
    expect((await s.request(`/api/orders/options?priceList=${small.list}`, { cookie: shop.seller })).status).toBe(403);
    expect((await s.request(`/api/orders/options?priceList=${small.list}`)).status).toBe(401);
  });
});

describe('POST /api/orders', () => {
  it('places an order at the list prices, with a number and the contract shape', async () => {
    clock.set(MONDAY_5AM);
    const res = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-23', lines: lines([0, 5], [1, 8.5], [2, 1]), note: ' Back door ' });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    // 5 x 10 + 8.5 x 20 + 1 x 30 = 250.00
    expect(body).toMatchObject({ status: 'placed', deliveryDate: '2026-11-23', total: '250.00', note: 'Back door', editable: true, currency: 'USD' });
    expect(body.number).toMatch(/^\d{5,}$/);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.lines).toHaveLength(3);
    expect(body.lines[1]).toMatchObject({ product: shop.p[1], quantity: 8.5, unit: 'case', price: '20.00', total: '170.00' });
    expect(typeof body.lines[1].name).toBe('string');
    expect(body.cutoff).toBe('2026-11-23T13:00:00.000Z');
  });

  it('takes products by slug as well as by id, and adds up a product asked twice', async () => {
    const res = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-24', lines: [{ product: shop.slugs[0]!, quantity: 5 }, { product: shop.p[0]!, quantity: 5 }, { product: shop.p[1]!, quantity: 10 }] });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.lines).toHaveLength(2);
    expect(body.lines[0]).toMatchObject({ product: shop.p[0], quantity: 10, total: '100.00' });
    expect(body.total).toBe('300.00');
  });

  it('refuses an order below the minimum, saying how much is missing', async () => {
    const before = await orderCount(s, small.id);
    const res = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-24', lines: lines([0, 3], [1, 2.5]) });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error.code).toBe('below_minimum');
    // 30 + 50 = 80: 170 short of 250.
    expect(body.error.message).toContain('$170.00');
    expect(body.error.fields).toMatchObject({ missing: '170.00', minimum: '250.00' });
    expect(await orderCount(s, small.id)).toBe(before);
  });

  it('places below the minimum when staff waived it for the customer', async () => {
    const c = await customerWithList(s, shop, 'cafe-waived');
    await setBusiness(s, shop.seller, c.id, { minimumWaived: true });
    const res = await place(s, c.cookie, { priceList: c.list, deliveryDate: '2026-11-24', lines: lines([0, 1]) });
    expect(res.status).toBe(201);
    expect((await json(res)).total).toBe('10.00');
  });

  it('refuses a date past its cutoff, and a past date (past_cutoff)', async () => {
    clock.set('2026-11-23T13:00:00.000Z');
    const late = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-23', lines: enough() });
    expect(late.status).toBe(422);
    expect((await json(late)).error.code).toBe('past_cutoff');
    const past = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-20', lines: enough() });
    expect((await json(past)).error.code).toBe('past_cutoff');
    clock.set(MONDAY_5AM);
  });

  it('refuses Sunday, a holiday, a day that is not the customer\'s, and a date too far ahead (not_a_delivery_day)', async () => {
    const code = async (c: typeof small, date: string) => {
      const res = await place(s, c.cookie, { priceList: c.list, deliveryDate: date, lines: enough() });
      expect(res.status).toBe(422);
      return (await json(res)).error.code;
    };
    expect(await code(small, '2026-11-29')).toBe('not_a_delivery_day');
    await setFacts(s, shop.admin, { holidays: ['2026-11-26'] });
    expect(await code(small, '2026-11-26')).toBe('not_a_delivery_day');
    await setFacts(s, shop.admin, { holidays: [] });
    const weekly = await customerWithList(s, shop, 'cafe-weekly');
    await setBusiness(s, shop.seller, weekly.id, { deliveryDays: ['wed'] });
    expect(await code(weekly, '2026-11-24')).toBe('not_a_delivery_day');
    const options = await json(s.request(`/api/orders/options?priceList=${weekly.list}`, { cookie: weekly.cookie }));
    expect(options.deliveryDates.map((d: { date: string }) => d.date).slice(0, 2)).toEqual(['2026-11-25', '2026-12-02']);
    expect(await code(small, '2027-01-30')).toBe('not_a_delivery_day');
  });

  it('refuses a product not on the list, or unknown (not_in_list), naming the line', async () => {
    for (const product of [shop.p[5]!, 'no-such-product', '00000000-0000-4000-8000-000000000000']) {
      const res = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-24', lines: [...enough(), { product, quantity: 1 }] });
      expect(res.status).toBe(422);
      const body = await json(res);
      expect(body.error.code).toBe('not_in_list');
      expect(body.error.fields).toEqual({ 'lines.2': 'not_in_list' });
    }
  });

  it('refuses an item out of stock (out_of_stock), naming the line', async () => {
    const res = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-24', lines: [{ product: shop.p[4]!, quantity: 1 }, ...enough()] });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.error.code).toBe('out_of_stock');
    expect(body.error.fields).toEqual({ 'lines.0': 'out_of_stock' });
  });

  it('refuses a zero, negative, fractional-cent, huge or non-numeric quantity (invalid_quantity)', async () => {
    for (const quantity of [0, -1, 1.005, 10000, 'two', null, '3']) {
      const res = await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-24', lines: [...enough(), { product: shop.p[2]!, quantity }] });
      expect(res.status, String(quantity)).toBe(422);
      const body = await json(res);
      expect(body.error.code).toBe('invalid_quantity');
      expect(body.error.fields).toEqual({ 'lines.2': 'invalid_quantity' });
    }
  });

  it('refuses a list not shared with the caller (404) and staff (403)', async () => {
    expect((await place(s, small.cookie, { priceList: other.list, deliveryDate: '2026-11-24', lines: enough() })).status).toBe(404);
    expect((await place(s, shop.seller, { priceList: small.list, deliveryDate: '2026-11-24', lines: enough() })).status).toBe(403);
    expect((await place(s, '', { priceList: small.list, deliveryDate: '2026-11-24', lines: enough() })).status).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order for the same key, even sent at once, and makes one order', async () => {
    const c = await customerWithList(s, shop, 'cafe-retry');
    const body = { priceList: c.list, deliveryDate: '2026-11-24', lines: enough() };
    const first = await place(s, c.cookie, body, 'key-1');
    expect(first.status).toBe(201);
    const order = await json(first);
    const again = await place(s, c.cookie, body, 'key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(again)).id).toBe(order.id);
    const burst = await Promise.all(Array.from({ length: 6 }, () => place(s, c.cookie, body, 'key-2')));
    const ids = new Set(await Promise.all(burst.map(async (r) => (expect(r.status).toBe(201), (await json(r)).id))));
    expect(ids.size).toBe(1);
    expect(await orderCount(s, c.id)).toBe(2);
  });

  it('refuses the same key with another request, and keeps keys per customer', async () => {
    const c = await customerWithList(s, shop, 'cafe-keys');
    expect((await place(s, c.cookie, { priceList: c.list, deliveryDate: '2026-11-24', lines: enough() }, 'shared-key')).status).toBe(201);
    const changed = await place(s, c.cookie, { priceList: c.list, deliveryDate: '2026-11-25', lines: enough() }, 'shared-key');
    expect(changed.status).toBe(422);
    expect((await json(changed)).error.code).toBe('idempotency_key_reused');
    // Another customer's same key is theirs.
    expect((await place(s, small.cookie, { priceList: small.list, deliveryDate: '2026-11-24', lines: enough() }, 'shared-key')).status).toBe(201);
  });

  it('without a key, each request is an order of its own', async () => {
    const c = await customerWithList(s, shop, 'cafe-nokey');
    const body = { priceList: c.list, deliveryDate: '2026-11-24', lines: enough() };
    await place(s, c.cookie, body);
    await place(s, c.cookie, body);
    expect(await orderCount(s, c.id)).toBe(2);
  });
});
