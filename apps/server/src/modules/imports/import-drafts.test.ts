import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQuickBooks } from '@freshprice/shared/quickbooks';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, savePrices } from '../price-lists/test/fixtures.js';

/** Issue item 4: products the import creates arrive as drafts, seen by staff only until published. */

let s: TestServer;
let seller: string;
let admin: string;
let customer: string;
let customerId: string;

const FILE = [
  'Product/Service Name,Sales Description,Type,Sales Price / Rate,Purchase Cost,Status',
  'DRAGONFRUIT RED 12CT,,Inventory,41.00,30,Active',
  'PUMP,Sprayer pump,Inventory,19.00,,Active',
].join('\r\n');

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

async function post(cookie: string, path: string, body: unknown = {}) {
  const res = await s.request(path, { method: 'POST', cookie, json: body });
  const out = await json(res);
  expect(res.status, JSON.stringify(out).slice(0, 300)).toBe(200);
  return out;
}

async function runImport(text: string, list: string) {
  const file = readQuickBooks(text);
  const info = await post(seller, '/api/imports', {
    fileName: 'drafts.csv',
    fileHash: hashOf(text),
    layout: file.layout,
    priceList: list,
    totalRows: file.records.length,
    batchCount: 1,
  });
  await post(seller, `/api/imports/${info.id}/batches/1`, { records: file.records });
  await post(seller, `/api/imports/${info.id}/batches/1/apply`);
  await post(seller, `/api/imports/${info.id}/finish`, { confirmBelowFloor: true });
  return info.id as string;
}

const names = (items: { nameEn: string }[]) => items.map((i) => i.nameEn);

/** The product rows the assistant lists for `text`, as its NDJSON stream ends. */
async function assistantRows(cookie: string, text: string): Promise<string[]> {
  const res = await s.request('/api/assistant/messages', { method: 'POST', cookie, json: { text, language: 'en' } });
  expect(res.status).toBe(200);
  const done = JSON.parse((await res.text()).trim().split('\n').at(-1)!) as { messages: { blocks: { type: string; rows?: { name: string }[] }[] }[] };
  return done.messages.at(-1)!.blocks.flatMap((b) => (b.type === 'products' ? (b.rows ?? []).map((r) => r.name) : []));
}
const draftIds = async () =>
  ((await s.database.db.execute(sql`select id from products where draft order by name_en`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);

/** Everything a customer or the public can read that names products. */
async function visibleOutside(): Promise<string[]> {
  const seen: string[] = [];
  seen.push(...names((await json(s.request('/api/public/products?limit=100'))).items));
  seen.push(...names((await json(s.request('/api/public/products?q=dragonfruit'))).items));
  seen.push(...names((await json(s.request('/api/public/prices'))).items));
  seen.push(...names((await json(s.request('/api/products', { cookie: customer }))).items));
  seen.push(...names((await json(s.request('/api/price-lists/drafts-target', { cookie: customer }))).items));
  const slug = await s.request('/api/public/products/dragonfruit-red-12-ct');
  if (slug.status === 200) seen.push((await json(slug)).nameEn);
  return seen;
}

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  admin = (await s.signedInAs('admin')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
  customerId = (await json(s.request('/api/me', { cookie: customer }))).user.id;
  const [known] = ((await s.database.db.execute(
    sql`insert into products (slug, name_en, name_es, category, unit) values ('red-onions', 'Red Onions', 'Cebollas moradas', 'vegetables', 'bag') returning id`,
  )) as unknown as { rows: { id: string }[] }).rows;
  await createList(s, seller, { name: 'Drafts target', source: { kind: 'empty' } });
  await savePrices(s, seller, 'drafts-target', [{ productId: known!.id, price: '10.00' }]);
  expect((await s.request('/api/price-lists/drafts-target/shares', { method: 'PUT', cookie: seller, json: { userIds: [customerId] } })).status).toBe(200);
  // The standard small-business list feeds the public price list: the import prices its drafts there too.
  await savePrices(s, seller, 'small-business', [{ productId: known!.id, price: '11.00' }]);
});
afterAll(() => s.close());

describe('products an import creates are drafts', () => {
  it('prices them in the target list, shows them to staff flagged, and to no customer nor the public', async () => {
    await runImport(FILE, 'drafts-target');
    await runImport(FILE, 'small-business');
    const drafts = await draftIds();
    expect(drafts).toHaveLength(2);

    const managed = (await json(s.request('/api/products/manage', { cookie: seller }))).items as { nameEn: string; draft: boolean }[];
    expect(managed.filter((p) => p.draft).map((p) => p.nameEn).sort()).toEqual(['Dragonfruit Red 12 ct', 'Pump'].sort());
    expect(managed.find((p) => p.nameEn === 'Red Onions')?.draft).toBe(false);

    const staffList = (await json(s.request('/api/price-lists/drafts-target', { cookie: seller }))).items as { nameEn: string; price: string; draft: boolean }[];
    expect(staffList.filter((i) => i.draft).map((i) => i.price).sort()).toEqual(['19.00', '41.00']);

    const outside = await visibleOutside();
    expect(outside).toContain('Red Onions');
    expect(outside.filter((n) => /dragon|pump/i.test(n))).toEqual([]);
    const customerList = await json(s.request('/api/price-lists', { cookie: customer }));
    expect(customerList.items.find((l: { slug: string }) => l.slug === 'drafts-target').itemCount).toBe(1);
    const counts = await json(s.request('/api/public/categories'));
    expect(Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1);
    const history = await json(s.request(`/api/price-lists/drafts-target/items/${drafts[0]}/history`, { cookie: customer }));
    expect(history.items).toEqual([]);
    // The import's price changes of the shared list, as the customer's activity page reads them.
    const log = await json(s.request('/api/activity', { cookie: customer }));
    const named = (log.items as { details: { changes?: { name: string }[] } }[]).flatMap((a) => a.details.changes ?? []).map((c) => c.name);
    expect(named).toContain('Red Onions');
    expect(named.filter((n) => /dragon|pump/i.test(n))).toEqual([]);
    // The assistant lists drafts to staff only.
    expect(await assistantRows(seller, 'list products')).toEqual(['Dragonfruit Red 12 ct', 'Pump', 'Red Onions']);
    expect(await assistantRows(customer, 'list products')).toEqual(['Red Onions']);
    const sitemap = await (await s.request('/sitemap-products-1.xml')).text();
    expect(sitemap).not.toMatch(/dragon|pump/i);
  });

  it('a product made by hand is published at once', async () => {
    const res = await s.request('/api/products/changes', {
      method: 'POST',
      cookie: seller,
      json: {
        changes: [
          {
            op: 'create',
            clientId: 'n1',
            data: { nameEn: 'Hand Made', nameEs: 'Hecho a mano', slug: 'hand-made', category: 'fruits', unit: 'case', packEn: '', packEs: '', inStock: true, quickbooksId: null, quantity: '1', prices: { small: '5.00', medium: '4.50', large: '4.00' } },
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(names((await json(s.request('/api/public/products?q=hand'))).items)).toEqual(['Hand Made']);
  });
});

describe('publishing drafts', () => {
  it('answers 401 to anonymous callers, 403 to customers, 400 to a bad body, and publishes nothing', async () => {
    const ids = await draftIds();
    expect((await s.request('/api/products/publish', { method: 'POST', json: { ids } })).status).toBe(401);
    expect((await s.request('/api/products/publish', { method: 'POST', cookie: customer, json: { ids } })).status).toBe(403);
    expect((await s.request('/api/products/publish', { method: 'POST', cookie: seller, json: { ids: [] } })).status).toBe(400);
    expect((await s.request('/api/products/publish', { method: 'POST', cookie: seller, json: { ids: ['not-an-id'] } })).status).toBe(400);
    expect(await draftIds()).toHaveLength(2);
  });

  it('staff publish many in one action: customers and the public see them from then on', async () => {
    const ids = await draftIds();
    const dragon = ids[0]!;
    const first = await post(seller, '/api/products/publish', { ids: [...ids, '00000000-0000-4000-8000-000000000000'] });
    expect(first).toEqual({ published: 2 });
    // Published already: nothing more to do.
    expect(await post(admin, '/api/products/publish', { ids: [dragon] })).toEqual({ published: 0 });
    const outside = await visibleOutside();
    expect(outside.filter((n) => /dragon/i.test(n)).length).toBeGreaterThanOrEqual(4);
    const log = await json(s.request('/api/activity', { cookie: customer }));
    expect(JSON.stringify(log)).toMatch(/Dragonfruit/);
    const acts = (await s.database.db.execute(
      sql`select count(*)::int as n from activity where resource_type = 'products' and details->'new'->>'draft' = 'false'`,
    )) as unknown as { rows: { n: number }[] };
    expect(acts.rows[0]!.n).toBe(2);
  });
});
