import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDashboard, PriceListItem } from '@freshprice/shared';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, detailOf, makeProducts, savePrices, userIdOf } from './test/fixtures.js';

/**
 * What customers are told changed this week is the NET change since the week began (DECISIONS):
 * a change and its rollback is no change, +10% then -5% is +4.5%, an item added this week is new.
 */
let s: TestServer;
let seller: string;
let customer: string;
/** p[0] changed and rolled back, p[1] up then partly down, p[2] untouched, p[3] added this week. */
let p: string[];

const itemOf = (list: { items: PriceListItem[] }, productId: string) => list.items.find((i) => i.productId === productId)!;

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
  p = await makeProducts(s, 4, { prefix: 'Net', category: 'vegetables' });
  await createList(s, seller, { name: 'Net Bistro', slug: 'net-bistro', source: { kind: 'empty' } });
  await savePrices(s, seller, 'net-bistro', [
    { productId: p[0]!, price: '1234.50' },
    { productId: p[1]!, price: '20.00' },
    { productId: p[2]!, price: '7.00' },
  ]);
  const shared = await s.request('/api/price-lists/net-bistro/shares', { method: 'PUT', cookie: seller, json: { userIds: [await userIdOf(s, customer)] } });
  expect(shared.status).toBe(200);
  // The list as it was before this week.
  await s.database.db.execute(sql`update price_history set changed_at = now() - interval '10 days'
    where price_list_id = (select id from price_lists where slug = 'net-bistro')`);
  const before = await detailOf(s, seller, 'net-bistro');
  // This week: a mistyped price, then the rollback to the version before it.
  await savePrices(s, seller, 'net-bistro', [{ productId: p[0]!, price: '1000.00' }]);
  const rolled = await s.request('/api/price-lists/net-bistro/rollback', {
    method: 'POST',
    cookie: seller,
    json: { version: before.version + 1, to: before.version },
  });
  expect(rolled.status, JSON.stringify(await json(rolled.clone()))).toBe(200);
  // +10%, then -5%: +4.5% in all.
  await savePrices(s, seller, 'net-bistro', [{ productId: p[1]!, price: '22.00' }]);
  await savePrices(s, seller, 'net-bistro', [{ productId: p[1]!, price: '20.90' }]);
  await savePrices(s, seller, 'net-bistro', [{ productId: p[3]!, price: '4.00' }]);
});
afterAll(() => s.close());

describe('recent changes are the net change over the week', () => {
  it('shows no change, no before price, for a change and its rollback', async () => {
    for (const cookie of [customer, seller]) {
      const item = itemOf(await detailOf(s, cookie, 'net-bistro'), p[0]!);
      expect(item).toMatchObject({ price: '1234.50', previousPrice: null, recentChange: null });
    }
  });

  it('measures a change then a partial revert against the price the week began with', async () => {
    const item = itemOf(await detailOf(s, customer, 'net-bistro'), p[1]!);
    expect(item).toMatchObject({ price: '20.90', previousPrice: '20.00', recentChange: 'up' });
  });

  it('marks an item added this week as new, with no before price', async () => {
    const list = await detailOf(s, customer, 'net-bistro');
    expect(itemOf(list, p[3]!)).toMatchObject({ price: '4.00', previousPrice: null, recentChange: 'new' });
    expect(itemOf(list, p[2]!)).toMatchObject({ price: '7.00', previousPrice: null, recentChange: null });
  });

  it('tells a customer on the dashboard only the net changes: the rolled-back price is not there', async () => {
    const res = await s.request('/api/dashboard', { cookie: customer });
    expect(res.status).toBe(200);
    const body = (await json(res)) as CustomerDashboard;
    expect(body.changes.map((c) => [c.productId, c.old, c.new])).toEqual([[p[1], '20.00', '20.90']]);
    expect(JSON.stringify(body)).not.toContain('1000.00');
  });

  it('goes by the price at the start of the week even when the history before it is long', async () => {
    // Changes before the week, then one inside it: only the last week's net move counts.
    await savePrices(s, seller, 'net-bistro', [{ productId: p[2]!, price: '7.50' }]);
    await s.database.db.execute(sql`update price_history set changed_at = now() - interval '9 days'
      where product_id = ${p[2]}::uuid and new_price = 7.50`);
    await savePrices(s, seller, 'net-bistro', [{ productId: p[2]!, price: '7.25' }]);
    expect(itemOf(await detailOf(s, customer, 'net-bistro'), p[2]!)).toMatchObject({ price: '7.25', previousPrice: '7.50', recentChange: 'down' });
  });

  it('measures against the first change of the week when there is no history before it', async () => {
    // Items priced before price history was kept: the week's first change names the price it replaced.
    await s.database.db.execute(sql`delete from price_history where product_id = ${p[2]}::uuid and changed_at < now() - interval '7 days'`);
    expect(itemOf(await detailOf(s, customer, 'net-bistro'), p[2]!)).toMatchObject({ price: '7.25', previousPrice: '7.50', recentChange: 'down' });
  });
});
