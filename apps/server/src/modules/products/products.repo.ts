import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Category, Tier } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { inChunks, jsonRecords, rowsOf, uuidArray } from '../../db/statements.js';
import type { publicProductColumns } from '../../db/public-columns.js';
import { priceHistory, priceItems, priceLists, products } from '../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;

export interface PageQuery {
  /** The id of the last product of the previous page. */
  after?: string;
  limit: number;
}

/**
 * The list reads below are plain SQL whose rows go out as they come: each page is 500 to 1,000
 * products and up to three prices a product, and the ORM's per-row mapping of that many rows (plus
 * the garbage it leaves) was a large share of a list request's CPU. The aliases give the rows the
 * shape of `publicProductColumns`; numbers of money are read as text, so they are strings on pg and
 * PGlite alike.
 */
const PUBLIC_COLUMNS = sql.raw(`p.id, p.slug, p.name_en as "nameEn", p.name_es as "nameEs", p.category, p.unit,
  p.pack_en as "packEn", p.pack_es as "packEs", p.in_stock as "inStock", p.image_url as "imageUrl",
  p.sold_by_weight as "soldByWeight", p.case_weight::text as "caseWeight"`);
// The update time as `Date.prototype.toISOString` writes it (milliseconds, truncated like a JS Date).
const MANAGED_COLUMNS = sql.raw(`p.quickbooks_id as "quickbooksId", p.quickbooks_item as "quickbooksItem", p.quantity::text as quantity, p.cost::text as cost, p.version, p.draft,
  to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`);

export type PublicProductRow = Pick<ProductRow, keyof typeof publicProductColumns>;
type ManagedProductRow = Pick<ProductRow, keyof PublicProductRow | 'quickbooksId' | 'quickbooksItem' | 'quantity' | 'cost' | 'version' | 'updatedAt' | 'draft'>;

/**
 * Live products in (English name, id) order, after the cursor product, one more row than asked (so
 * the caller knows whether more follow). The cursor is an id; its name is read back in the same
 * statement, so the cursor stays short whatever the name.
 */
function livePage(db: Db, columns: SQL, page: PageQuery, drafts: boolean) {
  // Drafts (made by an import, not reviewed) are for staff's eyes only.
  const published = drafts ? sql`` : sql` and not p.draft`;
  const after = page.after
    ? sql` and (p.name_en, p.id) > (select c.name_en, c.id from products c where c.id = ${page.after}::uuid)`
    : sql``;
  return rowsOf<Record<string, unknown>>(
    db,
    sql`select ${columns} from products p where p.archived_at is null${published}${after} order by p.name_en, p.id limit ${page.limit + 1}`,
  );
}

export const livePublicPage = (db: Db, page: PageQuery) => livePage(db, PUBLIC_COLUMNS, page, false) as Promise<PublicProductRow[]>;

export async function liveManagedPage(db: Db, page: PageQuery): Promise<ManagedProductRow[]> {
  const rows = await livePage(db, sql`${PUBLIC_COLUMNS}, ${MANAGED_COLUMNS}`, page, true);
  for (const r of rows) r.updatedAt = new Date(r.updatedAt as string);
  return rows as ManagedProductRow[];
}

export async function productExists(db: Db, id: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}


export interface VisiblePriceRow {
  productId: string;
  listId: string;
  listName: string;
  tier: Tier | null;
  price: string;
}

/** Prices of these products a user may see: the standard lists for staff, the lists shared with a customer. */
export async function visiblePrices(db: Db, productIds: string[], who: { staff: true } | { staff: false; userId: string }) {
  if (!productIds.length) return [];
  const lists = who.staff
    ? sql`pl.is_template`
    : sql`pl.id in (select s.price_list_id from price_list_shares s where s.user_id = ${who.userId})`;
  return rowsOf<VisiblePriceRow>(
    db,
    sql`select pi.product_id as "productId", pl.id as "listId", pl.name as "listName", pl.tier, pi.price::text as price
      from price_items pi join price_lists pl on pl.id = pi.price_list_id
      where pi.product_id = any(${uuidArray(productIds)}) and ${lists}
      order by pl.name`,
  );
}

/** The standard tier prices of these products. */
export async function tierPrices(db: Db, productIds: string[]) {
  if (!productIds.length) return [];
  return rowsOf<{ productId: string; tier: Tier; price: string }>(
    db,
    sql`select pi.product_id as "productId", pl.tier, pi.price::text as price
      from price_items pi join price_lists pl on pl.id = pi.price_list_id
      where pi.product_id = any(${uuidArray(productIds)}) and pl.is_template and pl.tier is not null`,
  );
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
  const except = new Set(exceptIds);
  return rows.filter((r) => !except.has(r.id));
}

/**
 * Gives up the URL names and QuickBooks ids of these products for a value no real one can take ('~'
 * is not allowed in a slug), so that keys can move between products in one save.
 */
export async function parkKeys(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(products)
    .set({ slug: sql`'~' || ${products.id}::text`, quickbooksId: null })
    .where(inArray(products.id, ids));
}

export interface ProductValues {
  nameEn: string;
  nameEs: string;
  slug: string;
  category: Category | null;
  unit: string;
  packEn: string;
  packEs: string;
  inStock: boolean;
  quickbooksId: string | null;
  quantity: string;
  cost: string | null;
  soldByWeight: boolean;
  caseWeight: string | null;
  quickbooksItem: string | null;
  /** Only the QuickBooks import makes drafts; products made by hand are published at once. */
  draft?: boolean;
}

/** One insert of every row (one json parameter); returns each new id with its slug, which is unique and so names the row. */
export async function insertProducts(db: Db, rows: ProductValues[]) {
  if (!rows.length) return [];
  return rowsOf<{ id: string; slug: string }>(
    db,
    sql`insert into products (name_en, name_es, slug, category, unit, pack_en, pack_es, in_stock, quickbooks_id, quantity, cost, draft,
        sold_by_weight, case_weight, quickbooks_item)
      select "nameEn", "nameEs", slug, category, unit, "packEn", "packEs", "inStock", "quickbooksId", quantity, cost, coalesce(draft, false),
        coalesce("soldByWeight", false), "caseWeight", "quickbooksItem"
      from json_to_recordset(${jsonRecords(rows)}) as x("nameEn" text, "nameEs" text, slug text, category text, unit text,
        "packEn" text, "packEs" text, "inStock" boolean, "quickbooksId" text, quantity numeric, cost numeric, draft boolean,
        "soldByWeight" boolean, "caseWeight" numeric, "quickbooksItem" text)
      returning id, slug`,
  );
}

/** One `update ... from (values ...)` per chunk: new values, version + 1, updated now. */
export async function updateProducts(db: Db, rows: (ProductValues & { id: string })[]) {
  await inChunks(rows, async (chunk) => {
    const values = sql.join(
      chunk.map(
        (r) =>
          sql`(${r.id}::uuid, ${r.nameEn}::text, ${r.nameEs}::text, ${r.slug}::text, ${r.category}::text, ${r.unit}::text,
            ${r.packEn}::text, ${r.packEs}::text, ${r.inStock}::boolean, ${r.quickbooksId}::text, ${r.quantity}::numeric, ${r.cost}::numeric,
            ${r.soldByWeight}::boolean, ${r.caseWeight}::numeric, ${r.quickbooksItem}::text)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update products as p set
        name_en = v.name_en, name_es = v.name_es, slug = v.slug, category = v.category, unit = v.unit,
        pack_en = v.pack_en, pack_es = v.pack_es, in_stock = v.in_stock, quickbooks_id = v.quickbooks_id,
        quantity = v.quantity, cost = v.cost, sold_by_weight = v.sold_by_weight, case_weight = v.case_weight, quickbooks_item = v.quickbooks_item,
        version = p.version + 1, updated_at = now()
      from (values ${values}) as v(id, name_en, name_es, slug, category, unit, pack_en, pack_es, in_stock, quickbooks_id, quantity, cost,
        sold_by_weight, case_weight, quickbooks_item)
      where p.id = v.id`);
  });
}

/** Which of these products have prices or price history (and so are archived, not deleted). */
export async function usedInPriceLists(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inArray(products.id, ids),
        sql`(exists(select 1 from ${priceItems} where ${priceItems.productId} = ${products.id})
          or exists(select 1 from ${priceHistory} where ${priceHistory.productId} = ${products.id}))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function deleteProducts(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db.delete(products).where(inArray(products.id, ids));
}

export async function archiveProducts(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(products)
    .set({ archivedAt: sql`now()`, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(inArray(products.id, ids));
}

export async function setImageUrl(db: Db, id: string, imageUrl: string) {
  const [row] = await db
    .update(products)
    .set({ imageUrl, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ nameEn: products.nameEn, version: products.version });
  return row;
}

/**
 * Publishes the live drafts among these products; returns the ids and names of those it published.
 * The version stays: publishing edits no field of the manage table, so it never turns a staff member's
 * unsaved edit of a draft (its Spanish name, its pack) into a conflict.
 */
export async function publishDrafts(db: Db, ids: string[]): Promise<{ id: string; nameEn: string }[]> {
  return rowsOf<{ id: string; nameEn: string }>(
    db,
    sql`update products set draft = false, updated_at = now()
      where id = any(${uuidArray(ids)}) and draft and archived_at is null
      returning id, name_en as "nameEn"`,
  );
}

/** Slugs among `slugs` (made by `slugify`: letters, digits and dashes only) that products already use. */
export async function takenSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (!slugs.length) return new Set();
  const rows = await rowsOf<{ slug: string }>(db, sql`select slug from products where slug = any(${`{${slugs.join(',')}}`}::text[])`);
  return new Set(rows.map((r) => r.slug));
}

/** The QuickBooks id of each product that has one (a list's spreadsheet carries it, and an upload matches by it). */
export async function quickbooksIds(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ id: string; quickbooksId: string }>(
    db,
    sql`select p.id, p.quickbooks_id as "quickbooksId" from products p where p.id = any(${uuidArray(ids)}) and p.quickbooks_id is not null`,
  );
  return new Map(rows.map((r) => [r.id, r.quickbooksId]));
}
