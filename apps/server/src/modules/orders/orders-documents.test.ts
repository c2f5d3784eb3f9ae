import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { customerWithList, place, shopWithList, testClock, type Shop } from './test/fixtures.js';

/** What an order sends and prints: the customer's mail in their language, the staff's notice, the PDF. */
const clock = testClock('2026-11-23T10:00:00.000Z');
let s: TestServer;
let shop: Shop;
let ana: Awaited<ReturnType<typeof customerWithList>>;
let bob: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Mailed');
  ana = await customerWithList(s, shop, 'ana-list');
  bob = await customerWithList(s, shop, 'bob-list');
  await s.database.db.execute(sql`update "user" set language = 'es', company_name = 'Café Ana' where id = ${ana.id}`);
});
afterAll(() => s.close());

/** The mails sent to `to` so far, waited for a moment: they leave after the answer. */
async function mailsTo(to: string, count: number) {
  for (let i = 0; i < 100 && s.mails.filter((m) => m.to === to).length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return s.mails.filter((m) => m.to === to);
}

const placeFor = async (c: typeof ana) => {
  const res = await place(s, c.cookie, { priceList: c.list, deliveryDate: '2026-11-24', lines: [{ product: shop.p[0]!, quantity: 5 }, { product: shop.p[1]!, quantity: 10 }] });
  expect(res.status).toBe(201);
  return json(res);
};

describe('order mails', () => {
  it('confirms a placed order to its customer in their language and tells the staff', async () => {
    const order = await placeFor(ana);
    const [mail] = await mailsTo(ana.email, 1);
    expect(mail!.subject).toContain(order.number);
    expect(mail!.text).toContain('$250.00');
    expect(mail!.text).toMatch(/martes|pedido/i);
    expect(mail!.text).toContain(`/orders/${order.id}`);
    const staff = s.mails.filter((m) => m.to !== ana.email && m.text.includes(order.number));
    expect(staff.length).toBeGreaterThan(0);
    expect(staff[0]!.text).toContain('Café Ana');
  });

  it('mails a change, and a staff cancellation with its reason', async () => {
    const order = await placeFor(bob);
    await mailsTo(bob.email, 1);
    expect((await s.request(`/api/orders/${order.id}`, { method: 'PATCH', cookie: bob.cookie, json: { note: 'Back door' } })).status).toBe(200);
    const changed = await mailsTo(bob.email, 2);
    expect(changed[1]!.text).toContain('Back door');
    expect((await s.request(`/api/orders/${order.id}/cancel`, { method: 'POST', cookie: shop.seller, json: { reason: 'No mangoes this week' } })).status).toBe(200);
    const cancelled = await mailsTo(bob.email, 3);
    expect(cancelled[2]!.subject).toContain(order.number);
    expect(cancelled[2]!.text).toContain('No mangoes this week');
  });
});

describe('GET /api/orders/{id}/pdf', () => {
  it('prints the order in the language asked, for its customer and for staff; another customer gets 404', async () => {
    const order = await placeFor(ana);
    const res = await s.request(`/api/orders/${order.id}/pdf?lang=es`, { cookie: ana.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`pedido-${order.number}.pdf`);
    const text = (await pdfText(await res.arrayBuffer())).join('\n');
    expect(text).toContain(order.number);
    expect(text).toContain('$250.00');
    expect((await s.request(`/api/orders/${order.id}/pdf?lang=en`, { cookie: shop.seller })).status).toBe(200);
    expect((await s.request(`/api/orders/${order.id}/pdf`, { cookie: bob.cookie })).status).toBe(404);
    expect((await s.request(`/api/orders/${order.id}/pdf?lang=fr`, { cookie: ana.cookie })).status).toBe(400);
    expect((await s.request(`/api/orders/${order.id}/pdf`)).status).toBe(401);
  });
});
