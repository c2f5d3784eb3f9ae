import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows } from '../price-lists/test/fixtures.js';
import { customerWithList, place, setBusiness, shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';

/**
 * The order desk: shorts, substitutes (the customer's rule; asked ones answered in the app or by the
 * mailed link, before the deadline) and catch weights, with who may do each. Monday 2026-11-23, 5:00
 * AM in Miami; orders for Tuesday.
 */
const MONDAY_5AM = '2026-11-23T10:00:00.000Z';
const clock = testClock(MONDAY_5AM);
let s: TestServer;
let shop: Shop;
let alice: Awaited<ReturnType<typeof customerWithList>>;
let bob: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Desk');
  alice = await customerWithList(s, shop, 'alice-desk');
  bob = await customerWithList(s, shop, 'bob-desk');
  await s.database.db.execute(sql`update "user" set language = 'es' where id = ${alice.id}`);
});
afterAll(() => s.close());

/** An order of 5 x $10 + 10 x $20 + 2 cases of about 10 lb at $3/lb (catch weight), moved to `status`. */
async function order(status: 'confirmed' | 'picking' | 'packed' = 'picking', c = alice) {
  clock.set(MONDAY_5AM);
  const res = await place(s, c.cookie, {
    priceList: c.list,
    deliveryDate: '2026-11-24',
    lines: [
      { product: shop.p[0]!, quantity: 5 },
      { product: shop.p[1]!, quantity: 10 },
      { product: shop.p[2]!, quantity: 2 },
    ],
  });
  expect(res.status).toBe(201);
  const { id } = await json(res);
  // The catalogue's part fills these at placing; here the line is made a catch-weight one directly.
  await s.database.db.execute(
    sql`update order_lines set sold_by_weight = true, case_weight = 10, price = 3, total = 60 where order_id = ${id}::uuid and position = 3`,
  );
  await s.database.db.execute(sql`update orders set total = 310 where id = ${id}::uuid`);
  expect((await s.request(`/api/orders/${id}/confirm`, { method: 'POST', cookie: shop.seller })).status).toBe(200);
  for (const next of ['picking', 'packed'] as const) {
    if (status === 'confirmed' || (status === 'picking' && next === 'packed')) break;
    expect((await s.request(`/api/orders/${id}/status`, { method: 'POST', cookie: shop.seller, json: { status: next } })).status).toBe(200);
  }
  return id as string;
}

const short = (id: string, position: number, delivered: number, cookie = shop.seller) =>
  s.request(`/api/orders/${id}/lines/${position}/short`, { method: 'PUT', cookie, json: { delivered } });
const substitute = (id: string, position: number, body: Record<string, unknown>, cookie = shop.seller) =>
  s.request(`/api/orders/${id}/lines/${position}/substitute`, { method: 'PUT', cookie, json: body });
const weigh = (id: string, position: number, weights: string[], cookie = shop.seller) =>
  s.request(`/api/orders/${id}/lines/${position}/weights`, { method: 'PUT', cookie, json: { weights } });
const answer = (id: string, position: number, body: string, cookie = alice.cookie) =>
  s.request(`/api/orders/${id}/substitutions/${position}/answer`, { method: 'POST', cookie, json: { answer: body } });
const read = async (id: string, cookie = alice.cookie) => json(s.request(`/api/orders/${id}`, { cookie }));
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

/** The token in the last substitution mail to `to`. */
function mailedToken(to: string): string {
  const mail = s.mails.filter((m) => m.to === to && /substitut|sustitut/i.test(m.subject)).at(-1);
  const token = /\/substitution\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no substitution mail');
  return token;
}

describe('who may adjust an order', () => {
  it('refuses anonymous callers (401) and customers (403) on every staff route; another customer\'s order is 404 to them', async () => {
    const id = await order();
    const bodies = [
      ['PUT', 'lines/1/short', { delivered: 1 }],
      ['PUT', 'lines/1/substitute', { product: shop.p[3], quantity: 1 }],
      ['DELETE', 'lines/1/substitute', undefined],
      ['PUT', 'lines/3/weights', { weights: ['10'] }],
    ] as const;
    for (const [method, path, body] of bodies) {
      expect((await s.request(`/api/orders/${id}/${path}`, { method, json: body })).status).toBe(401);
      expect((await s.request(`/api/orders/${id}/${path}`, { method, json: body, cookie: alice.cookie })).status).toBe(403);
    }
    expect((await answer(id, 1, 'approve', bob.cookie)).status).toBe(404);
    expect((await s.request(`/api/orders/${id}/substitutions/1/answer`, { method: 'POST', json: { answer: 'approve' } })).status).toBe(401);
    // Staff do not answer for the customer.
    expect((await answer(id, 1, 'approve', shop.seller)).status).toBe(403);
    // A seller may, an admin too; an unknown order or line is 404.
    expect((await short(id, 1, 4)).status).toBe(200);
    expect((await short(id, 1, 4, shop.admin)).status).toBe(200);
    expect((await short('00000000-0000-4000-8000-000000000000', 1, 4)).status).toBe(404);
    expect((await short(id, 9, 4)).status).toBe(404);
  });

  it('adjusts only while picking or packed (409 order_not_adjustable)', async () => {
    const confirmed = await order('confirmed');
    const res = await short(confirmed, 1, 4);
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('order_not_adjustable');
    expect((await weigh(confirmed, 3, ['10'])).status).toBe(409);
    const packed = await order('packed');
    expect((await short(packed, 1, 4)).status).toBe(200);
  });
});

describe('a short', () => {
  it('credits what is not delivered, recomputes the net, is in activity, and both sides see it', async () => {
    const id = await order();
    const before = await read(id, shop.seller);
    const res = await short(id, 2, 7.5);
    expect(res.status).toBe(200);
    const staffView = await json(res);
    expect(staffView.lines[1]).toMatchObject({ delivered: '7.50', credit: '50.00', total: '200.00' });
    expect(staffView.credit).toBe('50.00');
    expect(staffView.total).toBe('260.00');
    expect(staffView.updatedAt >= before.updatedAt).toBe(true);
    const customerView = await read(id);
    expect(customerView.lines[1]).toMatchObject({ delivered: '7.50', credit: '50.00' });
    expect(customerView.belowMinimum).toBeNull();
    const rows = await activityRows(s, 'orders', id);
    expect(rows.some((r)  => r.details.change === 'short')).toBe(true);
    // Back to as ordered.
    expect((await json(short(id, 2, 10))).lines[1]).toMatchObject({ delivered: null, credit: '0.00' });
  });

  it('keeps the whole order from being replaced once a line is adjusted (409 order_adjusted); before that staff may', async () => {
    const id = await order();
    const lines = [{ product: shop.p[0]!, quantity: 6 }, { product: shop.p[1]!, quantity: 10 }, { product: shop.p[2]!, quantity: 2 }];
    const patch = () => s.request(`/api/orders/${id}`, { method: 'PATCH', cookie: shop.seller, json: { lines } });
    expect((await patch()).status).toBe(200);
    expect((await short(id, 2, 4)).status).toBe(200);
    const refused = await patch();
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('order_adjusted');
    expect((await read(id, shop.seller)).lines[1]).toMatchObject({ delivered: '4.00' });
    // The note alone may still change.
    expect((await s.request(`/api/orders/${id}`, { method: 'PATCH', cookie: shop.seller, json: { note: 'Back door' } })).status).toBe(200);
  });

  it('shows staff when the net falls below the customer\'s minimum', async () => {
    const id = await order();
    const view = await json(short(id, 2, 0));
    expect(view.total).toBe('110.00');
    expect(view.belowMinimum).toEqual({ minimum: '250.00', missing: '140.00' });
    expect((await read(id)).belowMinimum).toBeNull();
  });

  it('refuses more than ordered, a third decimal, and part of a case sold by weight (422 invalid_quantity)', async () => {
    const id = await order();
    for (const [position, delivered] of [[1, 6], [1, 1.234], [3, 1.5]] as const) {
      const res = await short(id, position, delivered);
      expect(res.status).toBe(422);
      expect(await codeOf(res)).toBe('invalid_quantity');
    }
    expect((await s.request(`/api/orders/${id}/lines/1/short`, { method: 'PUT', cookie: shop.seller, json: { delivered: -1 } })).status).toBe(400);
  });
});

describe('a substitute', () => {
  it('is reduced when the customer allows none: the line credited, nothing added', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: false });
    const id = await order();
    const view = await json(substitute(id, 1, { product: shop.p[3], quantity: 1 }));
    expect(view.lines[0].substitute).toMatchObject({ state: 'reduced', amount: '40.00', replacedAmount: '50.00' });
    expect(view.lines[0]).toMatchObject({ delivered: '0.00', credit: '50.00' });
    expect(view.total).toBe('260.00');
  });

  it('applies within the limit: the substitute added, the replaced part credited', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: true, substitutionLimit: 10 });
    const id = await order();
    // 2 x $20 = $40 replacing 4 x $10 = $40: within +10%.
    const view = await json(substitute(id, 1, { product: shop.p[1], quantity: 2, replaces: 4 }));
    expect(view.lines[0].substitute).toMatchObject({ state: 'applied', amount: '40.00', replacedAmount: '40.00', deadline: null });
    expect(view.lines[0]).toMatchObject({ delivered: '1.00', credit: '40.00' });
    expect(view.total).toBe('310.00');
  });

  it('takes a set price for a product not on the list, and refuses one without a price (422 substitute_not_in_list)', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: true, substitutionLimit: null });
    const id = await order();
    const refused = await substitute(id, 1, { product: shop.p[5], quantity: 1 });
    expect(refused.status).toBe(422);
    expect(await codeOf(refused)).toBe('substitute_not_in_list');
    const view = await json(substitute(id, 1, { product: shop.p[5], quantity: 1, price: '45.5' }));
    expect(view.lines[0].substitute).toMatchObject({ state: 'applied', price: '45.50', amount: '45.50' });
    expect((await substitute(id, 1, { product: 'no-such-product', quantity: 1, price: '1' })).status).toBe(404);
    expect((await substitute(id, 1, { product: shop.p[3], quantity: 1, deadline: '2026-11-23T09:00:00.000Z' })).status).toBe(400);
  });

  it('asks above the limit: the customer is mailed a one-time link in their language; approving by it applies, once', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: true, substitutionLimit: 10 });
    const id = await order();
    const res = await substitute(id, 1, { product: shop.p[3], quantity: 2, deadline: '2026-11-23T10:45:00.000Z' });
    expect(res.status).toBe(200);
    const view = await json(res);
    expect(view.lines[0].substitute).toMatchObject({ state: 'asked', amount: '80.00', replacedAmount: '50.00', deadline: '2026-11-23T10:45:00.000Z' });
    // Asked changes nothing yet.
    expect(view.lines[0]).toMatchObject({ delivered: null, credit: '0.00' });
    expect(view.total).toBe('310.00');
    await new Promise((r) => setTimeout(r, 50));
    const mail = s.mails.filter((m) => m.to === alice.email).at(-1)!;
    expect(mail.subject).toMatch(/^Pedido \d+: ¿aprueba un sustituto\?$/);
    expect(mail.text).toContain('Responda antes de las 5:45 a. m. (EST)');
    const token = mailedToken(alice.email);
    // Only its hash is stored.
    const stored = (await s.database.db.execute(sql`select token_hash from order_substitutions where order_id = ${id}::uuid`)) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows[0]!.token_hash).not.toContain(token);
    const asked = await json(s.request(`/api/substitutions/${token}`));
    expect(asked).toMatchObject({ state: 'asked', difference: '30.00', language: 'es', original: { quantity: 5 } });
    const approved = await s.request(`/api/substitutions/${token}`, { method: 'POST', json: { answer: 'approve' } });
    expect(approved.status).toBe(200);
    expect((await json(approved)).state).toBe('approved');
    const after = await read(id);
    expect(after.lines[0]).toMatchObject({ delivered: '0.00', credit: '50.00', substitute: { state: 'approved' } });
    expect(after.total).toBe('340.00');
    // The link works once.
    expect((await s.request(`/api/substitutions/${token}`, { method: 'POST', json: { answer: 'decline' } })).status).toBe(404);
    // Reading a used or unknown link is not an error (no failed request in the customer's browser).
    const used = await s.request(`/api/substitutions/${token}`);
    expect(used.status).toBe(200);
    expect(await json(used)).toEqual({ state: 'gone' });
    const unknown = await s.request(`/api/substitutions/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(200);
    expect(await json(unknown)).toEqual({ state: 'gone' });
    expect(await json(s.request('/api/substitutions/not-a-token'))).toEqual({ state: 'gone' });
    expect((await s.request('/api/substitutions/not-a-token', { method: 'POST', json: { answer: 'approve' } })).status).toBe(404);
  });

  it('lets the customer decline in the app; a second answer is refused (409 substitution_closed)', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: true, substitutionLimit: 0 });
    const id = await order();
    await substitute(id, 2, { product: shop.p[3], quantity: 10, replaces: 5 });
    const res = await answer(id, 2, 'decline');
    expect(res.status).toBe(200);
    const view = await json(res);
    expect(view.lines[1]).toMatchObject({ delivered: '5.00', credit: '100.00', substitute: { state: 'declined' } });
    const again = await answer(id, 2, 'approve');
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('substitution_closed');
  });

  it('refuses a late answer (409 answer_too_late) and applies the default rule', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: true, substitutionLimit: 0 });
    const id = await order();
    await substitute(id, 1, { product: shop.p[3], quantity: 2 });
    const token = mailedToken(alice.email);
    // The default deadline is half an hour; an answer at it is late.
    clock.set('2026-11-23T10:30:00.000Z');
    const late = await s.request(`/api/substitutions/${token}`, { method: 'POST', json: { answer: 'approve' } });
    expect(late.status).toBe(409);
    expect(await codeOf(late)).toBe('answer_too_late');
    const view = await read(id);
    expect(view.lines[0]).toMatchObject({ delivered: '0.00', credit: '50.00', substitute: { state: 'expired' } });
    expect(view.total).toBe('260.00');
  });

  it('expires on the next read once its deadline passes, and at the latest when the truck leaves', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: true, substitutionLimit: 0 });
    const id = await order();
    await substitute(id, 1, { product: shop.p[3], quantity: 2, deadline: '2026-11-23T11:00:00.000Z' });
    clock.set('2026-11-23T10:59:00.000Z');
    expect((await read(id)).lines[0].substitute.state).toBe('asked');
    clock.set('2026-11-23T11:00:00.000Z');
    const view = await read(id);
    expect(view.lines[0]).toMatchObject({ delivered: '0.00', substitute: { state: 'expired' } });
    const rows = await activityRows(s, 'orders', id);
    expect(rows.some((r)  => r.details.change === 'substitute_expired')).toBe(true);

    const other = await order();
    await substitute(other, 2, { product: shop.p[3], quantity: 10 });
    await s.request(`/api/orders/${other}/status`, { method: 'POST', cookie: shop.seller, json: { status: 'packed' } });
    await weigh(other, 3, ['10', '10']);
    const moved = await s.request(`/api/orders/${other}/status`, { method: 'POST', cookie: shop.seller, json: { status: 'out_for_delivery' } });
    expect(moved.status).toBe(200);
    expect((await json(moved)).lines[1]).toMatchObject({ delivered: '0.00', substitute: { state: 'expired' } });
  });

  it('can be withdrawn while asked (nothing to restore), not once it applied', async () => {
    await setBusiness(s, shop.seller, alice.id, { substitutions: true, substitutionLimit: 0 });
    const id = await order();
    await substitute(id, 1, { product: shop.p[3], quantity: 2 });
    const token = mailedToken(alice.email);
    const res = await s.request(`/api/orders/${id}/lines/1/substitute`, { method: 'DELETE', cookie: shop.seller });
    expect(res.status).toBe(200);
    expect((await json(res)).lines[0]).toMatchObject({ substitute: null, delivered: null });
    expect(await json(s.request(`/api/substitutions/${token}`))).toEqual({ state: 'gone' });
    expect((await s.request(`/api/orders/${id}/lines/1/substitute`, { method: 'DELETE', cookie: shop.seller })).status).toBe(404);
    await substitute(id, 1, { product: shop.p[1], quantity: 1 });
    const closed = await s.request(`/api/orders/${id}/lines/1/substitute`, { method: 'DELETE', cookie: shop.seller });
    expect(closed.status).toBe(409);
    expect(await codeOf(closed)).toBe('substitution_closed');
  });
});

describe('catch weight', () => {
  it('takes the weight of each case delivered, settles within the tolerance and flags beyond it', async () => {
    const id = await order();
    let view = await json(weigh(id, 3, ['10.5', '9.75']));
    expect(view.lines[2]).toMatchObject({ caseWeights: ['10.50', '9.75'], estimate: '60.00', actual: '60.75', credit: '0.00' });
    expect(view.weights).toEqual({ estimate: '60.00', actual: '60.75', difference: '0.75', outcome: 'settled', tolerance: '5.00' });
    expect(view.total).toBe('310.75');
    view = await json(weigh(id, 3, ['12', '11']));
    expect(view.weights).toMatchObject({ actual: '69.00', difference: '9.00', outcome: 'flagged' });
    expect((await read(id)).weights.outcome).toBe('flagged');
    // A case short: its weight goes, its estimate is credited.
    view = await json(short(id, 3, 1));
    expect(view.lines[2]).toMatchObject({ caseWeights: ['12.00'], credit: '30.00', estimate: '30.00', actual: '36.00' });
  });

  it('refuses weights for a line not sold by weight, more weights than cases, and weights out of range', async () => {
    const id = await order();
    const notCw = await weigh(id, 1, ['10']);
    expect(notCw.status).toBe(422);
    expect(await codeOf(notCw)).toBe('not_sold_by_weight');
    expect((await weigh(id, 3, ['10', '10', '10'])).status).toBe(400);
    expect((await weigh(id, 3, ['0'])).status).toBe(400);
    expect((await weigh(id, 3, ['1000'])).status).toBe(400);
    expect((await weigh(id, 3, ['abc'])).status).toBe(400);
  });

  it('keeps the order from leaving until every case delivered is weighed (409 weights_missing names the line)', async () => {
    const id = await order('packed');
    await weigh(id, 3, ['10']);
    const res = await s.request(`/api/orders/${id}/status`, { method: 'POST', cookie: shop.seller, json: { status: 'out_for_delivery' } });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('weights_missing');
    expect(body.error.fields).toEqual({ 'lines.3': 'weights_missing' });
    await weigh(id, 3, ['10', '10.2']);
    expect((await s.request(`/api/orders/${id}/status`, { method: 'POST', cookie: shop.seller, json: { status: 'out_for_delivery' } })).status).toBe(200);
    // On the truck the lines are fixed.
    expect((await weigh(id, 3, ['10', '10'])).status).toBe(409);
  });
});
