import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

/** The dry run's confirmation of its flagged rows (large moves, $0.00), as the page sends it once ticked. */
const CONFIRM = { confirmLargeMoves: true };

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
  for (let n = 1; n <= batches.length; n++) await post(`/api/imports/${info.id}/batches/${n}/apply`, CONFIRM);
  const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM });
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
// Each test imports as a seller of its own: imports left unfinished count against their user's cap.
beforeEach(async () => {
  seller = (await s.signedInAs('seller')).cookie;
});

describe('who may import', () => {
  const routes: [string, string][] = [
    ['POST', '/api/imports'],
    ['GET', '/api/imports'],
    ['GET', '/api/imports/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/imports/00000000-0000-4000-8000-000000000000'],
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

describe('past imports', () => {
  it('lists imports that wrote something, never the dry runs (checks without importing), for staff only', async () => {
    await createList(s, seller, { name: 'Past imports target', source: { kind: 'empty' } });
    const checked = `Product/Service Name,Type,Sales Price / Rate\nPAST DRY RUN,Inventory,3`;
    const dry = await start(checked, 'past-imports-target', 10, 'only-checked.csv');
    await post(`/api/imports/${dry.info.id}/batches/1`, { records: dry.batches[0] });
    const staging = await start(`Product/Service Name,Type,Sales Price / Rate\nPAST HALF CHECKED,Inventory,4`, 'past-imports-target', 10, 'half-checked.csv');
    const imported = await runImport(`Product/Service Name,Type,Sales Price / Rate\nPAST IMPORTED,Inventory,5`, 'past-imports-target', 'imported.csv');
    const res = await req('/api/imports', { cookie: seller });
    expect(res.status).toBe(200);
    const ids = ((await json(res)).items as { id: string }[]).map((i) => i.id);
    expect(ids).toContain(imported.id);
    expect(ids).not.toContain(dry.info.id);
    expect(ids).not.toContain(staging.info.id);
    // The dry run is still there to import or resume.
    expect((await req(`/api/imports/${dry.info.id}`, { cookie: seller })).status).toBe(200);
    expect((await req('/api/imports', { cookie: customer })).status).toBe(403);
    expect((await req('/api/imports')).status).toBe(401);
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

    // Cilantro's $0.00 is flagged: nothing is applied before the flagged rows are confirmed.
    expect(plan.moves).toMatchObject({ flagged: 1, zero: 1, large: 0 });
    expect((await post(`/api/imports/${info.id}/batches/1/apply`, {}, 422)).error.code).toBe('large_move');
    expect(await productCount()).toBe(before);
    expect(await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM)).toMatchObject({ repeated: false, errors: 0 });
    expect(await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM)).toMatchObject({ repeated: true });
    await post(`/api/imports/${info.id}/batches/2/apply`, CONFIRM);
    expect(await productCount()).toBe(before + 2);
    // The log reads each batch by its number (the page words it in the reader's language).
    const logged = (await json(req('/api/activity?resourceType=products', { cookie: seller }))).items.filter((i: { resourceId: string }) => i.resourceId === info.id);
    expect(logged.map((i: { details: { batch: number } }) => i.details.batch)).toEqual([2, 1]);

    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM });
    expect(done).toMatchObject({ status: 'completed', versionNumber: listVersion + 1 });
    expect(done.summary).toMatchObject({ totalProcessed: 6, created: 2, updated: 1, unchanged: 0, skipped: 2, processedInactive: 1, errors: 0, priceChanges: 2 });
    const detail = await detailOf(s, seller, 'import-target');
    expect(detail.version).toBe(listVersion + 1);
    const versions = await json(req('/api/price-lists/import-target/versions', { cookie: seller }));
    expect(versions.items[0]).toMatchObject({ number: listVersion + 1, reason: 'QuickBooks import items.csv', reasonCode: { kind: 'import', file: 'items.csv' }, added: 1, changed: 1 });
    const prices = await pricesOf(s, seller, 'import-target');
    expect(prices[avocado]).toBe('45.00');
    const tomato = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows.find((r: { line: number }) => r.line === 3);
    expect(prices[tomato.productId]).toBe('32.50');
    expect(tomato).toMatchObject({ status: 'success', message: 'priceAdded' });
    // The avocado's cost came from QuickBooks.
    const cost = (await s.database.db.execute(sql`select cost::text as cost, quickbooks_id as qb, quickbooks_item as item from products where id = ${avocado}::uuid`)) as unknown as {
      rows: { cost: string; qb: string; item: string }[];
    };
    // ...and its QuickBooks item name, which invoices are exported with.
    expect(cost.rows[0]).toEqual({ cost: '30.00', qb: 'AVOCADO HASS 48CT', item: 'AVOCADO HASS 48CT' });
    const created = (await s.database.db.execute(sql`select quickbooks_item as item from products where id = ${tomato.productId}::uuid`)) as unknown as { rows: { item: string | null }[] };
    expect(created.rows[0]!.item).toBeTruthy();
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
    const versions = await json(req('/api/price-lists/import-target/versions', { cookie: seller }));
    expect(versions.items[0]).toMatchObject({ number: version + 1, reason: 'Undo QuickBooks import items.csv', reasonCode: { kind: 'import_undo', file: 'items.csv' } });
    // Roma tomatoes and cilantro: created by the import, in no list now.
    expect(await productCount()).toBe(before - 2);
    await post(`/api/imports/${firstId}/undo`, {}, 409);
    const logged = (await json(req('/api/activity?resourceType=products', { cookie: seller }))).items.find((i: { resourceId: string }) => i.resourceId === firstId);
    expect(logged.details).toMatchObject({ fileName: 'items.csv', costsRestored: 2 });
    const history = await json(req('/api/imports', { cookie: seller }));
    expect(history.items.map((i: { id: string; status: string }) => i.status)).toContain('undone');
  });

  it('a list deleted during the import: finishing fails the import, and undo archives what it created', async () => {
    await createList(s, seller, { name: 'Short lived', source: { kind: 'empty' } });
    const text = ['Product/Service Name,Type,Sales Price / Rate,Status', 'STARFRUIT 12CT,Inventory,19,Active', 'LYCHEE 5LB,Inventory,25,Active'].join('\r\n');
    const { info, batches } = await start(text, 'short-lived', 1, 'gone.csv');
    for (const [i, records] of batches.entries()) await post(`/api/imports/${info.id}/batches/${i + 1}`, { records });
    await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM);
    const created = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows.find((r: { line: number }) => r.line === 2).productId as string;
    expect((await req('/api/price-lists/short-lived', { method: 'DELETE', cookie: seller })).status).toBe(204);
    // The page goes on: the next batch finds no list, then finishing ends the import as failed.
    await post(`/api/imports/${info.id}/batches/2/apply`, {}, 404);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM });
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
    await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM);

    // A new server process on the same database: nothing of the import lived in the old one.
    const restarted = createApp({ database: s.database, auth: s.auth, mailer: { send: async () => {}, describe: () => 'none' }, logger: createLogger('silent'), baseUrl: BASE_URL, trustProxy: true, webDistDir: '/nonexistent' });
    const again = await restarted.app.request(`${BASE_URL}/api/imports`, {
      method: 'POST',
      headers: { origin: BASE_URL, cookie: seller, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ fileName: 'items.csv', fileHash: hashOf(text), layout: 'qbo-products', priceList: 'resume-target', totalRows: 7, batchCount: 3 }),
    });
    const resumed = await json(again);
    expect(resumed).toMatchObject({ id: info.id, resumed: true, status: 'applying', stagedBatches: [1, 2, 3], appliedBatches: [1] });
    for (const n of [2, 3]) await post(`/api/imports/${info.id}/batches/${n}/apply`, CONFIRM);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM });
    expect(done.summary).toMatchObject({ totalProcessed: 7, errors: 0 });
    expect(Object.keys(await pricesOf(s, seller, 'resume-target'))).toHaveLength(3);
  });

  it('a batch given up after its retries fails its rows; the rest still lands', async () => {
    await createList(s, seller, { name: 'Partial target', source: { kind: 'empty' } });
    const text = 'Product/Service Name,Type,Sales Price / Rate\nPAPAYA 8CT,Inventory,21\nYUCA 40LB,Inventory,30\nLIME PERSIAN 40#,Inventory,28\nBANANA,Inventory,19';
    const { info, batches } = await start(text, 'partial-target', 2);
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    await post(`/api/imports/${info.id}/batches/2`, { records: batches[1] });
    await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM });
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
    await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM);
    const refused = await post(`/api/imports/${info.id}/finish`, {}, 422);
    expect(refused.error.code).toBe('below_floor');
    expect(await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM })).toMatchObject({ status: 'completed', summary: { belowFloor: 1 } });
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
    for (let n = 1; n <= batches.length; n++) await post(`/api/imports/${info.id}/batches/${n}/apply`, CONFIRM);
    // Someone changes the avocado's price after the file was checked: the import now changes it back.
    await savePrices(s, seller, 'messages-target', [{ productId: avocado, price: '47.00' }]);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM });
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
    // Three items priced "-3.75" and the like: rejected, not imported without their price.
    expect(plan.counts).toEqual({ product: 420, skipped_invalid_price: 3, skipped_service_item: 19, skipped_known_non_product_code: 2 });
    expect(done.summary.totalProcessed).toBe(444);
    expect(done.summary.created + done.summary.updated + done.summary.unchanged).toBe(420);
    expect(done.summary).toMatchObject({ skipped: 21, invalid: 3, errors: 0 });
  });
});

describe('prices you can trust', () => {
  /** A product of the test's own, priced in a list of its own, with a cost. */
  async function product(slug: string, name: string, cost: string | null) {
    const res = (await s.database.db.execute(
      sql`insert into products (slug, name_en, name_es, category, unit, cost) values (${slug}, ${name}, ${name}, 'fruits', 'case', ${cost}) returning id`,
    )) as unknown as { rows: { id: string }[] };
    return res.rows[0]!.id;
  }
  const costOf = async (id: string) =>
    ((await s.database.db.execute(sql`select cost::text as cost, archived_at is not null as archived from products where id = ${id}::uuid`)) as unknown as {
      rows: { cost: string | null; archived: boolean }[];
    }).rows[0]!;

  it('a large move up or down and a $0.00 are flagged in the dry run, and nothing is written until they are confirmed', async () => {
    await createList(s, seller, { name: 'Moves target', source: { kind: 'empty' } });
    const pear = await product('moves-pear', 'Bosc Pears', null);
    const plum = await product('moves-plum', 'Black Plums', null);
    const fig = await product('moves-fig', 'Black Figs', null);
    const kiwi = await product('moves-kiwi', 'Gold Kiwis', null);
    await savePrices(s, seller, 'moves-target', [
      { productId: pear, price: '35.09' },
      { productId: plum, price: '100.00' },
      { productId: fig, price: '20.00' },
      { productId: kiwi, price: '30.00' },
    ]);
    const text = [
      'Product/Service Name,Type,Sales Price / Rate',
      'Bosc Pears,Inventory,"1,234.50"',
      'Black Plums,Inventory,40',
      'Black Figs,Inventory,0.00',
      'Gold Kiwis,Inventory,31',
    ].join('\r\n');
    const before = await productCount();
    const { info, batches } = await start(text, 'moves-target', 10, 'moves.csv');
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    const plan = await json(req(`/api/imports/${info.id}`, { cookie: seller }));
    const flags = Object.fromEntries(plan.rows.map((r: { line: number; moveFlag: string | null }) => [r.line, r.moveFlag]));
    expect(flags).toEqual({ 2: 'largeUp', 3: 'largeDown', 4: 'zero', 5: null });
    expect(plan.moves).toEqual({
      flagged: 3,
      zero: 1,
      large: 2,
      largeMoveBp: 5000,
      largest: { line: 2, sourceName: 'Bosc Pears', oldPrice: '35.09', newPrice: '1234.50', percent: 3418.1 },
    });
    expect(plan.rows[0]).toMatchObject({ oldPrice: '35.09', newPrice: '1234.50', movePercent: 3418.1 });

    // Not confirmed: the first batch is refused, naming each flagged product; nothing was written.
    const refused = await post(`/api/imports/${info.id}/batches/1/apply`, {}, 422);
    expect(refused.error).toMatchObject({ code: 'large_move', fields: { [pear]: 'largeMove', [plum]: 'largeMove', [fig]: 'zeroPrice' } });
    expect(refused.error.fields[kiwi]).toBeUndefined();
    expect((await json(req(`/api/imports/${info.id}`, { cookie: seller }))).import).toMatchObject({ status: 'ready', appliedBatches: [] });
    expect(await productCount()).toBe(before);

    // Confirmed: applied; finishing without the confirmation is refused as well, then with it the prices land.
    await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM);
    expect((await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true }, 422)).error.code).toBe('large_move');
    expect(await pricesOf(s, seller, 'moves-target')).toMatchObject({ [pear]: '35.09' });
    await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true, ...CONFIRM });
    // A $0.00 in QuickBooks is "no price": the fig keeps its price, whatever was confirmed.
    expect(await pricesOf(s, seller, 'moves-target')).toMatchObject({ [pear]: '1234.50', [plum]: '40.00', [fig]: '20.00', [kiwi]: '31.00' });
  });

  it('a list price edited after the check that makes a move large is flagged in the dry run, and finishing asks for it', async () => {
    await createList(s, seller, { name: 'Moves later', source: { kind: 'empty' } });
    const quince = await product('moves-quince', 'Pineapple Quinces', null);
    await savePrices(s, seller, 'moves-later', [{ productId: quince, price: '30.00' }]);
    const { info, batches } = await start('Product/Service Name,Type,Sales Price / Rate\nPineapple Quinces,Inventory,31', 'moves-later', 10, 'later.csv');
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    expect((await json(req(`/api/imports/${info.id}`, { cookie: seller }))).moves.flagged).toBe(0);
    await post(`/api/imports/${info.id}/batches/1/apply`);
    // Someone sets the list's price to $10.00 (a large move they confirm): the import would now move it +210%.
    await savePrices(s, seller, 'moves-later', [{ productId: quince, price: '10.00' }], { confirmLargeMoves: true });
    const plan = await json(req(`/api/imports/${info.id}`, { cookie: seller }));
    expect(plan.moves).toMatchObject({ flagged: 1, large: 1, largest: { oldPrice: '10.00', newPrice: '31.00', percent: 210 } });
    expect(plan.rows[0]).toMatchObject({ oldPrice: '10.00', moveFlag: 'largeUp' });
    expect((await post(`/api/imports/${info.id}/finish`, {}, 422)).error).toMatchObject({ code: 'large_move', fields: { [quince]: 'largeMove' } });
    await post(`/api/imports/${info.id}/finish`, CONFIRM);
    expect((await pricesOf(s, seller, 'moves-later'))[quince]).toBe('31.00');
  });

  it('a price that is not a number ("abc") is a rejected row with its line and reason, skipped and counted', async () => {
    await createList(s, seller, { name: 'Abc target', source: { kind: 'empty' } });
    const text = ['Product/Service Name,Type,Sales Price / Rate,Status', 'MANGO TOMMY 9CT,Inventory,abc,Active', 'PAPAYA MARADOL 8CT,Inventory,18,Active'].join('\r\n');
    const before = await productCount();
    const { info, batches } = await start(text, 'abc-target', 10, 'abc.csv');
    await post(`/api/imports/${info.id}/batches/1`, { records: batches[0] });
    const plan = await json(req(`/api/imports/${info.id}`, { cookie: seller }));
    expect(plan.counts).toEqual({ skipped_invalid_price: 1, product: 1 });
    expect(plan).toMatchObject({ priceChanges: 1 });
    expect(plan.rows[0]).toMatchObject({ line: 2, sourceName: 'MANGO TOMMY 9CT', action: 'skip', status: 'skipped_invalid_price', message: 'price_not_a_number', newPrice: null });
    await post(`/api/imports/${info.id}/batches/1/apply`, CONFIRM);
    const done = await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
    expect(done.summary).toMatchObject({ totalProcessed: 2, created: plan.create, invalid: 1, errors: 0, priceChanges: 1 });
    const rows = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows;
    expect(rows[0]).toMatchObject({ line: 2, status: 'skipped_invalid_price', message: 'price_not_a_number', productId: null });
    // Only the papaya was imported and priced.
    expect(await productCount()).toBe(before + plan.create);
    expect(Object.values(await pricesOf(s, seller, 'abc-target'))).toEqual(['18.00']);
  });

  it('cost changes are shown in the dry run, and undo puts every cost back to the cent', async () => {
    await createList(s, seller, { name: 'Costs target', source: { kind: 'empty' } });
    const lemon = await product('costs-lemon', 'Meyer Lemons', '10.07');
    const lime = await product('costs-lime', 'Key Limes', null);
    await savePrices(s, seller, 'costs-target', [{ productId: lemon, price: '20.00' }]);
    const text = [
      'Product/Service Name,Type,Sales Price / Rate,Purchase Cost',
      'Meyer Lemons,Inventory,21,12.34',
      'Key Limes,Inventory,15,7.5',
      'Blood Oranges,Inventory,30,11.11',
      // The same lemon again in a later batch: its cost moves twice, the undo goes back to the first.
      'Meyer Lemons,Inventory,21,13',
    ].join('\r\n');
    const { info, batches } = await start(text, 'costs-target', 2, 'costs.csv');
    for (const [i, records] of batches.entries()) await post(`/api/imports/${info.id}/batches/${i + 1}`, { records });
    const plan = await json(req(`/api/imports/${info.id}`, { cookie: seller }));
    const byLine = Object.fromEntries(plan.rows.map((r: { line: number; oldCost: string | null; cost: string | null }) => [r.line, [r.oldCost, r.cost]]));
    expect(byLine).toEqual({ 2: ['10.07', '12.34'], 3: [null, '7.50'], 4: [null, '11.11'], 5: ['10.07', '13.00'] });
    expect(plan.costChanges).toBe(4);
    for (let n = 1; n <= batches.length; n++) await post(`/api/imports/${info.id}/batches/${n}/apply`, CONFIRM);
    await post(`/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
    const orange = (await json(req(`/api/imports/${info.id}`, { cookie: seller }))).rows.find((r: { line: number }) => r.line === 4).productId as string;
    expect([(await costOf(lemon)).cost, (await costOf(lime)).cost, (await costOf(orange)).cost]).toEqual(['13.00', '7.50', '11.11']);

    await post(`/api/imports/${info.id}/undo`);
    expect(await costOf(lemon)).toEqual({ cost: '10.07', archived: false });
    expect(await costOf(lime)).toEqual({ cost: null, archived: false });
    // The orange the import created goes, with the cost it set.
    expect(await costOf(orange)).toEqual({ cost: null, archived: true });
    expect(await pricesOf(s, seller, 'costs-target')).toEqual({ [lemon]: '20.00' });
  });

  it('an undo leaves a cost someone changed after the import as it is', async () => {
    await createList(s, seller, { name: 'Costs later', source: { kind: 'empty' } });
    const melon = await product('costs-melon', 'Honeydew Melons', '4.00');
    const { id } = await runImport('Product/Service Name,Type,Sales Price / Rate,Purchase Cost\nHoneydew Melons,Inventory,9,5', 'costs-later', 'later.csv');
    await s.database.db.execute(sql`update products set cost = 6.25 where id = ${melon}::uuid`);
    await post(`/api/imports/${id}/undo`);
    expect((await costOf(melon)).cost).toBe('6.25');
  });
});

describe('limits the server enforces', () => {
  const record = (line: number, description = '') => ({ line, kind: 'item', qbId: '', name: `LABOR ${line}`, description, type: 'Service', active: true, price: '1', cost: null });

  it('a batch of more rows than allowed is refused with its reason', async () => {
    const { info } = await start('Product/Service Name,Type,Sales Price / Rate\nKIWI,Inventory,3', 'import-target', 10, 'rows.csv');
    const records = Array.from({ length: 2001 }, (_, i) => record(i + 2));
    const res = await post(`/api/imports/${info.id}/batches/1`, { records }, 400);
    expect(res.error).toMatchObject({ code: 'validation_failed', fields: { records: 'tooManyRows' } });
  });

  it('a batch body over 4 MB is refused before it is read', async () => {
    const { info } = await start('Product/Service Name,Type,Sales Price / Rate\nKIWI,Inventory,4', 'import-target', 10, 'big.csv');
    const records = Array.from({ length: 1100 }, (_, i) => record(i + 2, 'x'.repeat(4000)));
    const res = await post(`/api/imports/${info.id}/batches/1`, { records }, 413);
    expect(res.error).toMatchObject({ code: 'payload_too_large', message: 'A batch of an import may be at most 4 MB.' });
  });

  it("an import's batches may store 10 MB in all, whatever the browser said", async () => {
    const text = 'Product/Service Name,Type,Sales Price / Rate\nKIWI,Inventory,5';
    const file = readQuickBooks(text);
    const res = await req('/api/imports', {
      method: 'POST',
      cookie: seller,
      json: { fileName: 'huge.csv', fileHash: hashOf('huge'), layout: file.layout, priceList: 'import-target', totalRows: 3000, batchCount: 3 },
    });
    const info = await json(res);
    const batch = (n: number) => Array.from({ length: 900 }, (_, i) => record(n * 1000 + i, 'y'.repeat(3900)));
    await post(`/api/imports/${info.id}/batches/1`, { records: batch(1) });
    await post(`/api/imports/${info.id}/batches/2`, { records: batch(2) });
    const refused = await post(`/api/imports/${info.id}/batches/3`, { records: batch(3) }, 413);
    expect(refused.error).toMatchObject({ code: 'payload_too_large', fields: { records: 'importTooLarge' } });
    expect((await json(req(`/api/imports/${info.id}`, { cookie: seller }))).import).toMatchObject({ stagedBatches: [1, 2], status: 'staging' });
  });

  it('a user may have 3 imports in progress; a 4th is refused, resuming one is not', async () => {
    const texts = [1, 2, 3, 4].map((n) => `Product/Service Name,Type,Sales Price / Rate\nKIWI ${n},Inventory,${n}`);
    for (const text of texts.slice(0, 3)) await start(text, 'import-target', 10, 'cap.csv');
    const file = readQuickBooks(texts[3]!);
    const body = { fileName: 'cap.csv', fileHash: hashOf(texts[3]!), layout: file.layout, priceList: 'import-target', totalRows: 1, batchCount: 1 };
    const refused = await req('/api/imports', { method: 'POST', cookie: seller, json: body });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error).toMatchObject({ code: 'rate_limited', fields: { imports: 'tooManyInProgress' } });
    // The first file again resumes its import; another user is not held back.
    expect((await start(texts[0]!, 'import-target', 10, 'cap.csv')).info.resumed).toBe(true);
    const other = (await s.signedInAs('seller')).cookie;
    expect((await req('/api/imports', { method: 'POST', cookie: other, json: body })).status).toBe(200);
  });

  it('a dry run left without importing is discarded, and no longer counts; an applied import cannot be', async () => {
    const texts = [1, 2, 3, 4].map((n) => `Product/Service Name,Type,Sales Price / Rate\nFEIJOA ${n},Inventory,${n}`);
    const started = [];
    for (const text of texts.slice(0, 3)) started.push((await start(text, 'import-target', 10, 'leave.csv')).info);
    const first = await start(texts[0]!, 'import-target', 10, 'leave.csv');
    await post(`/api/imports/${first.info.id}/batches/1`, { records: first.batches[0] });
    expect((await req(`/api/imports/${started[1].id}`, { method: 'DELETE', cookie: customer })).status).toBe(403);
    expect((await req(`/api/imports/${started[1].id}`, { method: 'DELETE', cookie: seller })).status).toBe(204);
    expect((await req(`/api/imports/${started[1].id}`, { cookie: seller })).status).toBe(404);
    // A place is free again.
    const fourth = await start(texts[3]!, 'import-target', 10, 'leave.csv');
    expect(fourth.info.resumed).toBe(false);
    // Once a batch is applied, the import is kept (undo is the way back).
    await post(`/api/imports/${first.info.id}/batches/1/apply`, CONFIRM);
    const refused = await req(`/api/imports/${first.info.id}`, { method: 'DELETE', cookie: seller });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.fields).toEqual({ status: 'applying' });
  });
});
