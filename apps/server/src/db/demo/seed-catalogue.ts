import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { TIERS, type Tier } from '@freshprice/shared';
import type { Database } from '../client.js';
import { priceHistory, priceItems, priceLists, priceListVersions, products } from '../schema/index.js';
import { DEMO_PRODUCTS } from './catalogue-data.js';
import { demoProductImage } from './product-images.js';

export const TEMPLATE_LIST_IDS: Record<Tier, string> = {
  small: 'small-business',
  medium: 'medium-business',
  large: 'large-business',
};

/** Medium and large businesses pay less per pack (whole percent of the small price, in cents). */
const TIER_PERCENT: Record<Tier, number> = { small: 100, medium: 94, large: 88 };

const toCents = (price: string) => {
  const [whole, frac = ''] = price.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function tierPrice(smallPrice: string, tier: Tier): string {
  return fromCents(Math.round((toCents(smallPrice) * TIER_PERCENT[tier]) / 100));
}

/**
 * The demo catalogue for a fresh embedded database: every product with prices in the three
 * standard lists, and a few recent price changes (with history) so the page has something to mark.
 * Does nothing when any product exists.
 */
export async function seedDemoCatalogue(db: Database, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(products);
  if (n > 0) {
    await backfillDemoImages(db);
    return 0;
  }
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((p) => ({
          slug: p.slug,
          nameEn: p.nameEn,
          nameEs: p.nameEs,
          category: p.category,
          unit: p.unit,
          packEn: p.pack,
          packEs: p.packEs,
          inStock: p.inStock,
          quickbooksId: p.quickbooksId,
          imageUrl: demoProductImage(p),
          // What the distributor pays: about 70% of the small-business price, so margins mean something.
          cost: fromCents(Math.round((toCents(p.price) * 70) / 100)),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

    const lists = new Map(
      (await tx.select({ id: priceLists.id, slug: priceLists.slug }).from(priceLists).where(eq(priceLists.isTemplate, true))).map((r) => [
        r.slug,
        r.id,
      ]),
    );
    const listOf = (tier: Tier) => lists.get(TEMPLATE_LIST_IDS[tier])!;
    const items: (typeof priceItems.$inferInsert)[] = [];
    const history: (typeof priceHistory.$inferInsert)[] = [];
    const initial = daysAgo(30);
    const update = daysAgo(2);
    let recentCount = 0;
    DEMO_PRODUCTS.forEach((p, i) => {
      const productId = idBySlug.get(p.slug)!;
      // Every ninth product changed price two days ago (version 3); the rest kept version 2's price.
      const recent = i % 9 === 4;
      if (recent) recentCount++;
      for (const tier of TIERS) {
        const priceListId = listOf(tier);
        const price = tierPrice(p.price, tier);
        const first = recent ? fromCents(Math.round(toCents(price) * 1.06)) : price;
        items.push({ priceListId, productId, price, priceChangedAt: recent ? update : initial });
        history.push({ priceListId, productId, version: 2, oldPrice: null, newPrice: first, changedAt: initial, reason: 'Initial prices' });
        if (recent) {
          history.push({ priceListId, productId, version: 3, oldPrice: first, newPrice: price, changedAt: update, reason: 'Market update' });
        }
      }
    });
    for (let i = 0; i < items.length; i += 500) await tx.insert(priceItems).values(items.slice(i, i + 500));
    for (let i = 0; i < history.length; i += 500) await tx.insert(priceHistory).values(history.slice(i, i + 500));
    for (const tier of TIERS) {
      const priceListId = listOf(tier);
      await tx.update(priceListVersions).set({ createdAt: daysAgo(31) }).where(and(eq(priceListVersions.priceListId, priceListId), eq(priceListVersions.number, 1)));
      await tx.insert(priceListVersions).values([
        { priceListId, number: 2, reason: 'Initial prices', added: DEMO_PRODUCTS.length, createdAt: initial },
        { priceListId, number: 3, reason: 'Market update', changed: recentCount, createdAt: update },
      ]);
      await tx.update(priceLists).set({ version: 3 }).where(eq(priceLists.id, priceListId));
    }
  });
  return DEMO_PRODUCTS.length;
}

/**
 * Demo databases seeded before the demo products had pictures get them too, but only products still
 * exactly as seeded (version 1, no image, same slug, QuickBooks id and name): anything an editor has
 * touched is left alone. Returns how many products were given a picture.
 */
export async function backfillDemoImages(db: Database): Promise<number> {
  const rows = DEMO_PRODUCTS.flatMap((p) => {
    const image = demoProductImage(p);
    return image ? [sql`(${p.slug}, ${p.quickbooksId}, ${p.nameEn}, ${image})`] : [];
  });
  const demo = sql`(values ${sql.join(rows, sql`, `)}) as demo(slug, quickbooks_id, name_en, image_url)`;
  const updated = await db
    .update(products)
    .set({ imageUrl: sql`demo.image_url` })
    .from(demo)
    .where(
      and(
        eq(products.slug, sql`demo.slug`),
        eq(products.quickbooksId, sql`demo.quickbooks_id`),
        eq(products.nameEn, sql`demo.name_en`),
        eq(products.version, 1),
        isNull(products.imageUrl),
      ),
    )
    .returning({ id: products.id });
  return updated.length;
}
