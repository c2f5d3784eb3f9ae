import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_STANDING_ORDERS } from '@freshprice/shared';
import { createTestServer, json, listIdOf, type TestServer } from '../../test/harness.js';
import { customerWithList, orderCount, shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';
import { draftsOf as draftsOfStored, draftTicker, WEEK, weeklyLines } from './test/fixtures.js';

/**
 * What a standing order must not do for someone who may no longer order: a disabled customer gets no
 * draft, no reminder, no order by the rule and no answer by an old link; a list no longer shared with
 * the customer shows no prices. Tuesday 2026-11-24, cutoff 8:00 AM EST; drafts made Monday 8:00 PM.
 */
const { MON_5AM, MON_8PM, DECIDE } = WEEK;
const clock = testClock(MON_5AM);
let s: TestServer;
let shop: Shop;
let ana: Awaited<ReturnType<typeof customerWithList>>;
let ben: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Guard');
  ana = await customerWithList(s, shop, 'ana-guard');
  ben = await customerWithList(s, shop, 'ben-guard');
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.database.db.execute(sql`delete from standing_orders`);
  await s.database.db.execute(sql`update "user" set disabled_at = null where id = ${ana.id}`);
  s.mails.length = 0;
  clock.set(MON_5AM);
});

const LINES = () => weeklyLines(shop);

async function standing(extra: Record<string, unknown> = {}, customer = ana) {
  const res = await s.request('/api/standing-orders', { method: 'POST', cookie: customer.cookie, json: { name: 'Weekly', priceList: customer.list, lines: LINES(), weekdays: ['tue'], ...extra } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)) as { id: string };
}

const tick = (at: string) => draftTicker(s, clock)(at);
const draftsOf = (standingOrderId: string) => draftsOfStored(s, standingOrderId);

const disable = () => s.database.db.execute(sql`update "user" set disabled_at = now() where id = ${ana.id}`);
const reminderToken = () => /token=([A-Za-z0-9_-]+)&action=place/.exec(s.mails.filter((m) => m.to === ana.email).at(-1)?.text ?? '')?.[1];

describe('a disabled customer', () => {
  it('gets no draft and no reminder', async () => {
    const so = await standing();
    await disable();
    await tick(MON_8PM);
    expect(await draftsOf(so.id)).toEqual([]);
    expect(s.mails.filter((m) => m.to === ana.email)).toEqual([]);
  });

  it('has no order placed by the rule: an open draft is skipped at its deadline', async () => {
    const so = await standing();
    await tick(MON_8PM);
    expect(await draftsOf(so.id)).toHaveLength(1);
    await disable();
    const before = await orderCount(s, ana.id);
    await tick(DECIDE);
    expect(await orderCount(s, ana.id)).toBe(before);
    expect((await draftsOf(so.id))[0]).toMatchObject({ state: 'skipped', automatic: true, orderId: null });
  });

  it('cannot read or answer a draft by a link mailed before', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const token = reminderToken();
    expect(token).toBeTruthy();
    await disable();
    expect(await json(s.request(`/api/standing-order-drafts/by-token/${token}`))).toEqual({ state: 'gone' });
    const before = await orderCount(s, ana.id);
    const res = await s.request(`/api/standing-order-drafts/by-token/${token}`, { method: 'POST', json: { action: 'place' } });
    expect(res.status).toBe(404);
    expect(await orderCount(s, ana.id)).toBe(before);
    expect((await draftsOf(so.id))[0]).toMatchObject({ state: 'draft' });
  });
});

describe('the mailed link after the deadline', () => {
  it('shows the draft closed and acts no more, though the scheduled run has not decided it yet', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const token = reminderToken();
    clock.set(DECIDE);
    expect(await json(s.request(`/api/standing-order-drafts/by-token/${token}`))).toMatchObject({ state: 'draft', open: false });
    for (const action of ['place', 'skip']) {
      const res = await s.request(`/api/standing-order-drafts/by-token/${token}`, { method: 'POST', json: { action } });
      expect(res.status).toBe(409);
      expect((await json(res)).error.code).toBe('draft_closed');
    }
    expect((await draftsOf(so.id))[0]).toMatchObject({ state: 'draft', orderId: null });
  });
});

describe('a list no longer shared with the customer', () => {
  it('shows no prices in the standing order, its draft or the mailed link: every line is off the list', async () => {
    const so = await standing();
    await tick(MON_8PM);
    const [draft] = await draftsOf(so.id);
    const token = reminderToken();
    const listId = (await json(s.request(`/api/standing-orders/${so.id}`, { cookie: ana.cookie }))).priceList.id;
    await s.database.db.execute(sql`delete from price_list_shares where price_list_id = ${listId}::uuid and user_id = ${ana.id}`);
    try {
      const views = [
        await json(s.request(`/api/standing-orders/${so.id}`, { cookie: ana.cookie })),
        await json(s.request(`/api/standing-order-drafts/${draft!.id}`, { cookie: ana.cookie })),
        await json(s.request(`/api/standing-order-drafts/by-token/${token}`)),
      ];
      for (const view of views) {
        expect(view.total).toBe('0.00');
        expect(view.lines.map((l: { price: string | null; total: string | null; problem: string | null }) => [l.price, l.total, l.problem])).toEqual([
          [null, null, 'not_in_list'],
          [null, null, 'not_in_list'],
        ]);
      }
    } finally {
      await s.database.db.execute(sql`insert into price_list_shares (price_list_id, user_id) values (${listId}::uuid, ${ana.id})`);
    }
  });
});

describe('how many a customer keeps', () => {
  it(`is at most ${MAX_STANDING_ORDERS}, for the customer and for staff, even asked for at once`, async () => {
    const listId = await listIdOf(s.database.db, ana.list);
    await s.database.db.execute(sql`insert into standing_orders (customer_id, price_list_id, name, weekdays)
      select ${ana.id}, ${listId}::uuid, 'Old ' || g, '{tue}' from generate_series(1, ${MAX_STANDING_ORDERS - 1}) g`);
    const body = { name: 'One more', priceList: ana.list, lines: LINES(), weekdays: ['tue'] };
    const answers = await Promise.all([1, 2, 3].map(() => s.request('/api/standing-orders', { method: 'POST', cookie: ana.cookie, json: body })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await json(refused)).error.code).toBe('too_many_standing_orders');
    const staff = await s.request('/api/standing-orders', { method: 'POST', cookie: shop.seller, json: { ...body, customerId: ana.id } });
    expect(staff.status).toBe(409);
    const count = (await s.database.db.execute(sql`select count(*)::int as n from standing_orders where customer_id = ${ana.id}`)) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(MAX_STANDING_ORDERS);
  });

  it('takes a name on one line only: it is a mail\'s subject', async () => {
    for (const name of ['Weekly\r\nBcc: someone@example.com', 'Weekly\u202Eylkeew']) {
      const res = await s.request('/api/standing-orders', { method: 'POST', cookie: ana.cookie, json: { name, priceList: ana.list, lines: LINES(), weekdays: ['tue'] } });
      expect(res.status, name).toBe(400);
    }
  });
});

describe('the scheduled run', () => {
  it('decides each draft on its own: one that throws does not keep the others from being placed', async () => {
    const first = await standing();
    const second = await standing({}, ben);
    await tick(MON_8PM);
    const drafts = [...(await draftsOf(first.id)), ...(await draftsOf(second.id))].sort((a, b) => a.id.localeCompare(b.id));
    // The draft decided first holds lines nothing can read.
    await s.database.db.execute(sql`update standing_order_drafts set lines = '{"broken": true}'::jsonb where id = ${drafts[0]!.id}::uuid`);
    await tick(DECIDE).catch(() => undefined);
    const after = new Map([...(await draftsOf(first.id)), ...(await draftsOf(second.id))].map((d) => [d.id, d.state]));
    expect(after.get(drafts[1]!.id)).toBe('placed');
    expect(after.get(drafts[0]!.id)).toBe('draft');
  });
});
