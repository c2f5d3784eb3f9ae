import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@freshprice/shared';
import type { Database } from '../../db/client.js';
import { priceItems, priceLists, products } from '../../db/schema/index.js';

export interface ProductFilter {
  category?: Category | 'uncategorized' | null;
  availability?: 'in_stock' | 'out_of_stock' | null;
  q?: string | null;
}

const FOLD_FROM = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuunc';
/** Case- and accent-insensitive text for search ("pina" finds "Piña"). */
const folded = (value: SQL | string) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;

export function foldSearch(q: string): string {
  let out = q.toLowerCase();
  for (let i = 0; i < FOLD_FROM.length; i++) out = out.replaceAll(FOLD_FROM[i], FOLD_TO[i]);
  return out;
}

function whereOf(filter: ProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(products.archivedAt)];
  if (filter.category === 'uncategorized') parts.push(isNull(products.category));
  else if (filter.category) parts.push(eq(products.category, filter.category));
  if (filter.availability) parts.push(eq(products.inStock, filter.availability === 'in_stock'));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${foldSearch(q).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(
      sql`(${folded(sql`${products.nameEn}`)} like ${pattern} or ${folded(sql`${products.nameEs}`)} like ${pattern})`,
    );
  }
  return and(...parts);
}

export const publicProductColumns = {
  id: products.id,
  slug: products.slug,
  nameEn: products.nameEn,
  nameEs: products.nameEs,
  category: products.category,
  unit: products.unit,
  packEn: products.packEn,
  packEs: products.packEs,
  inStock: products.inStock,
  imageUrl: products.imageUrl,
};

export async function listProducts(db: Database, filter: ProductFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [items, [{ total }]] = await Promise.all([
    db.select(publicProductColumns).from(products).where(where).orderBy(asc(products.nameEn)).limit(limit).offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items, total };
}

export async function findProductBySlug(db: Database, slug: string) {
  const [row] = await db
    .select(publicProductColumns)
    .from(products)
    .where(and(eq(products.slug, slug), isNull(products.archivedAt)));
  return row ?? null;
}

export async function categoryCounts(db: Database) {
  return db
    .select({ category: products.category, count: count() })
    .from(products)
    .where(isNull(products.archivedAt))
    .groupBy(products.category);
}

/** Every live product with the prices of the three standard (template) lists side by side. */
export async function standardPriceRows(db: Database) {
  const tierPrice = (tier: string) => sql<string | null>`max(case when ${priceLists.tier} = ${tier} then ${priceItems.price} end)`;
  return db
    .select({
      ...publicProductColumns,
      small: tierPrice('small'),
      medium: tierPrice('medium'),
      large: tierPrice('large'),
      lastChangedAt: sql<string | null>`max(${priceItems.priceChangedAt})`,
    })
    .from(products)
    .innerJoin(priceItems, eq(priceItems.productId, products.id))
    .innerJoin(priceLists, and(eq(priceLists.id, priceItems.priceListId), eq(priceLists.isTemplate, true)))
    .where(isNull(products.archivedAt))
    .groupBy(products.id)
    .orderBy(asc(products.category), asc(products.nameEn));
}
