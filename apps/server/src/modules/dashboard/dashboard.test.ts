import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDashboard, StaffDashboard } from '@freshprice/shared';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, makeProducts, savePrices } from '../price-lists/test/fixtures.js';

let s: TestServer;
let admin: string;
let seller: string;
let customer: string;
let products: string[];

beforeAll(async () => {
  s = await createTestServer();
  admin = (await s.signedInAs('admin')).cookie;
  seller = (await s.signedInAs('seller')).cookie;
  const c = await s.signedInAs('customer');
  customer = c.cookie;
  products = await makeProducts(s, 3, { prefix: 'Dash item', category: 'fruits' });
  await createList(s, seller, { name: 'Cafe Luna', slug: 'cafe-luna', source: { kind: 'empty' } });
  await savePrices(s, seller, 'cafe-luna', products.map((productId) => ({ productId, price: '10.00' })));
  // Priced before this week: the week's changes are measured from these prices.
  await s.database.db.execute(sql`update price_history set changed_at = now() - interval '9 days'`);
  await savePrices(s, seller, 'cafe-luna', [{ productId: products[0]!, price: '12.50' }, { productId: products[1]!, price: '9.00' }]);
  await createList(s, seller, { name: 'Old list', slug: 'old-list', source: { kind: 'empty' } });
  await savePrices(s, seller, 'old-list', [{ productId: products[0]!, price: '99.00' }]);
  await savePrices(s, seller, 'old-list', [{ productId: products[0]!, price: '98.00' }]);
  await s.database.db.execute(sql`update price_lists set updated_at = now() - interval '5 days' where slug = 'old-list'`);
  const { rows } = (await s.database.db.execute(sql`select id from "user" where email = ${c.email}`)) as unknown as { rows: { id: string }[] };
  expect((await s.request('/api/price-lists/cafe-luna/shares', { method: 'PUT', cookie: seller, json: { userIds: [rows[0]!.id] } })).status).toBe(200);
});
afterAll(() => s.close());

describe('GET /api/dashboard', () => {
  it("shows a customer this week's price changes of their lists, old and new, and their lists", async () => {
    const res = await s.request('/api/dashboard', { cookie: customer });
    expect(res.status).toBe(200);
    const body = (await json(res)) as CustomerDashboard;
    expect(body.kind).toBe('customer');
    expect(body.changes.map((c) => [c.nameEn, c.old, c.new, c.list.slug]).sort()).toEqual([
      ['Dash item 00000', '10.00', '12.50', 'cafe-luna'],
      ['Dash item 00001', '10.00', '9.00', 'cafe-luna'],
    ]);
    expect(body.lists.map((l) => l.slug)).toEqual(['cafe-luna']);
    expect(JSON.stringify(body)).not.toContain('99.00');
  });

  it('shows staff the lists updated today, the stale ones by the company setting, imports and activity', async () => {
    const body = (await json(await s.request('/api/dashboard', { cookie: seller }))) as StaffDashboard;
    expect(body.kind).toBe('staff');
    expect(body.staleListDays).toBe(3);
    expect(body.updatedToday.map((l) => l.slug)).toContain('cafe-luna');
    expect(body.updatedToday.map((l) => l.slug)).not.toContain('old-list');
    expect(body.stale).toEqual([expect.objectContaining({ slug: 'old-list', days: 5 })]);
    expect(body.activity.length).toBeGreaterThan(0);
    expect(body.activity.length).toBeLessThanOrEqual(10);
    expect(body.imports).toEqual([]);

    expect((await s.request('/api/price-lists/settings', { method: 'PUT', cookie: seller, json: { staleListDays: 7 } })).status).toBe(403);
    const saved = await s.request('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { staleListDays: 7 } });
    expect(await json(saved)).toEqual({ minMarginBp: 0, staleListDays: 7, largeMoveBp: 5000, alertMoveBp: 1000 });
    expect(((await json(await s.request('/api/dashboard', { cookie: seller }))) as StaffDashboard).stale).toEqual([]);
    expect((await s.request('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { staleListDays: 0 } })).status).toBe(400);
  });

  it('refuses anonymous callers', async () => {
    expect((await s.request('/api/dashboard')).status).toBe(401);
  });
});
