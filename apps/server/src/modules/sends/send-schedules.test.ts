import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows, createList, savePrices, userIdOf } from '../price-lists/test/fixtures.js';
import { shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';

/**
 * Schedules that send a list at a time of day in company time (across the daylight-saving changes),
 * run once per due time even when two instances tick, and the scheduler's resuming of sends a
 * stopped process left unfinished. Saturday 2026-03-07, 5:00 AM in Miami (EST).
 */
const clock = testClock('2026-03-07T10:00:00.000Z');
let s: TestServer;
let shop: Shop;
let customerCookie: string;
let listId: string;
const LIST = 'scheduled-list';

const schedules = async () => (await json(s.request(`/api/price-lists/${LIST}/send-schedules`, { cookie: shop.seller }))).items;
const sendsOfList = async () => (await json(s.request(`/api/price-lists/${LIST}/sends`, { cookie: shop.seller }))).items;
const tick = async (iso: string) => {
  const n = await s.services.sends.tick(new Date(iso));
  await s.services.sends.idle();
  return n;
};

async function addSchedule(body: Record<string, unknown>) {
  const res = await s.request(`/api/price-lists/${LIST}/send-schedules`, { method: 'POST', cookie: shop.seller, json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Scheduled');
  const customer = await s.signedInAs('customer', 'scheduled-customer@example.com');
  customerCookie = customer.cookie;
  const id = await userIdOf(s, customer.cookie);
  await s.database.db.execute(sql`update "user" set name = 'Sol Schedule', phone = '305 555 0199' where id = ${id}`);
  listId = (await createList(s, shop.seller, { name: 'Scheduled list', slug: LIST, source: { kind: 'empty' }, sharedWith: [id] })).id;
  await savePrices(s, shop.seller, LIST, [{ productId: shop.p[0]!, price: '10.00' }], { confirmLargeMoves: true, confirmBelowFloor: true });
});
afterAll(async () => {
  await s.services.sends.idle();
  await s.close();
});

describe('schedules', () => {
  it('are added every day by default, shown with when they send next, refused when malformed', async () => {
    const daily = await addSchedule({ time: '05:30', channels: ['email'] });
    expect(daily).toMatchObject({ time: '05:30', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], channels: ['email'], nextRunAt: '2026-03-07T10:30:00.000Z', createdBy: expect.stringContaining('seller') });
    const weekly = await addSchedule({ time: '16:00', weekdays: ['fri', 'mon'], channels: ['whatsapp', 'email'] });
    // Monday 2026-03-09 4:00 PM EDT: the weekdays in the week's order.
    expect(weekly).toMatchObject({ weekdays: ['mon', 'fri'], nextRunAt: '2026-03-09T20:00:00.000Z' });
    expect((await schedules()).map((x: { time: string }) => x.time)).toEqual(['05:30', '16:00']);
    for (const bad of [{ time: '5:30', channels: ['email'] }, { time: '05:30', channels: [] }, { time: '05:30', channels: ['email'], weekdays: [] }, { time: '05:30', channels: ['email'], weekdays: ['someday'] }]) {
      expect((await s.request(`/api/price-lists/${LIST}/send-schedules`, { method: 'POST', cookie: shop.seller, json: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await s.request(`/api/price-lists/${LIST}/send-schedules`, { cookie: customerCookie })).status).toBe(403);
    // The weekly one is not part of what follows.
    expect((await s.request(`/api/send-schedules/${weekly.id}`, { method: 'DELETE', cookie: shop.seller })).status).toBe(204);
  });

  it('send at 5:30 AM wall-clock on each side of the March change, once per due time, even when two instances tick', async () => {
    expect(await tick('2026-03-07T10:29:59.000Z')).toBe(0);
    expect(await sendsOfList()).toHaveLength(0);
    // Two instances tick at the same moment: one of them runs it.
    await Promise.all([s.services.sends.tick(new Date('2026-03-07T10:30:00.000Z')), s.services.sends.tick(new Date('2026-03-07T10:30:00.000Z'))]);
    await s.services.sends.idle();
    let sent = await sendsOfList();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ scheduled: true, channels: ['email'], counts: { email: { sent: 1 } } });
    expect(s.mails.filter((m) => m.to === 'scheduled-customer@example.com')).toHaveLength(1);
    // Sunday the clocks go forward: 5:30 AM EDT is 09:30 UTC, 23 hours later.
    expect((await schedules())[0].nextRunAt).toBe('2026-03-08T09:30:00.000Z');
    await tick('2026-03-07T10:31:00.000Z');
    await tick('2026-03-08T09:29:00.000Z');
    expect(await sendsOfList()).toHaveLength(1);
    await tick('2026-03-08T09:30:00.000Z');
    sent = await sendsOfList();
    expect(sent).toHaveLength(2);
    expect((await schedules())[0].nextRunAt).toBe('2026-03-09T09:30:00.000Z');
    expect(s.mails.filter((m) => m.to === 'scheduled-customer@example.com')).toHaveLength(2);
  });

  it('sends once after being down for days, then keeps its time', async () => {
    // Nothing ran from the 9th to the 12th: one send now, the next at 5:30 AM tomorrow.
    await tick('2026-03-12T15:00:00.000Z');
    expect(await sendsOfList()).toHaveLength(3);
    expect((await schedules())[0].nextRunAt).toBe('2026-03-13T09:30:00.000Z');
  });

  it('are cancelled with a confirmation kept in activity, and never run again', async () => {
    const [daily] = await schedules();
    expect((await s.request(`/api/send-schedules/${daily.id}`, { method: 'DELETE', cookie: customerCookie })).status).toBe(403);
    expect((await s.request(`/api/send-schedules/${daily.id}`, { method: 'DELETE', cookie: shop.seller })).status).toBe(204);
    expect((await s.request(`/api/send-schedules/${daily.id}`, { method: 'DELETE', cookie: shop.seller })).status).toBe(404);
    expect(await schedules()).toEqual([]);
    await tick('2026-03-14T10:00:00.000Z');
    expect(await sendsOfList()).toHaveLength(3);
    // Kept, with when and by whom.
    const kept = (await s.database.db.execute(sql`select cancelled_at is not null as cancelled, cancelled_by is not null as "by" from list_send_schedules where id = ${daily.id}::uuid`)) as unknown as { rows: { cancelled: boolean; by: boolean }[] };
    expect(kept.rows).toEqual([{ cancelled: true, by: true }]);
    const rows = (await activityRows(s, 'price_lists', listId)).filter((r) => r.details.schedule);
    expect(rows.map((r) => [r.action, r.details.schedule, r.details.time])).toEqual([
      ['updated', 'added', '05:30'],
      ['updated', 'added', '16:00'],
      ['updated', 'cancelled', '16:00'],
      ['updated', 'cancelled', '05:30'],
    ]);
    const started = (await activityRows(s, 'price_lists', listId)).filter((r) => r.details.send === 'started');
    expect(started).toHaveLength(3);
    expect(started[0]).toMatchObject({ userEmail: null, details: { scheduledAt: '2026-03-07T10:30:00.000Z' } });
  });

  it('keep 5:30 AM across the November change too (25 hours apart)', async () => {
    clock.set('2026-10-31T08:00:00.000Z');
    const daily = await addSchedule({ time: '05:30', channels: ['email'] });
    expect(daily.nextRunAt).toBe('2026-10-31T09:30:00.000Z');
    await tick('2026-10-31T09:30:00.000Z');
    expect((await schedules())[0].nextRunAt).toBe('2026-11-01T10:30:00.000Z');
    await tick('2026-11-01T10:30:00.000Z');
    expect((await schedules())[0].nextRunAt).toBe('2026-11-02T10:30:00.000Z');
    expect(await sendsOfList()).toHaveLength(5);
    expect((await s.request(`/api/send-schedules/${daily.id}`, { method: 'DELETE', cookie: shop.seller })).status).toBe(204);
  });
});

describe('sends a stopped process left unfinished', () => {
  it('resume their pending e-mails on the next tick; an attempt cut off fails as interrupted and is not sent by itself', async () => {
    const [latest] = await sendsOfList();
    const db = s.database.db;
    // As if the process stopped before sending: the e-mail pending, the send not finished.
    await db.execute(sql`update list_send_recipients set state = 'pending', sent_at = null where send_id = ${latest.id}::uuid and channel = 'email'`);
    await db.execute(sql`update list_sends set finished_at = null where id = ${latest.id}::uuid`);
    const before = s.mails.length;
    expect(await tick('2026-11-02T12:00:00.000Z')).toBeGreaterThan(0);
    expect(s.mails.length - before).toBe(1);
    let detail = await json(s.request(`/api/sends/${latest.id}`, { cookie: shop.seller }));
    expect(detail.counts.email).toMatchObject({ sent: 1, pending: 0 });
    expect(detail.finishedAt).not.toBeNull();

    // As if it stopped while the mail server was answering, 20 minutes ago.
    await db.execute(sql`update list_send_recipients set state = 'sending', sent_at = now() - interval '20 minutes' where send_id = ${latest.id}::uuid and channel = 'email'`);
    await db.execute(sql`update list_sends set finished_at = null where id = ${latest.id}::uuid`);
    await tick('2026-11-02T12:01:00.000Z');
    detail = await json(s.request(`/api/sends/${latest.id}`, { cookie: shop.seller }));
    expect(detail.counts.email).toMatchObject({ sent: 0, failed: 1, pending: 0 });
    expect(detail.recipients[0]).toMatchObject({ state: 'failed', reason: 'interrupted' });
    expect(detail.finishedAt).not.toBeNull();
    expect(s.mails.length - before).toBe(1);
    // One under way a minute ago is left alone.
    await db.execute(sql`update list_send_recipients set state = 'sending', sent_at = now() - interval '1 minute' where send_id = ${latest.id}::uuid and channel = 'email'`);
    await tick('2026-11-02T12:02:00.000Z');
    expect((await json(s.request(`/api/sends/${latest.id}`, { cookie: shop.seller }))).counts.email).toMatchObject({ pending: 1 });
  });
});
