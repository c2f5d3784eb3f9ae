import { sql } from 'drizzle-orm';
import type { ExportCustomer } from '@freshprice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { createList, savePrices } from '../price-lists/test/fixtures.js';

let s: TestServer;
let seller: string;
let customer: string;
let otherCustomer: string;
let customerId: string;

const sheet = (ref: string, query: string, cookie?: string) => s.request(`/api/price-lists/${ref}/sheet.pdf${query}`, cookie ? { cookie } : {});

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  const c = await s.signedInAs('customer');
  customer = c.cookie;
  otherCustomer = (await s.signedInAs('customer')).cookie;
  const products = (await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit, pack_en, pack_es) values
    ('sheet-pineapple', 'Golden Pineapple 6 ct', 'Piña dorada 6 u.', 'fruits', 'case', 'case', 'caja'),
    ('sheet-lime', 'Persian Limes 110 ct', 'Limón persa 110 u.', 'fruits', 'case', 'case', 'caja'),
    ('sheet-name', 'Yam', 'Ñame', 'vegetables', 'lb', '40 lb box', 'caja de 40 lb')
    returning id`)) as unknown as { rows: { id: string }[] };
  await createList(s, seller, { name: 'Cocina de Ana', slug: 'sheet-list', source: { kind: 'empty' } });
  const [pineapple, lime, yam] = products.rows.map((r) => r.id);
  await savePrices(s, seller, 'sheet-list', [
    { productId: pineapple!, price: '19.99' },
    { productId: lime!, price: '1450.00' },
    { productId: yam!, price: '2.10' },
  ]);
  const { rows } = (await s.database.db.execute(
    sql`update "user" set name = 'Ana Restrepo', phone = '305 555 0142', language = 'es' where email = ${c.email} returning id`,
  )) as unknown as { rows: { id: string }[] };
  customerId = rows[0]!.id;
  const shared = await s.request('/api/price-lists/sheet-list/shares', { method: 'PUT', cookie: seller, json: { userIds: [customerId] } });
  expect(shared.status, await shared.clone().text()).toBe(200);
});
afterAll(() => s.close());

describe('the customers to send to', () => {
  it('staff get the active customers who have a list, with their phone, language and shared lists', async () => {
    // A customer with no list, and a disabled one with a list: neither is someone to send a list to.
    const noList = await s.signedInAs('customer');
    const disabled = await s.signedInAs('customer');
    const { rows } = (await s.database.db.execute(
      sql`update "user" set disabled_at = now() where email = ${disabled.email} returning id`,
    )) as unknown as { rows: { id: string }[] };
    const shared = await s.request('/api/price-lists/sheet-list/shares', { method: 'PUT', cookie: seller, json: { userIds: [customerId, rows[0]!.id] } });
    expect(shared.status, await shared.clone().text()).toBe(200);
    const res = await s.request('/api/exports/customers', { cookie: seller });
    expect(res.status).toBe(200);
    const { items } = (await json(res)) as { items: ExportCustomer[] };
    const ana = items.find((i) => i.id === customerId);
    expect(ana).toMatchObject({ name: 'Ana Restrepo', phone: '305 555 0142', language: 'es' });
    expect(ana!.lists.map((l) => [l.slug, l.name])).toEqual([['sheet-list', 'Cocina de Ana']]);
    expect(items.some((i) => i.email === noList.email)).toBe(false);
    expect(items.some((i) => i.email === disabled.email)).toBe(false);
    expect(items.every((i) => i.lists.length > 0)).toBe(true);
    expect(items.some((i) => i.email.startsWith('seller-'))).toBe(false);
  });

  it('are for staff only', async () => {
    expect((await s.request('/api/exports/customers')).status).toBe(401);
    expect((await s.request('/api/exports/customers', { cookie: customer })).status).toBe(403);
  });
});

describe('the printable price sheet', () => {
  it('is a real PDF whose text reads back in Spanish, accents included', async () => {
    const res = await sheet('sheet-list', '?language=es&validDate=2026-11-27&validTime=18:00', seller);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // The list's name and the company's date (New York), in the sheet's language.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="cocina-de-ana-${today}-es.pdf"`);
    const bytes = await res.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = (await pdfText(bytes)).join('\n');
    for (const expected of ['Fresh Produce Wholesale', 'Lista de precios: Cocina de Ana', 'Precios válidos hasta el viernes 6:00 p. m.', 'Frutas', 'Verduras', 'Piña dorada 6 u.', 'Limón persa 110 u.', 'Ñame', 'caja de 40 lb', '$1,450.00', 'Pedidos: +1 (305) 555-0142', 'Pida antes de las 8:00 a. m. para entrega el mismo día', 'Página 1 de 1']) {
      expect(text).toContain(expected);
    }
  });

  it('in English, with the options applied', async () => {
    const text = (await pdfText(await (await sheet('sheet-list', '?language=en&categories=vegetables', seller)).arrayBuffer())).join('\n');
    expect(text).toContain('Price list: Cocina de Ana');
    expect(text).toContain('Yam');
    expect(text).not.toContain('Golden Pineapple');
    expect(text).not.toContain('Prices valid until');
  });

  it('prints no pack a product name already says, in either language (real demo names)', async () => {
    const [avocado, oil] = ((await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit, pack_en, pack_es) values
      ('sheet-avocado', 'Hass Avocados 40 ct', 'Aguacates Hass 40 u.', 'fruits', 'case', '40 ct case', 'caja de 40 u.'),
      ('sheet-oil', 'Canola Oil 35 lb', 'Aceite de canola 35 lb', 'others', 'jug', '35 lb jug', 'bidón de 35 lb')
      returning id`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    await createList(s, seller, { name: 'Packs', slug: 'sheet-packs', source: { kind: 'empty' } });
    await savePrices(s, seller, 'sheet-packs', [
      { productId: avocado!, price: '66.00' },
      { productId: oil!, price: '41.00' },
    ]);
    const es = (await pdfText(await (await sheet('sheet-packs', '?language=es', seller)).arrayBuffer())).join('\n');
    expect(es).toContain('Aguacates Hass 40 u.');
    expect(es).not.toContain('caja de 40 u.');
    expect(es).not.toContain('bidón de 35 lb');
    const en = (await pdfText(await (await sheet('sheet-packs', '?language=en', seller)).arrayBuffer())).join('\n');
    expect(en).toContain('Hass Avocados 40 ct');
    expect(en).not.toContain('40 ct case');
    expect(en).not.toContain('35 lb jug');
  });

  it("prints a standard list's own name and note in the sheet's language", async () => {
    const es = (await pdfText(await (await sheet('medium-business', '?language=es', seller)).arrayBuffer())).join('\n');
    expect(es).toContain('Lista de precios: Mediana empresa');
    const en = (await pdfText(await (await sheet('medium-business', '?language=en', seller)).arrayBuffer())).join('\n');
    expect(en).toContain('Price list: Medium business');
  });

  it('a customer prints the lists shared with them, with their name, and no other (404)', async () => {
    const own = await sheet('sheet-list', '?language=es', customer);
    expect(own.status).toBe(200);
    expect((await pdfText(await own.arrayBuffer())).join('\n')).toContain('Piña dorada');
    expect((await sheet('sheet-list', '?language=es', otherCustomer)).status).toBe(404);
    expect((await sheet('small-business', '', otherCustomer)).status).toBe(404);
  });

  it("prints the list's note to customers, never the staff note, whoever prints it", async () => {
    const { version } = await json(await s.request('/api/price-lists/sheet-list', { cookie: seller }));
    const patched = await s.request('/api/price-lists/sheet-list', {
      method: 'PATCH',
      cookie: seller,
      json: { version, description: 'Delivery Tuesdays and Fridays', staffNote: 'Medium tier minus 3%, check cost' },
    });
    expect(patched.status).toBe(200);
    for (const cookie of [customer, seller]) {
      const text = (await pdfText(await (await sheet('sheet-list', '?language=en', cookie)).arrayBuffer())).join('\n');
      expect(text).toContain('Delivery Tuesdays and Fridays');
      expect(text).not.toContain('Medium tier minus');
    }
  });

  it('names the customer staff made it for; a customer cannot name anyone', async () => {
    const text = (await pdfText(await (await sheet('sheet-list', `?language=es&customerId=${customerId}`, seller)).arrayBuffer())).join('\n');
    expect(text).toContain('Ana Restrepo');
    const unknown = await sheet('sheet-list', '?customerId=nobody', seller);
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.fields).toEqual({ customerId: 'unknownCustomer' });
    expect((await sheet('sheet-list', `?customerId=${customerId}`, customer)).status).toBe(403);
  });

  it('refuses anonymous callers, unknown lists and bad options', async () => {
    expect((await sheet('sheet-list', '')).status).toBe(401);
    expect((await sheet('no-such-list', '', seller)).status).toBe(404);
    expect((await sheet('sheet-list', '?language=fr', seller)).status).toBe(400);
    expect((await sheet('sheet-list', '?categories=meat', seller)).status).toBe(400);
    const half = await sheet('sheet-list', '?validDate=2026-11-27', seller);
    expect(half.status).toBe(400);
    expect((await json(half)).error.fields).toEqual({ validDate: 'validityIncomplete' });
  });

  it('a list of 2,000 items comes out in columns on as many pages as it needs, each numbered', async () => {
    const ids = (await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit)
      select 'sheet-bulk-' || g, 'Bulk item ' || g, 'Artículo ' || g, (array['vegetables','fruits','herbs'])[1 + g % 3], 'case'
      from generate_series(1, 2000) g returning id`)) as unknown as { rows: { id: string }[] };
    await createList(s, seller, { name: 'Big sheet', slug: 'sheet-big', source: { kind: 'empty' } });
    await savePrices(s, seller, 'sheet-big', ids.rows.map((r, i) => ({ productId: r.id, price: `${10 + (i % 90)}.50` })));
    const start = performance.now();
    const res = await sheet('sheet-big', '?language=es', seller);
    const bytes = await res.arrayBuffer();
    const ms = performance.now() - start;
    console.log(`[price sheet] 2,000 items: ${ms.toFixed(0)} ms, ${(bytes.byteLength / 1024).toFixed(0)} KB`);
    const pages = await pdfText(bytes);
    // Three columns of about 65 one-line rows a page.
    expect(pages.length).toBeGreaterThan(8);
    expect(pages.length).toBeLessThan(14);
    expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
    expect(pages.join('\n')).toContain('Artículo 2000');
  });
});

describe('recording an export', () => {
  const record = (cookie: string | undefined, body: unknown, ref = 'sheet-list') =>
    s.request(`/api/price-lists/${ref}/exports`, { method: 'POST', ...(cookie ? { cookie } : {}), json: body });

  it('writes who sent which list, how and in which language', async () => {
    const res = await record(seller, { channel: 'whatsapp', language: 'es', parts: 2, phone: '+1 305 555 0199' });
    expect(res.status).toBe(204);
    const { rows } = (await s.database.db.execute(
      sql`select a.action, a.resource_type as "resourceType", a.details, a.user_email as "userEmail" from activity a
        join price_lists l on l.id::text = a.resource_id where l.slug = 'sheet-list' and a.action = 'exported'`,
    )) as unknown as { rows: { action: string; resourceType: string; details: Record<string, unknown>; userEmail: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ resourceType: 'price_lists', details: { name: 'Cocina de Ana', channel: 'whatsapp', language: 'es', parts: 2, phone: '+1 305 555 0199' } });
    expect(rows[0]!.userEmail).toMatch(/^seller-/);
  });

  it('names the customer it went to', async () => {
    expect((await record(seller, { channel: 'pdf', language: 'es', customerId })).status).toBe(204);
    const { rows } = (await s.database.db.execute(
      sql`select a.details from activity a where a.action = 'exported' and a.details->>'channel' = 'pdf'`,
    )) as unknown as { rows: { details: Record<string, unknown> }[] };
    expect(rows.map((r) => r.details)).toEqual([expect.objectContaining({ customerId, customer: 'Ana Restrepo', language: 'es' })]);
    const unknown = await record(seller, { channel: 'pdf', language: 'es', customerId: 'nobody' });
    expect(unknown.status).toBe(400);
  });

  it('is for staff only, and checks its input', async () => {
    expect((await record(undefined, { channel: 'pdf', language: 'en' })).status).toBe(401);
    expect((await record(customer, { channel: 'pdf', language: 'en' })).status).toBe(403);
    expect((await record(seller, { channel: 'fax', language: 'en' })).status).toBe(400);
    expect((await record(seller, { channel: 'pdf', language: 'en' }, 'no-such-list')).status).toBe(404);
  });
});
