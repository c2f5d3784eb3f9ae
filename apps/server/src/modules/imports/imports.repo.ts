import { sql, type SQL } from 'drizzle-orm';
import type { ImportState, ImportSummary } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { jsonRecords, rowsOf, textArray, uuidArray } from '../../db/statements.js';
import { importBatches, type importRows, imports } from '../../db/schema/index.js';

/**
 * Imports in SQL (ADR 013). Rows are written a batch at a time in multi-row statements; reads come
 * out in the contract's shape (money as `numeric::text`, times as ISO text).
 */

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export interface ImportRecordRow {
  id: string;
  userEmail: string;
  fileName: string;
  fileHash: string;
  layout: string;
  priceListId: string | null;
  priceListSlug: string;
  priceListName: string | null;
  totalRows: number;
  batchCount: number;
  status: ImportState;
  versionNumber: number | null;
  undoVersionNumber: number | null;
  summary: ImportSummary | null;
  createdAt: string;
  finishedAt: string | null;
  stagedBatches: number[];
  appliedBatches: number[];
}

const IMPORT_COLUMNS = sql`i.id, i.user_email as "userEmail", i.file_name as "fileName", i.file_hash as "fileHash", i.layout,
  i.price_list_id as "priceListId", i.price_list_slug as "priceListSlug", l.name as "priceListName",
  i.total_rows as "totalRows", i.batch_count as "batchCount", i.status, i.version_number as "versionNumber",
  i.undo_version_number as "undoVersionNumber", i.summary, ${iso('i.created_at')} as "createdAt",
  case when i.finished_at is null then null else ${iso('i.finished_at')} end as "finishedAt",
  coalesce((select array_agg(b.number order by b.number) from import_batches b where b.import_id = i.id), '{}') as "stagedBatches",
  coalesce((select array_agg(b.number order by b.number) from import_batches b where b.import_id = i.id and b.applied_at is not null), '{}') as "appliedBatches"`;

export async function findImport(db: Db, id: string): Promise<ImportRecordRow | undefined> {
  const [row] = await rowsOf<ImportRecordRow>(db, sql`select ${IMPORT_COLUMNS} from imports i left join price_lists l on l.id = i.price_list_id where i.id = ${id}::uuid`);
  return row;
}

/** The newest import of these bytes into this list that has not finished: the one to resume. */
export async function findUnfinished(db: Db, fileHash: string, priceListId: string): Promise<ImportRecordRow | undefined> {
  const [row] = await rowsOf<ImportRecordRow>(
    db,
    sql`select ${IMPORT_COLUMNS} from imports i left join price_lists l on l.id = i.price_list_id
      where i.file_hash = ${fileHash} and i.price_list_id = ${priceListId}::uuid and i.status in ('staging', 'ready', 'applying')
      order by i.created_at desc limit 1`,
  );
  return row;
}

/** The newest imports that wrote something (or started to): a dry run, checked but never applied, is not one. */
export async function recentImports(db: Db, limit: number): Promise<ImportRecordRow[]> {
  return rowsOf<ImportRecordRow>(
    db,
    sql`select ${IMPORT_COLUMNS} from imports i left join price_lists l on l.id = i.price_list_id
      where i.status not in ('staging', 'ready') order by i.created_at desc limit ${limit}`,
  );
}

/** Locks the import's row for the rest of the transaction: its batches are staged and applied one at a time. */
export async function lockImport(
  db: Db,
  id: string,
): Promise<{ status: ImportState; batchCount: number; priceListId: string | null; stagedBytes: number } | undefined> {
  const [row] = await rowsOf<{ status: ImportState; batchCount: number; priceListId: string | null; stagedBytes: number }>(
    db,
    sql`select status, batch_count as "batchCount", price_list_id as "priceListId", staged_bytes as "stagedBytes" from imports where id = ${id}::uuid for update`,
  );
  return row;
}

/** Deletes an import with its batches and rows (they cascade): for a dry run left without importing. */
export async function deleteImport(db: Db, id: string) {
  await db.execute(sql`delete from imports where id = ${id}::uuid`);
}

/** Counts a stored batch's bytes against the import's 10 MB, and marks the import as active now. */
export async function touchImport(db: Db, id: string, addBytes = 0) {
  await db.execute(sql`update imports set staged_bytes = staged_bytes + ${addBytes}, updated_at = now() where id = ${id}::uuid`);
}

/** The user's imports in progress (checking, checked or interrupted) touched in the last `minutes`. */
export async function countInProgress(db: Db, userId: string, minutes: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from imports where user_id = ${userId} and status in ('staging', 'ready', 'applying')
      and updated_at > now() - make_interval(mins => ${minutes})`,
  );
  return row?.n ?? 0;
}

export async function insertImport(db: Db, values: typeof imports.$inferInsert): Promise<string> {
  const [row] = await db.insert(imports).values(values).returning({ id: imports.id });
  return row!.id;
}

export async function setImport(db: Db, id: string, patch: Partial<typeof imports.$inferInsert>) {
  await db
    .update(imports)
    .set({ ...patch, updatedAt: new Date() })
    .where(sql`${imports.id} = ${id}::uuid`);
}

export interface BatchRow {
  number: number;
  appliedAt: string | null;
}

export async function findBatch(db: Db, importId: string, number: number): Promise<BatchRow | undefined> {
  const [row] = await rowsOf<BatchRow>(
    db,
    sql`select number, applied_at::text as "appliedAt" from import_batches where import_id = ${importId}::uuid and number = ${number}`,
  );
  return row;
}

export async function insertBatch(db: Db, importId: string, number: number, rows: number) {
  await db.insert(importBatches).values({ importId, number, rows });
}

export async function markBatchApplied(db: Db, importId: string, number: number) {
  await db.execute(sql`update import_batches set applied_at = now(), attempts = attempts + 1 where import_id = ${importId}::uuid and number = ${number}`);
}

export async function countBatches(db: Db, importId: string): Promise<{ staged: number; applied: number }> {
  const [row] = await rowsOf<{ staged: number; applied: number }>(
    db,
    sql`select count(*)::int as staged, count(applied_at)::int as applied from import_batches where import_id = ${importId}::uuid`,
  );
  return row ?? { staged: 0, applied: 0 };
}

export type ImportRowValues = Omit<typeof importRows.$inferInsert, 'importId'>;

/** Stores a batch's rows in one statement, whatever their number; returns how many were new (a line an earlier batch holds is not stored again). */
export async function insertRows(db: Db, importId: string, rows: ImportRowValues[]): Promise<number> {
  if (!rows.length) return 0;
  const stored = await rowsOf<{ line: number }>(
    db,
    sql`
    insert into import_rows (import_id, line, batch, qb_id, source_name, name_key, row_class, name_en, name_es, category,
      price, cost, price_problem, action, product_id, old_price, old_cost, status, message, proposed_product_id)
    select ${importId}::uuid, line, batch, "qbId", "sourceName", "nameKey", "rowClass", "nameEn", "nameEs", category,
      price, cost, "priceProblem", action, "productId", "oldPrice", "oldCost", status, message, "proposedProductId"
    from json_to_recordset(${jsonRecords(rows)}) as x(line int, batch int, "qbId" text, "sourceName" text, "nameKey" text,
      "rowClass" text, "nameEn" text, "nameEs" text, category text, price numeric, cost numeric, "priceProblem" text,
      action text, "productId" uuid, "oldPrice" numeric, "oldCost" numeric, status text, message text, "proposedProductId" uuid)
    on conflict (import_id, line) do nothing
    returning line`,
  );
  return stored.length;
}

export interface StagedRow {
  line: number;
  batch: number;
  qbId: string;
  sourceName: string;
  nameKey: string;
  rowClass: string;
  nameEn: string;
  nameEs: string;
  category: string | null;
  price: string | null;
  cost: string | null;
  priceProblem: string | null;
  action: 'create' | 'update' | 'unchanged' | 'skip';
  productId: string | null;
  oldPrice: string | null;
  oldCost: string | null;
  costWritten: boolean;
  status: string;
  message: string | null;
  /** accepted | rejected | null: staff's decision on the row's proposed match. */
  matchDecision: string | null;
}

const ROW_COLUMNS = sql`r.line, r.batch, r.qb_id as "qbId", r.source_name as "sourceName", r.name_key as "nameKey", r.row_class as "rowClass",
  r.name_en as "nameEn", r.name_es as "nameEs", r.category, r.price::text as price, r.cost::text as cost,
  r.price_problem as "priceProblem", r.action, r.product_id as "productId", r.old_price::text as "oldPrice",
  r.old_cost::text as "oldCost", r.cost_written as "costWritten", r.status, r.message,
  r.match_decision as "matchDecision"`;

export async function rowsOfImport(db: Db, importId: string, batch?: number): Promise<StagedRow[]> {
  const only = batch === undefined ? sql`` : sql` and r.batch = ${batch}`;
  return rowsOf<StagedRow>(db, sql`select ${ROW_COLUMNS} from import_rows r where r.import_id = ${importId}::uuid${only} order by r.line`);
}

/**
 * Rows of earlier batches that create a product one of `qbIds` or `keys` names: a later row naming the
 * same product updates it instead. With `applied`, only rows whose product was created already (their
 * `productId`), as applying needs. Only this batch's names are looked up, so a batch costs the same
 * whether it is the first or the hundredth.
 *
 * Each name is one index lookup (a LATERAL ... LIMIT 1 per name, which the planner cannot turn into a
 * scan). While an import grows `import_rows` and `products` by thousands of rows a minute their
 * statistics are stale: an `= any(...)` over the import's rows was planned as a scan of all of them
 * (35 ms a batch at the 50th batch, growing with each; ADR 013).
 */
export async function earlierCreates(
  db: Db,
  importId: string,
  names: { qbIds: string[]; keys: string[] },
  applied: boolean,
): Promise<{ qbId: string; nameKey: string; productId: string | null }[]> {
  const created = applied ? sql` and product_id is not null` : sql``;
  const lookup = (column: SQL, values: string[]) =>
    sql`select r.qb_id as "qbId", r.name_key as "nameKey", r.product_id as "productId" from unnest(${textArray(values)}) as k(v)
      cross join lateral (select qb_id, name_key, product_id from import_rows
        where import_id = ${importId}::uuid and ${column} = k.v and action = 'create'${created} limit 1) r`;
  return rowsOf(db, sql`${lookup(sql`qb_id`, names.qbIds)} union all ${lookup(sql`name_key`, names.keys)}`);
}

/** The list's price of each of these products that it holds: one primary-key probe per product. */
export async function listPrices(db: Db, listId: string, productIds: string[]): Promise<Map<string, string>> {
  if (!productIds.length) return new Map();
  const rows = await rowsOf<{ productId: string; price: string }>(
    db,
    sql`select k.v as "productId", i.price::text as price from unnest(${uuidArray(productIds)}) as k(v)
      cross join lateral (select price from price_items where price_list_id = ${listId}::uuid and product_id = k.v limit 1) i`,
  );
  return new Map(rows.map((r) => [r.productId, r.price]));
}

/** What became of each row, in one statement. */
export async function settleRows(db: Db, importId: string, rows: { line: number; productId: string | null; status: string; message: string | null }[]) {
  if (!rows.length) return;
  await db.execute(sql`
    update import_rows as r set product_id = coalesce(v."productId", r.product_id), status = v.status, message = v.message
    from json_to_recordset(${jsonRecords(rows)}) as v(line int, "productId" uuid, status text, message text)
    where r.import_id = ${importId}::uuid and r.line = v.line`);
}

/** Rows whose batch wrote their product's cost, with the cost it had just before: what an undo puts back. */
export async function markCostsWritten(db: Db, importId: string, rows: { line: number; oldCost: string | null }[]) {
  if (!rows.length) return;
  await db.execute(sql`
    update import_rows as r set cost_written = true, old_cost = v."oldCost"
    from json_to_recordset(${jsonRecords(rows)}) as v(line int, "oldCost" numeric)
    where r.import_id = ${importId}::uuid and r.line = v.line`);
}

/**
 * Puts back every cost the import wrote, to the cent: each product gets the cost it had before the
 * import's first write of it (none, for a product the import created). A cost changed since the
 * import's last write of it is someone else's and stays. Returns the products changed.
 */
export async function restoreCosts(db: Db, importId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    with written as (select product_id, line, old_cost, cost from import_rows
        where import_id = ${importId}::uuid and cost_written and product_id is not null),
      first as (select distinct on (product_id) product_id, old_cost from written order by product_id, line),
      last as (select distinct on (product_id) product_id, cost from written order by product_id, line desc)
    update products p set cost = f.old_cost, version = p.version + 1, updated_at = now()
    from first f join last l on l.product_id = f.product_id
    where p.id = f.product_id and p.cost is not distinct from l.cost and p.cost is distinct from f.old_cost
    returning p.id`,
  );
  return rows.map((r) => r.id);
}

/** Rows of batches never applied (given up after retries): they failed with the batch. */
export async function failUnappliedRows(db: Db, importId: string) {
  await db.execute(sql`
    update import_rows r set status = 'error_system', message = 'batchFailed'
    from import_batches b
    where r.import_id = ${importId}::uuid and b.import_id = r.import_id and b.number = r.batch and b.applied_at is null`);
}

export interface MatchProduct {
  id: string;
  nameEn: string;
  nameEs: string;
  quickbooksId: string | null;
  cost: string | null;
  inStock: boolean;
  archived: boolean;
}

const MATCH_COLUMNS = sql`id, name_en as "nameEn", name_es as "nameEs", quickbooks_id as "quickbooksId", cost::text as cost, in_stock as "inStock",
  archived_at is not null as archived`;

/** Live products with what matching by name needs (a catalogue is thousands of products, not millions). */
export async function liveProducts(db: Db): Promise<MatchProduct[]> {
  return rowsOf<MatchProduct>(db, sql`select ${MATCH_COLUMNS} from products where archived_at is null`);
}

/** The products with these ids, or these QuickBooks ids (archived ones too). */
export async function productsFor(db: Db, ids: string[], qbIds: string[]): Promise<MatchProduct[]> {
  if (!ids.length && !qbIds.length) return [];
  // One index lookup per id, as `plannedCreates` does: the catalogue may have grown by the import itself.
  return rowsOf<MatchProduct>(
    db,
    sql`select m.* from unnest(${uuidArray(ids)}) as k(v) cross join lateral (select ${MATCH_COLUMNS} from products where id = k.v limit 1) m
      union
      select m.* from unnest(${textArray(qbIds)}) as k(v) cross join lateral (select ${MATCH_COLUMNS} from products where quickbooks_id = k.v limit 1) m`,
  );
}

/**
 * Updates what an import may change of an existing product: its cost, a QuickBooks id it lacked; an
 * item inactive in QuickBooks goes out of stock, an active one that had been archived comes back
 * (being active says nothing of today's stock, which stays as it is).
 */
export async function updateImportedProducts(db: Db, rows: { id: string; cost: string | null; active: boolean; quickbooksId: string | null }[]) {
  if (!rows.length) return;
  await db.execute(sql`
    update products as p set cost = coalesce(v.cost, p.cost),
      in_stock = case when v.active then p.in_stock else false end,
      archived_at = case when v.active then null else p.archived_at end,
      quickbooks_id = coalesce(p.quickbooks_id, v."quickbooksId"), version = p.version + 1, updated_at = now()
    from json_to_recordset(${jsonRecords(rows)}) as v(id uuid, cost numeric, active boolean, "quickbooksId" text)
    where p.id = v.id`);
}

/**
 * The products' QuickBooks item (Desktop's full name `Parent:Item`, Online's name, as in the file),
 * for products that have none yet: invoices are exported with it. A name set before stays.
 */
export async function fillQuickbooksItems(db: Db, rows: { id: string; item: string }[]) {
  const named = rows.filter((r) => r.item.trim() !== '');
  if (!named.length) return;
  await db.execute(sql`
    update products as p set quickbooks_item = v.item
    from (select distinct on (id) id, item from json_to_recordset(${jsonRecords(named)}) as x(id uuid, item text) order by id) v
    where p.id = v.id and coalesce(trim(p.quickbooks_item), '') = ''`);
}

/** Products this import created that no price list holds: an undo archives them. */
export async function createdAndUnused(db: Db, importId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select distinct r.product_id as id from import_rows r
      where r.import_id = ${importId}::uuid and r.action = 'create' and r.product_id is not null
        and not exists (select 1 from price_items i where i.product_id = r.product_id)`,
  );
  return rows.map((r) => r.id);
}

/** What proposing likely matches needs of the live catalogue: both names and both packs. */
export async function proposalCandidates(db: Db): Promise<{ id: string; nameEn: string; nameEs: string; packEn: string; packEs: string }[]> {
  return rowsOf(db, sql`select id, name_en as "nameEn", name_es as "nameEs", pack_en as "packEn", pack_es as "packEs" from products where archived_at is null`);
}

export interface ProposalRow {
  line: number;
  productId: string;
  nameEn: string;
  nameEs: string;
  packEn: string;
  packEs: string;
  decision: 'accepted' | 'rejected' | null;
}

/** The import's proposed matches with the proposed products' names and packs (rows without one are not read). */
export async function proposalsOf(db: Db, importId: string): Promise<ProposalRow[]> {
  return rowsOf<ProposalRow>(
    db,
    sql`select r.line, p.id as "productId", p.name_en as "nameEn", p.name_es as "nameEs", p.pack_en as "packEn", p.pack_es as "packEs",
        r.match_decision as decision
      from import_rows r join products p on p.id = r.proposed_product_id
      where r.import_id = ${importId}::uuid and r.proposed_product_id is not null`,
  );
}

/** Of these lines, those that have no proposed match (a decision on them means nothing). */
export async function linesWithoutProposal(db: Db, importId: string, lines: number[]): Promise<number[]> {
  const rows = await rowsOf<{ line: number }>(
    db,
    sql`select k.v as line from unnest(${`{${lines.join(',')}}`}::int[]) as k(v)
      where not exists (select 1 from import_rows r where r.import_id = ${importId}::uuid and r.line = k.v and r.proposed_product_id is not null)`,
  );
  return rows.map((r) => r.line);
}

/**
 * Staff's decision on proposed matches (of `lines`, or of every proposal). Accepted: the row updates the
 * proposed product (the list's price for it is the row's old price); rejected: it creates a product.
 */
export async function decideMatches(db: Db, importId: string, listId: string, decision: 'accepted' | 'rejected', lines: number[] | null) {
  const only = lines ? sql` and r.line = any(${`{${lines.join(',')}}`}::int[])` : sql``;
  const set =
    decision === 'accepted'
      ? sql`match_decision = 'accepted', product_id = r.proposed_product_id, action = 'update',
          old_price = (select i.price from price_items i where i.price_list_id = ${listId}::uuid and i.product_id = r.proposed_product_id)`
      : sql`match_decision = 'rejected', product_id = null, action = 'create', old_price = null`;
  await db.execute(sql`update import_rows r set ${set} where r.import_id = ${importId}::uuid and r.proposed_product_id is not null${only}`);
}

/**
 * The QuickBooks ids of accepted matches: the product takes the row's id (replacing one it had), so the
 * next import of the file matches it by id.
 */
export async function adoptQuickbooksIds(db: Db, rows: { id: string; qbId: string }[]) {
  if (!rows.length) return;
  await db.execute(sql`
    update products as p set quickbooks_id = v."qbId", version = p.version + 1, updated_at = now()
    from json_to_recordset(${jsonRecords(rows)}) as v(id uuid, "qbId" text)
    where p.id = v.id and p.quickbooks_id is distinct from v."qbId"`);
}
