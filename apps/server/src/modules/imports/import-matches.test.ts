import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuickBooks } from '@freshprice/shared/quickbooks';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, pricesOf, savePrices } from '../price-lists/test/fixtures.js';

/** Issue item 5: near-duplicates are proposed as matches, and staff accept or reject each before importing. */

let s: TestServer;
let seller: string;
let customer: string;
const ids: Record<string, string> = {};

const FILE = [
  'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost,Status',
  'MANGO TOMMY 9CT,,Inventory,16.00,11,Active',
  'AVOCADO HASS 48CT,,Inventory,45.00,30,Active',
  'PUMP,Sprayer pump,Inventory,19.00,,Active',
  'MANGO,,Inventory,14.00,,Active',
].join('\r\n');

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

async function call(path: string, body: unknown = {}, expected = 200, cookie = seller) {
  const res = await s.request(path, { method: 'POST', cookie, json: body });
  const out = await json(res);
  expect(res.status, JSON.stringify(out).slice(0, 300)).toBe(expected);
  return out;
}

/** Starts the file for the list and checks every batch: the dry run. */
async function dryRun(text: string, list: string, fileName = 'matches.csv') {
  const file = readQuickBooks(text);
  const info = await call('/api/imports', { fileName, fileHash: hashOf(text), layout: file.layout, priceList: list, totalRows: file.records.length, batchCount: 1 });
  await call(`/api/imports/${info.id}/batches/1`, { records: file.records });
  return { id: info.id as string, plan: await json(s.request(`/api/imports/${info.id}`, { cookie: seller })) };
}

async function importAll(id: string) {
  await call(`/api/imports/${id}/batches/1/apply`);
  await call(`/api/imports/${id}/finish`, { confirmBelowFloor: true });
  return json(s.request(`/api/imports/${id}`, { cookie: seller }));
}

type Row = { line: number; sourceName: string; action: string; productId: string | null; oldPrice: string | null; proposal: { productId: string; nameEn: string; nameEs: string; packEn: string; decision: string | null } | null };
const row = (plan: { rows: Row[] }, name: string) => plan.rows.find((r) => r.sourceName === name)!;
const productCount = async () =>
  ((await s.database.db.execute(sql`select count(*)::int as n from products where archived_at is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const qbIdOf = async (id: string) =>
  ((await s.database.db.execute(sql`select quickbooks_id as q from products where id = ${id}::uuid`)) as unknown as { rows: { q: string | null }[] }).rows[0]!.q;

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
  const insert = async (slug: string, en: string, es: string, pack: string, packEs: string, qb: string) => {
    const res = (await s.database.db.execute(
      sql`insert into products (slug, name_en, name_es, category, unit, pack_en, pack_es, quickbooks_id) values (${slug}, ${en}, ${es}, 'fruits', 'case', ${pack}, ${packEs}, ${qb}) returning id`,
    )) as unknown as { rows: { id: string }[] };
    ids[slug] = res.rows[0]!.id;
  };
  await insert('mangoes', 'Tommy Atkins Mangoes', 'Mangos Tommy Atkins', '9 ct case', 'caja de 9 u.', 'QB-10127');
  await insert('kent-mangoes', 'Kent Mangoes', 'Mangos Kent', '9 ct case', 'caja de 9 u.', 'QB-10128');
  await insert('keitt-mangoes', 'Keitt Mangoes', 'Mangos Keitt', '8 ct case', 'caja de 8 u.', 'QB-10130');
  await insert('aguacates', 'Hass Avocados', 'Aguacates Hass', '48 ct case', 'caja de 48 u.', 'QB-10001');
  await insert('red-onions', 'Red Onions', 'Cebollas moradas', '25 lb bag', 'bolsa de 25 lb', 'QB-10050');
  await createList(s, seller, { name: 'Matches target', source: { kind: 'empty' } });
  await savePrices(s, seller, 'matches-target', [{ productId: ids.mangoes!, price: '15.50' }]);
});
afterAll(() => s.close());

describe('proposed matches in the dry run', () => {
  it('proposes the catalogue product for a near-duplicate, and nothing for unrelated rows', async () => {
    const { plan } = await dryRun(FILE, 'matches-target', 'propose.csv');
    expect(row(plan, 'MANGO TOMMY 9CT')).toMatchObject({
      action: 'create',
      productId: null,
      proposal: { productId: ids.mangoes, nameEn: 'Tommy Atkins Mangoes', nameEs: 'Mangos Tommy Atkins', packEn: '9 ct case', decision: null },
    });
    expect(row(plan, 'AVOCADO HASS 48CT').proposal).toMatchObject({ productId: ids.aguacates });
    expect(row(plan, 'PUMP').proposal).toBeNull();
    // Only the fruit: no variety is guessed.
    expect(row(plan, 'MANGO').proposal).toBeNull();
  });

  it('accepted rows update the product (price into the list, QuickBooks id kept); rejected ones create a draft', async () => {
    const before = await productCount();
    const { id, plan } = await dryRun(FILE, 'matches-target');
    const mango = row(plan, 'MANGO TOMMY 9CT');
    const avocado = row(plan, 'AVOCADO HASS 48CT');
    const accepted = await call(`/api/imports/${id}/matches`, { decision: 'accepted', lines: [mango.line] });
    expect(row(accepted, 'MANGO TOMMY 9CT')).toMatchObject({ action: 'update', productId: ids.mangoes, oldPrice: '15.50', proposal: { decision: 'accepted' } });
    const rejected = await call(`/api/imports/${id}/matches`, { decision: 'rejected', lines: [avocado.line] });
    expect(row(rejected, 'AVOCADO HASS 48CT')).toMatchObject({ action: 'create', productId: null, proposal: { decision: 'rejected' } });
    expect(rejected.create).toBe(3);
    expect(rejected.update).toBe(1);

    const done = await importAll(id);
    expect(done.import.status).toBe('completed');
    // Three new drafts (the avocado, the pump, the bare mango); the Tommy Atkins row updated its product.
    expect(await productCount()).toBe(before + 3);
    expect(await qbIdOf(ids.mangoes!)).toBe('MANGO TOMMY 9CT');
    expect(await qbIdOf(ids.aguacates!)).toBe('QB-10001');
    expect((await pricesOf(s, seller, 'matches-target'))[ids.mangoes!]).toBe('16.00');
    const drafts = ((await s.database.db.execute(sql`select name_en as n from products where draft order by name_en`)) as unknown as { rows: { n: string }[] }).rows;
    expect(drafts.map((d) => d.n)).toHaveLength(3);
  });

  it('the next import of the same file matches the accepted product by its QuickBooks id', async () => {
    await savePrices(s, seller, 'matches-target', [{ productId: ids.mangoes!, price: '15.00' }]);
    const { id, plan } = await dryRun(`${FILE}\r\n`, 'matches-target', 'again.csv');
    expect(row(plan, 'MANGO TOMMY 9CT')).toMatchObject({ action: 'update', productId: ids.mangoes, proposal: null });
    const before = await productCount();
    await importAll(id);
    expect(await productCount()).toBe(before);
    expect((await pricesOf(s, seller, 'matches-target'))[ids.mangoes!]).toBe('16.00');
  });

  it('accept all and reject all decide every proposal at once', async () => {
    const text = 'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost,Status\r\nMANGO KENT 9CT,,Inventory,17.00,,Active\r\nCEBOLLA MORADA 25LB,,Inventory,20.00,,Active';
    const { id } = await dryRun(text, 'matches-target', 'all.csv');
    const all = await call(`/api/imports/${id}/matches`, { decision: 'accepted' });
    expect(all.rows.map((r: Row) => [r.proposal?.productId, r.proposal?.decision, r.action])).toEqual([
      [ids['kent-mangoes'], 'accepted', 'update'],
      [ids['red-onions'], 'accepted', 'update'],
    ]);
    const none = await call(`/api/imports/${id}/matches`, { decision: 'rejected' });
    expect(none.rows.map((r: Row) => [r.proposal?.decision, r.action, r.productId])).toEqual([
      ['rejected', 'create', null],
      ['rejected', 'create', null],
    ]);
  });

  it('refuses a line without a proposal, a decision after the import is applied, and callers who may not import', async () => {
    const text = 'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost,Status\r\nMANGO KEITT 8CT,,Inventory,17.50,,Active\r\nSPRAYER NOZZLE,,Inventory,5,,Active';
    const { id, plan } = await dryRun(text, 'matches-target', 'refuse.csv');
    const pump = row(plan, 'SPRAYER NOZZLE');
    const err = await call(`/api/imports/${id}/matches`, { decision: 'accepted', lines: [pump.line] }, 400);
    expect(err.error.fields).toEqual({ lines: 'noProposal' });
    await call(`/api/imports/${id}/matches`, { decision: 'accepted', lines: [999] }, 400);
    await call(`/api/imports/${id}/matches`, { decision: 'maybe' }, 400);
    expect((await s.request(`/api/imports/${id}/matches`, { method: 'POST', json: { decision: 'accepted' } })).status).toBe(401);
    await call(`/api/imports/${id}/matches`, { decision: 'accepted' }, 403, customer);
    await call('/api/imports/00000000-0000-4000-8000-000000000000/matches', { decision: 'accepted' }, 404);
    // Nothing was decided by the refused calls.
    expect(row(await json(s.request(`/api/imports/${id}`, { cookie: seller })), 'MANGO KEITT 8CT').proposal).toMatchObject({ decision: null });
    await call(`/api/imports/${id}/batches/1/apply`);
    await call(`/api/imports/${id}/matches`, { decision: 'accepted' }, 409);
  });
});
