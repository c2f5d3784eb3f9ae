import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@freshprice/shared';
import { user } from './auth.js';
import { priceLists, products } from './catalogue.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Order numbers people read ("10042"): one sequence, never reused. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 10001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The list it was ordered from; its name is kept should the list be deleted. */
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    priceListSlug: text('price_list_slug'),
    priceListName: text('price_list_name').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    note: text('note'),
    total: money('total').notNull(),
    /** The client's `Idempotency-Key`: the same key again answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** A digest of the request that used the key: the same key with another request is refused. */
    requestDigest: text('request_digest'),
    /** Placed past the cutoff with the staff's one-time allowance. */
    placedLate: boolean('placed_late').notNull().default(false),
    /** Placed below the minimum, which staff had waived for the customer. */
    minimumWaived: boolean('minimum_waived').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by').references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** Bumped on every change. */
    version: integer('version').notNull().default(1),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} in ('placed', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered', 'cancelled')`),
    uniqueIndex('orders_idempotency_idx').on(t.customerId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_delivery_idx').on(t.deliveryDate, t.status),
  ],
);

/** An order's lines: the product as it was named and priced when ordered; the price never changes after. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSlug: text('product_slug'),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    unit: text('unit').notNull(),
    packEn: text('pack_en').notNull().default(''),
    packEs: text('pack_es').notNull().default(''),
    quantity: numeric('quantity', { precision: 8, scale: 2 }).notNull(),
    price: money('price').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** Every status an order has had: which, who moved it there, and when (oldest first). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    changedBy: text('changed_by').references(() => user.id, { onDelete: 'set null' }),
    changedAt: stamp('changed_at'),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.id)],
);
