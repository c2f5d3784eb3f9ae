import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mail.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { activityRows, createList, makeProducts, savePrices, userIdOf } from '../price-lists/test/fixtures.js';
import { shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';

/**
 * Sending a list to all its customers over the API: who may, the recipients and why some are
 * skipped, the e-mails (each customer once, in their language, the sheet attached, the changes since
 * their last one), a mail server refusing some, retries, the same Idempotency-Key, the WhatsApp
 * checklist, and activity. Wednesday 2026-11-25, 5:30 AM in Miami.
 */
const clock = testClock('2026-11-25T10:30:00.000Z');
let s: TestServer;
let shop: Shop;
let customerCookie: string;
/** Addresses the mail server refuses while this holds. */
const refused = new Set<string>();
const ZERO = '00000000-0000-4000-8000-000000000000';
const LIST = 'sends-list';

type Person = { id: string; email: string };
const people: Record<'ana' | 'bea' | 'carl' | 'dora' | 'eve' | 'finn', Person> = {} as never;

async function customer(key: keyof typeof people, set: { name: string; language?: string; phone?: string; verified?: boolean; disabled?: boolean }) {
  const c = await s.signedInAs('customer', `${key}-sends@example.com`);
  const id = await userIdOf(s, c.cookie);
  await s.database.db.execute(
    sql`update "user" set name = ${set.name}, language = ${set.language ?? null}, phone = ${set.phone ?? null},
      email_verified = ${set.verified ?? true}, disabled_at = ${set.disabled ? sql`now()` : sql`null`} where id = ${id}`,
  );
  people[key] = { id, email: c.email };
  return c.cookie;
}

const mailsTo = (email: string) => s.mails.filter((m) => m.to === email);
const settle = () => s.services.sends.idle();

async function send(body: Record<string, unknown>, key: string, ref = LIST) {
  return s.request(`/api/price-lists/${ref}/sends`, { method: 'POST', cookie: shop.seller, json: body, headers: { 'Idempotency-Key': key } });
}

async function sent(body: Record<string, unknown>, key: string) {
  const res = await send(body, key);
  expect(res.status, await res.clone().text()).toBe(202);
  await settle();
  return json(s.request(`/api/sends/${(await json(res)).id}`, { cookie: shop.seller }));
}

beforeAll(async () => {
  s = await createTestServer({
    clock: clock.now,
    beforeMail: (m: MailMessage) => {
      if (refused.has(m.to)) throw Object.assign(new Error('Can\'t send mail - all recipients were rejected'), { response: `550 5.1.1 <${m.to}>: Recipient address rejected: mailbox full` });
    },
  });
  shop = await shopWithList(s, 'Sends');
  customerCookie = await customer('ana', { name: 'Ana Alvarez', phone: '305 555 0101' });
  await customer('bea', { name: 'Bea Bravo', language: 'es', phone: '+52 55 5555 0102' });
  await customer('carl', { name: 'Carl Cole' });
  await customer('dora', { name: 'Dora Disabled', phone: '305 555 0104', disabled: true });
  await customer('eve', { name: 'Eve Unconfirmed', phone: '305 555 0105', verified: false });
  await customer('finn', { name: 'Finn Full', phone: '305 555 0106' });
  await createList(s, shop.seller, { name: 'Sends list', slug: LIST, source: { kind: 'empty' }, sharedWith: Object.values(people).map((p) => p.id) });
  await savePrices(s, shop.seller, LIST, [
    { productId: shop.p[0]!, price: '10.00' },
    { productId: shop.p[1]!, price: '20.00' },
    { productId: shop.p[2]!, price: '30.00' },
    { productId: shop.p[3]!, price: '40.00' },
  ], { confirmLargeMoves: true, confirmBelowFloor: true });
  await createList(s, shop.seller, { name: 'Nobody\'s list', slug: 'sends-nobody', source: { kind: 'empty' } });
});
afterAll(async () => {
  await s.services.sends.idle();
  await s.close();
});

describe('who may send a list', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `/api/price-lists/${LIST}/sends/recipients`],
    ['GET', `/api/price-lists/${LIST}/sends/preview?customerId=x`],
    ['POST', `/api/price-lists/${LIST}/sends`, { channels: ['email'] }],
    ['GET', `/api/price-lists/${LIST}/sends`],
    ['GET', `/api/sends/${ZERO}`],
    ['POST', `/api/sends/${ZERO}/retry`],
    ['GET', `/api/sends/${ZERO}/whatsapp/x`],
    ['PUT', `/api/sends/${ZERO}/whatsapp/x`, { done: true }],
    ['GET', `/api/price-lists/${LIST}/send-schedules`],
    ['POST', `/api/price-lists/${LIST}/send-schedules`, { time: '05:30', channels: ['email'] }],
    ['DELETE', `/api/send-schedules/${ZERO}`],
  ];

  it('refuses the signed-out (401) and customers, even of the list (403), on every route', async () => {
    for (const [method, path, body] of calls) {
      const headers = { 'Idempotency-Key': 'k-roles' };
      expect((await s.request(path, { method, json: body, headers })).status, `${method} ${path}`).toBe(401);
      expect((await s.request(path, { method, json: body, headers, cookie: customerCookie })).status, `${method} ${path}`).toBe(403);
    }
    expect(s.mails).toHaveLength(0);
  });

  it('answers 404 for a list, a send or a schedule that does not exist', async () => {
    for (const [method, path, body] of calls) {
      const missing = path.replace(LIST, 'no-such-list');
      const res = await s.request(missing.includes('preview') ? missing : missing, { method, json: body, cookie: shop.seller, headers: { 'Idempotency-Key': 'k-404' } });
      expect(res.status, `${method} ${missing}`).toBe(404);
      expect((await json(res)).error.code).toBe('not_found');
    }
    expect((await s.request('/api/sends/not-a-uuid', { cookie: shop.seller })).status).toBe(404);
  });
});

describe('the customers a list goes to', () => {
  it('are its active customers, each with what reaches them: no disabled one; no e-mail to an unconfirmed address; no WhatsApp without a number', async () => {
    const body = await json(s.request(`/api/price-lists/${LIST}/sends/recipients`, { cookie: shop.seller }));
    expect(body.customers.map((c: { name: string; emailSkip: string | null; whatsAppSkip: string | null; language: string }) => [c.name, c.language, c.emailSkip, c.whatsAppSkip])).toEqual([
      ['Ana Alvarez', 'en', null, null],
      ['Bea Bravo', 'es', null, null],
      ['Carl Cole', 'en', null, 'no_phone'],
      ['Eve Unconfirmed', 'en', 'unverified', null],
      ['Finn Full', 'en', null, null],
    ]);
  });
});

describe('a preview of one customer\'s messages', () => {
  it('shows the e-mail and the WhatsApp message in the customer\'s language, with the sheet\'s file name', async () => {
    const en = await json(s.request(`/api/price-lists/${LIST}/sends/preview?customerId=${people.ana.id}`, { cookie: shop.seller }));
    expect(en.customer).toEqual({ id: people.ana.id, name: 'Ana Alvarez', language: 'en' });
    expect(en.email).toMatchObject({ to: people.ana.email, skip: null, subject: 'Our prices for November 25, 2026: Sends list', attachment: 'sends-list-2026-11-25-en.pdf', language: 'en' });
    expect(en.email.text).toContain('Hello Ana Alvarez,');
    expect(en.email.text).toContain('See the list online: http://localhost:3999/pricesprivate/sends-list');
    expect(en.whatsapp.phone).toBe('305 555 0101');
    expect(en.whatsapp.parts[0]).toContain('Sends 00000');
    expect(en.whatsapp.links[0]).toMatch(/^https:\/\/wa\.me\/13055550101\?text=/);

    const es = await json(s.request(`/api/price-lists/${LIST}/sends/preview?customerId=${people.bea.id}&validDate=2026-11-27&validTime=18:00`, { cookie: shop.seller }));
    expect(es.email.subject).toBe('Nuestros precios del 25 de noviembre de 2026: Sends list');
    expect(es.email.text).toContain('Precios válidos hasta el viernes 6:00 p. m.');
    expect(es.email.attachment).toBe('sends-list-2026-11-25-es.pdf');
    expect(es.whatsapp.parts[0]).toContain('ES Sends 00000');
    expect(es.whatsapp.links[0]).toMatch(/^https:\/\/wa\.me\/525555550102\?text=/);
  });

  it('refuses a customer who does not get the list, and half a validity line', async () => {
    expect((await s.request(`/api/price-lists/${LIST}/sends/preview?customerId=${people.dora.id}`, { cookie: shop.seller })).status).toBe(404);
    expect((await s.request(`/api/price-lists/sends-nobody/sends/preview?customerId=${people.ana.id}`, { cookie: shop.seller })).status).toBe(404);
    const half = await s.request(`/api/price-lists/${LIST}/sends/preview?customerId=${people.ana.id}&validDate=2026-11-27`, { cookie: shop.seller });
    expect(half.status).toBe(400);
    expect((await json(half)).error.fields).toEqual({ validDate: 'validityIncomplete' });
  });
});

describe('sending a list', () => {
  let first: { id: string };

  it('needs an Idempotency-Key, a channel, and someone to send to', async () => {
    const noKey = await s.request(`/api/price-lists/${LIST}/sends`, { method: 'POST', cookie: shop.seller, json: { channels: ['email'] } });
    expect(noKey.status).toBe(400);
    expect((await send({ channels: [] }, 'k-none')).status).toBe(400);
    expect((await send({ channels: ['email'], validUntil: { date: '2026-11-31', time: '18:00' } }, 'k-bad-day')).status).toBe(400);
    const nobody = await send({ channels: ['email'] }, 'k-nobody', 'sends-nobody');
    expect(nobody.status).toBe(422);
    expect((await json(nobody)).error.code).toBe('no_recipients');
  });

  it('answers at once with the send, then e-mails each customer once, in their language, the sheet attached', async () => {
    refused.add(people.finn.email);
    const res = await send({ channels: ['email', 'whatsapp'], validUntil: { date: '2026-11-27', time: '18:00' } }, 'k-first');
    expect(res.status).toBe(202);
    first = await json(res);
    expect(first).toMatchObject({ channels: ['email', 'whatsapp'], options: { validUntil: { date: '2026-11-27', time: '18:00' }, inStockOnly: false }, scheduled: false });
    await settle();
    const detail = await json(s.request(`/api/sends/${first.id}`, { cookie: shop.seller }));
    expect(detail.finishedAt).not.toBeNull();
    expect(detail.counts.email).toEqual({ total: 5, sent: 3, failed: 1, pending: 0, skipped: 1 });
    expect(detail.counts.whatsapp).toEqual({ total: 5, sent: 0, failed: 0, pending: 4, skipped: 1 });
    expect(detail.skipped).toEqual({ no_address: 0, unverified: 1, no_phone: 1 });
    const finn = detail.recipients.find((r: { customerId: string; channel: string }) => r.customerId === people.finn.id && r.channel === 'email');
    expect(finn).toMatchObject({ state: 'failed', reason: expect.stringContaining('550 5.1.1') });
    expect(detail.recipients.find((r: { customerId: string; channel: string }) => r.customerId === people.eve.id && r.channel === 'email')).toMatchObject({ state: 'skipped', reason: 'unverified' });
    expect(detail.recipients.some((r: { customerId: string }) => r.customerId === people.dora.id)).toBe(false);

    for (const who of [people.ana, people.bea, people.carl]) expect(mailsTo(who.email), who.email).toHaveLength(1);
    expect(mailsTo(people.eve.email)).toHaveLength(0);
    expect(mailsTo(people.dora.email)).toHaveLength(0);
    const [en] = mailsTo(people.ana.email);
    const [es] = mailsTo(people.bea.email);
    expect(en!.subject).toBe('Our prices for November 25, 2026: Sends list');
    expect(es!.subject).toBe('Nuestros precios del 25 de noviembre de 2026: Sends list');
    expect(en!.text).not.toContain('Since our last list');
    expect(en!.attachments).toHaveLength(1);
    expect(en!.attachments![0]).toMatchObject({ filename: 'sends-list-2026-11-25-en.pdf', contentType: 'application/pdf' });
    expect(en!.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const enPdf = (await pdfText(en!.attachments![0]!.content)).join(' ');
    expect(enPdf).toContain('Sends 00000');
    expect(enPdf).toContain('Prices valid until Friday 6:00 PM');
    const esPdf = (await pdfText(es!.attachments![0]!.content)).join(' ');
    expect(esPdf).toContain('ES Sends 00000');
    expect(esPdf).toContain('Lista de precios');
    // One sheet per language, not one per customer.
    expect(mailsTo(people.carl.email)[0]!.attachments![0]!.content).toBe(en!.attachments![0]!.content);
  });

  it('answers the same send for the same key, sending nothing again; another request with that key is refused', async () => {
    const before = s.mails.length;
    const again = await send({ channels: ['whatsapp', 'email'], validUntil: { date: '2026-11-27', time: '18:00' } }, 'k-first');
    expect(again.status).toBe(202);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await json(again)).id).toBe(first.id);
    await settle();
    expect(s.mails.length).toBe(before);
    const other = await send({ channels: ['email'] }, 'k-first');
    expect(other.status).toBe(422);
    expect((await json(other)).error.code).toBe('idempotency_key_reused');
  });

  it('retries only what failed: a sent e-mail never goes twice', async () => {
    // Still refused: the retry fails again, with the reason.
    let res = await s.request(`/api/sends/${first.id}/retry`, { method: 'POST', cookie: shop.seller });
    expect(res.status).toBe(202);
    await settle();
    let detail = await json(s.request(`/api/sends/${first.id}`, { cookie: shop.seller }));
    expect(detail.counts.email).toMatchObject({ sent: 3, failed: 1 });
    refused.delete(people.finn.email);
    // Two retries at once: the failed one is claimed by one of them only.
    const [a, b] = await Promise.all([
      s.request(`/api/sends/${first.id}/retry`, { method: 'POST', cookie: shop.seller }),
      s.request(`/api/sends/${first.id}/retry`, { method: 'POST', cookie: shop.seller }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    await settle();
    detail = await json(s.request(`/api/sends/${first.id}`, { cookie: shop.seller }));
    expect(detail.counts.email).toEqual({ total: 5, sent: 4, failed: 0, pending: 0, skipped: 1 });
    expect(detail.finishedAt).not.toBeNull();
    expect(mailsTo(people.finn.email)).toHaveLength(1);
    for (const who of [people.ana, people.bea, people.carl]) expect(mailsTo(who.email)).toHaveLength(1);
    // Nothing left to retry: nothing happens.
    res = await s.request(`/api/sends/${first.id}/retry`, { method: 'POST', cookie: shop.seller });
    expect(res.status).toBe(202);
    await settle();
    expect(mailsTo(people.finn.email)).toHaveLength(1);
  });

  it('keeps a WhatsApp checklist: the message in the customer\'s language, done and undone by staff, remembered', async () => {
    const msg = await json(s.request(`/api/sends/${first.id}/whatsapp/${people.bea.id}`, { cookie: shop.seller }));
    expect(msg).toMatchObject({ customerId: people.bea.id, name: 'Bea Bravo', language: 'es', phone: '+52 55 5555 0102', skip: null, state: 'pending', doneAt: null, doneBy: null });
    expect(msg.parts[0]).toContain('Precios válidos hasta el viernes 6:00 p. m.');
    expect(msg.links).toHaveLength(msg.parts.length);
    expect(decodeURIComponent(msg.links[0].split('?text=')[1])).toBe(msg.parts[0]);

    const done = await s.request(`/api/sends/${first.id}/whatsapp/${people.bea.id}`, { method: 'PUT', cookie: shop.seller, json: { done: true } });
    expect(done.status).toBe(200);
    const row = (await json(done)).recipients.find((r: { customerId: string; channel: string }) => r.customerId === people.bea.id && r.channel === 'whatsapp');
    expect(row).toMatchObject({ state: 'sent', doneBy: expect.stringContaining('seller'), sentAt: expect.any(String) });
    expect((await json(s.request(`/api/sends/${first.id}`, { cookie: shop.seller }))).counts.whatsapp).toMatchObject({ sent: 1, pending: 3 });

    const undone = await json(s.request(`/api/sends/${first.id}/whatsapp/${people.bea.id}`, { method: 'PUT', cookie: shop.seller, json: { done: false } }));
    expect(undone.counts.whatsapp).toMatchObject({ sent: 0, pending: 4 });
    await s.request(`/api/sends/${first.id}/whatsapp/${people.ana.id}`, { method: 'PUT', cookie: shop.seller, json: { done: true } });

    const noPhone = await s.request(`/api/sends/${first.id}/whatsapp/${people.carl.id}`, { method: 'PUT', cookie: shop.seller, json: { done: true } });
    expect(noPhone.status).toBe(409);
    expect((await s.request(`/api/sends/${first.id}/whatsapp/${people.dora.id}`, { cookie: shop.seller })).status).toBe(404);
    expect((await s.request(`/api/sends/${first.id}/whatsapp/${people.dora.id}`, { method: 'PUT', cookie: shop.seller, json: { done: true } })).status).toBe(404);
    expect((await s.request(`/api/sends/${first.id}/whatsapp/${people.ana.id}`, { method: 'PUT', cookie: shop.seller, json: { done: 'yes' } })).status).toBe(400);
  });

  it('tells each customer, next time, the net changes since their last e-mail: a change and its rollback is none', async () => {
    await savePrices(s, shop.seller, LIST, [
      { productId: shop.p[0]!, price: '12.00' },
      { productId: shop.p[1]!, price: '18.00' },
      { productId: shop.p[2]!, price: '33.00' },
      { productId: shop.p[3]!, price: null },
      { productId: shop.p[5]!, price: '7.50' },
    ], { confirmLargeMoves: true, confirmBelowFloor: true });
    await savePrices(s, shop.seller, LIST, [{ productId: shop.p[2]!, price: '30.00' }]);
    const before = s.mails.length;
    const detail = await sent({ channels: ['email'] }, 'k-second');
    expect(detail.counts.email).toMatchObject({ sent: 4, failed: 0 });
    expect(s.mails.length - before).toBe(4);
    const en = mailsTo(people.ana.email).at(-1)!;
    expect(en.text).toContain('Since our last list of');
    expect(en.text).toContain('Prices up\n\nSends 00000: $10.00 → $12.00 (+20%)');
    expect(en.text).toContain('Prices down\n\nSends 00001: $20.00 → $18.00 (-10%)');
    expect(en.text).toContain('New on your list\n\nSends 00005: $7.50');
    expect(en.text).toContain('No longer on your list\n\nSends 00003: was $40.00');
    expect(en.text).not.toContain('Sends 00002');
    const es = mailsTo(people.bea.email).at(-1)!;
    expect(es.text).toContain('Suben\n\nES Sends 00000: $10.00 → $12.00 (+20%)');
    expect(es.text).toContain('Nuevos en su lista\n\nES Sends 00005: $7.50');
  });

  it('lists the list\'s recent sends, newest first', async () => {
    const body = await json(s.request(`/api/price-lists/${LIST}/sends`, { cookie: shop.seller }));
    expect(body.items.map((i: { id: string }) => i.id)[1]).toBe(first.id);
    expect(body.items[0]).toMatchObject({ channels: ['email'], counts: { email: { sent: 4 } }, priceList: { slug: LIST, name: 'Sends list' } });
    expect(body.items[0].recipients).toBeUndefined();
  });

  it('records it all in activity: started with counts, finished, retried, WhatsApp done', async () => {
    const listId = (await json(s.request(`/api/price-lists/${LIST}`, { cookie: shop.seller }))).id;
    const rows = (await activityRows(s, 'price_lists', listId)).filter((r) => r.action === 'exported').map((r) => r.details);
    expect(rows[0]).toMatchObject({ send: 'started', channels: ['email', 'whatsapp'], customers: 5, email: 4, whatsapp: 4, skipped: 2 });
    expect(rows[1]).toMatchObject({ send: 'finished', sent: 3, failed: 1, skipped: 1, failures: [expect.stringContaining('Finn Full: 550 5.1.1')] });
    expect(rows.filter((r) => r.send === 'retried').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.send === 'whatsappDone').map((r) => r.customer)).toEqual(['Bea Bravo', 'Ana Alvarez']);
    expect(rows.filter((r) => r.send === 'whatsappUndone').map((r) => r.customer)).toEqual(['Bea Bravo']);
    expect(rows.at(-1)).toMatchObject({ send: 'finished', sent: 4, failed: 0 });
  });

  it('sends once for two requests with one key at the same moment', async () => {
    const before = s.mails.length;
    const [a, b] = await Promise.all([send({ channels: ['email'] }, 'k-race'), send({ channels: ['email'] }, 'k-race')]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect((await json(a)).id).toBe((await json(b)).id);
    await settle();
    expect(s.mails.length - before).toBe(4);
  });

  it('sends a long list on WhatsApp in its short form, which links to where the customer reads it signed in', async () => {
    const many = await makeProducts(s, 400, { prefix: 'Long list item with a rather long name', category: 'fruits' });
    await createList(s, shop.seller, { name: 'Long list', slug: 'sends-long', source: { kind: 'empty' }, sharedWith: [people.ana.id] });
    await savePrices(s, shop.seller, 'sends-long', many.map((productId) => ({ productId, price: '19.75' })), { confirmLargeMoves: true, confirmBelowFloor: true });
    const res = await send({ channels: ['whatsapp'] }, 'k-long', 'sends-long');
    expect(res.status).toBe(202);
    const started = await json(res);
    // Nothing to e-mail: finished at once.
    expect(started.finishedAt).not.toBeNull();
    const msg = await json(s.request(`/api/sends/${started.id}/whatsapp/${people.ana.id}`, { cookie: shop.seller }));
    expect(msg.parts.length).toBeLessThanOrEqual(3);
    expect(msg.parts.join('\n')).toContain('http://localhost:3999/pricesprivate/sends-long');
  });
});
