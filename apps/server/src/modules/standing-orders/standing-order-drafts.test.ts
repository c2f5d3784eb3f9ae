import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows, savePrices } from '../price-lists/test/fixtures.js';
import { customerWithList, orderCount, place, shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';
import { draftsOf as draftsOfStored, draftTicker, WEEK, weeklyLines } from './test/fixtures.js';

/**
 * Drafts of standing orders: made before the cutoff (never two for one date), reminded by mail in the
 * customer's language, answered in the app or by the mailed link until the deadline, then placed or
 * skipped by the customer's rule. Standing orders for Tuesday 2026-11-24 (cutoff 8:00 AM EST = 13:00Z).
 */
const { MON_5AM, MON_8PM, DECIDE, TUESDAY } = WEEK;
const clock = testClock(MON_5AM);
let s: TestServer;
let shop: Shop;
let ana: Awaited<ReturnType<typeof customerWithList>>;
let bob: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Drafts');
  ana = await customerWithList(s, shop, 'ana-drafts');
  bob = await customerWithList(s, shop, 'bob-drafts');
  await s.database.db.execute(sql`update "user" set language = 'es', name = 'Ana' where id = ${ana.id}`);
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.database.db.execute(sql`delete from standing_orders`);
  s.mails.length = 0;
  clock.set(MON_5AM);
});

const LINES = () => weeklyLines(shop);

async function standing(customer = ana, extra: Record<string, unknown> = {}) {
  clock.set(MON_5AM);
  const res = await s.request('/api/standing-orders', { method: 'POST', cookie: customer.cookie, json: { name: 'Semanal', priceList: customer.list, lines: LINES(), weekdays: ['tue'], ...extra } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)) as { id: string };
}

const tick = (at: string) => draftTicker(s, clock)(at);
const draftsOf = (standingOrderId: string) => draftsOfStored(s, standingOrderId);

async function oneDraft(standingOrderId: string) {
  const rows = await draftsOf(standingOrderId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const reminders = (to: string) => s.mails.filter((m) => m.to === to && /Pedido fijo|Standing order/.test(m.subject) && /token=/.test(m.text));
function mailedToken(to: string): string {
  const token = /\/standing-order\?token=([A-Za-z0-9_-]+)&action=place/.exec(reminders(to).at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error('no reminder');
  return token;
}
const act = (id: string, action: 'place' | 'skip', cookie = ana.cookie) => s.request(`/api/standing-order-drafts/${id}/${action}`, { method: 'POST', cookie });
const edit = (id: string, lines: unknown, cookie = ana.cookie) => s.request(`/api/standing-order-drafts/${id}`, { method: 'PUT', cookie, json: { lines } });
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe('making drafts', () => {
  it('makes the draft at its time, once even with two runs at once, and reminds the customer in their language', async () => {
    const so = await standing();
    await tick(MON_5AM);
    await tick('2026-11-24T00:59:59.000Z');
    expect(await draftsOf(so.id)).toHaveLength(0);
    await Promise.all([tick(MON_8PM), tick(MON_8PM)]);
    const draft = await oneDraft(so.id);
    expect(draft).toMatchObject({ state: 'draft', date: TUESDAY });
    await tick('2026-11-24T02:00:00.000Z');
    expect(await draftsOf(so.id)).toHaveLength(1);

    const mails = reminders(ana.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Pedido fijo «Semanal»: entrega el martes, 24 de noviembre de 2026');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toMatch(/Total: \$300\.00/);
    expect(mail.text).toContain('Responda antes de las 7:45');
    expect(mail.text).toContain('Si no responde, lo hacemos tal cual.');
    expect(mail.text).toMatch(/Hacer el pedido tal cual: http:\/\/localhost:3999\/standing-order\?token=[\w-]+&action=place/);
    expect(mail.text).toMatch(/Omitir este: http:\/\/localhost:3999\/standing-order\?token=[\w-]+&action=skip/);
    expect(mail.text).toContain(`Modificar: http://localhost:3999/standing-orders/drafts/${draft.id}`);
    expect(mail.html).toContain('lang="es"');

    // The standing order shows it open, and its next draft a week later.
    const view = await json(s.request(`/api/standing-orders/${so.id}`, { cookie: ana.cookie }));
    expect(view.openDrafts).toEqual([{ id: draft.id, deliveryDate: TUESDAY, decideAt: DECIDE }]);
    expect(view.next).toMatchObject({ date: '2026-12-01' });
    expect((await activityRows(s, 'standing_orders', so.id)).some((r) => r.details.draft === 'made' && r.details.deliveryDate === TUESDAY)).toBe(true);
  });

  it('makes none while paused, and from the next due date once resumed', async () => {
    const so = await standing();
    expect((await s.request(`/api/standing-orders/${so.id}/pause`, { method: 'POST', cookie: ana.cookie })).status).toBe(200);
    await tick(MON_8PM);
    expect(await draftsOf(so.id)).toHaveLength(0);
    expect(reminders(ana.email)).toHaveLength(0);
    expect((await s.request(`/api/standing-orders/${so.id}/resume`, { method: 'POST', cookie: ana.cookie })).status).toBe(200);
    await tick('2026-11-24T02:00:00.000Z');
    expect(await oneDraft(so.id)).toMatchObject({ date: TUESDAY });
  });

  it('leaves a product dropped from the list out of the draft\'s total and says so; placing orders the rest', async () => {
    const so = await standing(bob, { lines: [...LINES(), { productId: shop.p[3]!, quantity: 5 }] });
    await savePrices(s, shop.seller, bob.list, [{ productId: shop.p[3]!, price: null }]);
    try {
      await tick(MON_8PM);
      const { id } = await oneDraft(so.id);
      const mail = reminders(bob.email)[0]!;
      expect(mail.subject).toBe('Standing order "Semanal": delivery Tuesday, November 24, 2026');
      expect(mail.text).toMatch(/Not available, left out: .+ \(no longer on your list\)\./);
      const draft = await json(s.request(`/api/standing-order-drafts/${id}`, { cookie: bob.cookie }));
      expect(draft.lines.map((l: { problem: string | null }) => l.problem)).toEqual([null, null, 'not_in_list']);
      expect(draft.total).toBe('300.00');
      const placed = await json(act(id, 'place', bob.cookie));
      const order = await json(s.request(`/api/orders/${placed.order.id}`, { cookie: bob.cookie }));
      expect(order.lines.map((l: { product: string }) => l.product)).toEqual([shop.p[0], shop.p[1]]);
      expect(order.total).toBe('300.00');
    } finally {
      await savePrices(s, shop.seller, bob.list, [{ productId: shop.p[3]!, price: '40.00' }], { confirmLargeMoves: true, confirmBelowFloor: true });
    }
  });
});

describe('answering a draft in the app', () => {
  it('shows it to its customer and staff only, edits this delivery\'s lines, and places it once as the customer', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const { id } = await oneDraft(so.id);
    const listed = (await json(s.request('/api/standing-orders/drafts', { cookie: ana.cookie }))).items;
    expect(listed).toEqual([expect.objectContaining({ id, state: 'draft', open: true, deliveryDate: TUESDAY, decideAt: DECIDE, total: '300.00', language: 'es' })]);
    expect((await json(s.request('/api/standing-orders/drafts', { cookie: bob.cookie }))).items).toEqual([]);
    expect((await s.request(`/api/standing-order-drafts/${id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await act(id, 'place', bob.cookie)).status).toBe(404);
    expect((await s.request(`/api/standing-order-drafts/${id}`, { cookie: shop.seller })).status).toBe(200);
    expect((await json(s.request(`/api/standing-orders/drafts?customer=${ana.id}`, { cookie: shop.seller }))).items).toHaveLength(1);

    const refused = await edit(id, [{ productId: shop.p[5], quantity: 1 }]);
    expect(refused.status).toBe(422);
    expect(await codeOf(refused)).toBe('not_in_list');
    const edited = await json(edit(id, [{ productId: shop.p[0], quantity: 30 }]));
    expect(edited).toMatchObject({ total: '300.00', lines: [expect.objectContaining({ quantity: 30 })] });
    // The standing order keeps its own lines.
    expect((await json(s.request(`/api/standing-orders/${so.id}`, { cookie: ana.cookie }))).lines).toHaveLength(2);

    const before = await orderCount(s, ana.id);
    const res = await act(id, 'place');
    expect(res.status).toBe(200);
    const placed = await json(res);
    expect(placed).toMatchObject({ state: 'placed', open: false, automatic: false, order: { number: expect.any(String) } });
    const order = await json(s.request(`/api/orders/${placed.order.id}`, { cookie: ana.cookie }));
    expect(order).toMatchObject({ deliveryDate: TUESDAY, total: '300.00', customer: { id: ana.id }, lines: [expect.objectContaining({ quantity: 30, price: '10.00' })] });
    expect(s.mails.some((m) => m.to === ana.email && m.subject.startsWith(`Pedido ${order.number} recibido`))).toBe(true);

    for (const again of [await act(id, 'place'), await act(id, 'skip'), await edit(id, LINES())]) {
      expect(again.status).toBe(409);
      expect(await codeOf(again)).toBe('draft_closed');
    }
    await Promise.all([tick(DECIDE), tick(DECIDE)]);
    expect(await orderCount(s, ana.id)).toBe(before + 1);
    const keyed = (await s.database.db.execute(sql`select count(*)::int as n from orders where idempotency_key = ${`standing-draft:${id}`}`)) as unknown as { rows: { n: number }[] };
    expect(keyed.rows[0]!.n).toBe(1);
    expect((await activityRows(s, 'standing_orders', so.id)).map((r) => r.details.draft).filter(Boolean)).toEqual(['made', 'edited', 'placed']);
  });

  it('answers ordering\'s refusal and keeps the draft open to change, then skips it; the rule does nothing after', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const { id } = await oneDraft(so.id);
    await edit(id, [{ productId: shop.p[0], quantity: 1 }]);
    const refused = await act(id, 'place');
    expect(refused.status).toBe(422);
    expect(await codeOf(refused)).toBe('below_minimum');
    expect(await oneDraft(so.id)).toMatchObject({ state: 'draft' });
    const skipped = await json(act(id, 'skip'));
    expect(skipped).toMatchObject({ state: 'skipped', automatic: false, order: null });
    const before = await orderCount(s, ana.id);
    await tick(DECIDE);
    expect(await orderCount(s, ana.id)).toBe(before);
    expect(await oneDraft(so.id)).toMatchObject({ state: 'skipped' });
  });

  it('lets staff place a customer\'s draft: the order is the customer\'s', async () => {
    const so = await standing(bob);
    await tick(MON_8PM);
    const { id } = await oneDraft(so.id);
    const placed = await json(act(id, 'place', shop.seller));
    const order = await json(s.request(`/api/orders/${placed.order.id}`, { cookie: bob.cookie }));
    expect(order.customer.id).toBe(bob.id);
  });

  it('closes answers and edits at the deadline (draft_closed)', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const { id } = await oneDraft(so.id);
    clock.set(DECIDE);
    for (const res of [await edit(id, LINES()), await act(id, 'place'), await act(id, 'skip')]) {
      expect(res.status).toBe(409);
      expect(await codeOf(res)).toBe('draft_closed');
    }
    expect((await json(s.request(`/api/standing-order-drafts/${id}`, { cookie: ana.cookie }))).open).toBe(false);
  });
});

describe('answering by the mailed link', () => {
  it('shows the draft without signing in, in the customer\'s language, and places it once', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const token = mailedToken(ana.email);
    const shown = await json(s.request(`/api/standing-order-drafts/by-token/${token}`));
    expect(shown).toMatchObject({ state: 'draft', language: 'es', deliveryDate: TUESDAY, total: '300.00' });
    expect(shown.lines[0].name).toMatch(/ES$|\S/);
    const res = await s.request(`/api/standing-order-drafts/by-token/${token}`, { method: 'POST', json: { action: 'place' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ state: 'placed', order: { number: expect.any(String) } });
    expect(await oneDraft(so.id)).toMatchObject({ state: 'placed' });
    // The link works once.
    expect(await json(s.request(`/api/standing-order-drafts/by-token/${token}`))).toEqual({ state: 'gone' });
    expect((await s.request(`/api/standing-order-drafts/by-token/${token}`, { method: 'POST', json: { action: 'skip' } })).status).toBe(404);
    expect(await json(s.request('/api/standing-order-drafts/by-token/short'))).toEqual({ state: 'gone' });
    expect((await s.request(`/api/standing-order-drafts/by-token/${'x'.repeat(32)}`, { method: 'POST', json: { action: 'place' } })).status).toBe(404);
    expect((await s.request(`/api/standing-order-drafts/by-token/${token}`, { method: 'POST', json: { action: 'maybe' } })).status).toBe(400);
    const rows = await activityRows(s, 'standing_orders', so.id);
    expect(rows.find((r) => r.details.draft === 'placed')?.userEmail).toBe(ana.email);
  });

  it('skips by the link', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const res = await s.request(`/api/standing-order-drafts/by-token/${mailedToken(ana.email)}`, { method: 'POST', json: { action: 'skip' } });
    expect(await json(res)).toMatchObject({ state: 'skipped' });
    expect(await oneDraft(so.id)).toMatchObject({ state: 'skipped', orderId: null });
  });
});

describe('unanswered drafts', () => {
  it('are placed as is at the decision time, once even with two runs at once', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const before = await orderCount(s, ana.id);
    await tick('2026-11-24T12:44:59.000Z');
    expect(await oneDraft(so.id)).toMatchObject({ state: 'draft' });
    await Promise.all([tick(DECIDE), tick(DECIDE)]);
    const draft = await oneDraft(so.id);
    expect(draft).toMatchObject({ state: 'placed', automatic: true });
    expect(await orderCount(s, ana.id)).toBe(before + 1);
    const rows = await activityRows(s, 'standing_orders', so.id);
    expect(rows.find((r) => r.details.draft === 'placed')).toMatchObject({ userEmail: null, details: { automatic: true } });
  });

  it('are skipped when the customer chose so', async () => {
    const so = await standing(ana, { whenUnanswered: 'skip' });
    await tick(MON_8PM);
    expect(reminders(ana.email)[0]?.text).toContain('Si no responde, omitimos este.');
    const before = await orderCount(s, ana.id);
    await tick(DECIDE);
    expect(await oneDraft(so.id)).toMatchObject({ state: 'skipped', automatic: true });
    expect(await orderCount(s, ana.id)).toBe(before);
  });

  it('are skipped when the standing order was paused meanwhile', async () => {
    const so = await standing();
    await tick(MON_8PM);
    await s.request(`/api/standing-orders/${so.id}/pause`, { method: 'POST', cookie: ana.cookie });
    await tick(DECIDE);
    expect(await oneDraft(so.id)).toMatchObject({ state: 'skipped', automatic: true });
  });

  it('that cannot be placed are recorded as failed, with why, and the customer is told', async () => {
    const so = await standing(bob, { lines: [{ productId: shop.p[0]!, quantity: 1 }] });
    await tick(MON_8PM);
    await tick(DECIDE);
    expect(await oneDraft(so.id)).toMatchObject({ state: 'failed', reason: 'below_minimum', automatic: true, orderId: null });
    const mail = s.mails.find((m) => m.to === bob.email && m.subject === 'Standing order "Semanal": no order for Tuesday, November 24, 2026');
    expect(mail?.text).toContain('We could not place your standing order "Semanal" for delivery on Tuesday, November 24, 2026: the order was below your minimum.');
    expect(mail?.text).toContain('http://localhost:3999/order');
  });

  it('a placing interrupted midway is ended by the next run: with the order it placed, or given back', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const { id } = await oneDraft(so.id);
    // Taken for placing at 9:00 PM, and the process stopped before anything was placed.
    await s.database.db.execute(sql`update standing_order_drafts set decided_at = '2026-11-24T02:00:00Z' where id = ${id}::uuid`);
    await tick('2026-11-24T02:01:00.000Z');
    expect((await json(s.request(`/api/standing-order-drafts/${id}`, { cookie: ana.cookie }))).open).toBe(false);
    await tick('2026-11-24T02:03:00.000Z');
    expect((await json(s.request(`/api/standing-order-drafts/${id}`, { cookie: ana.cookie }))).open).toBe(true);
    // Taken again, and this time the order was placed before the stop.
    await s.database.db.execute(sql`update standing_order_drafts set decided_at = '2026-11-24T02:03:00Z' where id = ${id}::uuid`);
    const placed = await place(s, ana.cookie, { priceList: ana.list, deliveryDate: TUESDAY, lines: LINES().map((l) => ({ product: l.productId, quantity: l.quantity })) }, `standing-draft:${id}`);
    expect(placed.status).toBe(201);
    await tick('2026-11-24T02:10:00.000Z');
    expect(await oneDraft(so.id)).toMatchObject({ state: 'placed', orderId: (await json(placed)).id });
  });
});
