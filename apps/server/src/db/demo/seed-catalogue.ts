import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { TIERS, type Tier } from '@freshprice/shared';
import type { Database } from '../client.js';
import type { Tx } from '../tx.js';
import { applyPriceChanges } from '../../modules/price-lists/price-lists.service.js';
import { priceLists, products } from '../schema/index.js';
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

/** The demo data's versions are nobody's. */
const NOBODY = { id: null, email: null };

/**
 * Dates a list's versions (their rows, their history, and the items whose price they set last) as of
 * `at`: the demo catalogue's changes happened a month and two days ago, not when it was seeded.
 */
async function backdateVersions(tx: Tx, listId: string, versions: { number: number; at: Date }[]) {
  for (const { number, at } of versions) {
    const when = at.toISOString();
    await tx.execute(sql`update price_list_versions set created_at = ${when}::timestamptz where price_list_id = ${listId}::uuid and number = ${number}::int`);
    await tx.execute(sql`update price_history set changed_at = ${when}::timestamptz where price_list_id = ${listId}::uuid and version = ${number}::int`);
    await tx.execute(sql`update price_items i set price_changed_at = ${when}::timestamptz from price_history h
      where h.price_list_id = ${listId}::uuid and h.version = ${number}::int and i.price_list_id = h.price_list_id and i.product_id = h.product_id`);
  }
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
          soldByWeight: p.soldByWeight ?? false,
          caseWeight: p.caseWeight ?? null,
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
    const initial = daysAgo(30);
    const update = daysAgo(2);
    // Every ninth product changed price two days ago (version 3); the rest kept version 2's price.
    const recent = DEMO_PRODUCTS.filter((_, i) => i % 9 === 4);
    const firstPrice = (price: string, isRecent: boolean) => (isRecent ? fromCents(Math.round(toCents(price) * 1.06)) : price);
    // Made like any version, by the price writer; then dated as if made a month and two days ago.
    const write = (tier: Tier, reason: string, changes: { productId: string; price: number }[]) =>
      applyPriceChanges(tx, NOBODY, { listId: listOf(tier), changes, reason, confirmBelowFloor: true, confirmLargeMoves: true, seeding: true });
    for (const tier of TIERS) {
      await write(
        tier,
        'Initial prices',
        DEMO_PRODUCTS.map((p, i) => ({ productId: idBySlug.get(p.slug)!, price: toCents(firstPrice(tierPrice(p.price, tier), i % 9 === 4)) })),
      );
      await write(
        tier,
        'Market update',
        recent.map((p) => ({ productId: idBySlug.get(p.slug)!, price: toCents(tierPrice(p.price, tier)) })),
      );
      await backdateVersions(tx, listOf(tier), [
        { number: 1, at: daysAgo(31) },
        { number: 2, at: initial },
        { number: 3, at: update },
      ]);
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
