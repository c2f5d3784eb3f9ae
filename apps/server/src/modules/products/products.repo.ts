import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tier } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { priceHistory, priceItems, priceListShares, priceLists, products } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;

export async function liveProducts(db: Db) {
  return db.select().from(products).where(isNull(products.archivedAt)).orderBy(asc(products.nameEn)).limit(10_000);
}

/** Prices a user may see: the standard lists for staff, the lists shared with a customer. */
export async function visiblePrices(db: Db, who: { staff: true } | { staff: false; userId: string }) {
  const lists = who.staff
    ? eq(priceLists.isTemplate, true)
    : inArray(
        priceLists.id,
        db.select({ id: priceListShares.priceListId }).from(priceListShares).where(eq(priceListShares.userId, who.userId)),
      );
  return db
    .select({
      productId: priceItems.productId,
      listId: priceLists.id,
      listName: priceLists.name,
      tier: priceLists.tier,
      price: priceItems.price,
    })
    .from(priceItems)
    .innerJoin(priceLists, eq(priceLists.id, priceItems.priceListId))
    .where(lists)
    .orderBy(asc(priceLists.name));
}

export async function templateListIds(db: Db): Promise<Record<Tier, string>> {
  const rows = await db.select({ id: priceLists.id, tier: priceLists.tier }).from(priceLists).where(eq(priceLists.isTemplate, true));
  const out = {} as Record<Tier, string>;
  for (const r of rows) if (r.tier) out[r.tier] = r.id;
  return out;
}

export async function lockProducts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(products).where(inArray(products.id, ids)).for('update');
}

/** Slugs or QuickBooks ids already used by other live or archived products. */
export async function takenKeys(db: Db, slugs: string[], qbIds: string[], exceptIds: string[]) {
  if (!slugs.length && !qbIds.length) return [];
  const rows = await db
    .select({ id: products.id, slug: products.slug, quickbooksId: products.quickbooksId })
    .from(products)
    .where(or(slugs.length ? inArray(products.slug, slugs) : undefined, qbIds.length ? inArray(products.quickbooksId, qbIds) : undefined));
  return rows.filter((r) => !exceptIds.includes(r.id));
}

export async function tierPricesOf(db: Db, productIds: string[], listIds: string[]) {
  if (!productIds.length) return [];
  return db
    .select({ productId: priceItems.productId, listId: priceItems.priceListId, price: priceItems.price })
    .from(priceItems)
    .where(and(inArray(priceItems.productId, productIds), inArray(priceItems.priceListId, listIds)));
}

export async function isUsedInPriceLists(db: Db, productId: string) {
  const [row] = await db
    .select({
      used: sql<boolean>`exists(select 1 from ${priceItems} where ${priceItems.productId} = ${productId})
        or exists(select 1 from ${priceHistory} where ${priceHistory.productId} = ${productId})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.used);
}
