import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/tx.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows, countRows, createList, detailOf, makeProducts, pricesOf, savePrices } from './test/fixtures.js';

let s: TestServer;
let admin: string;
let adminEmail: string;
let seller: string;
let sellerEmail: string;
let p: string[];

const req = (path: string, init: Parameters<TestServer['request']>[1] = {}) => s.request(path, init);
const save = (cookie: string, ref: string, body: Record<string, unknown>) => req(`/api/price-lists/${ref}/save`, { method: 'POST', cookie, json: body });
const plus = (value: number, rounding = 'cent') => ({ kind: 'percent', direction: 'up', value, rounding });
const itemOf = async (ref: string, productId: string) =>
  (await detailOf(s, seller, ref)).items.find((i: { productId: string }) => i.productId === productId) as { price: string; overridden: boolean } | undefined;
const rows = async <T>(query: SQL) => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Runs `request` while another transaction holds what `hold` locks (and does what it does), then lets
 * that transaction do `then` and commit. Waits until the request is blocked on a lock, or done (a
 * request that takes no lock does not wait). PostgreSQL only: PGlite has one connection.
 */
async function whileLocked(hold: (tx: Tx) => Promise<unknown>, request: () => Promise<Response>, then: (tx: Tx) => Promise<unknown> = async () => undefined) {
  let pending!: Promise<Response>;
  await s.database.db.transaction(async (tx) => {
    await hold(tx);
    let settled = false;
    pending = request().finally(() => (settled = true));
    for (let waited = 0; !settled && waited < 15_000; waited += 25) {
      const [{ n }] = await rows<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (n > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await then(tx);
  });
  return pending;
}
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  s = await createTestServer();
  const a = await s.signedInAs('admin');
  admin = a.cookie;
  adminEmail = a.email;
  const sel = await s.signedInAs('seller');
  seller = sel.cookie;
  sellerEmail = sel.email;
  // p[0] costs 8.00: with a 10% gross margin its floor is 8.89 (8.00 / 0.9 = 8.888…).
  p = await makeProducts(s, 6, { prefix: 'Item', category: 'fruits', cost: (i) => (i === 0 ? '8.00' : null) });
  await createList(s, seller, { name: 'Base', source: { kind: 'empty' } });
  await savePrices(s, seller, 'base', [
    { productId: p[0]!, price: '10.00' },
    { productId: p[1]!, price: '20.00' },
    { productId: p[2]!, price: '30.00' },
  ]);
});
afterAll(() => s.close());

describe('saving prices', () => {
  it('creates one version with history rows, counts, the new version and one activity row', async () => {
    const list = await createList(s, seller, { name: 'Saver', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    const history = await countRows(s, 'price_history');
    const res = await save(seller, 'saver', {
      version: 1,
      reason: 'Morning prices',
      changes: [
        { productId: p[0], price: '11.5' },
        { productId: p[1], price: null },
        { productId: p[3], price: '4.00' },
        { productId: p[2], price: '30.00' }, // unchanged: skipped
      ],
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ version: 2, added: 1, changed: 1, removed: 1, belowFloor: [], linked: [], largeMoves: [], largeMoveBp: 5000 });
    expect(await countRows(s, 'price_history')).toBe(history + 3);
    expect(await pricesOf(s, seller, 'saver')).toEqual({ [p[0]!]: '11.50', [p[2]!]: '30.00', [p[3]!]: '4.00' });
    const detail = await detailOf(s, seller, 'saver');
    expect(detail).toMatchObject({ version: 2, updatedBy: sellerEmail, itemCount: 3 });
    const versions = await json(req('/api/price-lists/saver/versions', { cookie: seller }));
    expect(versions.items.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(versions.items[0]).toMatchObject({ author: sellerEmail, reason: 'Morning prices', added: 1, changed: 1, removed: 1, belowFloor: 0 });
    const v2 = await json(req('/api/price-lists/saver/versions/2', { cookie: seller }));
    expect(v2.changes.map((c: { productId: string; old: string | null; new: string | null }) => [c.productId, c.old, c.new])).toEqual(
      expect.arrayContaining([
        [p[0], '10.00', '11.50'],
        [p[1], '20.00', null],
        [p[3], null, '4.00'],
      ]),
    );
    expect(v2.changes.find((c: { productId: string }) => c.productId === p[0])).toMatchObject({ change: '1.50', percent: 15 });
    expect((await req('/api/price-lists/saver/versions/9', { cookie: seller })).status).toBe(404);

    const [act] = await activityRows(s, 'price_items', list.id);
    expect(act).toMatchObject({ action: 'updated', userEmail: sellerEmail, details: { list: 'saver', name: 'Saver', version: 2, reason: 'Morning prices', count: 3 } });
    expect(act!.details.changes).toEqual(expect.arrayContaining([{ productId: p[0], name: 'Item 00000', old: '10.00', new: '11.50' }]));
  });

  it('creates no version when nothing changes', async () => {
    const before = await detailOf(s, seller, 'base');
    const res = await save(seller, 'base', { version: before.version, changes: [{ productId: p[0], price: '10.00' }] });
    expect(await json(res)).toEqual({ version: null, added: 0, changed: 0, removed: 0, belowFloor: [], linked: [], largeMoves: [], largeMoveBp: 5000 });
    expect((await detailOf(s, seller, 'base')).version).toBe(before.version);
  });

  it('refuses unknown, archived and repeated products', async () => {
    const { version } = await detailOf(s, seller, 'base');
    const [archived] = await makeProducts(s, 1, { prefix: 'Gone' });
    const { sql } = await import('drizzle-orm');
    await s.database.db.execute(sql`update products set archived_at = now() where id = ${archived}::uuid`);
    const missing = '00000000-0000-4000-8000-000000000099';
    const unknown = await save(seller, 'base', { version, changes: [{ productId: missing, price: '1.00' }, { productId: archived, price: '1.00' }, { productId: 'nope', price: '1.00' }] });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.fields).toEqual({ [missing]: 'unknownProduct', [archived!]: 'unknownProduct', nope: 'unknownProduct' });
    const repeated = await save(seller, 'base', { version, changes: [{ productId: p[0], price: '1.00' }, { productId: p[0], price: '2.00' }] });
    expect(repeated.status).toBe(400);
    expect((await json(repeated)).error.fields).toEqual({ [p[0]!]: 'repeatedInSave' });
    const badPrice = await save(seller, 'base', { version, changes: [{ productId: p[0], price: '1.234' }] });
    expect(badPrice.status).toBe(400);
  });

  it('refuses the second of two saves from the same loaded version, naming the version and who saved it', async () => {
    await createList(s, seller, { name: 'Contested', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    const first = await save(admin, 'contested', { version: 1, changes: [{ productId: p[0], price: '12.00' }] });
    expect(first.status).toBe(200);
    const second = await save(seller, 'contested', { version: 1, changes: [{ productId: p[1], price: '21.00' }] });
    expect(second.status).toBe(409);
    const error = (await json(second)).error;
    expect(error.code).toBe('version_conflict');
    expect(error.message).toMatch(new RegExp(`^Version 2 was saved by ${adminEmail.replace(/\./g, '\\.')} at \\d{4}-.*Z after you loaded version 1\\. Reload`));
    expect(error.fields).toMatchObject({ version: '2', savedBy: adminEmail });
    expect(error.fields.savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await pricesOf(s, seller, 'contested'))[p[1]!]).toBe('20.00');
  });

  it('lets exactly one of two simultaneous saves of one version through', async () => {
    await createList(s, seller, { name: 'Race', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    const [a, b] = await Promise.all([
      save(admin, 'race', { version: 1, changes: [{ productId: p[2], price: '31.00' }] }),
      save(seller, 'race', { version: 1, changes: [{ productId: p[1], price: '22.00' }] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('refuses prices below cost plus the margin until confirmed, and records the count in the version', async () => {
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1000 } });
    await createList(s, seller, { name: 'Floor', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    const body = { version: 1, changes: [{ productId: p[0], price: '8.88' }] };
    const refused = await save(seller, 'floor', body);
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({ code: 'below_floor', fields: { [p[0]!]: 'belowFloor' } });
    expect((await detailOf(s, seller, 'floor')).version).toBe(1);
    const ok = await save(seller, 'floor', { ...body, confirmBelowFloor: true });
    expect(await json(ok)).toMatchObject({ version: 2, belowFloor: [{ productId: p[0], price: '8.88', floor: '8.89' }] });
    expect((await json(req('/api/price-lists/floor/versions', { cookie: seller }))).items[0].belowFloor).toBe(1);
    // At the floor is fine.
    expect(await json(save(seller, 'floor', { version: 2, changes: [{ productId: p[0], price: '8.89' }] }))).toMatchObject({ version: 3, belowFloor: [] });
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 0 } });
  });

  it('a dry run reports what the save would do (linked lists too) and writes nothing', async () => {
    await createList(s, seller, { name: 'Dry', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Dry Follower', source: { kind: 'copy', from: 'dry', adjustment: plus(1000), linked: true } });
    const tables = ['price_items', 'price_history', 'price_list_versions', 'activity', 'price_lists'] as const;
    const before = await Promise.all(tables.map((t) => countRows(s, t)));
    const pricesBefore = await pricesOf(s, seller, 'dry-follower');
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1000 } });
    const activityBefore = await countRows(s, 'activity');
    const res = await save(seller, 'dry', { version: 1, dryRun: true, changes: [{ productId: p[0], price: '5.00' }, { productId: p[4], price: '3.00' }] });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      version: null,
      added: 1,
      changed: 1,
      removed: 0,
      belowFloor: [{ productId: p[0], price: '5.00', floor: '8.89' }],
      linked: [expect.objectContaining({ slug: 'dry-follower', version: null, added: 1, changed: 1, removed: 0, belowFloor: 1 })],
      // -50% exactly is not more than 50%.
      largeMoves: [],
      largeMoveBp: 5000,
    });
    expect(await countRows(s, 'activity')).toBe(activityBefore);
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 0 } });
    const after = await Promise.all(tables.filter((t) => t !== 'activity').map((t) => countRows(s, t)));
    expect(after).toEqual(before.filter((_, i) => tables[i] !== 'activity'));
    expect(await pricesOf(s, seller, 'dry-follower')).toEqual(pricesBefore);
    expect((await detailOf(s, seller, 'dry')).version).toBe(1);
    // A dry run on a stale version is refused like the save.
    expect((await save(seller, 'dry', { version: 0, dryRun: true, changes: [{ productId: p[0], price: '5.00' }] })).status).toBe(409);
  });
});

describe('linked lists', () => {
  it('follow their base through a chain, keep overrides, and follow again when the override is cleared', async () => {
    await createList(s, seller, { name: 'Root', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    const mid = await createList(s, seller, { name: 'Mid', source: { kind: 'copy', from: 'root', adjustment: plus(1000), linked: true } });
    const leaf = await createList(s, seller, { name: 'Leaf', source: { kind: 'copy', from: 'mid', adjustment: { kind: 'amount', direction: 'down', value: 50, rounding: 'nickel' }, linked: true } });
    expect(mid).toMatchObject({ linked: true, base: { slug: 'root' }, adjustment: plus(1000) });
    expect(leaf.linked).toBe(true);
    // 10 -> 11.00 -> 10.50; 20 -> 22.00 -> 21.50; 30 -> 33.00 -> 32.50
    expect(Object.values(await pricesOf(s, seller, 'leaf')).sort()).toEqual(['10.50', '21.50', '32.50']);

    // Override one item of Mid by hand.
    const overridden = await savePrices(s, seller, 'mid', [{ productId: p[1]!, price: '25.00' }]);
    expect(overridden.linked).toEqual([expect.objectContaining({ slug: 'leaf', changed: 1 })]);
    let midItems = (await detailOf(s, seller, 'mid')).items;
    expect(midItems.find((i: { productId: string }) => i.productId === p[1])).toMatchObject({ price: '25.00', overridden: true, basePrice: '20.00' });

    // The base moves: Mid follows (except the override), Leaf follows Mid, each as its own version.
    const rootVersion = (await detailOf(s, seller, 'root')).version;
    const result = await savePrices(s, seller, 'root', [
      { productId: p[0]!, price: '12.00' },
      { productId: p[1]!, price: '21.00' },
      { productId: p[5]!, price: '50.00' },
    ]);
    expect(result.version).toBe(rootVersion + 1);
    expect(result.linked).toEqual([
      expect.objectContaining({ slug: 'mid', version: 3, added: 1, changed: 1, removed: 0 }),
      expect.objectContaining({ slug: 'leaf', version: 3, added: 1, changed: 1, removed: 0 }),
    ]);
    expect(await pricesOf(s, seller, 'mid')).toMatchObject({ [p[0]!]: '13.20', [p[1]!]: '25.00', [p[5]!]: '55.00' });
    expect(await pricesOf(s, seller, 'leaf')).toMatchObject({ [p[0]!]: '12.70', [p[1]!]: '24.50', [p[5]!]: '54.50' });
    const midVersions = await json(req('/api/price-lists/mid/versions', { cookie: seller }));
    expect(midVersions.items[0]).toMatchObject({ number: 3, reason: `Base list Root version ${rootVersion + 1}`, author: sellerEmail });
    const leafVersions = await json(req('/api/price-lists/leaf/versions', { cookie: seller }));
    expect(leafVersions.items[0]).toMatchObject({ number: 3, reason: 'Base list Mid version 3' });
    // A follower's activity row: its version and counts (the history has each change).
    expect((await activityRows(s, 'price_items', mid.id)).at(-1)!.details).toEqual({
      list: 'mid',
      name: 'Mid',
      version: 3,
      reason: `Base list Root version ${rootVersion + 1}`,
      count: 2,
      added: 1,
      changed: 1,
      removed: 0,
    });

    // Clearing the override: the price follows the base again (21.00 + 10%).
    const cleared = await savePrices(s, seller, 'mid', [{ productId: p[1]!, price: null, override: false }]);
    expect(cleared).toMatchObject({ changed: 1, removed: 0 });
    midItems = (await detailOf(s, seller, 'mid')).items;
    expect(midItems.find((i: { productId: string }) => i.productId === p[1])).toMatchObject({ price: '23.10', overridden: false });
    expect((await pricesOf(s, seller, 'leaf'))[p[1]!]).toBe('22.60');
  });

  it('keeps a product taken out of a linked list out when the base changes, until it is priced or followed again', async () => {
    await createList(s, seller, { name: 'Ex Base', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Ex Follow', source: { kind: 'copy', from: 'ex-base', adjustment: plus(1000), linked: true } });
    await createList(s, seller, { name: 'Ex Leaf', source: { kind: 'copy', from: 'ex-follow', adjustment: plus(0), linked: true } });
    const removed = await savePrices(s, seller, 'ex-follow', [{ productId: p[1]!, price: null }]);
    expect(removed).toMatchObject({ removed: 1, linked: [expect.objectContaining({ slug: 'ex-leaf', removed: 1 })] });
    // The base changes another product, then the removed one: the linked lists leave it out.
    await savePrices(s, seller, 'ex-base', [{ productId: p[0]!, price: '10.50' }]);
    await savePrices(s, seller, 'ex-base', [{ productId: p[1]!, price: '21.00' }, { productId: p[4]!, price: '5.00' }]);
    expect(await pricesOf(s, seller, 'ex-follow')).toEqual({ [p[0]!]: '11.55', [p[2]!]: '33.00', [p[4]!]: '5.50' });
    expect(await pricesOf(s, seller, 'ex-leaf')).toEqual({ [p[0]!]: '11.55', [p[2]!]: '33.00', [p[4]!]: '5.50' });
    // Following the base for it again brings it back, following.
    await savePrices(s, seller, 'ex-follow', [{ productId: p[1]!, price: null, override: false }]);
    expect(await itemOf('ex-follow', p[1]!)).toMatchObject({ price: '23.10', overridden: false });
    expect((await itemOf('ex-leaf', p[1]!))?.price).toBe('23.10');
    // Taken out again, then priced by hand: back as an override, which the base's changes leave alone.
    await savePrices(s, seller, 'ex-follow', [{ productId: p[1]!, price: null }]);
    await savePrices(s, seller, 'ex-base', [{ productId: p[1]!, price: '22.00' }]);
    expect(await itemOf('ex-follow', p[1]!)).toBeUndefined();
    await savePrices(s, seller, 'ex-follow', [{ productId: p[1]!, price: '30.00' }]);
    await savePrices(s, seller, 'ex-base', [{ productId: p[1]!, price: '23.00' }]);
    expect(await itemOf('ex-follow', p[1]!)).toMatchObject({ price: '30.00', overridden: true });
    // Unlinking forgets what was taken out: linking again follows every base product.
    await savePrices(s, seller, 'ex-follow', [{ productId: p[2]!, price: null }]);
    const { version } = await detailOf(s, seller, 'ex-follow');
    await req('/api/price-lists/ex-follow', { method: 'PATCH', cookie: seller, json: { version, base: null } });
    const relinked = await req('/api/price-lists/ex-follow', { method: 'PATCH', cookie: seller, json: { version, base: { from: 'ex-base', linked: true, adjustment: plus(0) } } });
    expect(relinked.status).toBe(200);
    expect((await itemOf('ex-follow', p[2]!))?.price).toBe('30.00');
  });

  it('refuses prices an adjustment would push above 99,999,999.99, writing nothing', async () => {
    await createList(s, seller, { name: 'Huge Base', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Huge Follower', source: { kind: 'copy', from: 'huge-base', adjustment: plus(1000), linked: true } });
    const before = await pricesOf(s, seller, 'huge-follower');
    const res = await save(seller, 'huge-base', { version: 1, changes: [{ productId: p[0], price: '99999999.99' }] });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ code: 'validation_failed', fields: { [`huge-follower:${p[0]}`]: 'priceTooHigh' } });
    expect((await detailOf(s, seller, 'huge-base')).version).toBe(1);
    expect(await pricesOf(s, seller, 'huge-follower')).toEqual(before);
    // The largest percent is 1000%; a copy whose prices would go above the limit is refused too.
    const tooMuch = { kind: 'percent', direction: 'up', value: 100_001, rounding: 'cent' };
    const created = await req('/api/price-lists', { method: 'POST', cookie: seller, json: { name: 'Too Much', source: { kind: 'copy', from: 'huge-base', adjustment: tooMuch, linked: false } } });
    expect(created.status).toBe(400);
    // 10,000,000.00 is fine here and in the follower (+10%); eleven times it (+1000%) is not.
    await savePrices(s, seller, 'huge-base', [{ productId: p[0]!, price: '10000000.00' }], { confirmLargeMoves: true });
    const maxPercent = { kind: 'percent', direction: 'up', value: 100_000, rounding: 'cent' };
    for (const path of ['/api/price-lists', '/api/price-lists/preview']) {
      const body = path.endsWith('preview')
        ? { from: 'huge-base', adjustment: maxPercent }
        : { name: 'Eleven Times', source: { kind: 'copy', from: 'huge-base', adjustment: maxPercent, linked: false } };
      const refused = await req(path, { method: 'POST', cookie: seller, json: body });
      expect(refused.status, path).toBe(400);
      expect((await json(refused)).error.fields).toEqual({ [p[0]!]: 'priceTooHigh' });
    }
    expect((await req('/api/price-lists/eleven-times', { cookie: seller })).status).toBe(404);
  });

  it('refuses to delete the base of a linked list', async () => {
    const res = await req('/api/price-lists/mid', { method: 'DELETE', cookie: seller });
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toContain('Leaf');
  });

  it('refuses a base that would make a cycle, of any length', async () => {
    const { version } = await detailOf(s, seller, 'root');
    for (const from of ['root', 'mid', 'leaf']) {
      const res = await req('/api/price-lists/root', { method: 'PATCH', cookie: seller, json: { version, base: { from, linked: true, adjustment: plus(0) } } });
      expect(res.status, from).toBe(400);
      expect((await json(res)).error.fields).toEqual({ base: 'cycle' });
    }
  });

  it('recomputes a list that becomes linked or whose adjustment changes, as a new version, its followers after it', async () => {
    const list = await createList(s, seller, { name: 'Later Linked', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Later Follower', source: { kind: 'copy', from: 'later-linked', adjustment: plus(0), linked: true } });
    const res = await req('/api/price-lists/later-linked', {
      method: 'PATCH',
      cookie: seller,
      json: { version: 1, base: { from: 'base', linked: true, adjustment: plus(800, 'x9') } },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ version: 2, linked: true, base: { slug: 'base' }, adjustment: plus(800, 'x9') });
    expect(await pricesOf(s, seller, 'later-linked')).toEqual({ [p[0]!]: '10.79', [p[1]!]: '21.59', [p[2]!]: '32.39' });
    expect(await pricesOf(s, seller, 'later-follower')).toEqual({ [p[0]!]: '10.79', [p[1]!]: '21.59', [p[2]!]: '32.39' });
    const versions = await json(req('/api/price-lists/later-linked/versions', { cookie: seller }));
    expect(versions.items[0]).toMatchObject({ number: 2, changed: 3 });
    expect(versions.items[0].reason).toMatch(/^Adjustment changed/);
    expect((await activityRows(s, 'price_lists', list.id)).at(-1)).toMatchObject({ action: 'updated', details: { new: { linked: true } } });

    // Unlinking keeps the prices.
    const unlinked = await req('/api/price-lists/later-linked', { method: 'PATCH', cookie: seller, json: { version: 2, base: null } });
    expect(await json(unlinked)).toMatchObject({ linked: false, base: null, adjustment: null, version: 2 });
    expect(await pricesOf(s, seller, 'later-linked')).toEqual({ [p[0]!]: '10.79', [p[1]!]: '21.59', [p[2]!]: '32.39' });
  });

  it('needs the below-floor confirmation for prices a base save pushes into linked lists', async () => {
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1000 } });
    await createList(s, seller, { name: 'Floor Base', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Floor Follower', source: { kind: 'copy', from: 'floor-base', adjustment: { kind: 'percent', direction: 'down', value: 2000, rounding: 'cent' }, linked: true }, confirmBelowFloor: true });
    // 11.00 in the base is fine; 8.80 in the follower is at the floor; 10.90 -> 8.72 is below it.
    const res = await save(seller, 'floor-base', { version: 1, changes: [{ productId: p[0], price: '10.90' }] });
    expect(res.status).toBe(422);
    expect((await json(res)).error.fields).toEqual({ [`floor-follower:${p[0]}`]: 'belowFloor' });
    const ok = await json(save(seller, 'floor-base', { version: 1, confirmBelowFloor: true, changes: [{ productId: p[0], price: '10.90' }] }));
    expect(ok.linked).toEqual([expect.objectContaining({ slug: 'floor-follower', belowFloor: 1, version: 2 })]);
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 0 } });
  });
});

describe('versions: compare and roll back', () => {
  it('compares prices as of two versions and rolls back to one as a new version', async () => {
    await createList(s, seller, { name: 'Timeline', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    // v1: p0 10, p1 20, p2 30
    await savePrices(s, seller, 'timeline', [{ productId: p[0]!, price: '11.00' }, { productId: p[3]!, price: '4.00' }]); // v2
    await savePrices(s, seller, 'timeline', [{ productId: p[0]!, price: '12.00' }, { productId: p[1]!, price: null }]); // v3
    const cmp = await json(req('/api/price-lists/timeline/versions/compare?from=1&to=3', { cookie: seller }));
    expect(cmp.from).toBe(1);
    expect(cmp.rows.map((r: { productId: string; old: string | null; new: string | null }) => [r.productId, r.old, r.new])).toEqual([
      [p[0], '10.00', '12.00'],
      [p[1], '20.00', null],
      [p[3], null, '4.00'],
    ]);
    expect(cmp.rows[0]).toMatchObject({ change: '2.00', percent: 20 });
    const reverse = await json(req('/api/price-lists/timeline/versions/compare?from=3&to=2', { cookie: seller }));
    expect(reverse.rows.map((r: { old: string | null; new: string | null }) => `${r.old}->${r.new}`)).toEqual(['12.00->11.00', 'null->20.00']);
    // Both versions are read in one read-only, repeatable-read transaction: a save landing between the
    // reads cannot mix two states of the list.
    const statements: string[] = [];
    const stop = s.database.onQuery((q) => statements.push(q));
    await json(req('/api/price-lists/timeline/versions/compare?from=1&to=3', { cookie: seller }));
    stop();
    const reads = statements.filter((q) => /price_history|price_items|price_lists l/.test(q));
    const begin = statements.findIndex((q) => /repeatable read/i.test(q));
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(statements.slice(begin).filter((q) => reads.includes(q))).toEqual(reads);
    expect(reads.filter((q) => /price_history/.test(q))).toHaveLength(2);
    expect((await req('/api/price-lists/timeline/versions/compare?from=1&to=9', { cookie: seller })).status).toBe(404);

    const stale = await req('/api/price-lists/timeline/rollback', { method: 'POST', cookie: seller, json: { version: 2, to: 1 } });
    expect(stale.status).toBe(409);
    const res = await req('/api/price-lists/timeline/rollback', { method: 'POST', cookie: seller, json: { version: 3, to: 1 } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ version: 4, added: 1, changed: 1, removed: 1 });
    expect(await pricesOf(s, seller, 'timeline')).toEqual({ [p[0]!]: '10.00', [p[1]!]: '20.00', [p[2]!]: '30.00' });
    const versions = await json(req('/api/price-lists/timeline/versions', { cookie: seller }));
    expect(versions.items[0]).toMatchObject({ number: 4, reason: 'Rolled back to version 1' });
    // Version 4 equals version 1.
    expect((await json(req('/api/price-lists/timeline/versions/compare?from=1&to=4', { cookie: seller }))).rows).toEqual([]);
    // Rolling back to the current prices changes nothing.
    expect(await json(req('/api/price-lists/timeline/rollback', { method: 'POST', cookie: seller, json: { version: 4, to: 4 } }))).toMatchObject({ version: null });
  });

  it('rolls a linked list back to what each item was then: following the base, set by hand, or taken out', async () => {
    await createList(s, seller, { name: 'Roll Base', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Roll Linked', source: { kind: 'copy', from: 'roll-base', adjustment: plus(1000), linked: true } });
    // v1: every item follows (11.00, 22.00, 33.00).
    await savePrices(s, seller, 'roll-linked', [{ productId: p[2]!, price: '40.00' }]); // v2: p2 set by hand
    await savePrices(s, seller, 'roll-linked', [{ productId: p[0]!, price: '15.00' }, { productId: p[1]!, price: null }]); // v3
    await savePrices(s, seller, 'roll-linked', [{ productId: p[2]!, price: null, override: false }]); // v4: p2 follows again
    const { version } = await detailOf(s, seller, 'roll-linked');
    expect(version).toBe(4);
    // Back to v2: p0 and p1 follow the base, p2 is set by hand.
    const back = await req('/api/price-lists/roll-linked/rollback', { method: 'POST', cookie: seller, json: { version: 4, to: 2 } });
    expect(back.status).toBe(200);
    expect(await itemOf('roll-linked', p[0]!)).toMatchObject({ price: '11.00', overridden: false });
    expect(await itemOf('roll-linked', p[1]!)).toMatchObject({ price: '22.00', overridden: false });
    expect(await itemOf('roll-linked', p[2]!)).toMatchObject({ price: '40.00', overridden: true });
    await savePrices(s, seller, 'roll-base', [
      { productId: p[0]!, price: '12.00' },
      { productId: p[1]!, price: '24.00' },
      { productId: p[2]!, price: '36.00' },
    ]);
    expect(await pricesOf(s, seller, 'roll-linked')).toEqual({ [p[0]!]: '13.20', [p[1]!]: '26.40', [p[2]!]: '40.00' });
    // Back to v3 (p1 taken out): it stays out when the base changes.
    const v = (await detailOf(s, seller, 'roll-linked')).version;
    expect((await req('/api/price-lists/roll-linked/rollback', { method: 'POST', cookie: seller, json: { version: v, to: 3 } })).status).toBe(200);
    expect(await itemOf('roll-linked', p[1]!)).toBeUndefined();
    expect(await itemOf('roll-linked', p[0]!)).toMatchObject({ price: '15.00', overridden: true });
    await savePrices(s, seller, 'roll-base', [{ productId: p[1]!, price: '25.00' }]);
    expect(await itemOf('roll-linked', p[1]!)).toBeUndefined();
  });

  it('marks the items a rollback changes in a linked list as overridden', async () => {
    await createList(s, seller, { name: 'Roll Follow', source: { kind: 'copy', from: 'base', adjustment: plus(0), linked: true } });
    await savePrices(s, seller, 'roll-follow', [{ productId: p[0]!, price: '15.00' }]); // v2, overridden
    await savePrices(s, seller, 'roll-follow', [{ productId: p[0]!, price: '16.00' }]); // v3
    await json(req('/api/price-lists/roll-follow/rollback', { method: 'POST', cookie: seller, json: { version: 3, to: 2 } }));
    const item = (await detailOf(s, seller, 'roll-follow')).items.find((i: { productId: string }) => i.productId === p[0]);
    expect(item).toMatchObject({ price: '15.00', overridden: true });
  });
});

describe('the standard lists and the products page', () => {
  it('moves the products a template save reprices, so the products page refuses its older version (409)', async () => {
    const [q] = await makeProducts(s, 1, { prefix: 'Tiered', category: 'fruits' });
    for (const [tier, price] of [['small-business', '12.00'], ['medium-business', '11.00'], ['large-business', '10.00']] as const) {
      await savePrices(s, seller, tier, [{ productId: q!, price }]);
    }
    const managed = async () => (await json(req('/api/products/manage', { cookie: admin }))).items.find((i: { id: string }) => i.id === q);
    const loaded = await managed();
    expect(loaded.prices).toEqual({ small: '12.00', medium: '11.00', large: '10.00' });
    // Saved in the price-list grid after the products page loaded it.
    await savePrices(s, seller, 'small-business', [{ productId: q!, price: '17.25' }]);
    const res = await req('/api/products/changes', {
      method: 'POST',
      cookie: admin,
      json: { changes: [{ op: 'update', id: q, version: loaded.version, data: { ...pick(loaded), prices: { ...loaded.prices, large: '9.50' } } }] },
    });
    expect(res.status).toBe(409);
    expect((await json(res)).error).toMatchObject({ code: 'conflict', fields: { [q!]: 'changed' } });
    expect((await managed()).prices).toEqual({ small: '17.25', medium: '11.00', large: '10.00' });
    // A list that is not a template leaves the products alone.
    const before = (await managed()).version;
    await savePrices(s, seller, 'base', [{ productId: q!, price: '10.25' }]);
    expect((await managed()).version).toBe(before);
  });
});

/** The fields a products save takes, from a row of /api/products/manage. */
function pick(row: Record<string, unknown>) {
  const keys = ['nameEn', 'nameEs', 'slug', 'category', 'unit', 'packEn', 'packEs', 'inStock', 'quickbooksId', 'quantity', 'cost'];
  return Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));
}

describe.runIf(onPostgres)('concurrent changes (PostgreSQL)', () => {
  const lockRow = (slug: string) => (tx: Tx) => tx.execute(sql`select 1 from price_lists where slug = ${slug} for update`);
  /** What a save of the base does while it runs: the base locked, its items rewritten (+1.00), not yet committed. */
  const baseSaving = (slug: string) => async (tx: Tx) => {
    await lockRow(slug)(tx);
    await tx.execute(sql`update price_items set price = price + 1 where price_list_id = (select id from price_lists where slug = ${slug})`);
  };

  it('a linked list created while its base is being saved starts from the saved prices', async () => {
    await createList(s, seller, { name: 'Busy Base', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    const res = await whileLocked(baseSaving('busy-base'), () =>
      req('/api/price-lists', { method: 'POST', cookie: seller, json: { name: 'Busy Follower', source: { kind: 'copy', from: 'busy-base', adjustment: plus(0), linked: true } } }),
    );
    expect(res.status).toBe(201);
    expect(await pricesOf(s, seller, 'busy-follower')).toEqual(await pricesOf(s, seller, 'busy-base'));
  });

  it('a copy linked (PATCH) to its base while the base is being saved follows the saved prices', async () => {
    await createList(s, seller, { name: 'Busy Base Two', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    // A one-time copy of the base already: linking it changes no base, so no foreign key waits for the save.
    await createList(s, seller, { name: 'Late Joiner', source: { kind: 'copy', from: 'busy-base-two', adjustment: null, linked: false } });
    const res = await whileLocked(baseSaving('busy-base-two'), () =>
      req('/api/price-lists/late-joiner', { method: 'PATCH', cookie: seller, json: { version: 1, base: { from: 'busy-base-two', linked: true, adjustment: plus(0) } } }),
    );
    expect(res.status).toBe(200);
    expect(await pricesOf(s, seller, 'late-joiner')).toEqual(await pricesOf(s, seller, 'busy-base-two'));
  });

  it('an override cleared while the base is being saved follows the saved price', async () => {
    await createList(s, seller, { name: 'Busy Base Three', source: { kind: 'copy', from: 'base', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Busy Follower Three', source: { kind: 'copy', from: 'busy-base-three', adjustment: plus(0), linked: true } });
    // 10.00 -> 99.00 and back are large moves, confirmed: the race is what this checks.
    await savePrices(s, seller, 'busy-follower-three', [{ productId: p[0]!, price: '99.00' }], { confirmLargeMoves: true });
    const res = await whileLocked(baseSaving('busy-base-three'), () =>
      save(seller, 'busy-follower-three', { version: 2, changes: [{ productId: p[0], price: null, override: false }], confirmLargeMoves: true }),
    );
    expect(res.status).toBe(200);
    expect((await itemOf('busy-follower-three', p[0]!))?.price).toBe((await pricesOf(s, seller, 'busy-base-three'))[p[0]!]);
  });

  it('answers 404 (not 500) when the list is deleted while a change waits for it', async () => {
    const calls: [string, (slug: string) => Promise<Response>][] = [
      ['rename', (slug) => req(`/api/price-lists/${slug}`, { method: 'PATCH', cookie: seller, json: { version: 1, name: 'Renamed' } })],
      ['share', (slug) => req(`/api/price-lists/${slug}/shares`, { method: 'PUT', cookie: seller, json: { userIds: [] } })],
      ['delete', (slug) => req(`/api/price-lists/${slug}`, { method: 'DELETE', cookie: seller })],
      ['rollback', (slug) => req(`/api/price-lists/${slug}/rollback`, { method: 'POST', cookie: seller, json: { version: 1, to: 1 } })],
      ['save', (slug) => save(seller, slug, { version: 1, changes: [{ productId: p[0], price: '1.00' }] })],
    ];
    for (const [name, call] of calls) {
      const slug = `vanishing-${name}`;
      await createList(s, seller, { name: `Vanishing ${name}`, source: { kind: 'empty' } });
      const res = await whileLocked(lockRow(slug), () => call(slug), (tx) => tx.execute(sql`delete from price_lists where slug = ${slug}`));
      expect(res.status, name).toBe(404);
      expect((await json(res)).error.code, name).toBe('not_found');
    }
  });

  it('two lists set to follow each other at the same moment: one wins, the other is refused, never a cycle or a 500', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await createList(s, seller, { name: `Pair A${round}`, source: { kind: 'empty' } });
      const b = await createList(s, seller, { name: `Pair B${round}`, source: { kind: 'empty' } });
      const linked = round % 2 === 0;
      const follow = (ref: string, from: string) =>
        req(`/api/price-lists/${ref}`, { method: 'PATCH', cookie: seller, json: { version: 1, base: { from, linked, adjustment: linked ? plus(0) : null } } });
      const answers = await Promise.all([follow(a.slug, b.slug), follow(b.slug, a.slug)]);
      const [won, lost] = await Promise.all(
        answers.sort((x, y) => x.status - y.status).map(async (r) => ({ status: r.status, body: await json(r) })),
      );
      expect(won!.status, JSON.stringify(lost)).toBe(200);
      expect([400, 409], JSON.stringify(lost)).toContain(lost!.status);
      if (lost!.status === 409) expect(lost!.body.error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/try again/) });
      else expect(lost!.body.error.fields).toEqual({ base: 'cycle' });
      const parents = await rows<{ slug: string; parent: string | null }>(
        sql`select l.slug, p.slug as parent from price_lists l left join price_lists p on p.id = l.parent_id where l.id in (${a.id}::uuid, ${b.id}::uuid)`,
      );
      expect(parents.filter((r) => r.parent !== null)).toHaveLength(1);
    }
  });
});

describe('the large-move guard: a price to $0.00 or moved by more than the setting needs a confirmation', () => {
  let avocado: string;
  let customer: string;

  beforeAll(async () => {
    [avocado] = await makeProducts(s, 1, { prefix: 'Hass Avocado' });
    customer = (await s.signedInAs('customer')).cookie;
    // Products without a cost (no floor in the way): 20.00, 30.00, 40.00.
    await createList(s, seller, { name: 'Guard Base', source: { kind: 'empty' } });
    await savePrices(s, seller, 'guard-base', [
      { productId: p[1]!, price: '20.00' },
      { productId: p[2]!, price: '30.00' },
      { productId: p[3]!, price: '40.00' },
    ]);
  });

  it('refuses a +3,418% move with 422 large_move naming how many and the largest; the dry run shows them; confirmed, it saves', async () => {
    await createList(s, seller, { name: 'Guarded', source: { kind: 'copy', from: 'guard-base', adjustment: null, linked: false } });
    // A product new in the list is not a move: no flag.
    expect(await savePrices(s, seller, 'guarded', [{ productId: avocado!, price: '35.09' }])).toMatchObject({ version: 2, largeMoves: [] });
    const history = await countRows(s, 'price_history');
    const body = {
      version: 2,
      changes: [
        { productId: avocado, price: '1234.50' }, // +3,418%
        { productId: p[1], price: '31.00' }, // +55%
        { productId: p[2], price: '44.00' }, // +46.7%: under the 50% setting
      ],
    };
    const refused = await save(seller, 'guarded', body);
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toEqual({
      code: 'large_move',
      message: '2 prices move by more than 50% or to $0.00 (the largest: Hass Avocado 00000 $35.09 -> $1,234.50, +3,418%). Confirm to save them anyway.',
      fields: { [avocado!]: 'largeMove', [p[1]!]: 'largeMove' },
    });
    expect((await detailOf(s, seller, 'guarded')).version).toBe(2);
    expect(await countRows(s, 'price_history')).toBe(history);

    const dry = await json(save(seller, 'guarded', { ...body, dryRun: true }));
    expect(dry.largeMoveBp).toBe(5000);
    expect(dry.largeMoves).toEqual(
      expect.arrayContaining([
        { list: null, productId: avocado, nameEn: 'Hass Avocado 00000', nameEs: 'ES Hass Avocado 00000', old: '35.09', new: '1234.50', flag: 'largeUp', percent: 3418.1 },
        { list: null, productId: p[1], nameEn: 'Item 00001', nameEs: 'ES Item 00001', old: '20.00', new: '31.00', flag: 'largeUp', percent: 55 },
      ]),
    );
    expect(dry.largeMoves).toHaveLength(2);
    expect((await detailOf(s, seller, 'guarded')).version).toBe(2);

    // A customer cannot save, confirmed or not.
    expect((await save(customer, 'guarded', { ...body, confirmLargeMoves: true })).status).toBe(403);
    const ok = await save(seller, 'guarded', { ...body, confirmLargeMoves: true });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ version: 3, changed: 3, largeMoves: expect.arrayContaining([expect.objectContaining({ productId: avocado, flag: 'largeUp' })]) });
    expect(await pricesOf(s, seller, 'guarded')).toMatchObject({ [avocado!]: '1234.50', [p[1]!]: '31.00', [p[2]!]: '44.00' });

    // The share is the admin's setting: at 100% the +55% move goes through without a confirmation.
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 10000 } });
    expect((await save(seller, 'guarded', { version: 3, changes: [{ productId: p[1], price: '48.00' }] })).status).toBe(200);
    expect((await save(seller, 'guarded', { version: 4, changes: [{ productId: p[1], price: '97.00' }] })).status).toBe(422);
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 5000 } });
  });

  it('refuses a price set to $0.00, for a product in the list or new in it, until an admin or a seller confirms', async () => {
    await createList(s, seller, { name: 'Zeroed', source: { kind: 'copy', from: 'guard-base', adjustment: null, linked: false } });
    const body = { version: 1, changes: [{ productId: p[1], price: '0.00' }, { productId: p[5], price: '0' }] };
    const refused = await save(admin, 'zeroed', body);
    expect(refused.status).toBe(422);
    const error = (await json(refused)).error;
    expect(error).toMatchObject({ code: 'large_move', fields: { [p[1]!]: 'zeroPrice', [p[5]!]: 'zeroPrice' } });
    expect(error.message).toMatch(/^2 prices move by more than 50% or to \$0\.00 \(the largest: .*\$0\.00.*\)\. Confirm to save them anyway\.$/);
    expect((await save(admin, 'zeroed', { ...body, confirmLargeMoves: true })).status).toBe(200);
    expect(await pricesOf(s, seller, 'zeroed')).toMatchObject({ [p[1]!]: '0.00', [p[5]!]: '0.00' });
    // Back from $0.00 is not a move the rule measures (no percent from 0).
    expect((await save(seller, 'zeroed', { version: 2, changes: [{ productId: p[1], price: '10.00' }] })).status).toBe(200);
  });

  it("refuses a linked list clamped to $0.00 by its base's change, keyed slug:product, until confirmed", async () => {
    await createList(s, seller, { name: 'Clamp Base', source: { kind: 'copy', from: 'guard-base', adjustment: null, linked: false } });
    const minusTen = { kind: 'amount', direction: 'down', value: 1000, rounding: 'cent' };
    await createList(s, seller, { name: 'Clamp Follower', source: { kind: 'copy', from: 'clamp-base', adjustment: minusTen, linked: true } });
    expect((await pricesOf(s, seller, 'clamp-follower'))[p[1]!]).toBe('10.00');
    // -50% in the base is within the setting; the follower goes from 10.00 to 0.00 (10.00 - 10.00).
    const body = { version: 1, changes: [{ productId: p[1], price: '10.00' }] };
    const refused = await save(seller, 'clamp-base', body);
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({
      code: 'large_move',
      message: '1 price moves by more than 50% or to $0.00 (the largest: Item 00001 in clamp-follower $10.00 -> $0.00, -100%). Confirm to save it anyway.',
      fields: { [`clamp-follower:${p[1]}`]: 'zeroPrice' },
    });
    const dry = await json(save(seller, 'clamp-base', { ...body, dryRun: true }));
    expect(dry.largeMoves).toEqual([{ list: 'clamp-follower', productId: p[1], nameEn: 'Item 00001', nameEs: 'ES Item 00001', old: '10.00', new: '0.00', flag: 'zero', percent: -100 }]);
    expect((await pricesOf(s, seller, 'clamp-follower'))[p[1]!]).toBe('10.00');
    expect((await save(seller, 'clamp-base', { ...body, confirmLargeMoves: true })).status).toBe(200);
    expect((await pricesOf(s, seller, 'clamp-follower'))[p[1]!]).toBe('0.00');
  });

  it('refuses a list made from another minus $100 (every price $0.00) until confirmed; the preview counts them', async () => {
    const minus100 = { kind: 'amount', direction: 'down', value: 10000, rounding: 'cent' };
    const preview = await json(req('/api/price-lists/preview', { method: 'POST', cookie: seller, json: { from: 'guard-base', adjustment: minus100 } }));
    expect(preview).toMatchObject({ zero: 3, large: 0, largeMoveBp: 5000 });
    expect(preview.items.map((i: { price: string; flag: string | null }) => [i.price, i.flag])).toEqual([
      ['0.00', 'zero'],
      ['0.00', 'zero'],
      ['0.00', 'zero'],
    ]);
    // +80% from the base is a large move too; no adjustment, none.
    const up80 = await json(req('/api/price-lists/preview', { method: 'POST', cookie: seller, json: { from: 'guard-base', adjustment: plus(8000) } }));
    expect(up80).toMatchObject({ zero: 0, large: 3 });
    expect(await json(req('/api/price-lists/preview', { method: 'POST', cookie: seller, json: { from: 'guard-base', adjustment: null } }))).toMatchObject({ zero: 0, large: 0 });
    expect((await req('/api/price-lists/preview', { method: 'POST', cookie: customer, json: { from: 'guard-base', adjustment: minus100 } })).status).toBe(403);

    for (const linked of [false, true]) {
      const input = { name: `Minus Hundred ${linked}`, source: { kind: 'copy', from: 'guard-base', adjustment: minus100, linked } };
      const lists = await countRows(s, 'price_lists');
      const refused = await req('/api/price-lists', { method: 'POST', cookie: seller, json: input });
      expect(refused.status).toBe(422);
      expect((await json(refused)).error).toMatchObject({ code: 'large_move', fields: { [p[1]!]: 'zeroPrice', [p[2]!]: 'zeroPrice', [p[3]!]: 'zeroPrice' } });
      expect(await countRows(s, 'price_lists')).toBe(lists);
      expect((await req('/api/price-lists', { method: 'POST', cookie: customer, json: { ...input, confirmLargeMoves: true } })).status).toBe(403);
      const created = await createList(s, admin, { ...input, confirmLargeMoves: true });
      expect(Object.values(await pricesOf(s, seller, created.slug))).toEqual(['0.00', '0.00', '0.00']);
    }
  });

  it("refuses a change of a linked list's adjustment that moves its prices by more than the setting, until confirmed", async () => {
    await createList(s, seller, { name: 'Doubling', source: { kind: 'copy', from: 'guard-base', adjustment: plus(0), linked: true } });
    const body = { version: 1, base: { from: 'guard-base', linked: true, adjustment: plus(10000) } };
    const refused = await req('/api/price-lists/doubling', { method: 'PATCH', cookie: seller, json: body });
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({ code: 'large_move', fields: { [p[1]!]: 'largeMove', [p[2]!]: 'largeMove', [p[3]!]: 'largeMove' } });
    expect(await detailOf(s, seller, 'doubling')).toMatchObject({ version: 1, adjustment: plus(0) });
    const ok = await req('/api/price-lists/doubling', { method: 'PATCH', cookie: seller, json: { ...body, confirmLargeMoves: true } });
    expect(ok.status).toBe(200);
    expect((await pricesOf(s, seller, 'doubling'))[p[1]!]).toBe('40.00');
  });

  it('a rollback that restores prices far from today’s needs the confirmation too', async () => {
    await createList(s, seller, { name: 'Roll Far', source: { kind: 'copy', from: 'guard-base', adjustment: null, linked: false } });
    await savePrices(s, seller, 'roll-far', [{ productId: p[1]!, price: '80.00' }], { confirmLargeMoves: true });
    const refused = await req('/api/price-lists/roll-far/rollback', { method: 'POST', cookie: seller, json: { version: 2, to: 1 } });
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({ code: 'large_move', fields: { [p[1]!]: 'largeMove' } });
    const ok = await req('/api/price-lists/roll-far/rollback', { method: 'POST', cookie: seller, json: { version: 2, to: 1, confirmLargeMoves: true } });
    expect(await json(ok)).toMatchObject({ version: 3, largeMoves: [expect.objectContaining({ productId: p[1], old: '80.00', new: '20.00', flag: 'largeDown' })] });
  });
});
