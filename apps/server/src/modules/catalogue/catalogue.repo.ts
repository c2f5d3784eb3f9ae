import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@freshprice/shared';
import type { Database } from '../../db/client.js';
import { priceItems, priceLists, products } from '../../db/schema/index.js';
import { publicProductColumns } from '../../db/public-columns.js';

export interface ProductFilter {
  category?: Category | 'uncategorized' | null;
  availability?: 'in_stock' | 'out_of_stock' | null;
  /** Folded words (searchWords): every one must appear in the names. */
  words?: string[];
}

/**
 * Exactly the expression of `products_search_trgm_idx` (migration 0004), so that the planner can
 * answer `like '%word%'` from the trigram index. The joining space is literal SQL, not a parameter:
 * a parameter would make the expression differ from the index's.
 */
const searchText = sql`search_fold(${products.nameEn} || ' ' || ${products.nameEs})`;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function whereOf(filter: ProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(products.archivedAt), eq(products.draft, false)];
  if (filter.category === 'uncategorized') parts.push(isNull(products.category));
  else if (filter.category) parts.push(eq(products.category, filter.category));
  if (filter.availability) parts.push(eq(products.inStock, filter.availability === 'in_stock'));
  for (const word of filter.words ?? []) parts.push(sql`${searchText} like ${likePattern(word)}`);
  return and(...parts);
}

/**
 * The page query of `listProducts`, unexecuted (its plan is tested). The total comes with the rows
 * (a window count): one statement per page instead of two.
 */
export function productListQuery(db: Database, filter: ProductFilter, limit: number, offset: number) {
  return db
    .select({ ...publicProductColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(whereOf(filter))
    .orderBy(asc(products.nameEn), asc(products.id))
    .limit(limit)
    .offset(offset);
}

export async function listProducts(db: Database, filter: ProductFilter, limit: number, offset: number) {
  const rows = await productListQuery(db, filter, limit, offset);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total = rows[0]?.total ?? (offset > 0 ? (await db.select({ total: count() }).from(products).where(whereOf(filter)))[0].total : 0);
  return { items: rows.map(({ total: _total, ...product }) => product), total };
}

export async function findProductBySlug(db: Database, slug: string) {
  const [row] = await db
    .select(publicProductColumns)
    .from(products)
    .where(and(eq(products.slug, slug), isNull(products.archivedAt), eq(products.draft, false)));
  return row ?? null;
}

export async function categoryCounts(db: Database) {
  return db
    .select({ category: products.category, count: count() })
    .from(products)
    .where(and(isNull(products.archivedAt), eq(products.draft, false)))
    .groupBy(products.category);
}

/** Where a page of the price list starts: after this (category, English name, id). */
export interface PriceRowKey {
  category: Category | null;
  nameEn: string;
  id: string;
}

/**
 * Live products with the prices of the three standard (template) lists side by side, in
 * (category, English name, id) order, uncategorized last; `limit` rows after `after`.
 */
export async function standardPriceRows(db: Database, page: { after: PriceRowKey | null; limit: number; since: Date }) {
  const tierPrice = (tier: string) => sql<string | null>`max(case when ${priceLists.tier} = ${tier} then ${priceItems.price} end)`;
  // A tier's price moved in the window when it differs from the price it had when the window began:
  // the newest history row before the window set that price, or, when every row is inside the window,
  // the first row's old price (none: the item is new). A change and its rollback is no change; an
  // item whose last change is older than the window is not looked up at all.
  const since = sql`${page.since.toISOString()}::timestamptz`;
  const history = sql`from price_history ph where ph.price_list_id = ${priceItems.priceListId} and ph.product_id = ${priceItems.productId}`;
  const startPrice = sql`case when exists (select 1 ${history} and ph.changed_at <= ${since})
      then (select ph.new_price ${history} and ph.changed_at <= ${since} order by ph.version desc, ph.id desc limit 1)
      else (select ph.old_price ${history} order by ph.version, ph.id limit 1) end`;
  const moved = sql`case when ${priceItems.priceChangedAt} > ${since} and exists (select 1 ${history} and ph.changed_at > ${since})
      then (${startPrice}) is distinct from ${priceItems.price} else false end`;
  // Null categories sort last, and a row comparison cannot compare nulls: the key is
  // (category is null, coalesce(category, ''), name_en, id), the same in ORDER BY and in the cursor test.
  const noCategory = sql`(${products.category} is null)`;
  const categoryText = sql`coalesce(${products.category}, '')`;
  const after = page.after
    ? sql`(${noCategory}, ${categoryText}, ${products.nameEn}, ${products.id}) > (${page.after.category === null}::boolean, ${page.after.category ?? ''}::text, ${page.after.nameEn}::text, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select({
      ...publicProductColumns,
      small: tierPrice('small'),
      medium: tierPrice('medium'),
      large: tierPrice('large'),
      lastChangedAt: sql<string | null>`max(${priceItems.priceChangedAt})`,
      changedRecently: sql<boolean>`bool_or(${moved})`,
    })
    .from(products)
    .innerJoin(priceItems, eq(priceItems.productId, products.id))
    .innerJoin(priceLists, and(eq(priceLists.id, priceItems.priceListId), eq(priceLists.isTemplate, true)))
    .where(and(isNull(products.archivedAt), eq(products.draft, false), after))
    .groupBy(products.id)
    .orderBy(noCategory, categoryText, asc(products.nameEn), asc(products.id))
    .limit(page.limit);
}
