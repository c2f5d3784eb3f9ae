import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows, countRows, createList, detailOf, makeProducts } from './test/fixtures.js';

let s: TestServer;
let seller: string;
let products: string[];

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
  products = await makeProducts(s, 2000, { prefix: 'Bulk', category: 'vegetables' });
});
afterAll(() => s.close());

const price = (i: number, round: number) => `${10 + round}.${String(i % 100).padStart(2, '0')}`;

/** Saves `count` changed prices on the list and returns the statements it took. */
async function timedSave(ref: string, count: number, round: number) {
  const { version } = await detailOf(s, seller, ref);
  const changes = products.slice(0, count).map((productId, i) => ({ productId, price: price(i, round) }));
  const statements: string[] = [];
  const stop = s.database.onQuery((q) => statements.push(q));
  const started = performance.now();
  const res = await s.request(`/api/price-lists/${ref}/save`, { method: 'POST', cookie: seller, json: { version, changes } });
  const ms = performance.now() - started;
  stop();
  const body = await json(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return { body, statements, ms };
}

describe('bulk saves', () => {
  it('saves 2,000 changed prices in a constant, small number of statements', async () => {
    const list = await createList(s, seller, { name: 'Bulk List', source: { kind: 'empty' } });
    const small = await timedSave('bulk-list', 500, 0);
    expect(small.body).toMatchObject({ version: 2, added: 500 });
    const history = await countRows(s, 'price_history');
    const large = await timedSave('bulk-list', 2000, 1);
    console.info(`[price-lists bulk] ${s.database.kind}: 2,000 prices saved in ${Math.round(large.ms)} ms with ${large.statements.length} statements`);
    expect(large.body).toMatchObject({ version: 3, added: 1500, changed: 500, removed: 0 });
    expect(large.statements.length).toBeLessThanOrEqual(20);
    expect(large.statements.length).toBe(small.statements.length);
    expect(await countRows(s, 'price_history')).toBe(history + 2000);
    const detail = await detailOf(s, seller, 'bulk-list');
    expect(detail.itemCount).toBe(2000);
    expect(detail.items.find((i: { productId: string }) => i.productId === products[1999])).toMatchObject({ price: price(1999, 1) });
    const acts = await activityRows(s, 'price_items', list.id);
    expect(acts.at(-1)).toMatchObject({ details: { version: 3, count: 2000 } });
  });

  it('reads a 2,000-item list for a customer in four statements: session, revision, header, items', async () => {
    const customer = await s.signedInAs('customer');
    const customerId = (await json(s.request('/api/me', { cookie: customer.cookie }))).user.id;
    const shared = await s.request('/api/price-lists/bulk-list/shares', { method: 'PUT', cookie: seller, json: { userIds: [customerId] } });
    expect(shared.status).toBe(200);
    // Version 2 before this week: version 3's changes are measured from it (the week's net change).
    const { sql } = await import('drizzle-orm');
    await s.database.db.execute(sql`update price_history set changed_at = now() - interval '8 days'
      where version < 3 and price_list_id = (select id from price_lists where slug = 'bulk-list')`);
    await s.request('/api/price-lists/bulk-list', { cookie: customer.cookie }); // warm up
    const statements: string[] = [];
    const stop = s.database.onQuery((q) => statements.push(q));
    const started = performance.now();
    const res = await s.request('/api/price-lists/bulk-list', { cookie: customer.cookie });
    const body = await json(res);
    const ms = performance.now() - started;
    stop();
    console.info(`[price-lists bulk] ${s.database.kind}: 2,000-item list read by a customer in ${Math.round(ms)} ms, ${statements.length} statements`);
    expect(res.status).toBe(200);
    expect(body.items).toHaveLength(2000);
    expect(body.items[0]).toMatchObject({ previousPrice: '10.00' });
    expect(body.items[0]).not.toHaveProperty('cost');
    expect(body.items[0]).not.toHaveProperty('basePrice');
    expect(statements.length).toBeLessThanOrEqual(4);
  });

  it('recomputes 20 linked lists in a number of statements that grows with the lists, not the items', async () => {
    await createList(s, seller, { name: 'Linked Base', source: { kind: 'empty' } });
    for (let i = 0; i < 20; i++) {
      await createList(s, seller, {
        name: `Follower ${i}`,
        source: { kind: 'copy', from: 'linked-base', adjustment: { kind: 'percent', direction: 'up', value: 100 * i, rounding: 'cent' }, linked: true },
      });
    }
    const few = await timedSave('linked-base', 100, 0);
    expect(few.body.linked).toHaveLength(20);
    expect(few.body.linked.every((l: { added: number }) => l.added === 100)).toBe(true);
    const many = await timedSave('linked-base', 2000, 1);
    console.info(`[price-lists bulk] ${s.database.kind}: base save of 2,000 prices with 20 linked lists in ${Math.round(many.ms)} ms, ${many.statements.length} statements`);
    expect(many.body.linked).toHaveLength(20);
    expect(many.body.linked.find((l: { slug: string }) => l.slug === 'follower-19')).toMatchObject({ added: 1900, changed: 100 });
    // The 20 lists of one level are written together: items and history in chunks of 2,000 rows over
    // all of them (40,000 rows: 20 chunks each), everything else one statement for the level.
    expect(many.statements.length).toBe(few.statements.length + 2 * (40_000 / 2000 - 1));
    expect(many.statements.length).toBeLessThanOrEqual(70);
    // The budget: a base save of 2,000 prices, every one changing, in 20 linked lists of 2,000 items each.
    const all = await timedSave('linked-base', 2000, 2);
    console.info(`[price-lists bulk] ${s.database.kind}: base save of 2,000 changed prices, 20 linked lists of 2,000 items, in ${Math.round(all.ms)} ms, ${all.statements.length} statements`);
    expect(all.body.linked.every((l: { changed: number }) => l.changed === 2000)).toBe(true);
    expect(all.statements.length).toBe(many.statements.length);
    // A follower's activity row records its version and counts; the history holds the 2,000 changes.
    const followerId = all.body.linked.find((l: { slug: string }) => l.slug === 'follower-3').id;
    const [act] = (await activityRows(s, 'price_items', followerId)).slice(-1);
    expect(act!.details).toEqual({ list: 'follower-3', name: 'Follower 3', version: 4, reason: 'Base list Linked Base version 4', count: 2000, added: 0, changed: 2000, removed: 0 });
    const follower = await detailOf(s, seller, 'follower-10');
    // 10% up of the base's 2,000 prices.
    expect(follower.items.find((i: { productId: string }) => i.productId === products[0])).toMatchObject({ price: '13.20', basePrice: '12.00' });
  }, 120_000);
});
