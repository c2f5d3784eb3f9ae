import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Catch weight: `price` is per lb, `quantity` whole cases of about `caseWeight` lb, `total` the estimate. */
    price: money('price').notNull(),
    total: money('total').notNull(),
    soldByWeight: boolean('sold_by_weight').notNull().default(false),
    caseWeight: numeric('case_weight', { precision: 8, scale: 2 }),
    /**
     * Short: what staff found to deliver (0..quantity; for catch weight whole cases); null: as
     * ordered. The part not delivered is credited at the line's locked price.
     */
    delivered: numeric('delivered', { precision: 8, scale: 2 }),
    /** Catch weight: the weight of each case packed, in lb; null until weighed. */
    caseWeights: numeric('case_weights', { precision: 8, scale: 2 }).array(),
    /** QuickBooks item the product had when ordered (invoices export it). */
    quickbooksItem: text('quickbooks_item'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_delivered_check', sql`${t.delivered} is null or (${t.delivered} >= 0 and ${t.delivered} <= ${t.quantity})`),
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

/**
 * A substitute staff proposed for (part of) an order line. `decision` is what the customer's rule
 * said when it was proposed (fulfilment-rules `decideSubstitution`); `state` is where it stands:
 * applied (by the rule) or approved -> the substitute is delivered and the replaced part credited;
 * reduced (not allowed), declined or expired (asked, no answer by the deadline) -> the original line
 * is delivered short by the replaced part; asked -> waiting for the customer until `deadline`.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The original line's position. */
    linePosition: integer('line_position').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSlug: text('product_slug'),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    unit: text('unit').notNull(),
    packEn: text('pack_en').notNull().default(''),
    packEs: text('pack_es').notNull().default(''),
    quickbooksItem: text('quickbooks_item'),
    /** The substitute's price per unit: the customer's list price for it, or a price staff set. */
    price: money('price').notNull(),
    quantity: numeric('quantity', { precision: 8, scale: 2 }).notNull(),
    /** How much of the original line it replaces, in the original's unit. */
    replaces: numeric('replaces', { precision: 8, scale: 2 }).notNull(),
    decision: text('decision').$type<'apply' | 'reduce' | 'ask'>().notNull(),
    state: text('state').$type<'applied' | 'reduced' | 'asked' | 'approved' | 'declined' | 'expired'>().notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** sha-256 of the token in the mailed approve/decline link; cleared once answered. */
    tokenHash: text('token_hash').unique(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
  },
  (t) => [
    check('order_substitutions_decision_check', sql`${t.decision} in ('apply', 'reduce', 'ask')`),
    check('order_substitutions_state_check', sql`${t.state} in ('applied', 'reduced', 'asked', 'approved', 'declined', 'expired')`),
    check('order_substitutions_quantity_check', sql`${t.quantity} > 0 and ${t.replaces} > 0`),
    check('order_substitutions_deadline_check', sql`${t.state} <> 'asked' or ${t.deadline} is not null`),
    /** One live substitute per line. */
    uniqueIndex('order_substitutions_line_idx').on(t.orderId, t.linePosition),
  ],
);

/** Delivery routes: a truck's run. A route may close earlier than the company's cutoff. */
export const deliveryRoutes = pgTable('delivery_routes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** "HH:MM" company time; null: the company's cutoff. Only an earlier one has effect. */
  cutoff: text('cutoff'),
  version: integer('version').notNull().default(1),
  createdAt: stamp('created_at'),
  updatedAt: stamp('updated_at'),
});

/** Which route a customer is on (at most one) and their stop on it (1 = first). */
export const routeStops = pgTable(
  'route_stops',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id')
      .notNull()
      .references(() => deliveryRoutes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('route_stops_route_idx').on(t.routeId, t.position)],
);

/** Invoice numbers people and QuickBooks read ("INV-1001"): one sequence, never reused. */
export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1001 });

/**
 * An invoice, made once when its order is delivered: a snapshot of what was delivered and charged
 * (the lines as `InvoiceDocument` lines), so it never changes when products, lists or names do.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    /** The customer as billed: company (or person) name and address when invoiced. */
    customerName: text('customer_name').notNull(),
    billingAddress: text('billing_address'),
    /** The delivery date: the invoice's date. */
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    lines: jsonb('lines').notNull(),
    subtotal: money('subtotal').notNull(),
    credit: money('credit').notNull(),
    total: money('total').notNull(),
    /** Catch weight: estimate, actual and whether it went past the tolerance (shown to the customer). */
    weightEstimate: money('weight_estimate'),
    weightActual: money('weight_actual'),
    weightFlagged: boolean('weight_flagged').notNull().default(false),
    issuedAt: stamp('issued_at'),
    /** The last export to QuickBooks: when, by whom, which flavour; exporting again asks first. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    exportedBy: text('exported_by').references(() => user.id, { onDelete: 'set null' }),
    exportedAs: text('exported_as').$type<'iif' | 'qbo'>(),
  },
  (t) => [
    check('invoices_exported_as_check', sql`${t.exportedAs} is null or ${t.exportedAs} in ('iif', 'qbo')`),
    index('invoices_date_idx').on(t.invoiceDate, t.number),
    index('invoices_customer_idx').on(t.customerId, t.invoiceDate),
  ],
);
