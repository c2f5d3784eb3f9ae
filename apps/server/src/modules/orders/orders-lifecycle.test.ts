import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows, savePrices } from '../price-lists/test/fixtures.js';
import { customerWithList, place, setBusiness, shopWithList, testClock, type Shop } from './test/fixtures.js';

/**
 * An order after it is placed: its price stays whatever the list does, who may read it, change it
 * until the cutoff, cancel it, confirm it (staff), reorder it; and the activity log of each step.
 * Monday 2026-11-23, 5:00 AM in Miami; orders for Tuesday close Tuesday 8:00 AM (13:00 UTC).
 */
const MONDAY_5AM = '2026-11-23T10:00:00.000Z';
const clock = testClock(MONDAY_5AM);
let s: TestServer;
let shop: Shop;
let alice: Awaited<ReturnType<typeof customerWithList>>;
let bob: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Kept');
  alice = await customerWithList(s, shop, 'alice-list');
  bob = await customerWithList(s, shop, 'bob-list');
});
afterAll(() => s.close());

const lines = (...q: [number, number][]) => q.map(([i, quantity]) => ({ product: shop.p[i]!, quantity }));

async function placed(c = alice, date = '2026-11-24') {
  clock.set(MONDAY_5AM);
  const res = await place(s, c.cookie, { priceList: c.list, deliveryDate: date, lines: lines([0, 5], [1, 10]) });
  expect(res.status).toBe(201);
  return json(res);
}

describe('an order placed keeps its prices', () => {
  it('is unchanged by a later price change on the list', async () => {
    const order = await placed();
    await savePrices(s, shop.seller, alice.list, [{ productId: shop.p[0]!, price: '12.00' }], { confirmLargeMoves: true });
    const again = await json(s.request(`/api/orders/${order.id}`, { cookie: alice.cookie }));
    expect(again.total).toBe('250.00');
    expect(again.lines[0]).toMatchObject({ price: '10.00', total: '50.00' });
    await savePrices(s, shop.seller, alice.list, [{ productId: shop.p[0]!, price: '10.00' }], { confirmLargeMoves: true });
  });
});

describe('who may read an order', () => {
  it('gives a customer their own orders only; another customer\'s answers 404', async () => {
    const mine = await placed();
    const theirs = await placed(bob);
    expect((await s.request(`/api/orders/${theirs.id}`, { cookie: alice.cookie })).status).toBe(404);
    expect((await s.request(`/api/orders/${theirs.id}`, { method: 'PATCH', cookie: alice.cookie, json: { note: 'x' } })).status).toBe(404);
    expect((await s.request(`/api/orders/${theirs.id}/cancel`, { method: 'POST', cookie: alice.cookie, json: {} })).status).toBe(404);
    expect((await s.request(`/api/orders/${theirs.id}/reorder`, { cookie: alice.cookie })).status).toBe(404);
    expect((await s.request(`/api/orders/not-an-id`, { cookie: alice.cookie })).status).toBe(404);
    const list = await json(s.request('/api/orders', { cookie: alice.cookie }));
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((o: { customer: { id: string } }) => o.customer.id === alice.id)).toBe(true);
    expect(list.items[0].id).toBe(mine.id);
    // A customer cannot widen the filter to someone else.
    const widened = await json(s.request(`/api/orders?customer=${bob.id}`, { cookie: alice.cookie }));
    expect(widened.items.every((o: { customer: { id: string } }) => o.customer.id === alice.id)).toBe(true);
    expect((await s.request('/api/orders')).status).toBe(401);
  });

  it('gives staff every order, filtered by date, status, customer and a search', async () => {
    const order = await placed(bob, '2026-11-25');
    const byDate = await json(s.request('/api/orders?date=2026-11-25', { cookie: shop.seller }));
    expect(byDate.items.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(byDate.items.every((o: { deliveryDate: string }) => o.deliveryDate === '2026-11-25')).toBe(true);
    const byCustomer = await json(s.request(`/api/orders?customer=${alice.id}`, { cookie: shop.admin }));
    expect(byCustomer.items.every((o: { customer: { id: string } }) => o.customer.id === alice.id)).toBe(true);
    const byNumber = await json(s.request(`/api/orders?q=${order.number}`, { cookie: shop.seller }));
    expect(byNumber.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const byStatus = await json(s.request('/api/orders?status=cancelled', { cookie: shop.seller }));
    expect(byStatus.items.every((o: { status: string }) => o.status === 'cancelled')).toBe(true);
  });

  it('pages with a cursor, newest first, without repeats', async () => {
    const first = await json(s.request('/api/orders?limit=2', { cookie: shop.seller }));
    expect(first.items).toHaveLength(2);
    expect(first.next).toBeTruthy();
    const second = await json(s.request(`/api/orders?limit=2&cursor=${first.next}`, { cookie: shop.seller }));
    const ids = [...first.items, ...second.items].map((o: { id: string }) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await s.request('/api/orders?cursor=garbage', { cookie: shop.seller })).status).toBe(400);
  });
});

describe('changing an order', () => {
  it('changes lines and note before the cutoff; kept lines keep their price, new ones take today\'s', async () => {
    const order = await placed();
    await savePrices(s, shop.seller, alice.list, [{ productId: shop.p[0]!, price: '11.00' }, { productId: shop.p[2]!, price: '31.00' }], { confirmLargeMoves: true });
    const res = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { lines: lines([0, 6], [2, 7]), note: 'Ring twice' } });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.lines).toMatchObject([
      { product: shop.p[0], quantity: 6, price: '10.00', total: '60.00' },
      { product: shop.p[2], quantity: 7, price: '31.00', total: '217.00' },
    ]);
    expect(body).toMatchObject({ total: '277.00', note: 'Ring twice' });
    await savePrices(s, shop.seller, alice.list, [{ productId: shop.p[0]!, price: '10.00' }, { productId: shop.p[2]!, price: '30.00' }], { confirmLargeMoves: true });
  });

  it('refuses a change below the minimum, and every line refusal, as placing does', async () => {
    const order = await placed();
    const small = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { lines: lines([0, 1]) } });
    expect(small.status).toBe(422);
    expect((await json(small)).error.code).toBe('below_minimum');
    const zero = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { lines: lines([0, 0]) } });
    expect((await json(zero)).error.code).toBe('invalid_quantity');
    const missing = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { lines: [...lines([0, 5], [1, 10]), { product: shop.p[5]!, quantity: 1 }] } });
    expect((await json(missing)).error.code).toBe('not_in_list');
    const empty = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: {} });
    expect(empty.status).toBe(400);
  });

  it('locks the order for its customer after the cutoff (order_locked); staff may still change it', async () => {
    const order = await placed();
    clock.set('2026-11-24T13:00:00.000Z');
    const res = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { note: 'late' } });
    expect(res.status).toBe(409);
    expect((await json(res)).error.code).toBe('order_locked');
    const cancel = await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: alice.cookie, json: {} });
    expect((await json(cancel)).error.code).toBe('order_locked');
    expect((await json(s.request(`/api/orders/${order.id}`, { cookie: alice.cookie }))).editable).toBe(false);
    const staff = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: shop.seller, json: { note: 'Customer called: back door' } });
    expect(staff.status).toBe(200);
    clock.set(MONDAY_5AM);
  });

  it('refuses new lines once the list is no longer shared with the customer; staff may still change it', async () => {
    const c = await customerWithList(s, shop, 'unshared-list');
    const order = await placed(c);
    expect((await s.request(`/api/users/${c.id}/lists`, { method: 'PUT', cookie: shop.admin, json: { listIds: [] } })).status).toBe(200);
    const res = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: c.cookie, json: { lines: lines([0, 5], [1, 11]) } });
    expect((await json(res)).error.code).toBe('not_in_list');
    // The note is still theirs to change, and the order theirs to read.
    expect((await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: c.cookie, json: { note: 'Side entrance' } })).status).toBe(200);
    expect((await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: shop.seller, json: { lines: lines([0, 5], [1, 11]) } })).status).toBe(200);
  });

  it('puts a confirmed order back to placed when its customer changes it', async () => {
    const order = await placed();
    expect((await json(s.request(`/api/orders/${order.id}/confirm`, { method: 'POST', cookie: shop.seller }))).status).toBe('confirmed');
    const changed = await json(s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { note: 'One more thing' } }));
    expect(changed.status).toBe('placed');
  });
});

describe('cancelling and confirming', () => {
  it('lets the customer cancel before the cutoff; a cancelled order is locked', async () => {
    const order = await placed();
    const res = await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: alice.cookie });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'cancelled', editable: false });
    const again = await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { note: 'x' } });
    expect((await json(again)).error.code).toBe('order_locked');
    const confirm = await s.request(`/api/orders/${order.id}/confirm`, { method: 'POST', cookie: shop.seller });
    expect(confirm.status).toBe(409);
  });

  it('lets staff cancel after the cutoff with a reason (required), kept on the order', async () => {
    const order = await placed();
    clock.set('2026-11-24T14:00:00.000Z');
    const noReason = await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: shop.seller, json: {} });
    expect(noReason.status).toBe(400);
    const res = await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'Truck broke down' } });
    expect(res.status).toBe(200);
    const seen = await json(s.request(`/api/orders/${order.id}`, { cookie: alice.cookie }));
    expect(seen).toMatchObject({ status: 'cancelled', cancelReason: 'Truck broke down' });
    clock.set(MONDAY_5AM);
  });

  it('lets staff confirm one or many; customers may not', async () => {
    const a = await placed();
    const b = await placed(bob);
    expect((await s.request(`/api/orders/${a.id}/confirm`, { method: 'POST', cookie: alice.cookie })).status).toBe(403);
    expect((await s.request('/api/orders/confirm', { method: 'POST', cookie: alice.cookie, json: { ids: [a.id] } })).status).toBe(403);
    const res = await s.request('/api/orders/confirm', { method: 'POST', cookie: shop.admin, json: { ids: [a.id, b.id, a.id] } });
    expect(await json(res)).toEqual({ confirmed: 2 });
    expect((await json(s.request(`/api/orders/${b.id}`, { cookie: bob.cookie }))).status).toBe('confirmed');
    // Confirming a confirmed order again changes nothing.
    expect((await json(s.request(`/api/orders/${a.id}/confirm`, { method: 'POST', cookie: shop.seller }))).status).toBe('confirmed');
  });

  it('records placing, changing, cancelling and confirming in the activity log, with who', async () => {
    const order = await placed();
    await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { note: 'Gate code 1234' } });
    await s.request(`/api/orders/${order.id}/confirm`, { method: 'POST', cookie: shop.seller });
    await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'Closed for inventory' } });
    const rows = await activityRows(s, 'orders', order.id);
    expect(rows.map((r) => r.action)).toEqual(['created', 'updated', 'confirmed', 'cancelled']);
    expect(rows[0]!.details).toMatchObject({ number: order.number, total: '250.00', deliveryDate: '2026-11-24' });
    expect(rows[0]!.userEmail).toBe(alice.email);
    expect(rows[3]!.details).toMatchObject({ reason: 'Closed for inventory' });
  });
});

describe('reorder', () => {
  it('gives the lines at today\'s prices with what changed', async () => {
    const order = await placed();
    await savePrices(s, shop.seller, alice.list, [{ productId: shop.p[0]!, price: '12.00' }, { productId: shop.p[1]!, price: null }], { confirmLargeMoves: true });
    const body = await json(s.request(`/api/orders/${order.id}/reorder`, { cookie: alice.cookie }));
    expect(body.priceList).toBe(alice.list);
    expect(body.lines).toMatchObject([
      { product: shop.p[0], quantity: 5, price: '12.00', was: '10.00', status: 'up' },
      { product: shop.p[1], quantity: 10, price: null, was: '20.00', status: 'gone' },
    ]);
    await savePrices(s, shop.seller, alice.list, [{ productId: shop.p[0]!, price: '10.00' }, { productId: shop.p[1]!, price: '20.00' }], { confirmLargeMoves: true });
    expect((await s.request(`/api/orders/${order.id}/reorder`, { cookie: shop.seller })).status).toBe(403);
  });
});

describe('one order past the cutoff, allowed by staff', () => {
  it('takes one order for today after the cutoff, then closes again', async () => {
    const c = await customerWithList(s, shop, 'late-list');
    clock.set('2026-11-23T14:00:00.000Z');
    const body = { priceList: c.list, deliveryDate: '2026-11-23', lines: lines([0, 5], [1, 10]) };
    expect((await json(place(s, c.cookie, body))).error.code).toBe('past_cutoff');
    await setBusiness(s, shop.seller, c.id, { lateOrderAllowed: true });
    const planner = await json(s.request(`/api/orders/planner?priceList=${c.list}`, { cookie: c.cookie }));
    expect(planner.calendar[0]).toMatchObject({ date: '2026-11-23', available: true });
    expect((await place(s, c.cookie, body)).status).toBe(201);
    expect((await json(place(s, c.cookie, body))).error.code).toBe('past_cutoff');
    expect((await json(s.request(`/api/users/${c.id}/business`, { cookie: shop.seller }))).lateOrderAllowed).toBe(false);
    clock.set(MONDAY_5AM);
  });
});

describe('GET /api/orders/planner', () => {
  it('says why a day is not offered, and lists the usual items, most ordered first', async () => {
    clock.set('2026-11-23T13:30:00.000Z');
    const planner = await json(s.request(`/api/orders/planner?priceList=${alice.list}`, { cookie: alice.cookie }));
    expect(planner.calendar).toHaveLength(14);
    expect(planner.calendar[0]).toMatchObject({ date: '2026-11-23', available: false, reason: 'cutoffPassed' });
    expect(planner.calendar.find((d: { date: string }) => d.date === '2026-11-29')).toMatchObject({ available: false, reason: 'closed' });
    expect(planner.usualProducts.slice(0, 2).sort()).toEqual([shop.p[0], shop.p[1]].sort());
    expect(planner).toMatchObject({ minimum: '250.00', size: 'small', lateOrderAllowed: false });
    clock.set(MONDAY_5AM);
  });
});

describe('a customer\'s business', () => {
  it('is set by staff (in the activity log), not by the customer', async () => {
    expect((await s.request(`/api/users/${bob.id}/business`, { method: 'PUT', cookie: bob.cookie, json: { size: 'large' } })).status).toBe(403);
    const set = await setBusiness(s, shop.seller, bob.id, { size: 'medium', deliveryDays: ['fri', 'tue'], substitutions: true, substitutionLimit: 10 });
    expect(set).toMatchObject({ size: 'medium', deliveryDays: ['tue', 'fri'], substitutionLimit: 10 });
    const rows = await activityRows(s, 'users', bob.id);
    expect(rows.at(-1)!.details).toMatchObject({ business: true, new: { size: 'medium' } });
    expect((await s.request('/api/users/nobody/business', { cookie: shop.seller })).status).toBe(404);
    const bad = await s.request(`/api/users/${bob.id}/business`, { method: 'PUT', cookie: shop.seller, json: { size: 'huge' } });
    expect(bad.status).toBe(400);
  });

  it('lets the customer give their own company and address, nothing else', async () => {
    const res = await s.request('/api/profile/business', { method: 'PUT', cookie: alice.cookie, json: { company: ' Cafe Alice ', address: '1 Ocean Dr, Miami', size: 'large' } });
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ company: 'Cafe Alice', address: '1 Ocean Dr, Miami', size: 'small' });
    expect((await s.request('/api/profile/business', { cookie: shop.seller })).status).toBe(403);
  });

  it('takes company and address at sign-up', async () => {
    const email = `signup-${Date.now()}@example.com`;
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Nuevo Cliente', email, password: 'a long enough password 42', companyName: '  La Esquina  ', deliveryAddress: '5 Calle Ocho' },
    });
    expect(res.status).toBe(200);
    const row = (await s.database.db.execute(
      (await import('drizzle-orm')).sql`select company_name as company, delivery_address as address from "user" where email = ${email}`,
    )) as unknown as { rows: { company: string; address: string }[] };
    expect(row.rows[0]).toEqual({ company: 'La Esquina', address: '5 Calle Ocho' });
    const tooLong = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Otro', email: `x${email}`, password: 'a long enough password 42', companyName: 'x'.repeat(121) },
    });
    expect(tooLong.status).toBe(400);
  });
});

describe('statuses on the way to delivery', () => {
  const move = (id: string, status: string, cookie = shop.seller) => s.request(`/api/orders/${id}/status`, { method: 'POST', cookie, json: { status } });

  it('moves one step at a time by staff, kept with who and when; customers see when, not who', async () => {
    const order = await placed();
    for (const status of ['confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered']) {
      const res = await move(order.id, status);
      expect(res.status, status).toBe(200);
      expect((await json(res)).status).toBe(status);
    }
    const staffView = await json(s.request(`/api/orders/${order.id}`, { cookie: shop.seller }));
    expect(staffView.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered']);
    expect(staffView.history[0].by).toBe(alice.email);
    expect(staffView.history.at(-1).by).toMatch(/@/);
    const customerView = await json(s.request(`/api/orders/${order.id}`, { cookie: alice.cookie }));
    expect(customerView.history).toHaveLength(6);
    expect(customerView.history.every((h: Record<string, unknown>) => !('by' in h) && typeof h.at === 'string')).toBe(true);
    const rows = await activityRows(s, 'orders', order.id);
    expect(rows.at(-1)!.details).toMatchObject({ old: { status: 'out_for_delivery' }, new: { status: 'delivered' } });
  });

  it('refuses a skipped step, a move out of delivered or cancelled, customers, and cancelling a delivered order', async () => {
    const order = await placed();
    const skipped = await move(order.id, 'packed');
    expect(skipped.status).toBe(409);
    expect((await json(skipped)).error.code).toBe('status_not_allowed');
    expect((await move(order.id, 'confirmed', alice.cookie)).status).toBe(403);
    expect((await move(order.id, 'cancelled')).status).toBe(400);
    for (const status of ['confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered']) expect((await move(order.id, status)).status).toBe(200);
    expect((await json(move(order.id, 'out_for_delivery'))).error.code).toBe('status_not_allowed');
    const cancel = await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'Too late' } });
    expect((await json(cancel)).error.code).toBe('order_locked');
  });

  it('steps back one step; a picked order is no longer the customer\'s to change or cancel, and its lines stop changing once on the truck', async () => {
    const order = await placed();
    for (const status of ['confirmed', 'picking']) await move(order.id, status);
    expect((await json(s.request(`/api/orders/${order.id}`, { cookie: alice.cookie }))).editable).toBe(false);
    expect((await json(s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: alice.cookie, json: { note: 'x' } }))).error.code).toBe('order_locked');
    expect((await json(s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: alice.cookie, json: {} }))).error.code).toBe('order_locked');
    expect((await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: shop.seller, json: { note: 'Packed at dock 2' } })).status).toBe(200);
    expect((await json(move(order.id, 'confirmed'))).status).toBe('confirmed');
    for (const status of ['picking', 'packed', 'out_for_delivery']) await move(order.id, status);
    expect((await json(s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: shop.seller, json: { note: 'y' } }))).error.code).toBe('order_locked');
    // Staff may still stop it before it is delivered.
    expect((await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'Truck broke down' } })).status).toBe(200);
  });
});
