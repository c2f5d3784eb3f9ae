import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { desc, eq, sql } from 'drizzle-orm';
import { activity, priceHistory, priceListShares, priceLists, products, storedFiles } from '../../db/schema/index.js';
import { createLogger } from '../../lib/logger.js';
import { createTestServer, json, listIdOf, type TestServer } from '../../test/harness.js';
import type { ProductChangeRecord } from '@freshprice/shared';
import { createProductsService } from './products.service.js';

let s: TestServer;
let admin: string;
let seller: string;
let customer: string;
let customerId: string;

const product = (over: Record<string, unknown> = {}) => ({
  nameEn: 'Golden Pineapple',
  nameEs: 'Piña dorada',
  slug: 'golden-pineapple',
  category: 'fruits',
  unit: 'case',
  packEn: '6 ct case',
  packEs: 'caja de 6 u.',
  inStock: true,
  quickbooksId: null,
  quantity: '10',
  prices: { small: '30.50', medium: '28.67', large: '26.84' },
  ...over,
});

/** The per-product changes an activity row of a save lists. */
const changesOf = (row: typeof activity.$inferSelect) => (row.details as { changes: ProductChangeRecord[] }).changes;
const storedKeys = async () => (await s.database.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key).sort();
const bySlugRow = async (slug: string) => (await s.database.db.select().from(products).where(eq(products.slug, slug)))[0];

const save = (cookie: string, changes: unknown[]) => s.request('/api/products/changes', { method: 'POST', cookie, json: { changes } });
const managed = async (cookie = seller) => (await json(s.request('/api/products/manage', { cookie }))).items;
const createOne = async (over: Record<string, unknown> = {}) => {
  const res = await save(seller, [{ op: 'create', clientId: 'n1', data: product(over) }]);
  expect(res.status).toBe(200);
  return (await json(res)).ids.n1 as string;
};

beforeAll(async () => {
  s = await createTestServer();
  admin = (await s.signedInAs('admin')).cookie;
  seller = (await s.signedInAs('seller')).cookie;
  const c = await s.signedInAs('customer');
  customer = c.cookie;
  customerId = (await json(s.request('/api/me', { cookie: customer }))).user.id;
});
afterAll(() => s.close());

describe('who may call the product routes', () => {
  it('lets any signed-in user read, only staff manage', async () => {
    expect((await s.request('/api/products')).status).toBe(401);
    expect((await s.request('/api/products', { cookie: customer })).status).toBe(200);
    expect((await s.request('/api/products/manage', { cookie: customer })).status).toBe(403);
    expect((await save(customer, [{ op: 'create', clientId: 'x', data: product() }])).status).toBe(403);
    expect((await s.request('/api/products/manage', { cookie: admin })).status).toBe(200);
  });
});

describe('saving changes', () => {
  it('creates a product with its tier prices, history and activity in one transaction', async () => {
    const id = await createOne();
    const row = (await managed()).find((p: { id: string }) => p.id === id);
    expect(row).toMatchObject({ nameEs: 'Piña dorada', version: 1, quantity: '10.00', prices: { small: '30.50', medium: '28.67', large: '26.84' } });
    const history = await s.database.db.select().from(priceHistory).where(eq(priceHistory.productId, id));
    expect(history).toHaveLength(3);
    const acts = await s.database.db.select().from(activity).where(eq(activity.resourceId, id));
    expect(acts.map((a) => `${a.resourceType}:${a.action}`)).toEqual(['products:created']);
    expect(acts[0].userEmail).toMatch(/^seller-/);
  });

  it("answers each new product's id under the client's own id, whatever that id is", async () => {
    const res = await save(seller, [
      { op: 'create', clientId: '__proto__', data: product({ slug: 'proto-one', nameEn: 'Proto One' }) },
      { op: 'create', clientId: 'constructor', data: product({ slug: 'proto-two', nameEn: 'Proto Two' }) },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.text()) as string;
    const ids = JSON.parse(body).ids as Record<string, string>;
    const rows = await managed();
    const idOf = (slug: string) => rows.find((p: { slug: string }) => p.slug === slug).id as string;
    expect(Object.getOwnPropertyDescriptor(ids, '__proto__')?.value).toBe(idOf('proto-one'));
    expect(Object.getOwnPropertyDescriptor(ids, 'constructor')?.value).toBe(idOf('proto-two'));
  });

  it('updates fields and prices, bumps the version and records old and new values', async () => {
    const id = await createOne({ slug: 'upd-1', nameEn: 'Update Me' });
    const res = await save(seller, [
      { op: 'update', id, version: 1, data: product({ slug: 'upd-1', nameEn: 'Updated', inStock: false, quantity: '4', prices: { small: '31.00', medium: '28.67', large: '26.84' } }) },
    ]);
    expect(res.status).toBe(200);
    const row = (await managed()).find((p: { id: string }) => p.id === id);
    expect(row).toMatchObject({ nameEn: 'Updated', inStock: false, version: 2, prices: { small: '31.00', medium: '28.67', large: '26.84' } });
    // One activity row per save, each product's changes in its details.
    const acts = await s.database.db.select().from(activity).where(eq(activity.resourceId, id)).orderBy(activity.id);
    expect(acts.map((a) => `${a.resourceType}:${a.action}`)).toEqual(['products:created', 'products:updated']);
    const [change] = changesOf(acts[1]);
    expect(change).toMatchObject({ id, old: { nameEn: 'Update Me', inStock: true }, new: { nameEn: 'Updated', inStock: false } });
    expect(change.quantity).toMatchObject({ old: '10.00', new: '4.00' });
    const priceActions = acts.flatMap((a) => changesOf(a).flatMap((c) => (c.prices ?? []).map((p) => p.action)));
    // Three created with the product; then small changed.
    expect(priceActions.sort()).toEqual(['created', 'created', 'created', 'updated']);
  });

  it('keeps the cost when an edit leaves it out, sets it, and clears it with null', async () => {
    const id = await createOne({ slug: 'costly', nameEn: 'Costly', cost: '7.5' });
    const costOf = async () => (await managed()).find((p: { id: string }) => p.id === id).cost;
    expect(await costOf()).toBe('7.50');
    expect((await save(seller, [{ op: 'update', id, version: 1, data: product({ slug: 'costly', nameEn: 'Costly too' }) }])).status).toBe(200);
    expect(await costOf()).toBe('7.50');
    expect((await save(seller, [{ op: 'update', id, version: 2, data: product({ slug: 'costly', nameEn: 'Costly', cost: '8' }) }])).status).toBe(200);
    expect(await costOf()).toBe('8.00');
    const [last] = await s.database.db.select().from(activity).where(eq(activity.resourceId, id)).orderBy(desc(activity.id)).limit(1);
    expect(changesOf(last!)[0]).toMatchObject({ old: { cost: '7.50' }, new: { cost: '8.00' } });
    expect((await save(seller, [{ op: 'update', id, version: 3, data: product({ slug: 'costly', nameEn: 'Costly', cost: null }) }])).status).toBe(200);
    expect(await costOf()).toBeNull();
    const bad = await save(seller, [{ op: 'update', id, version: 4, data: product({ slug: 'costly', nameEn: 'Costly', cost: '-1' }) }]);
    expect(bad.status).toBe(400);
  });

  it('refuses tier prices below cost plus the minimum margin, naming the cells, and saves nothing', async () => {
    const settings = await s.request('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1000 } });
    expect(settings.status).toBe(200);
    try {
      const id = await createOne({ slug: 'thin-margin', nameEn: 'Thin margin', cost: '10' });
      const res = await save(seller, [
        { op: 'update', id, version: 1, data: product({ slug: 'thin-margin', nameEn: 'Thin margin', prices: { small: '11.11', medium: '11.12', large: '10.50' } }) },
        { op: 'create', clientId: 'fresh', data: product({ slug: 'thin-new', nameEn: 'Thin new', cost: '5', prices: { small: '5.55', medium: '5.56', large: '5.56' } }) },
      ]);
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.error.code).toBe('validation_failed');
      // A 10% gross margin on a cost of 10.00 needs 11.12 (10.00 / 0.9 = 11.11…); on 5.00, 5.56.
      expect(body.error.fields).toEqual({ [`${id}.prices.small`]: 'belowFloor', [`${id}.prices.large`]: 'belowFloor', 'fresh.prices.small': 'belowFloor' });
      expect(await bySlugRow('thin-new')).toBeUndefined();
      expect((await bySlugRow('thin-margin'))!.version).toBe(1);
    } finally {
      await s.request('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 0 } });
    }
  });

  it('refuses tier prices set to $0.00 or moved by more than the large-move setting with large_move naming the cells, until confirmed', async () => {
    const id = await createOne({ slug: 'big-move', nameEn: 'Big move', prices: { small: '10.00', medium: '10.00', large: '10.00' } });
    const changes = [
      { op: 'update', id, version: 1, data: product({ slug: 'big-move', nameEn: 'Big move', prices: { small: '100.00', medium: '0.00', large: '11.00' } }) },
      { op: 'create', clientId: 'free', data: product({ slug: 'free-new', nameEn: 'Free new', prices: { small: '0', medium: '5.00', large: '5.00' } }) },
    ];
    const refused = await save(seller, changes);
    expect(refused.status).toBe(422);
    const body = await json(refused);
    expect(body.error).toMatchObject({
      code: 'large_move',
      message: '3 prices move by more than the large-move share or to $0.00 (here or in a list that follows this tier). Confirm to save them anyway.',
      fields: { [`${id}.prices.small`]: 'largeMove', [`${id}.prices.medium`]: 'zeroPrice', 'free.prices.small': 'zeroPrice' },
    });
    expect(await bySlugRow('free-new')).toBeUndefined();
    expect((await bySlugRow('big-move'))!.version).toBe(1);
    expect((await s.request('/api/products/changes', { method: 'POST', cookie: customer, json: { changes, confirmLargeMoves: true } })).status).toBe(403);
    const ok = await s.request('/api/products/changes', { method: 'POST', cookie: seller, json: { changes, confirmLargeMoves: true } });
    expect(ok.status).toBe(200);
    expect((await bySlugRow('big-move'))!.version).toBe(2);
    expect(await bySlugRow('free-new')).toBeDefined();
  });

  it('refuses a save based on an older version, changing nothing (concurrent edit)', async () => {
    const id = await createOne({ slug: 'race', nameEn: 'Race' });
    expect((await save(admin, [{ op: 'update', id, version: 1, data: product({ slug: 'race', nameEn: 'Admin was first' }) }])).status).toBe(200);
    const other = await createOne({ slug: 'race-2', nameEn: 'Race 2' });
    const late = await save(seller, [
      { op: 'update', id: other, version: 1, data: product({ slug: 'race-2', nameEn: 'Would be saved' }) },
      { op: 'update', id, version: 1, data: product({ slug: 'race', nameEn: 'Seller overwrites' }) },
    ]);
    expect(late.status).toBe(409);
    const body = await json(late);
    expect(body.error.code).toBe('conflict');
    expect(body.error.fields).toEqual({ [id]: 'changed' });
    const rows = await managed();
    expect(rows.find((p: { id: string }) => p.id === id).nameEn).toBe('Admin was first');
    expect(rows.find((p: { id: string }) => p.id === other).nameEn).toBe('Race 2'); // the whole batch rolled back
  });

  it('two saves at the same moment: exactly one wins', async () => {
    const id = await createOne({ slug: 'same-time', nameEn: 'Same time' });
    const [a, b] = await Promise.all([
      save(admin, [{ op: 'update', id, version: 1, data: product({ slug: 'same-time', nameEn: 'A' }) }]),
      save(seller, [{ op: 'update', id, version: 1, data: product({ slug: 'same-time', nameEn: 'B' }) }]),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('rejects bad input with per-field keys: missing names, invalid price, taken slug', async () => {
    const bad = await save(seller, [{ op: 'create', clientId: 'b', data: product({ nameEn: '', nameEs: '', prices: { small: '1.234', medium: 'abc', large: null } }) }]);
    expect(bad.status).toBe(400);
    const fields = (await json(bad)).error.fields;
    expect(fields).toMatchObject({
      'changes.0.data.nameEn': 'nameEnRequired',
      'changes.0.data.nameEs': 'nameEsRequired',
      'changes.0.data.prices.small': 'invalidPrice',
      'changes.0.data.prices.medium': 'invalidPrice',
    });
    await createOne({ slug: 'taken', nameEn: 'Taken' });
    const dup = await save(seller, [{ op: 'create', clientId: 'c9', data: product({ slug: 'taken', nameEn: 'Other' }) }]);
    expect(dup.status).toBe(400);
    expect((await json(dup)).error.fields).toEqual({ 'c9.slug': 'slugTaken' });
    // A name that would break a line or read backwards in the WhatsApp message and the sheet.
    const hidden = await save(seller, [{ op: 'create', clientId: 'h', data: product({ nameEn: 'Kiwi\n```\n*FREE*', nameEs: 'Kiwi\u202e', packEn: 'x\u200b' }) }]);
    expect(hidden.status).toBe(400);
    expect((await json(hidden)).error.fields).toMatchObject({
      'changes.0.data.nameEn': 'textInvalid',
      'changes.0.data.nameEs': 'textInvalid',
      'changes.0.data.packEn': 'textInvalid',
    });
  });

  it('deletes an unused product, archives one used in price lists (history kept)', async () => {
    // Every saved product has prices, so one never priced (as an import could leave it) is made directly.
    const [{ id: unused }] = await s.database.db
      .insert(products)
      .values({ slug: 'unused', nameEn: 'Unused', nameEs: 'Sin uso', unit: 'case' })
      .returning({ id: products.id });
    const used = await createOne({ slug: 'used', nameEn: 'Used' });
    const res = await save(seller, [
      { op: 'delete', id: unused, version: 1 },
      { op: 'delete', id: used, version: 1 },
    ]);
    expect(await json(res)).toMatchObject({ deleted: 1, archived: 1 });
    expect(await s.database.db.select().from(products).where(eq(products.id, unused))).toHaveLength(0);
    const [archived] = await s.database.db.select().from(products).where(eq(products.id, used));
    expect(archived.archivedAt).not.toBeNull();
    expect((await s.database.db.select().from(priceHistory).where(eq(priceHistory.productId, used))).length).toBe(3);
    expect((await managed()).some((p: { id: string }) => p.id === used)).toBe(false);
    expect((await s.request('/api/public/products/used')).status).toBe(404);
    const acts = await s.database.db.select().from(activity).where(eq(activity.action, 'deleted'));
    const deletions = acts.filter((a) => a.resourceType === 'products').flatMap(changesOf);
    expect(deletions.map((c) => c.id)).toEqual(expect.arrayContaining([unused, used]));
    expect(deletions.find((c) => c.id === used)).toMatchObject({ action: 'deleted', archived: true, old: { nameEn: 'Used' } });
  });
});

describe('one save touching a product more than once, or racing another save', () => {
  const bySlug = async (slug: string) => (await managed()).find((p: { slug: string }) => p.slug === slug);

  it('refuses a product both updated and deleted, naming it, and changes nothing', async () => {
    const id = await createOne({ slug: 'twice', nameEn: 'Twice Kiwi' });
    const res = await save(seller, [
      { op: 'update', id, version: 1, data: product({ slug: 'twice', nameEn: 'Renamed' }) },
      { op: 'delete', id, version: 1 },
    ]);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ [id]: 'repeatedInSave' });
    expect(error.message).toContain('Twice Kiwi');
    expect((await bySlug('twice')).nameEn).toBe('Twice Kiwi');
  });

  it('refuses two updates of one product and two new rows with one client id', async () => {
    const id = await createOne({ slug: 'two-updates', nameEn: 'Two Updates' });
    const updates = await save(seller, [
      { op: 'update', id, version: 1, data: product({ slug: 'two-updates', nameEn: 'A' }) },
      { op: 'update', id, version: 1, data: product({ slug: 'two-updates', nameEn: 'B' }) },
    ]);
    expect(updates.status).toBe(400);
    expect((await json(updates)).error.fields).toEqual({ [id]: 'repeatedInSave' });
    const creates = await save(seller, [
      { op: 'create', clientId: 'same', data: product({ slug: 'same-a', nameEn: 'Same A' }) },
      { op: 'create', clientId: 'same', data: product({ slug: 'same-b', nameEn: 'Same B' }) },
    ]);
    expect(creates.status).toBe(400);
    expect((await json(creates)).error.message).toContain('Same A');
  });

  it('counts a product deleted twice in one save once', async () => {
    const id = await createOne({ slug: 'gone-twice', nameEn: 'Gone Twice' });
    const res = await save(seller, [
      { op: 'delete', id, version: 1 },
      { op: 'delete', id, version: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ deleted: 0, archived: 1 });
    const acts = await s.database.db.select().from(activity).where(eq(activity.resourceId, id));
    expect(acts.filter((a) => a.action === 'deleted')).toHaveLength(1);
  });

  it('swaps URL names and QuickBooks ids between two products in one save', async () => {
    const a = await createOne({ slug: 'swap-a', nameEn: 'Swap A', quickbooksId: 'QB-SWAP-A' });
    const b = await createOne({ slug: 'swap-b', nameEn: 'Swap B', quickbooksId: 'QB-SWAP-B' });
    const res = await save(seller, [
      { op: 'update', id: a, version: 1, data: product({ slug: 'swap-b', nameEn: 'Swap A', quickbooksId: 'QB-SWAP-B' }) },
      { op: 'update', id: b, version: 1, data: product({ slug: 'swap-a', nameEn: 'Swap B', quickbooksId: 'QB-SWAP-A' }) },
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await bySlug('swap-b')).toMatchObject({ id: a, quickbooksId: 'QB-SWAP-B', version: 2 });
    expect(await bySlug('swap-a')).toMatchObject({ id: b, quickbooksId: 'QB-SWAP-A', version: 2 });
  });

  it('lets a new product take the URL name another one gives up in the same save', async () => {
    const old = await createOne({ slug: 'handed-on', nameEn: 'Handed On' });
    const res = await save(seller, [
      { op: 'create', clientId: 'heir', data: product({ slug: 'handed-on', nameEn: 'Heir' }) },
      { op: 'update', id: old, version: 1, data: product({ slug: 'handed-on-old', nameEn: 'Handed On' }) },
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await bySlug('handed-on')).nameEn).toBe('Heir');
  });

  it('two creates with the same URL name at the same moment: one is saved, the other refused naming it', async () => {
    const create = (cookie: string, name: string) => save(cookie, [{ op: 'create', clientId: 'n1', data: product({ slug: 'same-slug-race', nameEn: name }) }]);
    const results = await Promise.all([create(seller, 'Racer One'), create(admin, 'Racer Two')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const loser = await json(results.find((r) => r.status !== 200)!);
    expect(loser.error.fields).toEqual({ 'n1.slug': 'slugTaken' });
  });

  it('maps the database unique index to 409 when another save commits the URL name in between', async () => {
    // Another transaction takes the slug and commits only after this save has checked it is free.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const other = s.database.db.transaction(async (tx) => {
      await tx.insert(products).values({ slug: 'taken-meanwhile', nameEn: 'First', nameEs: 'Primero', unit: 'case' });
      await held;
    });
    const pending = save(seller, [{ op: 'create', clientId: 'late', data: product({ slug: 'taken-meanwhile', nameEn: 'Late Kiwi' }) }]);
    if (process.env.TEST_DB === 'postgres') {
      // The save has passed its own check once its insert waits on the other transaction's row.
      await expect.poll(async () => {
        const r = await s.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      }, { timeout: 10_000 }).toBeGreaterThan(0);
    }
    commit();
    await other;
    const res = await pending;
    const body = await json(res);
    // PGlite runs one transaction at a time, so there the save sees the committed row in its check.
    expect(res.status, JSON.stringify(body)).toBe(process.env.TEST_DB === 'postgres' ? 409 : 400);
    expect(body.error.fields).toEqual({ 'late.slug': 'slugTaken' });
    if (res.status === 409) {
      expect(body.error.code).toBe('key_taken');
      expect(body.error.message).toContain('Late Kiwi');
      expect(body.error.message).toContain('taken-meanwhile');
    }
  });
});

describe('what each role sees', () => {
  it('staff see the three tiers; a customer sees only the lists shared with them', async () => {
    const id = await createOne({ slug: 'seen', nameEn: 'Seen' });
    const forStaff = (await json(s.request('/api/products', { cookie: seller }))).items.find((p: { id: string }) => p.id === id);
    expect(forStaff.prices.map((p: { tier: string }) => p.tier).sort()).toEqual(['large', 'medium', 'small']);
    let forCustomer = (await json(s.request('/api/products', { cookie: customer }))).items.find((p: { id: string }) => p.id === id);
    expect(forCustomer.prices).toEqual([]);
    const medium = await listIdOf(s.database.db, 'medium-business');
    await s.database.db.insert(priceListShares).values({ priceListId: medium, userId: customerId });
    forCustomer = (await json(s.request('/api/products', { cookie: customer }))).items.find((p: { id: string }) => p.id === id);
    expect(forCustomer.prices).toEqual([{ listId: medium, listName: 'Medium business', tier: 'medium', price: '28.67' }]);
    expect(await s.database.db.select().from(priceLists)).toHaveLength(3);
  });
});

describe('bounded lists', () => {
  type Page = { items: { id: string; nameEn: string }[]; next: string | null };
  const page = async (path: string, cookie: string) => {
    const res = await s.request(path, { cookie });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Page;
  };

  it('pages both lists by (name, id), following next to the end without gaps or repeats', async () => {
    for (const n of ['Paging A', 'Paging B', 'Paging B', 'Paging C']) await createOne({ slug: `p-${randomUUID().slice(0, 8)}`, nameEn: n });
    for (const [path, cookie] of [['/api/products', customer], ['/api/products/manage', seller]] as const) {
      const all = await page(`${path}?limit=1000`, cookie);
      expect(all.next).toBeNull();
      const paging = all.items.filter((p) => p.nameEn.startsWith('Paging '));
      expect(paging.map((p) => p.nameEn)).toEqual(['Paging A', 'Paging B', 'Paging B', 'Paging C']);
      expect(paging[1]!.id < paging[2]!.id).toBe(true);
      const seen: string[] = [];
      let next: string | null = '';
      for (let n = 0; next !== null; n++) {
        const got: Page = await page(`${path}?limit=3${next ? `&cursor=${next}` : ''}`, cookie);
        expect(got.items.length).toBeLessThanOrEqual(3);
        if (got.next) expect(got.items).toHaveLength(3);
        seen.push(...got.items.map((p) => p.id));
        next = got.next;
        expect(n).toBeLessThan(100);
      }
      expect(seen).toEqual(all.items.map((p) => p.id));
    }
  });

  it('refuses a page size over 1,000 and a cursor that is not a product id', async () => {
    expect((await s.request('/api/products?limit=1001', { cookie: seller })).status).toBe(400);
    const bad = await s.request('/api/products/manage?cursor=abc', { cookie: seller });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields).toEqual({ cursor: 'invalidCursor' });
  });

  it('defaults to pages of 500', async () => {
    const { items } = await page('/api/products/manage', seller);
    expect(items.length).toBeLessThanOrEqual(500);
  });
});

describe('conditional reads', () => {
  it('answers 304 to the ETag it sent, per caller, and a new ETag after a save', async () => {
    for (const path of ['/api/products', '/api/products/manage?limit=50']) {
      const first = await s.request(path, { cookie: seller });
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await s.request(path, { cookie: seller, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      // Another caller's prices may differ: the tag is not theirs.
      expect((await s.request(path, { cookie: admin, headers: { 'if-none-match': etag } })).status).toBe(200);
      await createOne({ slug: `etag-${randomUUID().slice(0, 8)}`, nameEn: 'After the tag' });
      const after = await s.request(path, { cookie: seller, headers: { 'if-none-match': etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
    }
  });
});

describe('images', () => {
  const upload = (cookie: string, id: string, bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
    const form = new FormData();
    form.set('file', new File([bytes], name, { type }));
    return s.request(`/api/products/${id}/image`, { method: 'POST', cookie, body: form });
  };

  it('re-encodes a real image into the sizes the pages use', async () => {
    const id = await createOne({ slug: 'with-image', nameEn: 'With image' });
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } }).png().toBuffer();
    const res = await upload(seller, id, png);
    expect(res.status).toBe(200);
    const { imageUrl, version } = await json(res);
    expect(imageUrl).toMatch(/^\/uploads\/products\/.+-480\.webp$/);
    expect(version).toBe(2);
    const served = await s.request(imageUrl);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480 });
    expect(served.headers.get('cache-control')).toContain('immutable');
  });

  it('refuses a fake PNG, a 6 MB file, and customers', async () => {
    const id = await createOne({ slug: 'no-image', nameEn: 'No image' });
    const fake = new TextEncoder().encode('<?php echo "not an image"; ?>');
    const res = await upload(seller, id, fake, 'evil.png');
    expect(res.status).toBe(415);
    expect((await json(res)).error.message).toBe('Only image files are allowed.');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(seller, id, big);
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).error.code).toBe('image_too_large');
    expect((await upload(customer, id, fake)).status).toBe(403);
  });

  it('answers 404 for an image of a product that does not exist, storing no file', async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#c33' } }).png().toBuffer();
    const before = await storedKeys();
    const missing = randomUUID();
    const res = await upload(seller, missing, png);
    expect(res.status).toBe(404);
    expect(await storedKeys()).toEqual(before);
  });

  it('leaves no stored file when the transaction fails after storing them', async () => {
    const id = await createOne({ slug: 'rolled-back-image', nameEn: 'Rolled back image' });
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } }).png().toBuffer();
    const before = await storedKeys();
    // A caller whose user row does not exist: the activity row, written last, breaks its foreign key.
    const ghost = { id: 'no-such-user', email: 'ghost@example.com', name: 'Ghost', role: 'admin' as const };
    const service = createProductsService({ db: s.database.db, logger: createLogger('silent') });
    await expect(service.uploadImage({ actor: ghost, input: { id, bytes: new Uint8Array(png), size: png.byteLength } })).rejects.toThrow();
    expect(await storedKeys()).toEqual(before);
    expect((await bySlugRow('rolled-back-image'))?.imageUrl).toBeNull();
  });

  it('sets an image URL, refusing a malformed one', async () => {
    const id = await createOne({ slug: 'url-image', nameEn: 'URL image' });
    const put = (url: string) => s.request(`/api/products/${id}/image-url`, { method: 'PUT', cookie: seller, json: { url } });
    const bad = await put('javascript:alert(1)');
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.url).toBe('invalidImageUrl');
    const ok = await put('https://images.example/pina.jpg');
    expect(ok.status).toBe(200);
    expect((await json(s.request('/api/public/products/url-image'))).imageUrl).toBe('https://images.example/pina.jpg');
    expect((await s.request('/api/products/00000000-0000-4000-8000-000000000000/image-url', { method: 'PUT', cookie: seller, json: { url: 'https://a.example/b.png' } })).status).toBe(404);
  });
});
