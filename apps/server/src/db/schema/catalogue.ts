import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AdjustmentKind, Category, Rounding, Tier, VersionReasonCode } from '@freshprice/shared';
import { user } from './auth.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    /** null: uncategorized. */
    category: text('category').$type<Category>(),
    unit: text('unit').notNull(),
    packEn: text('pack_en').notNull().default(''),
    packEs: text('pack_es').notNull().default(''),
    inStock: boolean('in_stock').notNull().default(true),
    imageUrl: text('image_url'),
    quickbooksId: text('quickbooks_id').unique(),
    /** The item's name in QuickBooks (Desktop's full name `Parent:Item`): invoices are exported with it. */
    quickbooksItem: text('quickbooks_item'),
    /** Catch weight: priced per lb, ordered in cases of about `caseWeight` lb, invoiced at the weights packed. */
    soldByWeight: boolean('sold_by_weight').notNull().default(false),
    /** The nominal weight of a case in lb ("about 40 lb"); required when sold by weight. */
    caseWeight: numeric('case_weight', { precision: 8, scale: 2 }),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull().default('0'),
    /** What the product costs us (the QuickBooks import fills it): prices below cost plus the minimum margin are flagged. */
    cost: money('cost'),
    /** Products used in price lists are archived instead of deleted, keeping their history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Made by the QuickBooks import and not yet reviewed: staff see it, the public and customers do not. */
    draft: boolean('draft').notNull().default(false),
    /** Bumped on every change: a save based on an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check(
      'products_category_check',
      sql`${t.category} is null or ${t.category} in ('vegetables', 'fruits', 'dry_produce', 'herbs', 'others')`,
    ),
    check('products_case_weight_check', sql`(not ${t.soldByWeight} or ${t.caseWeight} > 0) and (${t.caseWeight} is null or ${t.caseWeight} > 0)`),
    index('products_category_idx').on(t.category),
    index('products_draft_idx').on(t.nameEn, t.id).where(sql`${t.archivedAt} is null and ${t.draft}`),
  ],
);

export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable and unique, such as `small-business` or `private-list-1`: URLs and the import use it. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The note to customers: shown and printed to them. */
    description: text('description'),
    /** Staff only, never in a customer's answer: formulas, margins, who to call (ADR 017). */
    staffNote: text('staff_note'),
    /** A template stands for a standard tier and cannot be deleted; every other list is a customer list. */
    isTemplate: boolean('is_template').notNull().default(false),
    /** The standard tier a template list stands for. */
    tier: text('tier').$type<Tier>(),
    /**
     * The base list: the list this one was made from, or follows when `linked`. Deleting a base leaves
     * its one-time copies without one (the service refuses it while linked lists follow it).
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => priceLists.id, { onDelete: 'set null' }),
    /** Follows its base: every price is the base's price adjusted, unless the item is overridden. */
    linked: boolean('linked').notNull().default(false),
    adjustKind: text('adjust_kind').$type<AdjustmentKind>(),
    adjustDirection: text('adjust_direction').$type<'up' | 'down'>(),
    /** Basis points (800 = 8%) for a percent, cents for an amount. */
    adjustValue: integer('adjust_value'),
    rounding: text('rounding').$type<Rounding>(),
    /** The current version: every save creates the next one. */
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('price_lists_tier_check', sql`${t.tier} is null or ${t.tier} in ('small', 'medium', 'large')`),
    check('price_lists_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      'price_lists_adjustment_check',
      sql`(${t.adjustKind} is null and ${t.adjustDirection} is null and ${t.adjustValue} is null and ${t.rounding} is null)
        or (${t.adjustKind} in ('percent', 'amount') and ${t.adjustDirection} in ('up', 'down') and ${t.adjustValue} >= 0
          and ${t.rounding} in ('cent', 'nickel', 'x9'))`,
    ),
    check('price_lists_linked_check', sql`not ${t.linked} or (${t.parentId} is not null and ${t.adjustKind} is not null)`),
    index('price_lists_parent_idx').on(t.parentId),
  ],
);

export const priceListShares = pgTable(
  'price_list_shares',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.userId] }), index('price_list_shares_user_idx').on(t.userId)],
);

/** One row per save of a list: who, when, why, and how many items it added, changed and removed. */
export const priceListVersions = pgTable(
  'price_list_versions',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept for deleted users. */
    authorEmail: text('author_email'),
    /** As typed by the author, or the English text of `reasonCode`. */
    reason: text('reason'),
    /** Why the system made this version, as facts (rollback, import, assistant, base...): rendered in the reader's language. */
    reasonCode: jsonb('reason_code').$type<VersionReasonCode>(),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    /** Prices below the margin floor that the author confirmed saving. */
    belowFloor: integer('below_floor').notNull().default(0),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.number] })],
);

export const priceItems = pgTable(
  'price_items',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    /** Minimum order quantity, when the list sets one. */
    quantity: numeric('quantity', { precision: 12, scale: 2 }),
    /** In a linked list: set by hand, so the base's changes leave it alone. */
    overridden: boolean('overridden').notNull().default(false),
    priceChangedAt: stamp('price_changed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    index('price_items_product_idx').on(t.productId),
    check('price_items_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * Products taken out of a linked list by hand: the base's changes leave them out until the list
 * prices them again (an override) or follows the base for them again.
 */
export const priceListExclusions = pgTable(
  'price_list_exclusions',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId] })],
);

/**
 * Every price change: old, new, and the version that made it. Who, when and why are the version's
 * (join price_list_versions on the list and number); `reason` and `changed_at` repeat the version's
 * (the rows migrated from before versions have them; the recent-change mark reads the time here).
 * A save of 20 linked lists writes 40,000 rows: each foreign key and index costs on every one.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    oldPrice: money('old_price'),
    newPrice: money('new_price'),
    reason: text('reason'),
    changedAt: stamp('changed_at'),
  },
  (t) => [
    // An item's history and latest change, and the prices as of a version (distinct on product).
    index('price_history_list_product_version_idx').on(t.priceListId, t.productId, t.version),
    // What one version changed.
    index('price_history_list_version_idx').on(t.priceListId, t.version),
    // Whether a product was ever priced (archive instead of delete), and the product key's own checks.
    index('price_history_product_idx').on(t.productId),
  ],
);

/** One row: how prices are checked. Not part of the public company facts. */
export const pricingSettings = pgTable(
  'pricing_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Prices whose gross margin, (price - cost) / price, is below this (basis points: 1000 = 10%) are flagged and need a confirmation. */
    minMarginBp: integer('min_margin_bp').notNull().default(0),
    /** The dashboard warns about lists not updated for more than this many days. */
    staleListDays: integer('stale_list_days').notNull().default(3),
    /** A price moved by more than this share of its old price (basis points: 5000 = 50%) is flagged and needs a confirmation. */
    largeMoveBp: integer('large_move_bp').notNull().default(5000),
    /** Customers are alerted when a price of theirs moves, net, by more than this share (basis points: 1000 = 10%). */
    alertMoveBp: integer('alert_move_bp').notNull().default(1000),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('pricing_settings_single_row', sql`${t.id} = 1`),
    check('pricing_settings_margin_check', sql`${t.minMarginBp} >= 0 and ${t.minMarginBp} < 10000`),
    check('pricing_settings_stale_days_check', sql`${t.staleListDays} between 1 and 365`),
    check('pricing_settings_large_move_check', sql`${t.largeMoveBp} between 100 and 100000`),
    check('pricing_settings_alert_move_check', sql`${t.alertMoveBp} between 100 and 100000`),
  ],
);
