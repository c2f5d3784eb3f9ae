import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIifRows } from '@freshprice/shared/quickbooks';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { customerWithList, place, setBusiness, shopWithList, testClock, type Shop } from '../orders/test/fixtures.js';

/**
 * Invoices: made when an order is delivered (once), read by its customer and staff, printed, and
 * exported to QuickBooks by staff with the re-export question. Monday 2026-11-23, 5:00 AM in Miami.
 */
const MONDAY_5AM = '2026-11-23T10:00:00.000Z';
const clock = testClock(MONDAY_5AM);
let s: TestServer;
let shop: Shop;
let alice: Awaited<ReturnType<typeof customerWithList>>;
let bob: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Billed');
  alice = await customerWithList(s, shop, 'alice-inv');
  bob = await customerWithList(s, shop, 'bob-inv');
  for (const c of [alice, bob]) await setBusiness(s, shop.seller, c.id, { minimumWaived: true });
  await s.database.db.execute(sql`update "user" set company_name = 'Alice Bistro', delivery_address = '1 Ocean Dr, Miami' where id = ${alice.id}`);
});
afterAll(() => s.close());

const exec = (q: ReturnType<typeof sql>) => s.database.db.execute(q) as unknown as Promise<{ rows: Record<string, unknown>[] }>;

async function placed(c = alice, date = '2026-11-24', lines: [number, number][] = [[0, 5], [1, 10]]) {
  clock.set(MONDAY_5AM);
  const res = await place(s, c.cookie, { priceList: c.list, deliveryDate: date, lines: lines.map(([i, quantity]) => ({ product: shop.p[i]!, quantity })) });
  expect(res.status).toBe(201);
  return (await json(res)) as { id: string; number: string };
}

async function moveTo(id: string, status: string) {
  const res = await s.request(`/api/orders/${id}/status`, { method: 'POST', cookie: shop.seller, json: { status } });
  expect(res.status, await res.clone().text()).toBe(200);
  return json(res);
}

async function deliver(id: string) {
  for (const status of ['confirmed', 'picking', 'packed', 'out_for_delivery']) await moveTo(id, status);
  return moveTo(id, 'delivered');
}

describe('invoicing on delivery', () => {
  it('makes the invoice in the delivery: shorts credited, catch weight at the weights, substitutes added, an open substitute expired', async () => {
    const order = await placed(alice, '2026-11-24', [[0, 5], [1, 2], [2, 4]]);
    // Line 1: 5 at $10, 3 delivered. Line 2: catch weight, 2 cases of 40 lb at $2.00/lb, weighed 42.5 and 40 lb.
    // Line 3: 4 at $30 with an asked substitute for 1 (expires at delivery), and nothing else.
    await exec(sql`update order_lines set delivered = 3, quickbooks_item = 'Produce:Item A' where order_id = ${order.id}::uuid and position = 1`);
    await exec(sql`update order_lines set sold_by_weight = true, case_weight = 40, price = 2.00, total = 160.00, case_weights = '{42.5,40}' where order_id = ${order.id}::uuid and position = 2`);
    await exec(sql`insert into order_substitutions (order_id, line_position, name_en, name_es, unit, price, quantity, replaces, decision, state, deadline)
      values (${order.id}::uuid, 3, 'Other', 'Otro', 'case', 25.00, 1, 1, 'ask', 'asked', now() + interval '1 hour')`);
    await exec(sql`insert into order_substitutions (order_id, line_position, name_en, name_es, unit, price, quantity, replaces, decision, state)
      values (${order.id}::uuid, 1, 'Swap', 'Cambio', 'case', 11.00, 2, 2, 'apply', 'applied')`);
    const delivered = await deliver(order.id);
    expect(delivered.invoice).toMatchObject({ number: expect.stringMatching(/^INV-\d+$/) });

    const inv = await json(s.request(`/api/invoices/${delivered.invoice.id}`, { cookie: alice.cookie }));
    expect(inv).toMatchObject({ orderNumber: order.number, customer: { name: 'Alice Bistro' }, billingAddress: '1 Ocean Dr, Miami', invoiceDate: '2026-11-24' });
    expect(inv.lines.map((l: { kind: string }) => l.kind)).toEqual(['item', 'substitute', 'catch_weight', 'item']);
    // 50 - 20 credit; swap 22; catch weight 42.5 + 40 = 82.5 lb x 2 = 165; 120 - 30 credit (expired).
    expect(inv.lines[0]).toMatchObject({ amount: '50.00', credit: '20.00' });
    expect(inv.lines[1]).toMatchObject({ amount: '22.00', credit: '0.00' });
    expect(inv.lines[2]).toMatchObject({ amount: '165.00', credit: '0.00', weight: { weights: [42.5, 40], unweighed: 0, estimate: '160.00', actual: '165.00' } });
    expect(inv.lines[3]).toMatchObject({ amount: '120.00', credit: '30.00', delivered: 3, substitution: { state: 'expired' } });
    expect(inv).toMatchObject({ subtotal: '357.00', credit: '50.00', total: '307.00' });
    // $5 over the estimate: not past the $5 tolerance.
    expect(inv.weight).toMatchObject({ estimate: '160.00', actual: '165.00', difference: '5.00', flagged: false });

    const { rows } = await exec(sql`select s.state, l.delivered::text as delivered from order_substitutions s join order_lines l on l.order_id = s.order_id and l.position = s.line_position where s.order_id = ${order.id}::uuid and s.line_position = 3`);
    expect(rows[0]).toEqual({ state: 'expired', delivered: '3.00' });
  });

  it('invoices an order exactly once', async () => {
    const order = await placed(bob);
    const delivered = await deliver(order.id);
    // Delivered is final: moving it again is refused, and the same invoice stays.
    expect((await s.request(`/api/orders/${order.id}/status`, { method: 'POST', cookie: shop.seller, json: { status: 'out_for_delivery' } })).status).toBe(409);
    await moveTo(order.id, 'delivered');
    const { rows } = await exec(sql`select count(*)::int as n from invoices where order_id = ${order.id}::uuid`);
    expect(rows[0]!.n).toBe(1);
    const again = await json(s.request(`/api/orders/${order.id}`, { cookie: bob.cookie }));
    expect(again.invoice).toEqual(delivered.invoice);
    expect((await json(s.request(`/api/orders/${(await placed(bob)).id}`, { cookie: bob.cookie }))).invoice).toBeNull();
  });

  it('flags weights past the tolerance', async () => {
    const order = await placed(alice, '2026-11-24', [[0, 2]]);
    await exec(sql`update order_lines set sold_by_weight = true, case_weight = 40, price = 3.00, total = 240.00, case_weights = '{43,43}' where order_id = ${order.id}::uuid`);
    const delivered = await deliver(order.id);
    const inv = await json(s.request(`/api/invoices/${delivered.invoice.id}`, { cookie: shop.admin }));
    expect(inv.weight).toMatchObject({ estimate: '240.00', actual: '258.00', difference: '18.00', flagged: true, tolerance: '5.00' });
    expect(inv.weightFlagged).toBe(true);
  });
});

describe('reading invoices', () => {
  it('gives a customer their own, staff all with filters; another customer\'s is 404; anonymous 401', async () => {
    const mine = await json(s.request('/api/invoices', { cookie: alice.cookie }));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i: { customer: { id: string } }) => i.customer.id === alice.id)).toBe(true);
    const widened = await json(s.request(`/api/invoices?customer=${bob.id}`, { cookie: alice.cookie }));
    expect(widened.items.every((i: { customer: { id: string } }) => i.customer.id === alice.id)).toBe(true);
    const bobs = await json(s.request('/api/invoices', { cookie: bob.cookie }));
    expect((await s.request(`/api/invoices/${bobs.items[0].id}`, { cookie: alice.cookie })).status).toBe(404);
    expect((await s.request(`/api/invoices/${bobs.items[0].id}/pdf`, { cookie: alice.cookie })).status).toBe(404);
    expect((await s.request('/api/invoices/not-an-id', { cookie: alice.cookie })).status).toBe(404);
    expect((await s.request('/api/invoices')).status).toBe(401);
    expect((await s.request(`/api/invoices/${bobs.items[0].id}`)).status).toBe(401);

    const all = await json(s.request('/api/invoices', { cookie: shop.seller }));
    expect(new Set(all.items.map((i: { customer: { id: string } }) => i.customer.id))).toEqual(new Set([alice.id, bob.id]));
    const byCustomer = await json(s.request(`/api/invoices?customer=${bob.id}`, { cookie: shop.seller }));
    expect(byCustomer.items.every((i: { customer: { id: string } }) => i.customer.id === bob.id)).toBe(true);
    expect((await json(s.request('/api/invoices?from=2026-11-25&to=2026-11-30', { cookie: shop.seller }))).items).toEqual([]);
    expect((await json(s.request('/api/invoices?from=2026-11-24&to=2026-11-24&exported=no', { cookie: shop.seller }))).items.length).toBe(all.items.length);
    const paged = await json(s.request('/api/invoices?limit=1', { cookie: shop.seller }));
    const second = await json(s.request(`/api/invoices?limit=1&cursor=${paged.next}`, { cookie: shop.seller }));
    expect(second.items[0].id).not.toBe(paged.items[0].id);
    expect((await s.request('/api/invoices?cursor=garbage', { cookie: shop.seller })).status).toBe(400);
  });

  it('prints the PDF in the customer\'s language by default, or the one asked', async () => {
    const [first] = (await json(s.request('/api/invoices', { cookie: alice.cookie }))).items;
    const res = await s.request(`/api/invoices/${first.id}/pdf`, { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`invoice-${first.number}.pdf`);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const es = await s.request(`/api/invoices/${first.id}/pdf?lang=es`, { cookie: shop.seller });
    expect(es.headers.get('content-disposition')).toContain(`factura-${first.number}.pdf`);
  });
});

describe('exporting to QuickBooks', () => {
  const range = { from: '2026-11-24', to: '2026-11-24' };

  it('is for staff only', async () => {
    expect((await s.request('/api/invoices/export', { method: 'POST', json: { ...range, format: 'iif' } })).status).toBe(401);
    expect((await s.request('/api/invoices/export', { method: 'POST', cookie: alice.cookie, json: { ...range, format: 'iif' } })).status).toBe(403);
    expect((await s.request(`/api/invoices/export/summary?from=${range.from}&to=${range.to}`, { cookie: alice.cookie })).status).toBe(403);
    expect((await s.request(`/api/invoices/export/summary?from=${range.from}&to=${range.to}`)).status).toBe(401);
  });

  it('refuses an empty range and a range backwards', async () => {
    const res = await s.request('/api/invoices/export', { method: 'POST', cookie: shop.seller, json: { from: '2026-12-01', to: '2026-12-31', format: 'qbo' } });
    expect(res.status).toBe(422);
    expect((await json(res)).error).toMatchObject({ code: 'nothing_to_export', message: expect.stringContaining('no invoices') });
    expect((await s.request('/api/invoices/export', { method: 'POST', cookie: shop.seller, json: { from: '2026-12-31', to: '2026-12-01', format: 'qbo' } })).status).toBe(400);
  });

  it('exports IIF with QuickBooks names and items, marks the invoices, and asks before exporting again', async () => {
    await s.request(`/api/users/${bob.id}/business`, { method: 'PUT', cookie: shop.seller, json: { quickbooksName: 'Bob\'s Diner, LLC' } });
    const summary = await json(s.request(`/api/invoices/export/summary?from=${range.from}&to=${range.to}`, { cookie: shop.seller }));
    expect(summary).toMatchObject({ ...range, exported: 0 });
    expect(summary.invoices).toBeGreaterThan(2);

    const res = await s.request('/api/invoices/export', { method: 'POST', cookie: shop.seller, json: { ...range, format: 'iif' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoices-2026-11-24-2026-11-24.iif"');
    const text = new TextDecoder('windows-1252').decode(await res.arrayBuffer());
    expect(text.split('\r\n').slice(0, 3).map((l) => l.split('\t')[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
    const rows = readIifRows(text);
    const trns = rows.filter((r) => r.type === 'TRNS');
    expect(trns).toHaveLength(summary.invoices);
    expect(rows.filter((r) => r.type === 'ENDTRNS')).toHaveLength(summary.invoices);
    expect(trns.every((r) => r.fields.TRNSTYPE === 'INVOICE' && r.fields.ACCNT === 'Accounts Receivable' && !r.fields.AMOUNT!.startsWith('-'))).toBe(true);
    expect(trns.map((r) => r.fields.NAME)).toContain('Bob\'s Diner, LLC');
    expect(trns.map((r) => r.fields.NAME)).toContain('Alice Bistro');
    const spl = rows.filter((r) => r.type === 'SPL');
    expect(spl.map((r) => r.fields.INVITEM)).toContain('Produce:Item A');
    // Each invoice balances: its TRNS amount is the negated sum of its SPLs.
    for (const t of trns) {
      const cents = spl.filter((r) => r.fields.DOCNUM === t.fields.DOCNUM).reduce((sum, r) => sum + Math.round(Number(r.fields.AMOUNT) * 100), 0);
      expect(-cents).toBe(Math.round(Number(t.fields.AMOUNT) * 100));
    }

    const after = await json(s.request(`/api/invoices/export/summary?from=${range.from}&to=${range.to}`, { cookie: shop.seller }));
    expect(after.exported).toBe(summary.invoices);
    const listed = await json(s.request('/api/invoices?exported=yes', { cookie: shop.seller }));
    expect(listed.items[0].exported).toMatchObject({ as: 'iif' });

    const asked = await s.request('/api/invoices/export', { method: 'POST', cookie: shop.seller, json: { ...range, format: 'qbo' } });
    expect(asked.status).toBe(409);
    expect((await json(asked)).error).toMatchObject({ code: 'already_exported', fields: { exported: String(summary.invoices) } });

    const again = await s.request('/api/invoices/export', { method: 'POST', cookie: shop.seller, json: { ...range, format: 'qbo', again: true } });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-disposition')).toContain('invoices-2026-11-24-2026-11-24.csv');
    const csv = (await again.text()).trim().split('\r\n');
    expect(csv[0]).toBe('InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Location,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,Taxable');
    expect(csv.some((l: string) => l.includes('"Bob\'s Diner, LLC"'))).toBe(true);
    const { rows: marked } = await exec(sql`select distinct exported_as from invoices where invoice_date = '2026-11-24'`);
    expect(marked).toEqual([{ exported_as: 'qbo' }]);
    const { rows: activity } = await exec(sql`select details from activity where action = 'exported' and resource_id = 'invoices' order by id`);
    expect(activity).toHaveLength(2);
  });
});
