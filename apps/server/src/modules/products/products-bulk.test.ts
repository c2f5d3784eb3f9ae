import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt, inArray } from 'drizzle-orm';
import { activity, priceHistory, priceItems, priceLists, priceListVersions, products } from '../../db/schema/index.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import type { ProductChangeRecord } from '@freshprice/shared';

let s: TestServer;
let seller: string;

const data = (n: string, over: Record<string, unknown> = {}) => ({
  nameEn: `Bulk ${n}`,
  nameEs: `Lote ${n}`,
  slug: `bulk-${n}`,
  category: 'fruits',
  unit: 'case',
  packEn: '',
  packEs: '',
  inStock: true,
  quickbooksId: `QB-${n}`,
  quantity: '5',
  prices: { small: '10.00', medium: '9.00', large: '8.00' },
  ...over,
});
// Some new prices double (10.00 -> 20.25): this file measures a big save, the large-move guard is tested in products.test.ts.
const save = (changes: unknown[]) => s.request('/api/products/changes', { method: 'POST', cookie: seller, json: { changes, confirmLargeMoves: true } });

beforeAll(async () => {
  s = await createTestServer();
  seller = (await s.signedInAs('seller')).cookie;
});
afterAll(() => s.close());

describe('a save of 1,000 changes', () => {
  it('runs in a constant number of statements and writes every row, price, history and one activity row', async () => {
    // 550 priced products (500 to update, 50 to delete: archived) and 50 never priced (deleted).
    const setup = await save(Array.from({ length: 550 }, (_, i) => ({ op: 'create', clientId: `s${i}`, data: data(`old-${i}`) })));
    expect(setup.status).toBe(200);
    const setupIds = (await json(setup)).ids as Record<string, string>;
    const priced = Array.from({ length: 550 }, (_, i) => setupIds[`s${i}`]!);
    const unpriced = (
      await s.database.db
        .insert(products)
        .values(Array.from({ length: 50 }, (_, i) => ({ slug: `bare-${i}`, nameEn: `Bare ${i}`, nameEs: `Sin ${i}`, unit: 'case' })))
        .returning({ id: products.id })
    ).map((r) => r.id);
    const [{ id: lastActivity }] = await s.database.db.select({ id: activity.id }).from(activity).orderBy(desc(activity.id)).limit(1);

    const changes = [
      ...Array.from({ length: 400 }, (_, i) => ({ op: 'create', clientId: `n${i}`, data: data(`new-${i}`, { quantity: String(i) }) })),
      ...priced.slice(0, 500).map((id, i) => ({
        op: 'update',
        id,
        version: 1,
        // Every other one renamed; all get new small and large prices and a new quantity; the
        // QuickBooks ids of the first two are swapped, which needs the keys parked first.
        data: data(`old-${i}`, {
          nameEn: i % 2 ? `Bulk old-${i}` : `Renamed ${i}`,
          quantity: '7.5',
          quickbooksId: i === 0 ? 'QB-old-1' : i === 1 ? 'QB-old-0' : `QB-old-${i}`,
          prices: { small: `${11 + (i % 10)}.25`, medium: '9.00', large: '7.99' },
        }),
      })),
      ...priced.slice(500).map((id) => ({ op: 'delete', id, version: 1 })),
      ...unpriced.map((id) => ({ op: 'delete', id, version: 1 })),
    ];
    expect(changes).toHaveLength(1000);

    const statements: string[] = [];
    const stop = s.database.onQuery((q) => statements.push(q));
    const started = performance.now();
    const res = await save(changes);
    const ms = performance.now() - started;
    stop();
    const body = await json(res);
    expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(200);
    console.info(`[bulk] ${s.database.kind}: 1,000 changes saved in ${Math.round(ms)} ms with ${statements.length} statements`);
    // The product writes, then one version of each of the three standard lists through the
    // price-list service (about ten statements a list): constant, whatever the size of the save.
    expect(statements.length).toBeLessThanOrEqual(45);
    expect(body).toMatchObject({ created: 400, updated: 500, archived: 50, deleted: 50 });

    // Creates: ids map back to the right rows, with their prices and three history rows each.
    const created = await s.database.db.select().from(products).where(eq(products.id, body.ids.n7));
    expect(created[0]).toMatchObject({ slug: 'bulk-new-7', nameEn: 'Bulk new-7', quantity: '7.00', version: 1 });
    expect(Object.keys(body.ids)).toHaveLength(400);
    expect(new Set(Object.values(body.ids)).size).toBe(400);
    const newPrices = await s.database.db.select().from(priceItems).where(eq(priceItems.productId, body.ids.n399));
    expect(newPrices.map((p) => p.price).sort()).toEqual(['10.00', '8.00', '9.00']);

    // Updates: fields, versions, swapped keys, prices and history of the changed tiers only.
    const [u0, u1, u3] = await Promise.all(
      [0, 1, 3].map(async (i) => (await s.database.db.select().from(products).where(eq(products.id, priced[i]!)))[0]!),
    );
    expect(u0).toMatchObject({ nameEn: 'Renamed 0', quickbooksId: 'QB-old-1', quantity: '7.50', version: 2, slug: 'bulk-old-0' });
    expect(u1).toMatchObject({ nameEn: 'Bulk old-1', quickbooksId: 'QB-old-0', version: 2 });
    expect(u3).toMatchObject({ nameEn: 'Bulk old-3', quantity: '7.50', version: 2 });
    const slugOf = new Map((await s.database.db.select({ id: priceLists.id, slug: priceLists.slug }).from(priceLists)).map((l) => [l.id, l.slug]));
    const p3 = await s.database.db.select().from(priceItems).where(eq(priceItems.productId, priced[3]!));
    expect(Object.fromEntries(p3.map((p) => [slugOf.get(p.priceListId), p.price]))).toEqual({
      'small-business': '14.25',
      'medium-business': '9.00',
      'large-business': '7.99',
    });
    const h3 = await s.database.db.select().from(priceHistory).where(eq(priceHistory.productId, priced[3]!));
    expect(h3).toHaveLength(5); // three at creation, then small and large
    expect(h3.filter((h) => h.oldPrice !== null).map((h) => `${slugOf.get(h.priceListId)}:${h.oldPrice}->${h.newPrice}`).sort()).toEqual([
      'large-business:8.00->7.99',
      'small-business:10.00->14.25',
    ]);

    // Each standard list got exactly one new version for the save, recording its price changes.
    const versions = await s.database.db
      .select({ slug: priceLists.slug, number: priceListVersions.number, added: priceListVersions.added, changed: priceListVersions.changed })
      .from(priceListVersions)
      .innerJoin(priceLists, eq(priceLists.id, priceListVersions.priceListId))
      .where(eq(priceListVersions.number, 3));
    expect(Object.fromEntries(versions.map((v) => [v.slug, [v.added, v.changed]]))).toEqual({
      'small-business': [400, 500],
      'medium-business': [400, 0],
      'large-business': [400, 500],
    });

    // Deletes: priced ones archived, bare ones gone.
    const archived = await s.database.db.select().from(products).where(inArray(products.id, priced.slice(500)));
    expect(archived.every((p) => p.archivedAt !== null)).toBe(true);
    expect(await s.database.db.select().from(products).where(inArray(products.id, unpriced))).toHaveLength(0);

    // Activity: one row for the save, listing every product with what changed.
    const acts = await s.database.db.select().from(activity).where(gt(activity.id, lastActivity));
    const saveRows = acts.filter((a) => (a.details as { count?: number }).count === 1000);
    expect(saveRows).toHaveLength(1);
    expect(saveRows[0]).toMatchObject({ resourceType: 'products', resourceId: 'batch', action: 'updated' });
    const records = (saveRows[0]!.details as { changes: ProductChangeRecord[] }).changes;
    expect(records.filter((r) => r.action === 'created')).toHaveLength(400);
    expect(records.filter((r) => r.action === 'deleted' && r.archived)).toHaveLength(50);
    const r0 = records.find((r) => r.id === priced[0]);
    expect(r0).toMatchObject({
      name: 'Renamed 0',
      action: 'updated',
      old: { nameEn: 'Bulk old-0', quickbooksId: 'QB-old-0', quantity: '5.00' },
      new: { nameEn: 'Renamed 0', quickbooksId: 'QB-old-1', quantity: '7.50' },
      quantity: { old: '5.00', new: '7.50' },
    });
    expect(r0!.prices?.map((p) => `${p.tier}:${p.action}:${p.old}->${p.new}`).sort()).toEqual([
      'large:updated:8.00->7.99',
      'small:updated:10.00->11.25',
    ]);
    const all = await s.database.db.select({ n: priceItems.productId }).from(priceItems).where(inArray(priceItems.productId, Object.values(body.ids) as string[]));
    expect(all).toHaveLength(1200);
  });
});
