import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows, userIdOf } from '../price-lists/test/fixtures.js';
import { customerWithList, shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';

/**
 * Standing orders: who may keep them (the customer their own, staff any customer's), how they are
 * checked, paused and deleted. Monday 2026-11-23, 5:00 AM in Miami.
 */
const clock = testClock('2026-11-23T10:00:00.000Z');
let s: TestServer;
let shop: Shop;
let alice: Awaited<ReturnType<typeof customerWithList>>;
let bob: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Standing');
  alice = await customerWithList(s, shop, 'alice-standing');
  bob = await customerWithList(s, shop, 'bob-standing');
});
afterAll(() => s.close());

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Weekly',
  priceList: alice.list,
  lines: [
    { productId: shop.p[0]!, quantity: 10 },
    { productId: shop.p[1]!, quantity: 5 },
  ],
  weekdays: ['tue', 'fri'],
  ...extra,
});
const create = (cookie: string, extra: Record<string, unknown> = {}) => s.request('/api/standing-orders', { method: 'POST', cookie, json: body(extra) });
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

describe('who may keep standing orders', () => {
  it('refuses anonymous callers on every route but the mailed link\'s', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/standing-orders'],
      ['POST', '/api/standing-orders', body()],
      ['GET', `/api/standing-orders/${id}`],
      ['PATCH', `/api/standing-orders/${id}`, { name: 'x' }],
      ['DELETE', `/api/standing-orders/${id}`],
      ['POST', `/api/standing-orders/${id}/pause`],
      ['POST', `/api/standing-orders/${id}/resume`],
      ['GET', '/api/standing-orders/drafts'],
      ['GET', `/api/standing-order-drafts/${id}`],
      ['PUT', `/api/standing-order-drafts/${id}`, { lines: [{ productId: shop.p[0], quantity: 1 }] }],
      ['POST', `/api/standing-order-drafts/${id}/place`],
      ['POST', `/api/standing-order-drafts/${id}/skip`],
    ];
    for (const [method, path, json] of calls) expect((await s.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
  });

  it('lets a customer save their own, with 12 hours and "place" unless they choose, priced at today\'s list prices', async () => {
    const res = await create(alice.cookie, { note: ' Back door ' });
    expect(res.status).toBe(201);
    const so = await json(res);
    expect(so).toMatchObject({
      name: 'Weekly',
      customer: { id: alice.id },
      priceList: { slug: alice.list },
      leadHours: 12,
      whenUnanswered: 'place',
      weekdays: ['tue', 'fri'],
      note: 'Back door',
      paused: false,
      total: '200.00',
      estimated: false,
      openDrafts: [],
    });
    expect(so.lines.map((l: { quantity: number; price: string; problem: string | null }) => [l.quantity, l.price, l.problem])).toEqual([
      [10, '10.00', null],
      [5, '20.00', null],
    ]);
    // Tuesday's cutoff is 8:00 AM EST (13:00Z): its draft is made at 8:00 PM on Monday.
    expect(so.next).toEqual({ date: '2026-11-24', draftAt: '2026-11-24T01:00:00.000Z', cutoff: '2026-11-24T13:00:00.000Z' });
    expect((await activityRows(s, 'standing_orders', so.id)).map((r) => r.action)).toEqual(['created']);
  });

  it('does not let a customer save one for someone else (403)', async () => {
    expect((await create(alice.cookie, { customerId: bob.id })).status).toBe(403);
  });

  it('lets staff save one for a customer, who must be named and be a customer', async () => {
    const missing = await create(shop.seller);
    expect(missing.status).toBe(400);
    expect((await codeOf(missing)).fields).toMatchObject({ customerId: 'required' });
    const seller = await s.signedInAs('seller');
    const notCustomer = await create(shop.seller, { customerId: await userIdOf(s, seller.cookie) });
    expect(notCustomer.status).toBe(422);
    expect((await codeOf(notCustomer)).code).toBe('not_a_customer');
    const res = await create(shop.admin, { customerId: bob.id, priceList: bob.list, whenUnanswered: 'skip', leadHours: 72 });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ customer: { id: bob.id }, whenUnanswered: 'skip', leadHours: 72 });
  });

  it('shows a customer only their own; staff see everyone\'s, or one customer\'s', async () => {
    const mine = (await json(s.request('/api/standing-orders', { cookie: alice.cookie }))).items;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x: { customer: { id: string } }) => x.customer.id === alice.id)).toBe(true);
    const all = (await json(s.request('/api/standing-orders', { cookie: shop.seller }))).items;
    expect(new Set(all.map((x: { customer: { id: string } }) => x.customer.id))).toEqual(new Set([alice.id, bob.id]));
    const bobs = (await json(s.request(`/api/standing-orders?customer=${bob.id}`, { cookie: shop.seller }))).items;
    expect(bobs.every((x: { customer: { id: string } }) => x.customer.id === bob.id)).toBe(true);
    // A customer's filter is ignored: theirs only.
    const ignored = (await json(s.request(`/api/standing-orders?customer=${bob.id}`, { cookie: alice.cookie }))).items;
    expect(ignored.every((x: { customer: { id: string } }) => x.customer.id === alice.id)).toBe(true);
  });

  it('answers another customer\'s standing order as not found, whatever is asked', async () => {
    const id = (await json(create(alice.cookie))).id as string;
    for (const [method, path, json] of [
      ['GET', ''],
      ['PATCH', '', { name: 'Mine' }],
      ['DELETE', ''],
      ['POST', '/pause'],
      ['POST', '/resume'],
    ] as const) {
      expect((await s.request(`/api/standing-orders/${id}${path}`, { method, cookie: bob.cookie, json })).status, `${method} ${path}`).toBe(404);
    }
    expect((await s.request('/api/standing-orders/not-a-uuid', { cookie: alice.cookie })).status).toBe(404);
    expect((await s.request(`/api/standing-orders/${id}`, { cookie: shop.seller })).status).toBe(200);
  });
});

describe('what a standing order takes', () => {
  it('checks the list and the lines as ordering does, but keeps an item out of stock today', async () => {
    const notShared = await create(alice.cookie, { priceList: bob.list });
    expect(notShared.status).toBe(404);
    const offList = await create(alice.cookie, { lines: [{ productId: shop.p[0], quantity: 1 }, { productId: shop.p[5], quantity: 1 }] });
    expect(offList.status).toBe(422);
    expect(await codeOf(offList)).toMatchObject({ code: 'not_in_list', fields: { 'lines.1': 'not_in_list' } });
    const badQuantity = await create(alice.cookie, { lines: [{ productId: shop.p[0], quantity: 0.001 }] });
    expect(badQuantity.status).toBe(422);
    expect(await codeOf(badQuantity)).toMatchObject({ code: 'invalid_quantity', fields: { 'lines.0': 'invalid_quantity' } });
    const outOfStock = await create(alice.cookie, { lines: [{ productId: shop.p[4], quantity: 2 }, { productId: shop.slugs[0], quantity: 1 }] });
    expect(outOfStock.status).toBe(201);
    expect((await json(outOfStock)).lines.map((l: { problem: string | null }) => l.problem)).toContain('out_of_stock');
  });

  it('refuses empty lines or weekdays and a lead time past 72 hours (400)', async () => {
    for (const extra of [{ lines: [] }, { weekdays: [] }, { weekdays: ['someday'] }, { leadHours: 0 }, { leadHours: 73 }, { whenUnanswered: 'ask' }, { name: ' ' }]) {
      expect((await create(alice.cookie, extra)).status, JSON.stringify(extra)).toBe(400);
    }
  });

  it('changes any field, checked again, in activity', async () => {
    const id = (await json(create(alice.cookie))).id as string;
    const patch = (json: unknown, cookie = alice.cookie) => s.request(`/api/standing-orders/${id}`, { method: 'PATCH', cookie, json });
    const res = await patch({ name: 'Fridays', weekdays: ['fri'], leadHours: 24, whenUnanswered: 'skip', lines: [{ productId: shop.p[2], quantity: 9 }], note: null });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ name: 'Fridays', weekdays: ['fri'], leadHours: 24, whenUnanswered: 'skip', total: '270.00', version: 2, next: { date: '2026-11-27' } });
    expect((await patch({ lines: [{ productId: shop.p[5], quantity: 1 }] })).status).toBe(422);
    expect((await patch({})).status).toBe(400);
    // Staff change a customer's too.
    expect((await patch({ name: 'Fridays (staff)' }, shop.seller)).status).toBe(200);
    const rows = await activityRows(s, 'standing_orders', id);
    expect(rows.filter((r) => r.action === 'updated').map((r) => r.details.new)).toEqual([
      { name: 'Fridays', weekdays: ['fri'], leadHours: 24, whenUnanswered: 'skip', lines: 1 },
      { name: 'Fridays (staff)' },
    ]);
  });

  it('pauses (no next draft) and resumes, each once in activity', async () => {
    const id = (await json(create(alice.cookie))).id as string;
    const paused = await json(s.request(`/api/standing-orders/${id}/pause`, { method: 'POST', cookie: alice.cookie }));
    expect(paused).toMatchObject({ paused: true, next: null });
    expect((await s.request(`/api/standing-orders/${id}/pause`, { method: 'POST', cookie: alice.cookie })).status).toBe(200);
    const resumed = await json(s.request(`/api/standing-orders/${id}/resume`, { method: 'POST', cookie: shop.seller }));
    expect(resumed).toMatchObject({ paused: false, next: { date: '2026-11-24' } });
    const rows = await activityRows(s, 'standing_orders', id);
    expect(rows.filter((r) => r.action === 'updated').map((r) => r.details.new)).toEqual([{ paused: true }, { paused: false }]);
  });

  it('deletes, in activity; it is gone after', async () => {
    const id = (await json(create(alice.cookie))).id as string;
    expect((await s.request(`/api/standing-orders/${id}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(204);
    expect((await s.request(`/api/standing-orders/${id}`, { cookie: alice.cookie })).status).toBe(404);
    expect((await activityRows(s, 'standing_orders', id)).map((r) => r.action)).toContain('deleted');
  });
});
