import { sql } from 'drizzle-orm';
import { MAX_SCHEDULES } from '@freshprice/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, savePrices, userIdOf } from '../price-lists/test/fixtures.js';
import { shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';

/**
 * Sends under pressure: schedules added at once past the cap, a schedule whose send fails beside one
 * that works, a mail the server took whose "sent" could not be written (never sent again by a retry),
 * and a graceful stop in the middle of a send. Saturday 2026-03-07, 5:00 AM in Miami (EST).
 */
const clock = testClock('2026-03-07T10:00:00.000Z');
const LIST = 'guarded-sends';
const CUSTOMERS = 6;
let s: TestServer;
let shop: Shop;
let listId: string;
const emails: string[] = [];
/** While set, every mail waits for it before the server takes it. */
let gate: Promise<void> | null = null;
/** Called with each mail as the server takes it. */
let onMail: ((m: MailMessage) => Promise<void>) | null = null;

const db = () => s.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;
const states = async (sendId: string) =>
  (await rows<{ state: string }>(sql`select state from list_send_recipients where send_id = ${sendId}::uuid and channel = 'email' order by customer_id`)).map((r) => r.state);
const send = (key: string, body: Record<string, unknown> = { channels: ['email'] }) =>
  s.request(`/api/price-lists/${LIST}/sends`, { method: 'POST', cookie: shop.seller, json: body, headers: { 'Idempotency-Key': key } });

beforeAll(async () => {
  s = await createTestServer({
    clock: clock.now,
    beforeMail: async (m: MailMessage) => {
      if (gate) await gate;
      await onMail?.(m);
    },
  });
  shop = await shopWithList(s, 'Guarded sends');
  const ids: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const c = await s.signedInAs('customer', `guarded-${i}@example.com`);
    ids.push(await userIdOf(s, c.cookie));
    emails.push(c.email);
  }
  listId = (await createList(s, shop.seller, { name: 'Guarded list', slug: LIST, source: { kind: 'empty' }, sharedWith: ids })).id;
  await savePrices(s, shop.seller, LIST, [{ productId: shop.p[0]!, price: '10.00' }], { confirmLargeMoves: true, confirmBelowFloor: true });
});
afterAll(async () => {
  await s.services.sends.idle();
  await s.close();
});
beforeEach(async () => {
  await s.services.sends.idle();
  gate = null;
  onMail = null;
  s.mails.length = 0;
  await db().execute(sql`delete from list_send_schedules`);
  await db().execute(sql`delete from list_sends`);
});

describe('schedules', () => {
  it(`are at most ${MAX_SCHEDULES} a list, even added at once`, async () => {
    await db().execute(sql`insert into list_send_schedules (price_list_id, channels, time, weekdays, next_run_at)
      select ${listId}::uuid, '{email}', '06:00', '{mon}', now() + interval '1 day' from generate_series(1, ${MAX_SCHEDULES - 1})`);
    const answers = await Promise.all([1, 2, 3].map(() => s.request(`/api/price-lists/${LIST}/send-schedules`, { method: 'POST', cookie: shop.seller, json: { time: '07:00', channels: ['email'] } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from list_send_schedules where cancelled_at is null`);
    expect(n!.n).toBe(MAX_SCHEDULES);
  });

  it('run each on its own: one whose send fails does not keep the others from sending', async () => {
    const due = '2026-03-07T11:00:00.000Z';
    const [broken, working] = await rows<{ id: string }>(sql`insert into list_send_schedules (price_list_id, channels, time, weekdays, next_run_at)
      values (${listId}::uuid, '{email}', '06:00', '{sat}', ${due}::timestamptz), (${listId}::uuid, '{email}', '06:00', '{sat}', ${due}::timestamptz)
      returning id`);
    // The broken one's key taken by a send of other channels: starting it is refused.
    await db().execute(sql`insert into list_sends (price_list_id, channels, idempotency_key, finished_at)
      values (${listId}::uuid, '{whatsapp}', ${`schedule:${broken!.id}:${due}`}, now())`);
    await s.services.sends.tick(new Date(due));
    await s.services.sends.idle();
    const made = await rows<{ scheduleId: string }>(sql`select schedule_id as "scheduleId" from list_sends where schedule_id is not null`);
    expect(made.map((r) => r.scheduleId)).toEqual([working!.id]);
    expect(s.mails).toHaveLength(CUSTOMERS);
  });

  it('keep their keys to themselves: a request may not use one', async () => {
    const res = await send('schedule:00000000-0000-4000-8000-000000000000:2026-03-08T11:00:00.000Z');
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ 'idempotency-key': 'reserved' });
  });
});

describe('an e-mail the mail server took', () => {
  it('is never sent again by a retry, even when writing that it was sent failed', async () => {
    const [one] = await rows<{ id: string }>(sql`select id from "user" where email = ${emails[0]!}`);
    // The mail server takes this customer's mail, then the database refuses to record it as sent.
    onMail = async (m) => {
      if (m.to !== emails[0]) return;
      await db().execute(sql`alter table list_send_recipients add constraint guard_not_sent check (state <> 'sent' or customer_id <> ${sql.raw(`'${one!.id}'`)}) not valid`);
    };
    const res = await send('took-it');
    expect(res.status).toBe(202);
    const { id } = await json(res);
    await s.services.sends.idle();
    onMail = null;
    await db().execute(sql`alter table list_send_recipients drop constraint guard_not_sent`);
    expect(s.mails.filter((m) => m.to === emails[0])).toHaveLength(1);
    const [row] = await rows<{ state: string }>(sql`select state from list_send_recipients where send_id = ${id}::uuid and customer_id = ${one!.id} and channel = 'email'`);
    expect(row!.state).not.toBe('failed');
    expect((await s.request(`/api/sends/${id}/retry`, { method: 'POST', cookie: shop.seller })).status).toBe(202);
    await s.services.sends.idle();
    expect(s.mails.filter((m) => m.to === emails[0])).toHaveLength(1);
  });
});

describe('a send whose database write fails midway', () => {
  it('is still under way until every e-mail being sent has ended', async () => {
    const [one] = await rows<{ id: string }>(sql`select id from "user" where email = ${emails[0]!}`);
    // Taking this customer's e-mail fails; the others' are held at the mail server.
    await db().execute(sql`alter table list_send_recipients add constraint guard_not_taken check (state <> 'sending' or customer_id <> ${sql.raw(`'${one!.id}'`)}) not valid`);
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    try {
      const { id } = await json(await send('write-fails'));
      let idle = false;
      void s.services.sends.idle().then(() => (idle = true));
      await expect.poll(async () => (await states(id)).filter((x) => x === 'sending').length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 50));
      expect(idle).toBe(false);
      open();
      await s.services.sends.idle();
      expect((await states(id)).filter((x) => x === 'sending')).toEqual([]);
    } finally {
      open();
      await s.services.sends.idle();
      await db().execute(sql`alter table list_send_recipients drop constraint guard_not_taken`);
    }
  });
});

describe('a graceful stop', () => {
  it('lets the e-mails being sent end and be recorded, takes no more, and leaves the rest pending', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const res = await send('stopping');
    const { id } = await json(res);
    // The first e-mails are with the mail server.
    await expect.poll(async () => (await states(id)).filter((x) => x === 'sending').length).toBeGreaterThan(0);
    const stopped = s.services.sends.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    open();
    await stopped;
    const after = await states(id);
    expect(after.filter((x) => x === 'sending')).toEqual([]);
    expect(after.filter((x) => x === 'sent')).toHaveLength(s.mails.length);
    expect(after.filter((x) => x === 'pending').length).toBeGreaterThan(0);
    // Nothing is started after the stop.
    await s.services.sends.tick(new Date());
    await s.services.sends.idle();
    expect(await states(id)).toEqual(after);
  });
});
