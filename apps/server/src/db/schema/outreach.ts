import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { priceLists, products } from './catalogue.js';
import { orders } from './orders.js';

/**
 * Reaching every customer (issue "Reach every customer"): a list sent to all its customers at once,
 * the schedules that send it, standing orders and their drafts, and price-move alerts.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export type SendChannel = 'email' | 'whatsapp';
export type RecipientState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** A schedule that sends a list to all its customers at a time of day, company time, on some weekdays. */
export const listSendSchedules = pgTable(
  'list_send_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    channels: text('channels').array().$type<SendChannel[]>().notNull(),
    /** "HH:MM", company time (America/New_York). */
    time: text('time').notNull(),
    /** `mon`…`sun`; every day by default. */
    weekdays: text('weekdays').array().notNull(),
    /** The next instant it sends; recomputed after each run, across daylight-saving changes. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
    /** Cancelled schedules are kept (activity names them) but never run. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('list_send_schedules_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    index('list_send_schedules_due_idx').on(t.nextRunAt).where(sql`${t.cancelledAt} is null`),
    index('list_send_schedules_list_idx').on(t.priceListId),
  ],
);

/** One sending of a list to all its customers, by hand or by a schedule. */
export const listSends = pgTable(
  'list_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    channels: text('channels').array().$type<SendChannel[]>().notNull(),
    /** What the sheet shows: valid until, in stock only… (the send contract's options). */
    options: jsonb('options').notNull().default({}),
    scheduleId: uuid('schedule_id').references(() => listSendSchedules.id, { onDelete: 'set null' }),
    /** The client's `Idempotency-Key`: the same key again answers this send, nothing is sent twice. */
    idempotencyKey: text('idempotency_key'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
    /** Set when every e-mail recipient is sent, failed or skipped. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('list_sends_idempotency_idx').on(t.priceListId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('list_sends_list_idx').on(t.priceListId, t.createdAt),
  ],
);

/**
 * Each customer of a send, per channel. E-mail: pending → sending → sent | failed (with why);
 * skipped when there is no address. WhatsApp: pending until staff open it from the checklist
 * (`sent`, the checklist remembers who was done); skipped without a phone. A retry sends only the
 * pending and failed: a row once sent is never sent again.
 */
export const listSendRecipients = pgTable(
  'list_send_recipients',
  {
    sendId: uuid('send_id')
      .notNull()
      .references(() => listSends.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<SendChannel>().notNull(),
    state: text('state').$type<RecipientState>().notNull().default('pending'),
    /** Why it failed or was skipped: `no_address`, `no_phone`, or the mail server's answer. */
    reason: text('reason'),
    language: text('language').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** WhatsApp: who marked it done from the checklist. */
    doneBy: text('done_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.customerId, t.channel] }),
    check('list_send_recipients_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
    check('list_send_recipients_state_check', sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'skipped')`),
    check('list_send_recipients_language_check', sql`${t.language} in ('en', 'es')`),
    // "Changes since the last send": a customer's last e-mail sent of a list.
    index('list_send_recipients_customer_idx').on(t.customerId, t.channel, t.sentAt),
  ],
);

export type UnansweredChoice = 'place' | 'skip';

/** Lines and weekdays a customer orders every week; drafts are made from it before each cutoff. */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Delivery weekdays (`mon`…`sun`). */
    weekdays: text('weekdays').array().notNull(),
    /** The draft is made this many hours before the delivery date's cutoff. */
    leadHours: integer('lead_hours').notNull().default(12),
    /** A draft nobody answered by the cutoff is placed as is, or skipped. */
    whenUnanswered: text('when_unanswered').$type<UnansweredChoice>().notNull().default('place'),
    note: text('note'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    check('standing_orders_lead_check', sql`${t.leadHours} between 1 and 72`),
    check('standing_orders_unanswered_check', sql`${t.whenUnanswered} in ('place', 'skip')`),
    index('standing_orders_customer_idx').on(t.customerId),
  ],
);

export const standingOrderLines = pgTable(
  'standing_order_lines',
  {
    standingOrderId: uuid('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 8, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.standingOrderId, t.position] }),
    check('standing_order_lines_quantity_check', sql`${t.quantity} > 0`),
    index('standing_order_lines_product_idx').on(t.productId),
  ],
);

export type DraftState = 'draft' | 'placed' | 'skipped' | 'failed';

/**
 * One delivery date of a standing order: the draft made before its cutoff and what became of it.
 * Unique per standing order and date, and the order it places carries the draft's id as its
 * idempotency key: never two orders for one date and standing order.
 */
export const standingOrderDrafts = pgTable(
  'standing_order_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    standingOrderId: uuid('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** The lines as the customer will order them: `[{ productId, quantity }]`, editable while a draft. */
    lines: jsonb('lines').notNull(),
    state: text('state').$type<DraftState>().notNull().default('draft'),
    /** Who decided: the customer, staff, or the standing order's rule when nobody answered. */
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Placed or skipped by the rule at the cutoff (nobody answered). */
    automatic: boolean('automatic').notNull().default(false),
    /** Why placing failed (`minimum_not_met`, `past_cutoff`…). */
    reason: text('reason'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The SHA-256 of the mailed token that answers without signing in; cleared once used. */
    tokenHash: text('token_hash'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('standing_order_drafts_date_idx').on(t.standingOrderId, t.deliveryDate),
    check('standing_order_drafts_state_check', sql`${t.state} in ('draft', 'placed', 'skipped', 'failed')`),
    index('standing_order_drafts_open_idx').on(t.state, t.deliveryDate),
    uniqueIndex('standing_order_drafts_token_idx').on(t.tokenHash).where(sql`${t.tokenHash} is not null`),
  ],
);

/** A note staff add to a price move ("short supply from Mexico"): the alerts about that move carry it. */
export const priceMoveNotes = pgTable(
  'price_move_notes',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    noteEn: text('note_en').notNull(),
    noteEs: text('note_es'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId] })],
);

/** Up to when a customer's prices were compared for alerts: moves after it are the next check's. */
export const priceAlertChecks = pgTable('price_alert_checks', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/** A customer told that a price of theirs moved: old and new, the effect on their next order, the staff's note. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    /** The quantity of their next order it applies to (standing order or last order), and its date. */
    quantity: numeric('quantity', { precision: 8, scale: 2 }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    noteEn: text('note_en'),
    noteEs: text('note_es'),
    createdAt: stamp('created_at'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [index('price_alerts_customer_idx').on(t.customerId, t.createdAt)],
);
