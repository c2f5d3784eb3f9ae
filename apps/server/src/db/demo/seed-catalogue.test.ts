import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { DEMO_PRODUCTS } from './catalogue-data.js';
import { demoProductImage } from './product-images.js';
import { backfillDemoImages, seedDemoCatalogue, tierPrice } from './seed-catalogue.js';

const WEB_PUBLIC = fileURLToPath(new URL('../../../../web/public', import.meta.url));

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

describe('demo catalogue', () => {
  it('holds the category counts the landing page states, and the products it links to', async () => {
    expect(await seedDemoCatalogue(s.database.db)).toBe(345);
    expect(await json(s.request('/api/public/categories'))).toEqual({
      vegetables: 120,
      fruits: 86,
      dry_produce: 45,
      herbs: 32,
      others: 58,
      uncategorized: 4,
    });
    for (const slug of ['sandia', 'vegetales-mix', 'aguacates', 'mangoes', 'mayor']) {
      expect((await s.request(`/api/public/products/${slug}`)).status, slug).toBe(200);
    }
  });

  it('prices every product in the three standard lists and marks some recent changes', async () => {
    const { items } = await json(s.request('/api/public/prices'));
    expect(items).toHaveLength(345);
    for (const i of items) expect(i.prices.small && i.prices.medium && i.prices.large, i.slug).toBeTruthy();
    const recent = items.filter((i: { changedRecently: boolean }) => i.changedRecently).length;
    expect(recent).toBeGreaterThan(10);
    expect(recent).toBeLessThan(100);
  });

  it('shows each product the picture of its sub-kind, and serves it from the public API', async () => {
    const { items } = await json(s.request('/api/public/products?pageSize=500'));
    const bySlug = new Map<string, { imageUrl: string | null }>(items.map((p: { slug: string; imageUrl: string | null }) => [p.slug, p]));
    for (const p of DEMO_PRODUCTS) expect(bySlug.get(p.slug)?.imageUrl, p.slug).toBe(demoProductImage(p));
    expect((await json(s.request('/api/public/products/sandia'))).imageUrl).toBe('/images/products/sandia.svg');
  });

  it('is created once only', async () => {
    expect(await seedDemoCatalogue(s.database.db)).toBe(0);
  });

  it('gives pictures to untouched demo products of an older demo database, and leaves edited ones alone', async () => {
    const db = s.database.db;
    await db.execute(sql`update products set image_url = null where slug in ('kiwi', 'bananas')`);
    await db.execute(sql`update products set image_url = null, version = version + 1 where slug = 'lychee'`);
    expect(await backfillDemoImages(db)).toBe(2);
    const { rows } = (await db.execute(sql`select slug, image_url from products where slug in ('kiwi', 'bananas', 'lychee') order by slug`)) as unknown as {
      rows: { slug: string; image_url: string | null }[];
    };
    expect(rows).toEqual([
      { slug: 'bananas', image_url: '/images/products/kinds/bananas.svg' },
      { slug: 'kiwi', image_url: '/images/products/kinds/exotic.svg' },
      { slug: 'lychee', image_url: null },
    ]);
    expect(await backfillDemoImages(db)).toBe(0);
  });
});

describe('demo product pictures', () => {
  it('name a sub-kind drawing for every product, many distinct ones, each an existing file', () => {
    const images = DEMO_PRODUCTS.map((p) => [p.slug, demoProductImage(p)] as const);
    for (const [slug, image] of images) expect(image, slug).toMatch(/^\/images\/products\/[a-z/-]+\.svg$/);
    const distinct = new Set(images.map(([, image]) => image!));
    expect(distinct.size).toBeGreaterThanOrEqual(35);
    for (const image of distinct) expect(fs.existsSync(path.join(WEB_PUBLIC, image)), image).toBe(true);
    // No drawing stands for a large share of the catalogue.
    const uses = new Map<string, number>();
    for (const [, image] of images) uses.set(image!, (uses.get(image!) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(30);
  });

  it('are the ones a reader expects for a few products', () => {
    const image = (slug: string) => demoProductImage(DEMO_PRODUCTS.find((p) => p.slug === slug)!);
    expect(image('red-grapefruit')).toBe('/images/products/kinds/citrus.svg');
    expect(image('mangosteen')).toBe('/images/products/kinds/exotic.svg');
    expect(image('orange-sweet-potatoes')).toBe('/images/products/kinds/roots-tubers.svg');
    expect(image('dried-mango-slices-5-lb')).toBe('/images/products/kinds/dried-fruit.svg');
    expect(image('fresh-orange-juice-1-gal')).toBe('/images/products/kinds/juices.svg');
    expect(image('aguacates')).toBe('/images/products/aguacates.svg');
  });
});

describe('tier prices', () => {
  it('are exact cents: 94% and 88% of the small-business price, rounded half up', () => {
    expect(tierPrice('34.50', 'small')).toBe('34.50');
    expect(tierPrice('34.50', 'medium')).toBe('32.43');
    expect(tierPrice('34.50', 'large')).toBe('30.36');
    expect(tierPrice('0.05', 'large')).toBe('0.04');
    expect(tierPrice('1000.00', 'medium')).toBe('940.00');
  });
});
