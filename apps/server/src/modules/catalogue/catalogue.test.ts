import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { priceHistory, priceItems, products } from '../../db/schema/index.js';
import { createTestServer, json, listIdOf, type TestServer } from '../../test/harness.js';

let s: TestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await createTestServer();
  const rows = await s.database.db
    .insert(products)
    .values([
      { slug: 'pina', nameEn: 'Golden Pineapple', nameEs: 'Piña dorada', category: 'fruits', unit: 'case', packEn: '6 ct case', packEs: 'caja de 6 u.' },
      { slug: 'sandia', nameEn: 'Seedless Watermelon', nameEs: 'Sandía sin semilla', category: 'fruits', unit: 'each', inStock: false },
      { slug: 'cilantro', nameEn: 'Cilantro', nameEs: 'Cilantro', category: 'herbs', unit: 'case' },
      { slug: 'mystery-box', nameEn: 'Assorted Box', nameEs: 'Caja surtida', category: null, unit: 'box' },
      { slug: 'old-thing', nameEn: 'Retired Item', nameEs: 'Artículo retirado', category: 'fruits', unit: 'lb', archivedAt: new Date() },
    ])
    .returning({ id: products.id, slug: products.slug });
  for (const r of rows) ids[r.slug] = r.id;
  const old = new Date(Date.now() - 30 * 86_400_000);
  const small = await listIdOf(s.database.db, 'small-business');
  const medium = await listIdOf(s.database.db, 'medium-business');
  const large = await listIdOf(s.database.db, 'large-business');
  await s.database.db.insert(priceItems).values([
    { priceListId: small, productId: ids.pina, price: '30.50', priceChangedAt: old },
    { priceListId: medium, productId: ids.pina, price: '28.67', priceChangedAt: old },
    { priceListId: large, productId: ids.pina, price: '26.84', priceChangedAt: new Date() },
    { priceListId: small, productId: ids.sandia, price: '7', priceChangedAt: old },
  ]);
  // The large tier's pineapple was 25.00 for a month and moved to 26.84 today.
  await s.database.db.insert(priceHistory).values([
    { priceListId: large, productId: ids.pina, version: 1, oldPrice: null, newPrice: '25.00', changedAt: old },
    { priceListId: large, productId: ids.pina, version: 2, oldPrice: '25.00', newPrice: '26.84', changedAt: new Date() },
  ]);
});
afterAll(() => s.close());

const list = async (query = '') => json(s.request(`/api/public/products${query}`));

describe('GET /api/public/products', () => {
  it('lists live products without prices, archived ones left out', async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(body.items.map((p: { slug: string }) => p.slug).sort()).toEqual(['cilantro', 'mystery-box', 'pina', 'sandia']);
    expect(JSON.stringify(body)).not.toMatch(/price/i);
  });

  it('filters by category, the landing alias, uncategorized, and availability, combined', async () => {
    expect((await list('?category=fruits')).total).toBe(2);
    expect((await list('?category=uncategorized')).items[0].slug).toBe('mystery-box');
    expect((await list('?category=dried')).total).toBe(0);
    expect((await list('?availability=out_of_stock')).items.map((p: { slug: string }) => p.slug)).toEqual(['sandia']);
    expect((await list('?category=fruits&availability=in_stock')).items.map((p: { slug: string }) => p.slug)).toEqual(['pina']);
  });

  it('searches both languages, ignoring case and accents', async () => {
    expect((await list('?q=PINA')).items[0].slug).toBe('pina');
    expect((await list('?q=piña')).items[0].slug).toBe('pina');
    expect((await list('?q=pineapple')).items[0].slug).toBe('pina');
    expect((await list('?q=sandia')).items[0].slug).toBe('sandia');
    expect((await list('?q=100%25')).total).toBe(0); // a literal %, not a wildcard
  });

  it('pages and bounds the list', async () => {
    const page = await list('?pageSize=2&page=2');
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    // Past the last page: no rows, the total still right.
    expect(await list('?pageSize=2&page=5')).toMatchObject({ items: [], total: 4, page: 5 });
    expect((await list('?q=zzz')).total).toBe(0);
    expect((await s.request('/api/public/products?pageSize=501')).status).toBe(400);
  });

  it('answers a bad filter with a clear 400', async () => {
    const res = await s.request('/api/public/products?category=meat');
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toContain('Unknown category "meat"');
    expect((await s.request('/api/public/products?availability=maybe')).status).toBe(400);
  });
});

describe('GET /api/public/products/:slug', () => {
  it('returns the product, 404 for unknown or archived', async () => {
    const res = await s.request('/api/public/products/pina');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ nameEn: 'Golden Pineapple', nameEs: 'Piña dorada', packEs: 'caja de 6 u.', inStock: true });
    expect((await s.request('/api/public/products/nope')).status).toBe(404);
    expect((await s.request('/api/public/products/old-thing')).status).toBe(404);
  });
});

describe('GET /api/public/categories', () => {
  it('counts live products per category', async () => {
    expect(await json(s.request('/api/public/categories'))).toEqual({
      vegetables: 0,
      fruits: 2,
      dry_produce: 0,
      herbs: 1,
      others: 0,
      uncategorized: 1,
    });
  });
});

describe('GET /api/public/prices', () => {
  it('puts the three tiers side by side as exact decimals and marks recent changes', async () => {
    const { items } = await json(s.request('/api/public/prices'));
    const pina = items.find((i: { slug: string }) => i.slug === 'pina');
    expect(pina.prices).toEqual({ small: '30.50', medium: '28.67', large: '26.84' });
    expect(pina.changedRecently).toBe(true);
    const sandia = items.find((i: { slug: string }) => i.slug === 'sandia');
    expect(sandia.prices).toEqual({ small: '7.00', medium: null, large: null });
    expect(sandia.changedRecently).toBe(false);
    // Products without a standard price are not on the public list.
    expect(items.map((i: { slug: string }) => i.slug).sort()).toEqual(['pina', 'sandia']);
  });

  it('marks the net change of the week: a change and its rollback is none, a change kept is one', async () => {
    const small = await listIdOf(s.database.db, 'small-business');
    const now = new Date();
    // The watermelon moved 7.00 -> 9.00 and back to 7.00 this week: no change for the reader.
    await s.database.db.insert(priceHistory).values([
      { priceListId: small, productId: ids.sandia, version: 1, oldPrice: null, newPrice: '7.00', changedAt: new Date(now.getTime() - 20 * 86_400_000) },
      { priceListId: small, productId: ids.sandia, version: 2, oldPrice: '7.00', newPrice: '9.00', changedAt: new Date(now.getTime() - 2 * 86_400_000) },
      { priceListId: small, productId: ids.sandia, version: 3, oldPrice: '9.00', newPrice: '7.00', changedAt: now },
    ]);
    await s.database.db.update(priceItems).set({ priceChangedAt: now }).where(eq(priceItems.productId, ids.sandia));
    const rolledBack = (await json(s.request('/api/public/prices'))).items.find((i: { slug: string }) => i.slug === 'sandia');
    expect(rolledBack.prices.small).toBe('7.00');
    expect(rolledBack.changedRecently).toBe(false);
    // Kept at 8.00 instead: a change.
    await s.database.db.insert(priceHistory).values({ priceListId: small, productId: ids.sandia, version: 4, oldPrice: '7.00', newPrice: '8.00', changedAt: now });
    await s.database.db.update(priceItems).set({ price: '8.00' }).where(eq(priceItems.productId, ids.sandia));
    expect((await json(s.request('/api/public/prices'))).items.find((i: { slug: string }) => i.slug === 'sandia').changedRecently).toBe(true);
    await s.database.db.update(priceItems).set({ price: '7.00', priceChangedAt: new Date(now.getTime() - 30 * 86_400_000) }).where(eq(priceItems.productId, ids.sandia));
  });

  it('reflects a price change at once', async () => {
    await s.database.db.update(priceItems).set({ price: '31.00' }).where(eq(priceItems.productId, ids.sandia));
    const { items } = await json(s.request('/api/public/prices'));
    expect(items.find((i: { slug: string }) => i.slug === 'sandia').prices.small).toBe('31.00');
  });

  it('comes in keyset pages that follow each other without gaps or repeats', async () => {
    const all = await json(s.request('/api/public/prices'));
    expect(all.next).toBeNull();
    const walked: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const page: { items: { slug: string }[]; next: string | null } = await json(
        s.request(`/api/public/prices?limit=1${next ? `&cursor=${encodeURIComponent(next)}` : ''}`),
      );
      expect(page.items.length).toBeLessThanOrEqual(1);
      walked.push(...page.items.map((i) => i.slug));
      next = page.next;
      pages++;
    } while (next && pages < 10);
    expect(walked).toEqual(all.items.map((i: { slug: string }) => i.slug));
    expect(pages).toBe(2);
  });

  it('refuses a forged cursor and a limit over the maximum', async () => {
    for (const cursor of ['nope', Buffer.from('["meat","a","b"]').toString('base64url')]) {
      const res = await s.request(`/api/public/prices?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect((await json(res)).error).toMatchObject({ code: 'validation_failed', fields: { cursor: 'invalidCursor' } });
    }
    expect((await s.request('/api/public/prices?limit=1001')).status).toBe(400);
  });
});

describe('conditional GET of the catalogue', () => {
  const get = (path: string, etag?: string) => s.request(path, etag ? { headers: { 'if-none-match': etag } } : {});

  it('answers 304 without a body to the current tag, on every public read', async () => {
    for (const path of ['/api/public/products?q=pina', '/api/public/products/pina', '/api/public/categories', '/api/public/prices']) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(path, etag!);
      expect(again.status, path).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe('no-store');
      // A list of tags, one of them current, and the wildcard match too.
      expect((await get(path, `W/"old", ${etag}`)).status, path).toBe(304);
      expect((await get(path, '*')).status, path).toBe(304);
      expect((await get(path, 'W/"old"')).status, path).toBe(200);
    }
  });

  it('tags each URL apart', async () => {
    const a = (await get('/api/public/products?q=pina')).headers.get('etag');
    const b = (await get('/api/public/products?q=sandia')).headers.get('etag');
    expect(a).not.toBe(b);
    expect((await get('/api/public/products?q=sandia', a!)).status).toBe(200);
  });

  it('changes the tag when a product or a price changes', async () => {
    const path = '/api/public/prices';
    const before = (await get(path)).headers.get('etag')!;
    await s.database.db.update(priceItems).set({ price: '32.00' }).where(eq(priceItems.productId, ids.sandia));
    const afterPrice = await get(path, before);
    expect(afterPrice.status).toBe(200);
    const priceTag = afterPrice.headers.get('etag')!;
    expect(priceTag).not.toBe(before);
    expect((await json(afterPrice)).items.find((i: { slug: string }) => i.slug === 'sandia').prices.small).toBe('32.00');

    await s.database.db.update(products).set({ packEn: '5 ct case' }).where(eq(products.id, ids.pina));
    const afterProduct = await get(path, priceTag);
    expect(afterProduct.status).toBe(200);
    expect(afterProduct.headers.get('etag')).not.toBe(priceTag);
    expect((await get(path, afterProduct.headers.get('etag')!)).status).toBe(304);
  });

  it('sends no tag with an error', async () => {
    const res = await get('/api/public/products/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('etag')).toBeNull();
  });
});
