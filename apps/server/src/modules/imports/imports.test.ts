import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuickBooks, readQuickBooks, type QbRecord } from '@freshprice/shared/quickbooks';
import { createApp } from '../../app.js';
import { createLogger } from '../../lib/logger.js';
import { BASE_URL, createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, detailOf, pricesOf, savePrices } from '../price-lists/test/fixtures.js';

let s: TestServer;
let seller: string;
let customer: string;
let avocado: string;

const req = (p: string, init: Parameters<TestServer['request']>[1] = {}) => s.request(p, init);

const FILE = [
  'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost,Status',
  'AVOCADO HASS 48CT,,Inventory,45.00,30,Active',
  'TOMATO ROMA 25LB,,Non-inventory,"$32.50 ",20,Active',
  'Labor,Hourly labor,Service,125,,Active',
  'DELIVERY,Charge for delivery,Non-inventory,15,,Active',
  'GUAVA 10LB,,Inventory,12,,Inactive',
  'CILANTRO 30 BU,,Inventory,0,,Active',
].join('\r\n');

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Posts the records in batches of `size`, as the page does. */
function batchesOf(records: QbRecord[], size: number): QbRecord[][] {
  const out: QbRecord[][] = [];
  for (let i = 0; i < records.length; i += size) out.push(records.slice(i, i + size));
  return out;
}

async function start(text: string, list: string, size = 3, fileName = 'items.csv', server = s, cookie = seller) {
  const file = readQuickBooks(text);
  const batches = batchesOf(file.records, size);
  const res = await server.request('/api/imports', {
    method: 'POST',
    cookie,
    json: { fileName, fileHash: hashOf(text), layout: file.layout, priceList: list, totalRows: file.records.length, batchCount: batches.length },
  });
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return { info: body, batches };
}

async function post(path: string, body: unknown = {}, expected = 200) {
  const res = await req(path, { method: 'POST', cookie: seller, json: body });
  const out = await json(res);
  expect(res.status, JSON.stringify(out).slice(0, 300)).toBe(expected);
  return out;
}

/** Checks every batch, applies every batch, finishes: the page's whole flow. */
async function runImport(text: string, list: string, fileName = 'items.csv', size = 3) {
  const { info, batches } = await start(text, list, size, fileName);
  for (const [i, records] of batches.entries()) await post(`/api/imports/${info.id}/batches/${i + 1}`, { records });
  const plan = await json(req(`/api/imports/${info.id}`, { cookie: seller }));
  for (let n = 1; n <= batches.length; n++) await post(`/api/imports/${info.id}/batches/${n}/apply`);
  const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
  return { id: info.id as string, plan, done };
}

const productCount = async () =>
  ((await s.database.db.execute(sql`select count(*)::int as n from products where archived_at is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
  const res = (await s.database.db.execute(
    sql`insert into products (slug, name_en, name_es, category, unit, cost) values ('hass-avocados-48-ct', 'Hass Avocados 48 ct', 'Aguacates Hass 48 u.', 'fruits', 'case', '28.00') returning id`,
  )) as unknown as { rows: { id: string }[] };
  avocado = res.rows[0]!.id;
  await createList(s, seller, { name: 'Import target', source: { kind: 'empty' } });
  await savePrices(s, seller, 'import-target', [{ productId: avocado, price: '40.00' }]);
});
afterAll(() => s.close());

describe('who may import', () => {
  const routes: [string, string][] = [
    ['POST', '/api/imports'],
    ['GET', '/api/imports'],
    ['GET', '/api/imports/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/imports/00000000-0000-4000-8000-000000000000/batches/1'],
    ['POST', '/api/imports/00000000-0000-4000-8000-000000000000/batches/1/apply'],
    ['POST', '/api/imports/00000000-0000-4000-8000-000000000000/finish'],
    ['POST', '/api/imports/00000000-0000-4000-8000-000000000000/undo'],
  ];

  it('answers 401 to anonymous callers and 403 to customers on every route', async () => {
    for (const [method, p] of routes) {
      expect((await req(p, { method, json: method === 'POST' ? {} : undefined })).status, `${method} ${p}`).toBe(401);
      expect((await req(p, { method, cookie: customer, json: method === 'POST' ? {} : undefined })).status, `${method} ${p}`).toBe(403);
    }
  });

  it('refuses an unknown list, a missing list and an unknown import', async () => {
    const base = { fileName: 'a.csv', fileHash: hashOf('x'), layout: 'qbo-products', totalRows: 1, batchCount: 1 };
    const unknown = await req('/api/imports', { method: 'POST', cookie: seller, json: { ...base, priceList: 'no-such-list' } });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.message).toBe('Price list not found');
    const missing = await req('/api/imports', { method: 'POST', cookie: seller, json: { ...base, priceList: '' } });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.fields.priceList).toBe('priceListRequired');
    expect((await req('/api/imports/00000000-0000-4000-8000-000000000000', { cookie: seller })).status).toBe(404);
    expect((await req('/api/imports/not-an-id', { cookie: seller })).status).toBe(404);
  });
});

describe('an import', () => {
  let firstId: string;

  it('checks first without writing, then writes products per batch and prices as ONE version', async () => {
    const before = await productCount();
    const { version: listVersion } = await detailOf(s, seller, 'import-target');
    const { info, batches } = await start(FILE, 'import-target');
    expect(info).toMatchObject({ status: 'staging', batchCount: 2, totalRows: 6, resumed: false, priceList: { slug: 'import-target' } });
    firstId = info.id;

    expect(await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] })).toMatchObject({ number: 1, rows: 3, repeated: false });
    // A batch sent twice (its answer was lost) is stored once.
    expect(await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] })).toMatchObject({ repeated: true });
    await post(`/api/imports/${info.id}/batches/2`, { records: batches[1] });

    const plan = await json(req(`/api/imports/${info.id}`, { cookie: seller }));
    expect(plan.import.status).toBe('ready');
    expect(plan.counts).toEqual({ product: 3, skipped_service_item: 1, skipped_known_non_product_code: 1, processed_inactive: 1 });
    expect(plan).toMatchObject({ create: 2, update: 1, priceChanges: 2 });
    const rows = Object.fromEntries(plan.rows.map((r: { line: number }) => [r.line, r]));
    expect(rows[2]).toMatchObject({ nameEn: 'Hass Avocado 48 ct', nameEs: 'Aguacate Hass 48 u.', action: 'update', productId: avocado, oldPrice: '40.00', newPrice: '45.00' });
    expect(rows[3]).toMatchObject({ nameEn: 'Roma Tomatoes 25 lb', action: 'create', newPrice: '32.50', cost: '20.00', aiStatus: 'success' });
    expect(rows[4]).toMatchObject({ status: 'skipped_service_item', action: 'skip' });
    expect(rows[5]).toMatchObject({ status: 'skipped_known_non_product_code', aiStatus: 'skipped_known_non_product_code' });
    expect(rows[6]).toMatchObject({ action: 'skip' });
    expect(rows[7]).toMatchObject({ nameEn: 'Cilantro 30 bunches', action: 'create', newPrice: null });
    // Nothing was written by checking.
    expect(await productCount()).toBe(before);
    expect((await detailOf(s, seller, 'import-target')).version).toBe(listVersion);

    expect(await post(`/api/imports/${info.id}/batches/1/apply`)).toMatchObject({ repeated: false, errors: 0 });
    expect(await post(`/api/imports/${info.id}/batches/1/apply`)).toMatchObject({ repeated: true });
    await post(`/api/imports/${info.id}/batches/2/apply`);
    expect(await productCount()).toBe(before + 2);

    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
    expect(done).toMatchObject({ status: 'completed', versionNumber: listVersion + 1 });
    expect(done.summary).toMatchObject({ totalProcessed: 6, created: 2, updated: 1, unchanged: 0, skipped: 2, processedInactive: 1, errors: 0, priceChanges: 2 });
    const detail = await detailOf(s, seller, 'import-target');
    expect(detail.version).toBe(listVersion + 1);
    const versions = await json(req('/api/price-lists/import-target/versions', { cookie: seller }));
    expect(versions.items[0]).toMatchObject({ number: listVersion + 1, reason: 'QuickBooks import items.csv', added: 1, changed: 1 });
    const prices = await pricesOf(s, seller, 'import-target');
    expect(prices[avocado]).toBe('45.00');
    const tomato = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows.find((r: { line: number }) => r.line === 3);
    expect(prices[tomato.productId]).toBe('32.50');
    expect(tomato).toMatchObject({ status: 'success', message: 'priceAdded' });
    // The avocado's cost came from QuickBooks.
    const cost = (await s.database.db.execute(sql`select cost::text as cost, quickbooks_id as qb from products where id = ${avocado}::uuid`)) as unknown as {
      rows: { cost: string; qb: string }[];
    };
    expect(cost.rows[0]).toEqual({ cost: '30.00', qb: 'AVOCADO HASS 48CT' });
    // Finishing twice is refused.
    await post(`/api/imports/${info.id}/finish`, {}, 409);
  });

  it('the same file again changes nothing and reports every product unchanged', async () => {
    const before = await productCount();
    const { version } = await detailOf(s, seller, 'import-target');
    const { done, plan } = await runImport(FILE, 'import-target');
    expect(plan).toMatchObject({ create: 0, update: 0, unchanged: 3, priceChanges: 0 });
    expect(done).toMatchObject({ status: 'completed', versionNumber: null });
    expect(done.summary).toMatchObject({ created: 0, updated: 0, unchanged: 3, skipped: 2, processedInactive: 1 });
    expect(await productCount()).toBe(before);
    expect((await detailOf(s, seller, 'import-target')).version).toBe(version);
  });

  it('an item named again in a later batch, by its QuickBooks id or by its name, is created once', async () => {
    await createList(s, seller, { name: 'Repeats target', source: { kind: 'empty' } });
    const before = await productCount();
    const text = [
      'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost,Status',
      'MANGO KENT 9CT,,Inventory,20,,Active',
      'PAPAYA MARADOL 8CT,,Inventory,18,,Active',
      'MANGO KENT 9CT,,Inventory,21,,Active',
      'Mango Kent 9 ct,,Inventory,22,,Active',
    ].join('\r\n');
    const { id, plan } = await runImport(text, 'repeats-target', 'repeats.csv', 1);
    const action = Object.fromEntries(plan.rows.map((r: { line: number; action: string }) => [r.line, r.action]));
    expect(action).toEqual({ 2: 'create', 3: 'create', 4: 'update', 5: 'update' });
    expect(await productCount()).toBe(before + 2);
    const rows = (await json(req(`/api/imports/${id}`, { cookie: seller }))).rows as { line: number; productId: string }[];
    const mango = rows.find((r) => r.line === 2)!.productId;
    expect(rows.filter((r) => r.productId === mango).map((r) => r.line)).toEqual([2, 4, 5]);
    expect((await pricesOf(s, seller, 'repeats-target'))[mango]).toBe('22.00');
  });

  it('undo puts the prices back as a new version and archives the products it created', async () => {
    const { version } = await detailOf(s, seller, 'import-target');
    const before = await productCount();
    const undone = await post(`/api/imports/${firstId}/undo`);
    expect(undone).toMatchObject({ status: 'undone', undoVersionNumber: version + 1 });
    const prices = await pricesOf(s, seller, 'import-target');
    expect(prices[avocado]).toBe('40.00');
    expect(Object.keys(prices)).toEqual([avocado]);
    // Roma tomatoes and cilantro: created by the import, in no list now.
    expect(await productCount()).toBe(before - 2);
    await post(`/api/imports/${firstId}/undo`, {}, 409);
    const history = await json(req('/api/imports', { cookie: seller }));
    expect(history.items.map((i: { id: string; status: string }) => i.status)).toContain('undone');
  });

  it('a list deleted during the import: finishing fails the import, and undo archives what it created', async () => {
    await createList(s, seller, { name: 'Short lived', source: { kind: 'empty' } });
    const text = ['Product/Service Name,Type,Sales Price / Rate,Status', 'STARFRUIT 12CT,Inventory,19,Active', 'LYCHEE 5LB,Inventory,25,Active'].join('\r\n');
    const { info, batches } = await start(text, 'short-lived', 1, 'gone.csv');
    for (const [i, records] of batches.entries()) await post(`/api/imports/${info.id}/batches/${i + 1}`, { records });
    await post(`/api/imports/${info.id}/batches/1/apply`);
    const created = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows.find((r: { line: number }) => r.line === 2).productId as string;
    expect((await req('/api/price-lists/short-lived', { method: 'DELETE', cookie: seller })).status).toBe(204);
    // The page goes on: the next batch finds no list, then finishing ends the import as failed.
    await post(`/api/imports/${info.id}/batches/2/apply`, {}, 404);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
    expect(done).toMatchObject({ status: 'failed', versionNumber: null });
    expect(done.summary).toMatchObject({ totalProcessed: 2, errors: 1 });
    const undone = await post(`/api/imports/${info.id}/undo`);
    expect(undone).toMatchObject({ status: 'undone', undoVersionNumber: null });
    const archived = (await s.database.db.execute(sql`select archived_at is not null as archived from products where id = ${created}::uuid`)) as unknown as { rows: { archived: boolean }[] };
    expect(archived.rows[0]!.archived).toBe(true);
  });

  it('resumes after a restart: the same file for the same list continues where it stopped', async () => {
    await createList(s, seller, { name: 'Resume target', source: { kind: 'empty' } });
    const text = `${FILE}\r\nMANGO KENT 9CT,,Inventory,18,,Active`;
    const { info, batches } = await start(text, 'resume-target');
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    await post(`/api/imports/${info.id}/batches/2`, { records: batches[1] });
    await post(`/api/imports/${info.id}/batches/3`, { records: batches[2] });
    await post(`/api/imports/${info.id}/batches/1/apply`);

    // A new server process on the same database: nothing of the import lived in the old one.
    const restarted = createApp({ database: s.database, auth: s.auth, mailer: { send: async () => {}, describe: () => 'none' }, logger: createLogger('silent'), baseUrl: BASE_URL, trustProxy: true, webDistDir: '/nonexistent' });
    const again = await restarted.app.request(`${BASE_URL}/api/imports`, {
      method: 'POST',
      headers: { origin: BASE_URL, cookie: seller, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ fileName: 'items.csv', fileHash: hashOf(text), layout: 'qbo-products', priceList: 'resume-target', totalRows: 7, batchCount: 3 }),
    });
    const resumed = await json(again);
    expect(resumed).toMatchObject({ id: info.id, resumed: true, status: 'applying', stagedBatches: [1, 2, 3], appliedBatches: [1] });
    for (const n of [2, 3]) await post(`/api/imports/${info.id}/batches/${n}/apply`);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
    expect(done.summary).toMatchObject({ totalProcessed: 7, errors: 0 });
    expect(Object.keys(await pricesOf(s, seller, 'resume-target'))).toHaveLength(3);
  });

  it('a batch given up after its retries fails its rows; the rest still lands', async () => {
    await createList(s, seller, { name: 'Partial target', source: { kind: 'empty' } });
    const text = 'Product/Service Name,Type,Sales Price / Rate\nPAPAYA 8CT,Inventory,21\nYUCA 40LB,Inventory,30\nLIME PERSIAN 40#,Inventory,28\nBANANA,Inventory,19';
    const { info, batches } = await start(text, 'partial-target', 2);
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    await post(`/api/imports/${info.id}/batches/2`, { records: batches[1] });
    await post(`/api/imports/${info.id}/batches/1/apply`);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
    expect(done.status).toBe('completed_with_issues');
    expect(done.summary).toMatchObject({ created: 2, errors: 2 });
    const rows = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows;
    expect(rows.filter((r: { status: string }) => r.status === 'error_system').map((r: { message: string }) => r.message)).toEqual(['batchFailed', 'batchFailed']);
  });

  it('prices below cost plus the margin floor are flagged and need a confirmation to finish', async () => {
    await createList(s, seller, { name: 'Floor target', source: { kind: 'empty' } });
    const text = 'Product/Service Name,Type,Sales Price / Rate,Purchase Cost\nPAPAYA MARADOL 8CT,Inventory,8,10\nGUAVA PINK 10LB,Inventory,15,10';
    const { info, batches } = await start(text, 'floor-target');
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    const plan = await json(req(`/api/imports/${info.id}`, { cookie: seller }));
    expect(plan.belowFloor).toBe(1);
    expect(plan.rows.map((r: { belowFloor: boolean }) => r.belowFloor)).toEqual([true, false]);
    await post(`/api/imports/${info.id}/batches/1/apply`);
    const refused = await post(`/api/imports/${info.id}/finish`, {}, 422);
    expect(refused.error.code).toBe('below_floor');
    expect(await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true })).toMatchObject({ status: 'completed', summary: { belowFloor: 1 } });
  });

  it('an item inactive in QuickBooks marks its product out of stock, never deletes it', async () => {
    const res = (await s.database.db.execute(
      sql`insert into products (slug, name_en, name_es, category, unit, in_stock) values ('star-fruit-e2e', 'Star Fruit', 'Carambola', 'fruits', 'case', true) returning id`,
    )) as unknown as { rows: { id: string }[] };
    const star = res.rows[0]!.id;
    const text = 'Product/Service Name,Type,Sales Price / Rate,Status\nSTARFRUIT,Inventory,30,Inactive';
    const { done } = await runImport(text, 'import-target');
    expect(done.summary).toMatchObject({ processedInactive: 1, created: 0, priceChanges: 0 });
    const row = (await s.database.db.execute(sql`select in_stock as "inStock", archived_at as archived from products where id = ${star}::uuid`)) as unknown as {
      rows: { inStock: boolean; archived: string | null }[];
    };
    expect(row.rows[0]).toEqual({ inStock: false, archived: null });
  });

  it('says per row what became of its price, against the list as it is when the import finishes', async () => {
    await createList(s, seller, { name: 'Messages target', source: { kind: 'empty' } });
    await savePrices(s, seller, 'messages-target', [{ productId: avocado, price: '45.00' }]);
    const text = [
      'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost,Status',
      'AVOCADO HASS 48CT,,Inventory,45.00,30,Active',
      'LIME PERSIAN 110CT,,Inventory,20,,Active',
      'LIME PERSIAN 110CT,,Inventory,20,,Active',
      'PAPAYA MARADOL 8CT,,Inventory,0,,Active',
      'MANGO TOMMY 9CT,,Inventory,abc,,Active',
    ].join('\r\n');
    const { info, batches } = await start(text, 'messages-target', 2, 'messages.csv');
    for (const [i, records] of batches.entries()) await post(`/api/imports/${info.id}/batches/${i + 1}`, { records });
    for (let n = 1; n <= batches.length; n++) await post(`/api/imports/${info.id}/batches/${n}/apply`);
    // Someone changes the avocado's price after the file was checked: the import now changes it back.
    await savePrices(s, seller, 'messages-target', [{ productId: avocado, price: '47.00' }]);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
    expect(done.summary).toMatchObject({ priceChanges: 2 });
    const rows = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows;
    expect(rows.map((r: { line: number; message: string | null }) => [r.line, r.message])).toEqual([
      [2, 'priceChanged'],
      [3, 'priceAdded'],
      // The same item twice: its price was added by the row before.
      [4, 'priceUnchanged'],
      [5, 'noPrice'],
      [6, 'price_not_a_number'],
    ]);
    expect((await pricesOf(s, seller, 'messages-target'))[avocado]).toBe('45.00');
  });

  it('a name cut at its length limit in the middle of an emoji is still stored', async () => {
    // No name: the description names the row, and is cut to 500 characters where the emoji starts.
    const long = `${'a'.repeat(499)}😀 MANGO TOMMY 9CT ${'b'.repeat(400)}`;
    const text = ['Product/Service Name,Sales Description,Type,Sales Price / Rate', `,"${long}",Inventory,18`].join('\r\n');
    const { info, batches } = await start(text, 'import-target', 10, 'emoji.csv');
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    const row = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows[0];
    expect(row.sourceName.length).toBeLessThanOrEqual(500);
    expect(row.sourceName).toBe('a'.repeat(499));
  });

  it('a batch out of range, or applied before it was checked, is refused', async () => {
    const { info, batches } = await start(`${FILE}\r\nKIWI,Inventory,3,,Active`, 'import-target');
    await post(`/api/imports/${info.id}/batches/9`, { records: batches[0] }, 400);
    await post(`/api/imports/${info.id}/batches/2/apply`, {}, 409);
  });

  it('a line sent twice, in one batch or in two, is refused without a server error, and the import goes on', async () => {
    const { info, batches } = await start(`${FILE}\r\nKIWI,Inventory,3,,Active`, 'import-target', 4, 'lines.csv');
    const [first, second] = batches as [QbRecord[], QbRecord[]];
    const twice = await post(`/api/imports/${info.id}/batches/1`, { records: [first[0], first[0]] }, 400);
    expect(twice.error).toMatchObject({ code: 'validation_failed', fields: { records: 'duplicateLine' } });
    // Finishing before every batch is checked says so.
    const early = await post(`/api/imports/${info.id}/finish`, {}, 409);
    expect(early.error.message).toBe('This import has not been checked yet.');
    await post(`/api/imports/${info.id}/batches/1`, { records: first });
    const again = await post(`/api/imports/${info.id}/batches/2`, { records: [{ ...second[0]!, line: first[0]!.line }] }, 400);
    expect(again.error).toMatchObject({ code: 'validation_failed', fields: { records: 'lineAlreadyStaged' } });
    // Nothing of the refused batch was kept: the right one is stored and the import is ready.
    expect(await post(`/api/imports/${info.id}/batches/2`, { records: second })).toMatchObject({ repeated: false, rows: second.length });
    expect((await json(req(`/api/imports/${info.id}`, { cookie: seller }))).import.status).toBe('ready');
  });
});

describe('real exports through the API', () => {
  it('the Online "Products and Services" export: counts per status as read', async () => {
    await createList(s, seller, { name: 'Sheds', source: { kind: 'empty' } });
    const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/shared/test-fixtures/quickbooks/qbo-products-and-services-export.csv');
    const { text } = decodeQuickBooks(new Uint8Array(fs.readFileSync(fixture)));
    const { done, plan } = await runImport(text, 'sheds', 'qbo.csv', 100);
    expect(plan.counts).toEqual({ product: 423, skipped_service_item: 19, skipped_known_non_product_code: 2 });
    expect(done.summary.totalProcessed).toBe(444);
    expect(done.summary.created + done.summary.updated + done.summary.unchanged).toBe(423);
    expect(done.summary).toMatchObject({ skipped: 21, errors: 0 });
  });
});
