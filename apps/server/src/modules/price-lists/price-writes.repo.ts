import { sql } from 'drizzle-orm';
import type { HistoryWrite, ItemWrite } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { inChunks, uuidArray } from '../../db/statements.js';
import { priceListVersions } from '../../db/schema/index.js';

/**
 * The price writer's statements (price-writes.ts). Each takes whole arrays as ONE parameter
 * (`unnest`), so a save of N items is a handful of statements whatever N, chunked at
 * ROWS_PER_STATEMENT rows all the same.
 */

/** An array literal as ONE parameter: `{a,b,NULL}`. Only for values that need no quoting (uuids, decimals, booleans). */
const arrayLiteral = (values: (string | boolean | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'boolean' ? (v ? 't' : 'f') : v)).join(',')}}`;

export async function addExclusions(db: Db, listId: string, productIds: string[]) {
  await inChunks(productIds, (chunk) =>
    db.execute(sql`insert into price_list_exclusions (price_list_id, product_id)
      select ${listId}::uuid, v.product_id from unnest(${uuidArray(chunk)}) as v(product_id) on conflict do nothing`),
  );
}

/** These products (or, without them, all) back in the list's following of its base. */
export async function clearExclusions(db: Db, listId: string, productIds?: string[]) {
  if (!productIds) {
    await db.execute(sql`delete from price_list_exclusions where price_list_id = ${listId}::uuid`);
    return;
  }
  await inChunks(productIds, (chunk) =>
    db.execute(sql`delete from price_list_exclusions where price_list_id = ${listId}::uuid and product_id = any(${uuidArray(chunk)})`),
  );
}

/**
 * New and changed items of one list or several (the linked lists of one level of a base save): one
 * `insert ... on conflict do update` per chunk; the change time moves only with the price.
 */
export async function upsertItems(db: Db, rows: ItemWrite[]) {
  await inChunks(rows, (chunk) =>
    db.execute(sql`insert into price_items (price_list_id, product_id, price, quantity, overridden)
      select v.price_list_id, v.product_id, v.price, v.quantity, v.overridden
      from unnest(${uuidArray(chunk.map((r) => r.listId))}, ${uuidArray(chunk.map((r) => r.productId))}, ${arrayLiteral(chunk.map((r) => r.price))}::numeric[],
        ${arrayLiteral(chunk.map((r) => r.quantity))}::numeric[], ${arrayLiteral(chunk.map((r) => r.overridden))}::boolean[])
        as v(price_list_id, product_id, price, quantity, overridden)
      on conflict (price_list_id, product_id) do update set
        price = excluded.price, quantity = excluded.quantity, overridden = excluded.overridden,
        price_changed_at = case when price_items.price is distinct from excluded.price then now() else price_items.price_changed_at end`),
  );
}

export async function deleteItems(db: Db, rows: { listId: string; productId: string }[]) {
  await inChunks(rows, (chunk) =>
    db.execute(sql`delete from price_items i using unnest(${uuidArray(chunk.map((r) => r.listId))}, ${uuidArray(chunk.map((r) => r.productId))}) as v(price_list_id, product_id)
      where i.price_list_id = v.price_list_id and i.product_id = v.product_id`),
  );
}

/**
 * History rows of one or several versions, after their version rows: only the prices; who, when and
 * why are the version's. `reason` is copied from the version row, `changed_at` is the transaction's
 * time like the version's `created_at`.
 */
export async function insertHistory(db: Db, rows: HistoryWrite[]) {
  await inChunks(rows, (chunk) =>
    db.execute(sql`insert into price_history (price_list_id, product_id, version, old_price, new_price, reason)
      select v.price_list_id, v.product_id, v.version, v.old_price, v.new_price, pv.reason
      from unnest(${uuidArray(chunk.map((r) => r.listId))}, ${uuidArray(chunk.map((r) => r.productId))}, ${arrayLiteral(chunk.map((r) => String(r.version)))}::int[],
        ${arrayLiteral(chunk.map((r) => r.oldPrice))}::numeric[], ${arrayLiteral(chunk.map((r) => r.newPrice))}::numeric[])
        as v(price_list_id, product_id, version, old_price, new_price)
      left join price_list_versions pv on pv.price_list_id = v.price_list_id and pv.number = v.version`),
  );
}

export async function insertVersions(db: Db, rows: (typeof priceListVersions.$inferInsert)[]) {
  if (!rows.length) return;
  await db.insert(priceListVersions).values(rows);
}

/** Each list's new current version, in one statement. */
export async function setListVersions(db: Db, rows: { listId: string; version: number }[]) {
  if (!rows.length) return;
  await db.execute(sql`update price_lists l set version = v.version, updated_at = now()
    from unnest(${uuidArray(rows.map((r) => r.listId))}, ${arrayLiteral(rows.map((r) => String(r.version)))}::int[]) as v(id, version)
    where l.id = v.id`);
}

/**
 * The products page edits the standard lists' prices too, and refuses a save based on an older product
 * version: a price saved elsewhere moves the product's version so that page's next save is refused.
 */
export async function bumpProductVersions(db: Db, productIds: string[]) {
  await inChunks(productIds, (chunk) =>
    db.execute(sql`update products set version = version + 1, updated_at = now() where id = any(${uuidArray(chunk)})`),
  );
}

