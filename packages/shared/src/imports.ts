import { z } from 'zod';
import { CATEGORIES } from './catalogue.js';
import { moneyOut } from './contract.js';

/** Records per batch the browser posts (ADR 013): a 10 MB export of 50,000 rows is 50 batches. */
export const IMPORT_BATCH_SIZE = 1_000;
/** The most batches one import may have: 10 MB of one-line records stays well below it. */
export const IMPORT_MAX_BATCHES = 1_000;
/** Attempts of one batch before the import gives up on it (the browser waits 1 s, 2 s, 4 s between). */
export const IMPORT_MAX_ATTEMPTS = 4;
/** What the server stores of one import at most: the bytes of its records' fields, as SPEC's 10 MB a file. */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The most records one batch may carry (the page sends IMPORT_BATCH_SIZE; twice that is headroom). */
export const IMPORT_MAX_BATCH_ROWS = 2 * IMPORT_BATCH_SIZE;
/** The page cuts a batch before its JSON passes this many bytes... */
export const IMPORT_BATCH_TARGET_BYTES = 2 * 1024 * 1024;
/** ...and the server refuses a batch body over this many. */
export const IMPORT_MAX_BATCH_BYTES = 4 * 1024 * 1024;
/** Imports one user may have in progress (checking, checked or interrupted) at once... */
export const IMPORT_MAX_IN_PROGRESS = 3;
/** ...counting only those touched in the last this many minutes (an abandoned dry run stops counting). */
export const IMPORT_IDLE_MINUTES = 30;

export const IMPORT_LAYOUTS = ['qbo-products', 'qbd-item-list', 'qbd-iif', 'qbd-sales-report'] as const;

/** SPEC's final per-row statuses. */
export const IMPORT_ROW_STATUSES = [
  'success',
  'error_ai',
  'error_db_product',
  'error_db_price',
  'skipped_not_a_product',
  'skipped_service_item',
  'skipped_known_non_product_code',
  'skipped_invalid_description',
  /** The row's price is not an amount (text, a percentage, negative, too large): the row is rejected. */
  'skipped_invalid_price',
  'processed_inactive',
  'error_system',
  'unknown_error',
  'pending',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** SPEC's AI (naming) statuses. */
export const IMPORT_AI_STATUSES = ['pending', 'success', 'error', 'skipped_not_a_product', 'skipped_known_non_product_code'] as const;
export type ImportAiStatus = (typeof IMPORT_AI_STATUSES)[number];

/** What an import does with a row's product. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'skip'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const IMPORT_STATES = ['staging', 'ready', 'applying', 'completed', 'completed_with_issues', 'failed', 'undone'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** A record of the file as the browser read it (QuickBooks' own fields; the server classifies it). */
export const qbRecordSchema = z.object({
  line: z.number().int().min(1).max(10_000_000),
  kind: z.enum(['item', 'other']),
  qbId: z.string().max(200),
  name: z.string().max(500),
  description: z.string().max(4000),
  type: z.string().max(100),
  active: z.boolean(),
  price: z.string().max(50).nullable(),
  cost: z.string().max(50).nullable(),
});

export const startImportInputSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** SHA-256 of the file's bytes, hex: the same file for the same list resumes its import. */
  fileHash: z.string().regex(/^[0-9a-f]{64}$/),
  layout: z.enum(IMPORT_LAYOUTS),
  /** The target price list's slug (or id). */
  priceList: z.string().trim().min(1, 'priceListRequired').max(200),
  totalRows: z.number().int().min(1).max(IMPORT_MAX_BATCHES * IMPORT_BATCH_SIZE),
  batchCount: z.number().int().min(1).max(IMPORT_MAX_BATCHES),
});
export type StartImportInput = z.infer<typeof startImportInputSchema>;

export const importBatchInputSchema = z.object({
  records: z
    .array(qbRecordSchema)
    .min(1)
    .max(IMPORT_MAX_BATCH_ROWS, 'tooManyRows')
    // A line is one row of the file: two records of one line are a broken reader, not a file.
    .refine((records) => new Set(records.map((r) => r.line)).size === records.length, 'duplicateLine'),
});
export type ImportBatchInput = z.infer<typeof importBatchInputSchema>;

export const MATCH_DECISIONS = ['accepted', 'rejected'] as const;
export type MatchDecision = (typeof MATCH_DECISIONS)[number];

/** `POST /api/imports/{id}/matches`: accept or reject the proposed matches of these lines (without lines: of every proposal). */
export const decideMatchesInputSchema = z.object({
  decision: z.enum(MATCH_DECISIONS),
  lines: z.array(z.number().int().min(1).max(10_000_000)).min(1).max(IMPORT_MAX_BATCHES * IMPORT_BATCH_SIZE).optional(),
});
export type DecideMatchesInput = z.infer<typeof decideMatchesInputSchema>;

export const finishImportInputSchema = z.object({
  confirmBelowFloor: z.boolean().optional(),
  /** The user saw the dry run's flagged rows (prices moved by more than `largeMoveBp`, or $0.00) and confirmed them. */
  confirmLargeMoves: z.boolean().optional(),
});

/** Applying a batch: the first one of an import with flagged rows needs their confirmation. */
export const applyImportBatchInputSchema = z.object({ confirmLargeMoves: z.boolean().optional() });

const summarySchema = z.object({
  totalProcessed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  errors: z.number().int(),
  processedInactive: z.number().int(),
  priceChanges: z.number().int(),
  belowFloor: z.number().int(),
});
export type ImportSummary = z.infer<typeof summarySchema>;

export const importInfoSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    layout: z.enum(IMPORT_LAYOUTS),
    priceList: z.object({ id: z.uuid().nullable(), slug: z.string(), name: z.string().nullable() }),
    userEmail: z.string(),
    status: z.enum(IMPORT_STATES),
    totalRows: z.number().int(),
    batchCount: z.number().int(),
    stagedBatches: z.array(z.number().int()),
    appliedBatches: z.array(z.number().int()),
    /** The list version the import made, and the one its undo made. */
    versionNumber: z.number().int().nullable(),
    undoVersionNumber: z.number().int().nullable(),
    summary: summarySchema.nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'Import' });
export type ImportInfo = z.infer<typeof importInfoSchema>;

/** `POST /api/imports`: the import, new or resumed (the same file for the same list, not finished). */
export const startImportResultSchema = importInfoSchema.extend({ resumed: z.boolean() });

export const importRowSchema = z
  .object({
    line: z.number().int(),
    qbId: z.string(),
    sourceName: z.string(),
    aiStatus: z.enum(IMPORT_AI_STATUSES),
    nameEn: z.string(),
    nameEs: z.string(),
    category: z.enum(CATEGORIES).nullable(),
    action: z.enum(IMPORT_ACTIONS),
    productId: z.uuid().nullable(),
    oldPrice: moneyOut.nullable(),
    newPrice: moneyOut.nullable(),
    cost: moneyOut.nullable(),
    /** The product's cost before the import (null: none, or a product the import creates). */
    oldCost: moneyOut.nullable(),
    belowFloor: z.boolean(),
    /** `moveFlag` of the list's price and QuickBooks' price: moved by more than `largeMoveBp`, or $0.00. */
    moveFlag: z.enum(['zero', 'largeUp', 'largeDown']).nullable(),
    /** The move in percent of the list's price (null: no list price to compare). */
    movePercent: z.number().nullable(),
    status: z.enum(IMPORT_ROW_STATUSES),
    /** Why a row was rejected or what happened to its price, as a translation key. */
    message: z.string().nullable(),
    /**
     * For a row the catalogue does not match by QuickBooks id or name: the product the dry run thinks it
     * is, and staff's decision (accepted: the row updates that product and gives it its QuickBooks id;
     * rejected or undecided: the row creates a new draft product).
     */
    proposal: z
      .object({
        productId: z.uuid(),
        nameEn: z.string(),
        nameEs: z.string(),
        packEn: z.string(),
        packEs: z.string(),
        decision: z.enum(MATCH_DECISIONS).nullable(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRowSchema>;

/** What the dry run shows: counts per class and action, and every row (the page pages through them). */
export const importPlanSchema = z
  .object({
    import: importInfoSchema,
    counts: z.record(z.string(), z.number().int()),
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    priceChanges: z.number().int(),
    belowFloor: z.number().int(),
    /** Rows whose product cost the import changes. */
    costChanges: z.number().int(),
    /** The flagged rows (`summarizeMoves`): their count, zeros, large moves and the largest one, with the setting used. */
    moves: z.object({
      flagged: z.number().int(),
      zero: z.number().int(),
      large: z.number().int(),
      largeMoveBp: z.number().int(),
      largest: z
        .object({ line: z.number().int(), sourceName: z.string(), oldPrice: moneyOut.nullable(), newPrice: moneyOut, percent: z.number().nullable() })
        .nullable(),
    }),
    rows: z.array(importRowSchema),
  })
  .meta({ id: 'ImportPlan' });
export type ImportPlan = z.infer<typeof importPlanSchema>;

export const importBatchResultSchema = z.object({
  number: z.number().int(),
  rows: z.number().int(),
  success: z.number().int(),
  errors: z.number().int(),
  /** The batch had been done before (a retry after a lost answer): nothing was written again. */
  repeated: z.boolean(),
});
export type ImportBatchResult = z.infer<typeof importBatchResultSchema>;

export const importIndexSchema = z.object({ items: z.array(importInfoSchema) }).meta({ id: 'ImportIndex' });
