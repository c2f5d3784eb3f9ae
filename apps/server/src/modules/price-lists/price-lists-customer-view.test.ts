import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, detailOf, makeProducts, savePrices, userIdOf } from './test/fixtures.js';

/**
 * What customers are told (ADR 017): a list's note to customers, never the staff's note, and no
 * staff-only field at all in any answer a customer gets (the keys are absent, not emptied). The
 * allowed keys are listed here one by one, so a new field reaches customers only by being added here.
 */
let s: TestServer;
let admin: string;
let seller: string;
let customer: string;
let p: string[];

const STAFF_NOTE = 'Small business +8%, rounded to .x9: floor 12%';
const CUSTOMER_NOTE = 'Prices for Cafe Luna: order by 6 AM for same-day delivery';

/** Every key path of a JSON value: `items[].price`, `changes[].list.slug`, ... (arrays as `[]`). */
function keyPaths(value: unknown, prefix = ''): Set<string> {
  const out = new Set<string>();
  if (Array.isArray(value)) {
    for (const v of value) for (const k of keyPaths(v, `${prefix}[]`)) out.add(k);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${k}` : k;
      out.add(path);
      for (const sub of keyPaths(v, path)) out.add(sub);
    }
  }
  return out;
}

const LIST = ['id', 'slug', 'name', 'description', 'kind', 'tier', 'version', 'itemCount', 'updatedAt'];
const ITEM = ['productId', 'productSlug', 'nameEn', 'nameEs', 'category', 'unit', 'packEn', 'packEs', 'inStock', 'imageUrl', 'soldByWeight', 'caseWeight', 'price', 'quantity', 'changedAt', 'previousPrice', 'recentChange'];
const ALLOWED = {
  index: ['items', ...LIST.map((k) => `items[].${k}`)],
  detail: [...LIST, 'items', ...ITEM.map((k) => `items[].${k}`)],
  history: ['items', ...['version', 'at', 'old', 'new', 'change', 'percent'].map((k) => `items[].${k}`)],
  dashboard: [
    'kind',
    'changes',
    ...['list', 'list.slug', 'list.name', 'productId', 'nameEn', 'nameEs', 'packEn', 'packEs', 'old', 'new', 'at'].map((k) => `changes[].${k}`),
    'lists',
    ...['slug', 'name', 'updatedAt', 'itemCount'].map((k) => `lists[].${k}`),
  ],
  activity: [
    'items',
    'next',
    ...['id', 'resourceType', 'resourceId', 'action', 'at', 'details'].map((k) => `items[].${k}`),
    ...['list', 'name', 'version', 'count', 'added', 'changed', 'removed', 'changes'].map((k) => `items[].details.${k}`),
    ...['productId', 'name', 'old', 'new'].map((k) => `items[].details.changes[].${k}`),
  ],
};

const read = async (path: string, cookie: string) => {
  const res = await s.request(path, { cookie });
  expect(res.status, path).toBe(200);
  return json(res);
};

beforeAll(async () => {
  s = await createTestServer();
  admin = (await s.signedInAs('admin')).cookie;
  seller = (await s.signedInAs('seller')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
  p = await makeProducts(s, 2, { prefix: 'Shown', category: 'fruits', cost: () => '4.00' });
  await savePrices(s, seller, 'small-business', [
    { productId: p[0]!, price: '10.00' },
    { productId: p[1]!, price: '20.00' },
  ]);
  await s.database.db.execute(sql`update price_history set changed_at = now() - interval '9 days'`);
  expect((await s.request('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1200 } })).status).toBe(200);
  await createList(s, seller, {
    name: 'Cafe Luna',
    slug: 'cafe-luna',
    description: CUSTOMER_NOTE,
    staffNote: STAFF_NOTE,
    source: { kind: 'copy', from: 'small-business', linked: true, adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' } },
    sharedWith: [await userIdOf(s, customer)],
  });
  await s.database.db.execute(sql`update price_history set changed_at = now() - interval '9 days'`);
  // This week: an override by hand with a reason (internal), so the dashboard, activity and history have rows.
  await savePrices(s, seller, 'cafe-luna', [{ productId: p[0]!, price: '11.49' }], { reason: 'Matched the market, cost went up' });
});
afterAll(() => s.close());

describe('a list has a note to customers and a staff note', () => {
  it('gives staff both notes and every staff field', async () => {
    const list = await detailOf(s, seller, 'cafe-luna');
    expect(list).toMatchObject({ description: CUSTOMER_NOTE, staffNote: STAFF_NOTE, linked: true, minMarginBp: 1200 });
    expect(list.items[0]).toHaveProperty('cost', '4.00');
    const index = await read('/api/price-lists', seller);
    expect(index.items.find((l: { slug: string }) => l.slug === 'cafe-luna')).toMatchObject({ staffNote: STAFF_NOTE, sharedWith: [expect.any(Object)] });
  });

  it('lets staff change either note, and clear it', async () => {
    let { version } = await detailOf(s, seller, 'cafe-luna');
    const res = await s.request('/api/price-lists/cafe-luna', { method: 'PATCH', cookie: seller, json: { version, staffNote: 'Call Ana before raising' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ staffNote: 'Call Ana before raising', description: CUSTOMER_NOTE });
    ({ version } = await detailOf(s, seller, 'cafe-luna'));
    const tooLong = await s.request('/api/price-lists/cafe-luna', { method: 'PATCH', cookie: seller, json: { version, staffNote: 'x'.repeat(501) } });
    expect(tooLong.status).toBe(400);
    expect((await json(tooLong)).error.fields).toHaveProperty('staffNote');
    const back = await s.request('/api/price-lists/cafe-luna', { method: 'PATCH', cookie: seller, json: { version, staffNote: STAFF_NOTE } });
    expect(back.status).toBe(200);
    const refused = await s.request('/api/price-lists/cafe-luna', { method: 'PATCH', cookie: customer, json: { version, staffNote: '' } });
    expect(refused.status).toBe(403);
    expect((await detailOf(s, seller, 'cafe-luna')).staffNote).toBe(STAFF_NOTE);
  });

  it('copies both notes when staff duplicate a list (the copy is not shared)', async () => {
    const res = await s.request('/api/price-lists/cafe-luna/duplicate', { method: 'POST', cookie: seller, json: { name: 'Cafe Luna copy' } });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ description: CUSTOMER_NOTE, staffNote: STAFF_NOTE, sharedWith: [] });
  });
});

describe("a customer's answers carry no staff-only field", () => {
  const expectOnly = (body: unknown, allowed: string[], what: string) => {
    const extra = [...keyPaths(body)].filter((k) => !allowed.includes(k));
    expect(extra, what).toEqual([]);
    const text = JSON.stringify(body);
    for (const secret of [STAFF_NOTE, 'Matched the market']) expect(text, what).not.toContain(secret);
  };

  it('the lists and the list: the customer note, no staff note, margin, cost, base, rule, shares or authors', async () => {
    const index = await read('/api/price-lists', customer);
    expect(index.items.map((l: { slug: string }) => l.slug)).toEqual(['cafe-luna']);
    expectOnly(index, ALLOWED.index, 'GET /api/price-lists');
    const list = await read('/api/price-lists/cafe-luna', customer);
    expect(list.description).toBe(CUSTOMER_NOTE);
    expect(list.items).toHaveLength(2);
    expectOnly(list, ALLOWED.detail, 'GET /api/price-lists/cafe-luna');
  });

  it("an item's price history: prices and when, not who or why", async () => {
    const history = await read(`/api/price-lists/cafe-luna/items/${p[0]}/history`, customer);
    expect(history.items.length).toBeGreaterThan(0);
    expectOnly(history, ALLOWED.history, 'item history');
  });

  it('the dashboard and the activity log', async () => {
    const dashboard = await read('/api/dashboard', customer);
    expect(dashboard.changes).toHaveLength(1);
    expectOnly(dashboard, ALLOWED.dashboard, 'GET /api/dashboard');
    const activity = await read('/api/activity', customer);
    expect(activity.items.length).toBeGreaterThan(0);
    expectOnly(activity, ALLOWED.activity, 'GET /api/activity');
  });
});
