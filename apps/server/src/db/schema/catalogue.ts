import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Category, Tier } from '@freshprice/shared';
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
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Products used in price lists are archived instead of deleted, keeping their history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
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
    index('products_category_idx').on(t.category),
  ],
);

export const priceLists = pgTable(
  'price_lists',
  {
    /** Human-readable slug such as `small-business` or `private-list-1` (the import uses it). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isTemplate: boolean('is_template').notNull().default(false),
    /** The standard tier a template list stands for. */
    tier: text('tier').$type<Tier>(),
    parentId: text('parent_id').references((): AnyPgColumn => priceLists.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('price_lists_tier_check', sql`${t.tier} is null or ${t.tier} in ('small', 'medium', 'large')`),
    check('price_lists_id_check', sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const priceListShares = pgTable(
  'price_list_shares',
  {
    priceListId: text('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.userId] }), index('price_list_shares_user_idx').on(t.userId)],
);

export const priceItems = pgTable(
  'price_items',
  {
    priceListId: text('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }),
    priceChangedAt: stamp('price_changed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    index('price_items_product_idx').on(t.productId),
    check('price_items_price_check', sql`${t.price} >= 0`),
  ],
);

/** Every price change: old, new, who, when, why. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    priceListId: text('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    oldPrice: money('old_price'),
    newPrice: money('new_price'),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason'),
    changedAt: stamp('changed_at'),
  },
  (t) => [
    index('price_history_list_product_idx').on(t.priceListId, t.productId, t.changedAt),
    index('price_history_product_idx').on(t.productId, t.changedAt),
  ],
);
