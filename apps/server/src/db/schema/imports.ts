import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { priceLists, products } from './catalogue.js';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * One QuickBooks import (ADR 013): a file, identified by its SHA-256, into one price list. Its batches
 * and rows are staged before anything is written; the import survives restarts and reloads, and the
 * same file chosen again for the same list resumes it.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    layout: text('layout').notNull(),
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    /** The list's slug when the import began: history keeps naming it if the list is deleted. */
    priceListSlug: text('price_list_slug').notNull(),
    totalRows: integer('total_rows').notNull(),
    batchCount: integer('batch_count').notNull(),
    /** Bytes of the records' fields stored so far: at most SPEC's 10 MB a file. */
    stagedBytes: integer('staged_bytes').notNull().default(0),
    /** staging -> ready -> applying -> completed | completed_with_issues | failed; completed ones may be undone. */
    status: text('status').notNull().default('staging'),
    /** The list version the import's prices made, and the one its undo made. */
    versionNumber: integer('version_number'),
    undoVersionNumber: integer('undo_version_number'),
    summary: jsonb('summary').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'imports_status_check',
      sql`${t.status} in ('staging', 'ready', 'applying', 'completed', 'completed_with_issues', 'failed', 'undone')`,
    ),
    index('imports_resume_idx').on(t.fileHash, t.priceListId),
    index('imports_created_idx').on(t.createdAt),
  ],
);

/** A batch posted under its number: staged once, applied once, however often it is sent. */
export const importBatches = pgTable(
  'import_batches',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    rows: integer('rows').notNull(),
    stagedAt: timestamp('staged_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.importId, t.number] })],
);

/** One record of the file: what it is, what the import plans for it, and what became of it. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    batch: integer('batch').notNull(),
    qbId: text('qb_id').notNull(),
    sourceName: text('source_name').notNull(),
    /** `nameKey` of the English name: rows of one import naming one product share it. */
    nameKey: text('name_key').notNull(),
    rowClass: text('row_class').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    category: text('category'),
    price: money('price'),
    cost: money('cost'),
    priceProblem: text('price_problem'),
    /** create | update | unchanged | skip */
    action: text('action').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The list's price for the product when the row was staged (null: not in the list). */
    oldPrice: money('old_price'),
    /** The product's cost when the row was staged, then when its batch was applied: what an undo puts back. */
    oldCost: money('old_cost'),
    /** The row's batch wrote the product's cost. */
    costWritten: boolean('cost_written').notNull().default(false),
    /** SPEC's final status once applied; pending before. */
    status: text('status').notNull().default('pending'),
    message: text('message'),
    /** For a row the catalogue does not match: the product the dry run proposes, and staff's decision (accepted | rejected). */
    proposedProductId: uuid('proposed_product_id').references(() => products.id, { onDelete: 'set null' }),
    matchDecision: text('match_decision'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    check('import_rows_match_decision_check', sql`${t.matchDecision} is null or ${t.matchDecision} in ('accepted', 'rejected')`),
    index('import_rows_batch_idx').on(t.importId, t.batch),
    // A batch looks up earlier rows of its import by QuickBooks id and by name key.
    index('import_rows_qb_idx').on(t.importId, t.qbId),
    index('import_rows_key_idx').on(t.importId, t.nameKey),
  ],
);
