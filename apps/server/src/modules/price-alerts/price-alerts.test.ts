import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, listIdOf, type TestServer } from '../../test/harness.js';
import { customerWithList, shopWithList, type Shop } from '../orders/test/fixtures.js';
import { activityRows, savePrices } from '../price-lists/test/fixtures.js';
import { alertRows, alertsTicker, pastOrder, standingOrder, timePasses } from './test/fixtures.js';

/**
 * Price-move alerts over the API and the scheduler's tick: who is told (standing orders, usual
 * items), when (a settle period after the move), about what (the net move past the threshold), with
 * the effect on their next order and staff's note, in their language; and the staff's view of moves.
 * Each customer has a list of their own: 10, 20, 30, 40 dollars for p[0..3].
 */
let s: TestServer;
let shop: Shop;
type Customer = Awaited<ReturnType<typeof customerWithList>> & { listId: string };
let alice: Customer; // Spanish; a standing order of 3 x p[0], and p[1], p[2] as usual items
let bob: Customer; // usual items: 2 x p[0]
let carol: Customer; // a list, no orders: watches nothing
let ticker: ReturnType<typeof alertsTicker>;

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const move = (c: Customer, product: number, price: string) => savePrices(s, shop.seller, c.list, [{ productId: shop.p[product]!, price }], { confirmLargeMoves: true });
const alertsOf = async (c: Customer) => (await json(s.request('/api/price-alerts', { cookie: c.cookie }))).items;
const notePath = (c: Customer, product: number) => `/api/price-lists/${c.list}/items/${shop.p[product]}/move-note`;

async function customer(slug: string): Promise<Customer> {
  const c = await customerWithList(s, shop, slug);
  return { ...c, listId: await listIdOf(s.database.db, slug) };
}

beforeAll(async () => {
  s = await createTestServer();
  shop = await shopWithList(s, 'Alerts');
  alice = await customer('alerts-alice');
  bob = await customer('alerts-bob');
  carol = await customer('alerts-carol');
  await s.database.db.execute(sql`update "user" set language = 'es', name = 'Alicia' where id = ${alice.id}`);
  await standingOrder(s, alice.id, alice.listId, ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], [[shop.p[0]!, 3]]);
  await pastOrder(s, alice.id, alice.listId, [
    [shop.p[1]!, 1],
    [shop.p[2]!, 4],
  ]);
  await pastOrder(s, bob.id, bob.listId, [[shop.p[0]!, 2]]);
  // A cancelled order makes no usual item.
  await pastOrder(s, bob.id, bob.listId, [[shop.p[3]!, 5]], 'cancelled');
  ticker = alertsTicker(s);
});
afterAll(() => s.close());

describe('who may call', () => {
  it('answers the customer\'s routes to customers only, the staff\'s to staff only', async () => {
    const anonymous = [
      ['GET', '/api/price-alerts'],
      ['POST', '/api/price-alerts/1/dismiss'],
      ['GET', '/api/price-moves'],
      ['PUT', notePath(alice, 0)],
      ['DELETE', notePath(alice, 0)],
    ] as const;
    for (const [method, path] of anonymous) expect((await s.request(path, { method, json: method === 'PUT' ? { noteEn: 'x' } : undefined })).status, path).toBe(401);
    for (const [method, path] of anonymous.slice(2)) {
      expect((await s.request(path, { method, cookie: alice.cookie, json: method === 'PUT' ? { noteEn: 'x' } : undefined })).status, path).toBe(403);
    }
    for (const [method, path] of anonymous.slice(0, 2)) expect((await s.request(path, { method, cookie: shop.seller })).status, path).toBe(403);
    expect((await s.request('/api/price-alerts', { cookie: carol.cookie })).status).toBe(200);
    expect((await s.request('/api/price-moves', { cookie: shop.seller })).status).toBe(200);
    expect((await s.request('/api/price-moves', { cookie: shop.admin })).status).toBe(200);
  });

  it('refuses a bad note, a list or product that is not there, and bad days', async () => {
    expect((await s.request(notePath(alice, 0), { method: 'PUT', cookie: shop.seller, json: { noteEn: '   ' } })).status).toBe(400);
    expect((await s.request(notePath(alice, 0), { method: 'PUT', cookie: shop.seller, json: { noteEn: 'x'.repeat(301) } })).status).toBe(400);
    const missing = await s.request(`/api/price-lists/no-such-list/items/${shop.p[0]}/move-note`, { method: 'PUT', cookie: shop.seller, json: { noteEn: 'x' } });
    expect(missing.status).toBe(404);
    expect(await codeOf(missing)).toBe('not_found');
    // p[5] is not on the list; a product id that is not one.
    expect((await s.request(notePath(alice, 5), { method: 'PUT', cookie: shop.seller, json: { noteEn: 'x' } })).status).toBe(404);
    expect((await s.request(`/api/price-lists/${alice.list}/items/nope/move-note`, { method: 'DELETE', cookie: shop.seller })).status).toBe(404);
    for (const days of ['0', '32', 'x']) expect((await s.request(`/api/price-moves?days=${days}`, { cookie: shop.seller })).status).toBe(400);
    expect((await s.request('/api/price-alerts/abc/dismiss', { method: 'POST', cookie: alice.cookie })).status).toBe(404);
  });
});

describe('the alert threshold', () => {
  it('is a pricing setting: staff read it (10% by default), an admin changes it, from 1% to 1,000%, in activity', async () => {
    expect(await json(s.request('/api/price-lists/settings', { cookie: shop.seller }))).toMatchObject({ alertMoveBp: 1000 });
    expect((await s.request('/api/price-lists/settings', { method: 'PUT', cookie: shop.seller, json: { alertMoveBp: 2000 } })).status).toBe(403);
    for (const bad of [99, 100_001, 12.5]) {
      expect((await s.request('/api/price-lists/settings', { method: 'PUT', cookie: shop.admin, json: { alertMoveBp: bad } })).status).toBe(400);
    }
    expect(await json(s.request('/api/price-lists/settings', { method: 'PUT', cookie: shop.admin, json: { alertMoveBp: 2000 } }))).toMatchObject({ alertMoveBp: 2000, largeMoveBp: 5000 });
    expect((await activityRows(s, 'price_lists', 'settings')).at(-1)).toMatchObject({ details: { old: { alertMoveBp: 1000 }, new: { alertMoveBp: 2000 } } });
    await s.request('/api/price-lists/settings', { method: 'PUT', cookie: shop.admin, json: { alertMoveBp: 1000 } });
  });
});

describe('the check', () => {
  it('starts watching customers with lists from now: a move before that is never told', async () => {
    await move(alice, 0, '15.00');
    await timePasses(s, 60);
    const first = await ticker.tick();
    expect(first).toMatchObject({ started: 3, alerts: 0 });
    await timePasses(s, 60);
    expect(await ticker.tick()).toBeNull();
    expect(await alertRows(s)).toEqual([]);
  });

  it('tells a move once it has stood the settle period: old and new price, the next order, the note, in Spanish', async () => {
    await move(alice, 0, '18.00');
    const note = await s.request(notePath(alice, 0), { method: 'PUT', cookie: shop.seller, json: { noteEn: 'Short supply from Mexico', noteEs: 'Poca oferta de México' } });
    expect(note.status).toBe(200);
    expect(await json(note)).toMatchObject({ noteEn: 'Short supply from Mexico', noteEs: 'Poca oferta de México' });
    // Still settling: nothing yet.
    await timePasses(s, 20);
    expect(await ticker.tick()).toBeNull();
    await timePasses(s, 11);
    expect(await ticker.tick()).toMatchObject({ alerts: 1, mailed: 1 });
    const [row] = await alertRows(s, alice.id);
    expect(row).toMatchObject({ old: '15.00', new: '18.00', quantity: '3.00', noteEn: 'Short supply from Mexico', noteEs: 'Poca oferta de México', mailed: true });
    expect(row!.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const [mail] = ticker.mails;
    expect(mail!.to).toBe(alice.email);
    expect(mail!.subject).toBe('Cambió un precio de sus productos');
    expect(mail!.text).toContain('Hola, Alicia:');
    expect(mail!.text).toMatch(/ES Alerts 00000: \$15\.00 → \$18\.00 \(\+20\s?%\)/);
    expect(mail!.text).toMatch(/\+\$9\.00 en su pedido para el .+ \(3 cajas\)/);
    expect(mail!.text).toContain('Nota: Poca oferta de México');

    const [alert] = await alertsOf(alice);
    expect(alert).toMatchObject({ list: { slug: alice.list }, productId: shop.p[0], old: '15.00', new: '18.00', percent: 20, quantity: 3, effectCents: 900 });
    expect(alert.note).toEqual({ en: 'Short supply from Mexico', es: 'Poca oferta de México' });
    // Told once.
    await timePasses(s, 5);
    expect(await ticker.tick()).toBeNull();
    expect(await alertRows(s, alice.id)).toHaveLength(1);
  });

  it('alerts no one about a move rolled back within the settle period (net zero)', async () => {
    await move(alice, 1, '24.00');
    await timePasses(s, 10);
    await ticker.tick();
    await move(alice, 1, '20.00');
    await timePasses(s, 31);
    expect(await ticker.tick()).toBeNull();
    await timePasses(s, 60);
    expect(await ticker.tick()).toBeNull();
    expect((await alertRows(s, alice.id)).filter((a) => a.productId === shop.p[1])).toEqual([]);
  });

  it('does not tell a move of exactly the threshold; the setting decides what is past it', async () => {
    await move(alice, 2, '33.00');
    await timePasses(s, 61);
    expect(await ticker.tick()).toBeNull();
    const set = await s.request('/api/price-lists/settings', { method: 'PUT', cookie: shop.admin, json: { alertMoveBp: 500 } });
    expect(await json(set)).toMatchObject({ alertMoveBp: 500 });
    await move(alice, 2, '35.00');
    await timePasses(s, 31);
    expect(await ticker.tick()).toMatchObject({ alerts: 1 });
    const last = (await alertRows(s, alice.id)).at(-1);
    // Its usual quantity, from the last order; no date (no order is planned); the note was for another item.
    expect(last).toMatchObject({ old: '33.00', new: '35.00', quantity: '4.00', deliveryDate: null, noteEn: null });
    await s.request('/api/price-lists/settings', { method: 'PUT', cookie: shop.admin, json: { alertMoveBp: 1000 } });
  });

  it('watches usual items on each list shared with the customer: English, an order like the last one', async () => {
    await move(bob, 0, '12.00');
    await move(bob, 3, '80.00'); // only in a cancelled order: not watched
    await timePasses(s, 31);
    expect(await ticker.tick()).toMatchObject({ alerts: 1, mailed: 1 });
    const mail = ticker.mails.at(-1)!;
    expect(mail.to).toBe(bob.email);
    expect(mail.subject).toBe('A price on your items moved');
    expect(mail.text).toContain('+$4.00 on an order like your last one (2 cases)');
    expect(mail.text).not.toContain('Note:');
    const [alert] = await alertsOf(bob);
    expect(alert).toMatchObject({ old: '10.00', new: '12.00', quantity: 2, deliveryDate: null, effectCents: 400, note: null });
  });

  it('compares from the price last told, and a newer alert about an item replaces the older one', async () => {
    await move(alice, 0, '22.00');
    await timePasses(s, 31);
    expect(await ticker.tick()).toMatchObject({ alerts: 1 });
    const rows = (await alertRows(s, alice.id)).filter((a) => a.productId === shop.p[0]);
    expect(rows.map((r) => [r.old, r.new, r.dismissed])).toEqual([
      ['15.00', '18.00', true],
      ['18.00', '22.00', false],
    ]);
    // The note was written before this move began: it stays with the first alert.
    expect(rows[1]!.noteEn).toBeNull();
    expect((await alertsOf(alice)).map((a: { new: string }) => a.new)).toEqual(['22.00', '35.00']);
  });

  it('tries a failed mail again on the next tick', async () => {
    await move(bob, 0, '15.00');
    await timePasses(s, 31);
    ticker.failNext(1);
    expect(await ticker.tick()).toMatchObject({ alerts: 1, mailed: 0 });
    expect((await alertRows(s, bob.id)).at(-1)).toMatchObject({ mailed: false });
    expect(await ticker.tick()).toMatchObject({ alerts: 0, mailed: 1 });
    expect((await alertRows(s, bob.id)).at(-1)).toMatchObject({ mailed: true });
  });

  it('makes one alert when two instances check at once', async () => {
    const other = alertsTicker(s);
    await move(bob, 0, '19.00');
    await timePasses(s, 31);
    const now = new Date();
    await Promise.all([ticker.tick(now), other.tick(new Date(now.getTime() + 1))]);
    expect((await alertRows(s, bob.id)).filter((a) => a.new === '19.00')).toHaveLength(1);
    expect([...ticker.mails, ...other.mails].filter((m) => m.text.includes('$19.00'))).toHaveLength(1);
  });

  it('does not watch a paused standing order', async () => {
    await standingOrder(s, carol.id, carol.listId, ['mon'], [[shop.p[0]!, 1]], true);
    await move(carol, 0, '20.00');
    await timePasses(s, 31);
    expect(await ticker.tick()).toBeNull();
    expect(await alertRows(s, carol.id)).toEqual([]);
  });
});

describe('the customer\'s alerts', () => {
  it('are theirs alone: another customer\'s is not found; a dismissed one is gone, and dismissing again changes nothing', async () => {
    const [first] = await alertsOf(alice);
    expect((await s.request(`/api/price-alerts/${first.id}/dismiss`, { method: 'POST', cookie: bob.cookie })).status).toBe(404);
    expect((await s.request('/api/price-alerts/999999/dismiss', { method: 'POST', cookie: alice.cookie })).status).toBe(404);
    expect((await s.request(`/api/price-alerts/${first.id}/dismiss`, { method: 'POST', cookie: alice.cookie })).status).toBe(204);
    expect((await alertsOf(alice)).map((a: { id: string }) => a.id)).not.toContain(first.id);
    expect((await s.request(`/api/price-alerts/${first.id}/dismiss`, { method: 'POST', cookie: alice.cookie })).status).toBe(204);
    expect(await alertsOf(carol)).toEqual([]);
  });
});

describe('the staff\'s moves', () => {
  it('lists recent net moves past the threshold on watched items: who watches, who was alerted, the note, what is still settling', async () => {
    await move(alice, 3, '50.00'); // alice does not watch p[3]: not listed
    await move(bob, 0, '25.00'); // settling
    const res = await s.request('/api/price-moves?days=7', { cookie: shop.seller });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ days: 7, alertMoveBp: 1000, settleSeconds: 1800 });
    const of = (c: Customer, p: number) => body.items.find((m: { list: { slug: string }; productId: string }) => m.list.slug === c.list && m.productId === shop.p[p]);
    expect(of(alice, 3)).toBeUndefined();
    expect(of(alice, 1)).toBeUndefined(); // rolled back
    const settling = of(bob, 0);
    expect(settling).toMatchObject({ old: '19.00', new: '25.00', watchers: 1, alerted: 0 });
    expect(Date.parse(settling.settlesAt)).toBeGreaterThan(Date.now());
    expect(settling.customers).toEqual([expect.objectContaining({ id: bob.id, email: bob.email, language: 'en', alertedAt: null })]);
    const told = of(alice, 0);
    expect(told).toMatchObject({ old: '18.00', new: '22.00', percent: 22.22, settlesAt: null, watchers: 1, alerted: 1 });
    expect(told.customers[0]).toMatchObject({ id: alice.id, language: 'es' });
    expect(told.customers[0].alertedAt).not.toBeNull();
    expect(told.note).toMatchObject({ noteEn: 'Short supply from Mexico', noteEs: 'Poca oferta de México' });
    // Latest first.
    expect(body.items[0].productId).toBe(shop.p[0]);
  });

  it('records note changes in activity, for staff only', async () => {
    await s.request(notePath(bob, 0), { method: 'PUT', cookie: shop.seller, json: { noteEn: 'Rain in Florida' } });
    await s.request(notePath(bob, 0), { method: 'PUT', cookie: shop.seller, json: { noteEn: 'Rain in Florida', noteEs: 'Lluvia en Florida' } });
    expect((await s.request(notePath(bob, 0), { method: 'DELETE', cookie: shop.seller })).status).toBe(204);
    expect((await s.request(notePath(bob, 0), { method: 'DELETE', cookie: shop.seller })).status).toBe(204);
    const rows = await activityRows(s, 'price_lists', bob.listId);
    const notes = rows.filter((r) => JSON.stringify(r.details).includes('moveNoteEn'));
    expect(notes.map((r) => (r.details.changes as { old: unknown; new: unknown }[])[0])).toEqual([
      { name: expect.any(String), old: { moveNoteEn: null, moveNoteEs: null }, new: { moveNoteEn: 'Rain in Florida', moveNoteEs: null } },
      { name: expect.any(String), old: { moveNoteEn: 'Rain in Florida', moveNoteEs: null }, new: { moveNoteEn: 'Rain in Florida', moveNoteEs: 'Lluvia en Florida' } },
      { name: expect.any(String), old: { moveNoteEn: 'Rain in Florida', moveNoteEs: 'Lluvia en Florida' }, new: { moveNoteEn: null, moveNoteEs: null } },
    ]);
    expect(notes.every((r) => r.action === 'updated')).toBe(true);
    // A customer's log never shows it.
    const log = await json(s.request('/api/activity', { cookie: bob.cookie }));
    expect(JSON.stringify(log)).not.toContain('Rain in Florida');
  });
});
