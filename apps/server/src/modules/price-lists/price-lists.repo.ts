import { sql, type SQL } from 'drizzle-orm';
import { ALERT_MOVE_DEFAULT_BP, isUuid, LARGE_MOVE_DEFAULT_BP, STALE_LIST_DAYS_DEFAULT, type AdjustmentKind, type Category, type Customer, type Rounding, type Tier, type VersionReasonCode } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { jsonRowsOf, rowsOf, textArray, uuidArray } from '../../db/statements.js';
import { dataRevisions, priceLists, pricingSettings } from '../../db/schema/index.js';

/**
 * Price lists in SQL. Reads are plain statements whose rows come out in the shape of the contract
 * (aliases, money as `numeric::text`, times as ISO text): no per-row ORM mapping of thousands of
 * items. The price writer's statements are in price-writes.repo.ts.
 */

/** A time as `Date.prototype.toISOString` writes it. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface ListRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  staffNote: string | null;
  isTemplate: boolean;
  tier: Tier | null;
  parentId: string | null;
  linked: boolean;
  adjustKind: AdjustmentKind | null;
  adjustDirection: 'up' | 'down' | null;
  adjustValue: number | null;
  rounding: Rounding | null;
  version: number;
  updatedAt: string;
}

const LIST_COLUMNS = sql`l.id, l.slug, l.name, l.description, l.staff_note as "staffNote", l.is_template as "isTemplate", l.tier, l.parent_id as "parentId",
  l.linked, l.adjust_kind as "adjustKind", l.adjust_direction as "adjustDirection", l.adjust_value as "adjustValue",
  l.rounding, l.version, ${iso('l.updated_at')} as "updatedAt"`;

/** `ref` is a uuid (the id) or anything else (the slug). */
const refMatch = (ref: string, isId: boolean) => (isId ? sql`l.id = ${ref}::uuid` : sql`l.slug = ${ref}`);

export async function findList(db: Db, ref: string, isId: boolean): Promise<ListRow | undefined> {
  const [row] = await rowsOf<ListRow>(db, sql`select ${LIST_COLUMNS} from price_lists l where ${refMatch(ref, isId)}`);
  return row;
}

/** A list by its slug or its id, whichever `ref` is. */
export async function findListByRef(db: Db, ref: string): Promise<ListRow | undefined> {
  return findList(db, ref, isUuid(ref));
}

/**
 * The list row (by id, or by slug or id), locked until the transaction ends: saves of one list queue
 * up here. Undefined when there is no such list, or it was deleted while this waited for the lock.
 */
export async function lockList(db: Db, id: string): Promise<ListRow | undefined> {
  const [row] = await rowsOf<ListRow>(db, sql`select ${LIST_COLUMNS} from price_lists l where l.id = ${id}::uuid for update`);
  return row;
}

export async function lockListByRef(db: Db, ref: string, isId: boolean): Promise<ListRow | undefined> {
  const [row] = await rowsOf<ListRow>(db, sql`select ${LIST_COLUMNS} from price_lists l where ${refMatch(ref, isId)} for update`);
  return row;
}

/**
 * A base list, locked against saves (which lock it for update) until the transaction ends, so that
 * what is read of it stays its current state, and a save of it that starts later sees what this
 * transaction makes follow it. Locks that involve a base take it before its followers, as saves do.
 */
export async function shareLockList(db: Db, id: string): Promise<ListRow | undefined> {
  const [row] = await rowsOf<ListRow>(db, sql`select ${LIST_COLUMNS} from price_lists l where l.id = ${id}::uuid for share`);
  return row;
}

/** The linked lists that follow any of `baseIds`, locked, by name. */
export async function lockFollowers(db: Db, baseIds: string[]): Promise<ListRow[]> {
  if (!baseIds.length) return [];
  return rowsOf<ListRow>(
    db,
    sql`select ${LIST_COLUMNS} from price_lists l where l.parent_id = any(${uuidArray(baseIds)}) and l.linked order by l.name, l.id for update`,
  );
}

export interface SummaryRow extends ListRow {
  baseId: string | null;
  baseSlug: string | null;
  baseName: string | null;
  itemCount: number;
  updatedBy: string | null;
  sharedWith: Customer[];
  minMarginBp: number;
}

/**
 * Lists with everything a summary shows, in the index order: templates first (small, medium, large),
 * then by name. `sharedWith` limits them to the lists shared with that user.
 */
export async function summaries(db: Db, filter: { ref?: { value: string; isId: boolean }; id?: string; sharedWith?: string }) {
  const where: SQL[] = [];
  if (filter.ref) where.push(refMatch(filter.ref.value, filter.ref.isId));
  if (filter.id) where.push(sql`l.id = ${filter.id}::uuid`);
  if (filter.sharedWith) where.push(sql`exists(select 1 from price_list_shares s where s.price_list_id = l.id and s.user_id = ${filter.sharedWith})`);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return rowsOf<SummaryRow>(
    db,
    sql`select ${LIST_COLUMNS}, b.id as "baseId", b.slug as "baseSlug", b.name as "baseName",
        (select count(*)::int from price_items i join products p on p.id = i.product_id
          where i.price_list_id = l.id and p.archived_at is null${filter.sharedWith ? sql` and not p.draft` : sql``}) as "itemCount",
        (select v.author_email from price_list_versions v where v.price_list_id = l.id and v.number = l.version) as "updatedBy",
        coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email) order by u.email)
          from price_list_shares s join "user" u on u.id = s.user_id where s.price_list_id = l.id), '[]'::json) as "sharedWith",
        (select ps.min_margin_bp from pricing_settings ps where ps.id = 1) as "minMarginBp"
      from price_lists l left join price_lists b on b.id = l.parent_id
      ${condition}
      order by l.is_template desc, case l.tier when 'small' then 0 when 'medium' then 1 when 'large' then 2 else 3 end, l.name, l.id`,
  );
}

export interface DetailItemRow {
  productId: string;
  productSlug: string;
  nameEn: string;
  nameEs: string;
  category: Category | null;
  unit: string;
  packEn: string;
  packEs: string;
  inStock: boolean;
  imageUrl: string | null;
  soldByWeight: boolean;
  caseWeight: string | null;
  price: string;
  quantity: string | null;
  changedAt: string;
  previousPrice: string | null;
  recentChange: 'up' | 'down' | 'new' | null;
  /** Staff only: absent from a customer's rows. */
  overridden?: boolean;
  cost?: string | null;
  basePrice?: string | null;
  draft?: boolean;
}

/**
 * A list's items of live products as the contract has them, category (uncategorized last) then
 * English name. Staff also get the cost, and the base's price when `baseId` (a linked list's base) is given.
 *
 * What changed recently is the NET change over the window (DECISIONS: a change and its rollback is
 * no change): the item's price at the window's start is the price the newest history row before
 * the window set, or, when every row is inside it, the old price of the first one (null: the item
 * entered the list in the window, a change 'new'). The item changed iff that price differs from
 * today's; `previousPrice` is that start price when the change is 'up' or 'down'. Each lookup walks
 * the (list, product, version) index from one end and stops at the first row it wants; an item with
 * no change in the window reads only its latest row, as before.
 */
export async function detailItems(db: Db, listId: string, options: { staff: boolean; baseId: string | null; recentDays: number }) {
  // Whether an item follows a base is the business's own affair, like the base itself and the cost:
  // a customer's rows have no such columns at all (ADR 017).
  // A draft the import made is priced in the list, but only staff see it (flagged) until it is published.
  const drafts = options.staff ? sql`` : sql` and not p.draft`;
  const staffColumns = options.staff
    ? options.baseId
      ? sql`, i.overridden, p.cost::text as cost, (select b.price::text from price_items b where b.price_list_id = ${options.baseId}::uuid and b.product_id = i.product_id) as "basePrice", p.draft`
      : sql`, i.overridden, p.cost::text as cost, null::text as "basePrice", p.draft`
    : sql``;
  return jsonRowsOf<DetailItemRow>(
    db,
    sql`select p.id as "productId", p.slug as "productSlug", p.name_en as "nameEn", p.name_es as "nameEs", p.category, p.unit,
        p.pack_en as "packEn", p.pack_es as "packEs", p.in_stock as "inStock", p.image_url as "imageUrl",
        p.sold_by_weight as "soldByWeight", p.case_weight::text as "caseWeight",
        i.price::text as price, i.quantity::text as quantity, ${iso('i.price_changed_at')} as "changedAt",
        case when w.moved and w.start is not null then w.start::text end as "previousPrice",
        case when not w.moved then null when w.start is null then 'new' when i.price > w.start then 'up' else 'down' end as "recentChange"
        ${staffColumns}
      from price_items i
        join products p on p.id = i.product_id
        cross join (select now() - make_interval(days => ${options.recentDays}::int) as since) win
        left join lateral (select ph.changed_at > win.since as recent from price_history ph
          where ph.price_list_id = i.price_list_id and ph.product_id = i.product_id
          order by ph.version desc, ph.id desc limit 1) h on true
        left join lateral (select true as found, ph.new_price as price from price_history ph
          where h.recent and ph.price_list_id = i.price_list_id and ph.product_id = i.product_id and ph.changed_at <= win.since
          order by ph.version desc, ph.id desc limit 1) b on true
        left join lateral (select ph.old_price as price from price_history ph
          where h.recent and b.found is null and ph.price_list_id = i.price_list_id and ph.product_id = i.product_id
          order by ph.version, ph.id limit 1) f on true
        cross join lateral (select case when b.found then b.price else f.price end as start) s
        cross join lateral (select coalesce(h.recent, false) and s.start is distinct from i.price as moved, s.start) w
      where i.price_list_id = ${listId}::uuid and p.archived_at is null${drafts}`,
    sql`r.category nulls last, r."nameEn", r."productId"`,
  );
}

export interface ItemRow {
  productId: string;
  nameEn: string;
  nameEs: string;
  price: string;
  quantity: string | null;
  overridden: boolean;
  cost: string | null;
}

/** A list's items (all, or those of `productIds`), with the product's names and cost. */
export async function itemsOf(db: Db, listId: string, productIds?: string[]): Promise<ItemRow[]> {
  if (productIds && !productIds.length) return [];
  const only = productIds ? sql` and i.product_id = any(${uuidArray(productIds)})` : sql``;
  return rowsOf<ItemRow>(
    db,
    sql`select i.product_id as "productId", p.name_en as "nameEn", p.name_es as "nameEs", i.price::text as price,
        i.quantity::text as quantity, i.overridden, p.cost::text as cost
      from price_items i join products p on p.id = i.product_id
      where i.price_list_id = ${listId}::uuid${only}`,
  );
}

export interface ProductInfo {
  id: string;
  nameEn: string;
  nameEs: string;
  cost: string | null;
  archived: boolean;
}

export async function productsInfo(db: Db, ids: string[]): Promise<ProductInfo[]> {
  if (!ids.length) return [];
  return rowsOf<ProductInfo>(
    db,
    sql`select p.id, p.name_en as "nameEn", p.name_es as "nameEs", p.cost::text as cost, p.archived_at is not null as archived
      from products p where p.id = any(${uuidArray(ids)})`,
  );
}

/** A list's item without its product's details: what a linked list's recomputation needs of its own items. */
export interface PlainItemRow {
  listId: string;
  productId: string;
  price: string;
  quantity: string | null;
  overridden: boolean;
}

/** The items of several lists (a level of linked lists), without the products' details. */
export async function plainItemsOfLists(db: Db, listIds: string[]): Promise<PlainItemRow[]> {
  if (!listIds.length) return [];
  return rowsOf<PlainItemRow>(
    db,
    sql`select i.price_list_id as "listId", i.product_id as "productId", i.price::text as price, i.quantity::text as quantity, i.overridden
      from price_items i where i.price_list_id = any(${uuidArray(listIds)})`,
  );
}

/** The items of several lists (the bases of linked lists), with the product's names and cost. */
export async function itemsOfLists(db: Db, listIds: string[]): Promise<(ItemRow & { listId: string })[]> {
  if (!listIds.length) return [];
  return rowsOf<ItemRow & { listId: string }>(
    db,
    sql`select i.price_list_id as "listId", i.product_id as "productId", p.name_en as "nameEn", p.name_es as "nameEs",
        i.price::text as price, i.quantity::text as quantity, i.overridden, p.cost::text as cost
      from price_items i join products p on p.id = i.product_id
      where i.price_list_id = any(${uuidArray(listIds)})`,
  );
}

/** The products taken out of these linked lists by hand. */
export async function exclusionsOf(db: Db, listIds: string[]): Promise<{ listId: string; productId: string }[]> {
  if (!listIds.length) return [];
  return rowsOf<{ listId: string; productId: string }>(
    db,
    sql`select price_list_id as "listId", product_id as "productId" from price_list_exclusions where price_list_id = any(${uuidArray(listIds)})`,
  );
}

/** Who saved version `number` of the list, and when. */
export async function versionAuthor(db: Db, listId: string, number: number) {
  const [row] = await rowsOf<{ authorEmail: string | null; createdAt: string }>(
    db,
    sql`select v.author_email as "authorEmail", ${iso('v.created_at')} as "createdAt"
      from price_list_versions v where v.price_list_id = ${listId}::uuid and v.number = ${number}::int`,
  );
  return row;
}

export interface VersionRow {
  number: number;
  author: string | null;
  createdAt: string;
  reason: string | null;
  reasonCode: VersionReasonCode | null;
  added: number;
  changed: number;
  removed: number;
  belowFloor: number;
}

const VERSION_COLUMNS = sql`v.number, v.author_email as author, ${iso('v.created_at')} as "createdAt", v.reason, v.reason_code as "reasonCode", v.added, v.changed,
  v.removed, v.below_floor as "belowFloor"`;

export async function versionsOf(db: Db, listId: string): Promise<VersionRow[]> {
  return rowsOf<VersionRow>(db, sql`select ${VERSION_COLUMNS} from price_list_versions v where v.price_list_id = ${listId}::uuid order by v.number desc`);
}

export async function versionOf(db: Db, listId: string, number: number): Promise<VersionRow | undefined> {
  const [row] = await rowsOf<VersionRow>(
    db,
    sql`select ${VERSION_COLUMNS} from price_list_versions v where v.price_list_id = ${listId}::uuid and v.number = ${number}::int`,
  );
  return row;
}

export interface HistoryChangeRow {
  productId: string;
  nameEn: string;
  nameEs: string;
  oldPrice: string | null;
  newPrice: string | null;
}

/** The history rows of one version, with the product names, in English name order. */
export async function versionChanges(db: Db, listId: string, number: number): Promise<HistoryChangeRow[]> {
  return rowsOf<HistoryChangeRow>(
    db,
    sql`select h.product_id as "productId", p.name_en as "nameEn", p.name_es as "nameEs", h.old_price::text as "oldPrice",
        h.new_price::text as "newPrice"
      from price_history h join products p on p.id = h.product_id
      where h.price_list_id = ${listId}::uuid and h.version = ${number}::int
      order by p.category nulls last, p.name_en, p.id, h.id`,
  );
}

/**
 * The list's prices as of version `n`: today's items, except products changed after `n`, whose price
 * is the old price of their first change after it (null: not in the list then). One statement: the
 * history read is one row per product changed since, whatever the number of versions.
 */
export async function pricesAsOf(db: Db, listId: string, n: number): Promise<{ productId: string; price: string }[]> {
  return rowsOf<{ productId: string; price: string }>(
    db,
    sql`select x.product_id as "productId", x.price::text as price
      from (select coalesce(h.product_id, i.product_id) as product_id, case when h.product_id is null then i.price else h.old_price end as price
          from (select product_id, price from price_items where price_list_id = ${listId}::uuid) i
          full outer join (select distinct on (ph.product_id) ph.product_id, ph.old_price from price_history ph
              where ph.price_list_id = ${listId}::uuid and ph.version > ${n}::int
              order by ph.product_id, ph.version, ph.id) h on h.product_id = i.product_id) x
      where x.price is not null`,
  );
}

export async function productNames(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return rowsOf<{ id: string; nameEn: string; nameEs: string; category: Category | null }>(
    db,
    sql`select p.id, p.name_en as "nameEn", p.name_es as "nameEs", p.category from products p where p.id = any(${uuidArray(ids)})`,
  );
}

/** Whether this product is a draft the import made (staff only until published). */
export async function isDraft(db: Db, productId: string): Promise<boolean> {
  const [row] = await rowsOf<{ draft: boolean }>(db, sql`select draft from products where id = ${productId}::uuid`);
  return row?.draft ?? false;
}

export async function itemHistory(db: Db, listId: string, productId: string) {
  return rowsOf<{ version: number; at: string; by: string | null; reason: string | null; reasonCode: VersionReasonCode | null; oldPrice: string | null; newPrice: string | null }>(
    db,
    sql`select h.version, ${iso('v.created_at')} as at, v.author_email as by, v.reason, v.reason_code as "reasonCode",
        h.old_price::text as "oldPrice", h.new_price::text as "newPrice"
      from price_history h join price_list_versions v on v.price_list_id = h.price_list_id and v.number = h.version
      where h.price_list_id = ${listId}::uuid and h.product_id = ${productId}::uuid
      order by h.version, h.id`,
  );
}

export interface CompareItemRow {
  id: string;
  nameEn: string;
  nameEs: string;
  category: Category | null;
  a: string | null;
  b: string | null;
}

/**
 * Both lists' items side by side (every live product in either), in no order: sorting 10,000 wide
 * rows took the server longer than the join (the caller sorts the rows, by key, in a few ms).
 */
export async function compareItems(db: Db, a: string, b: string): Promise<CompareItemRow[]> {
  return rowsOf<CompareItemRow>(
    db,
    sql`select p.id, p.name_en as "nameEn", p.name_es as "nameEs", p.category, x.a, x.b
      from (select coalesce(ia.product_id, ib.product_id) as product_id, ia.price::text as a, ib.price::text as b
          from (select product_id, price from price_items where price_list_id = ${a}::uuid) ia
          full outer join (select product_id, price from price_items where price_list_id = ${b}::uuid) ib on ib.product_id = ia.product_id) x
        join products p on p.id = x.product_id
      where p.archived_at is null`,
  );
}

export interface NewList {
  slug: string;
  name: string;
  description: string | null;
  staffNote: string | null;
  parentId: string | null;
  linked: boolean;
  adjustKind: AdjustmentKind | null;
  adjustDirection: 'up' | 'down' | null;
  adjustValue: number | null;
  rounding: Rounding | null;
  createdBy: string;
}

/** A new list at version 0: its first save makes version 1. */
export async function insertList(db: Db, values: NewList): Promise<string> {
  const [row] = await db
    .insert(priceLists)
    .values({ ...values, version: 0 })
    .returning({ id: priceLists.id });
  return row!.id;
}

export type ListPatch = Partial<
  Pick<NewList, 'slug' | 'name' | 'description' | 'staffNote' | 'parentId' | 'linked' | 'adjustKind' | 'adjustDirection' | 'adjustValue' | 'rounding'>
>;

export async function updateList(db: Db, id: string, patch: ListPatch) {
  if (!Object.keys(patch).length) return;
  await db
    .update(priceLists)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(sql`${priceLists.id} = ${id}::uuid`);
}

export async function deleteList(db: Db, id: string) {
  await db.execute(sql`delete from price_lists where id = ${id}::uuid`);
}

/** The linked lists that follow this one (one-time copies made from it do not count). */
export async function followersOf(db: Db, id: string) {
  return rowsOf<{ id: string; slug: string; name: string }>(
    db,
    sql`select l.id, l.slug, l.name from price_lists l where l.parent_id = ${id}::uuid and l.linked order by l.name, l.id`,
  );
}

/** `id` and the lists above it through their bases, nearest first (stops on a cycle). */
export async function chainAbove(db: Db, id: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with recursive up(id, parent_id, depth, path) as (
        select l.id, l.parent_id, 0, array[l.id] from price_lists l where l.id = ${id}::uuid
        union all
        select l.id, l.parent_id, up.depth + 1, up.path || l.id from price_lists l join up on l.id = up.parent_id
        where not l.id = any(up.path)
      ) select id from up order by depth`,
  );
  return rows.map((r) => r.id);
}

/** Which of these slugs exist, and every slug `base-N`. */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await rowsOf<{ slug: string }>(
    db,
    sql`select slug from price_lists where slug = ${base} or slug ~ ${`^${base}-[0-9]+$`}`,
  );
  return new Set(rows.map((r) => r.slug));
}

export async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const except = exceptId ? sql` and id <> ${exceptId}::uuid` : sql``;
  return (await rowsOf(db, sql`select 1 from price_lists where slug = ${slug}${except}`)).length > 0;
}

export async function sharesOf(db: Db, listId: string): Promise<Customer[]> {
  return rowsOf<Customer>(
    db,
    sql`select u.id, u.name, u.email from price_list_shares s join "user" u on u.id = s.user_id
      where s.price_list_id = ${listId}::uuid order by u.email`,
  );
}

export async function isSharedWith(db: Db, listId: string, userId: string) {
  return (await rowsOf(db, sql`select 1 from price_list_shares where price_list_id = ${listId}::uuid and user_id = ${userId}`)).length > 0;
}

export async function replaceShares(db: Db, listId: string, userIds: string[]) {
  await db.execute(sql`delete from price_list_shares where price_list_id = ${listId}::uuid`);
  if (!userIds.length) return;
  await db.execute(sql`insert into price_list_shares (price_list_id, user_id)
    select ${listId}::uuid, u from unnest(${textArray(userIds)}) as u`);
}

export async function minMarginBp(db: Db): Promise<number> {
  return (await pricingSettingsOf(db)).minMarginBp;
}

export interface PricingSettingsRow {
  minMarginBp: number;
  staleListDays: number;
  largeMoveBp: number;
  alertMoveBp: number;
}

export async function pricingSettingsOf(db: Db): Promise<PricingSettingsRow> {
  const [row] = await db
    .select({
      minMarginBp: pricingSettings.minMarginBp,
      staleListDays: pricingSettings.staleListDays,
      largeMoveBp: pricingSettings.largeMoveBp,
      alertMoveBp: pricingSettings.alertMoveBp,
    })
    .from(pricingSettings)
    .where(sql`${pricingSettings.id} = 1`);
  return row ?? { minMarginBp: 0, staleListDays: STALE_LIST_DAYS_DEFAULT, largeMoveBp: LARGE_MOVE_DEFAULT_BP, alertMoveBp: ALERT_MOVE_DEFAULT_BP };
}

export async function setPricingSettings(db: Db, settings: PricingSettingsRow, userId: string) {
  await db
    .insert(pricingSettings)
    .values({ id: 1, ...settings, updatedBy: userId })
    .onConflictDoUpdate({ target: pricingSettings.id, set: { ...settings, updatedBy: userId, updatedAt: sql`now()` } });
}

/**
 * The margin shows in every list's detail (`minMarginBp`, the floor marks), whose ETag follows the
 * catalogue counter; pricing_settings has no trigger of its own, so a change bumps the counter here.
 */
export async function bumpCatalogueRevision(db: Db) {
  await db
    .update(dataRevisions)
    .set({ revision: sql`${dataRevisions.revision} + 1`, changedAt: sql`now()` })
    .where(sql`${dataRevisions.scope} = 'catalogue'`);
}

/** A product as an order line needs it: what it is called and sold in, whether it can be had, its price on one list. */
export interface OrderItemRow {
  productId: string;
  slug: string;
  nameEn: string;
  nameEs: string;
  unit: string;
  packEn: string;
  packEs: string;
  inStock: boolean;
  /** Null: not on the list (or a draft or archived product, which customers cannot order). */
  price: string | null;
  soldByWeight: boolean;
  caseWeight: string | null;
  quickbooksItem: string | null;
}

/** The products these refs (ids or slugs) name, with their price on the list; refs that name no product are absent. */
export async function orderItems(db: Db, listId: string, refs: string[]): Promise<OrderItemRow[]> {
  if (!refs.length) return [];
  const ids = refs.filter(isUuid);
  return rowsOf<OrderItemRow>(
    db,
    sql`select p.id as "productId", p.slug, p.name_en as "nameEn", p.name_es as "nameEs", p.unit, p.pack_en as "packEn", p.pack_es as "packEs",
        p.in_stock as "inStock", case when p.draft or p.archived_at is not null then null else i.price::text end as price,
        p.sold_by_weight as "soldByWeight", p.case_weight::text as "caseWeight", p.quickbooks_item as "quickbooksItem"
      from products p left join price_items i on i.product_id = p.id and i.price_list_id = ${listId}::uuid
      where p.slug = any(${textArray(refs)})${ids.length ? sql` or p.id = any(${uuidArray(ids)})` : sql``}`,
  );
}
