import { createHash } from 'node:crypto';
import {
  ADJUSTABLE_STATUSES,
  canMove,
  checkDeliveryDate,
  cutoffOf,
  deliveryCalendar,
  deliveryDates,
  fromCents,
  isStaff,
  isUuid,
  minimumCents,
  orderRulesOf,
  shortfallCents,
  toCents,
  USUAL_ITEMS_DAYS,
  type ChangeOrderInput,
  type CompanyFacts,
  type Language,
  type Order,
  type OrderOptions,
  type OrderPage,
  type OrderPlanner,
  type OrderStatus,
  type OrdersQuery,
  type PlaceOrderInput,
  type Reorder,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { driverError } from '../../lib/database-errors.js';
import { AppError, invalidCursor } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import { routeCutoffOf } from '../dispatch/dispatch.service.js';
import { findListByRef, isSharedWith, orderItems } from '../price-lists/price-lists.service.js';
import { invoiceDeliveredOrder, invoiceOfOrder } from '../invoices/invoices.service.js';
import { businessOf, useLateOrder, type BusinessRow } from '../users/users.service.js';
import { assertNotAdjusted, beforeMove, deskOf, expireOverdue } from '../fulfilment/fulfilment.service.js';
import { checkQuantities, keptPrices, priceLines, refusal, type AskedLine, type PricedLine } from './order-lines.js';
import { orderView, summaryView } from './order-view.js';
import * as repo from './orders.repo.js';

export interface OrdersServiceDeps {
  db: Database;
  mailer?: Mailer;
  logger?: Logger;
  baseUrl?: string;
  staffEmail?: string;
  /** The time now (tests set it). */
  clock?: () => Date;
  /** The mails an order sends, built by orders.mail.ts; none: no mail. */
  mails?: OrderMails;
}

export interface OrderMails {
  placed(order: Order, to: string, language: Language, facts: CompanyFacts, baseUrl: string): MailMessage;
  changed(order: Order, to: string, language: Language, facts: CompanyFacts, baseUrl: string): MailMessage;
  cancelled(order: Order, to: string, language: Language, facts: CompanyFacts, baseUrl: string, reason: string | null): MailMessage;
  staff(order: Order, to: string, event: 'placed' | 'changed' | 'cancelled', baseUrl: string): MailMessage;
}

/** For the order desk (fulfilment), which adjusts an order's lines under the order's lock. */
export { orderById, orderByKey, type OrderRow } from './orders.repo.js';
/** For standing orders, whose lines are checked as an order's are. */
export { checkQuantities, priceLines } from './order-lines.js';

const notFound = () => new AppError('not_found', 'Order not found');
const listNotFound = () => new AppError('not_found', 'Price list not found', { priceList: 'unknownList' });

const languageOf = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');

/** A request's fingerprint: the same Idempotency-Key with another request is refused rather than answered. */
function digestOf(input: PlaceOrderInput): string {
  return createHash('sha256').update(JSON.stringify([input.priceList, input.deliveryDate, input.lines, input.note ?? null])).digest('hex');
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3,6}Z$/;

function encodeCursor(row: repo.OrderRow): string {
  return Buffer.from(JSON.stringify([row.createdKey, row.id])).toString('base64url');
}
function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    // Both go to the database as a timestamp and a uuid: only the shapes encodeCursor writes.
    if (typeof at !== 'string' || typeof id !== 'string' || !CURSOR_TIME.test(at) || Number.isNaN(Date.parse(at)) || !isUuid(id)) throw new Error('bad');
    return { at, id };
  } catch {
    throw invalidCursor();
  }
}

/**
 * Ordering: a customer orders from a list shared with them, for a delivery date the rules allow,
 * above their minimum; the price of each line is the list's price at that moment and stays. Staff
 * confirm and cancel. Every write is one transaction, recorded in the activity log; mail goes after it.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());

  /** The list by ref, if shared with the customer; 404 otherwise (a list they cannot see does not exist for them). */
  async function customerList(tx: Database | Tx, customerId: string, ref: string) {
    const list = await findListByRef(tx, ref);
    if (!list || !(await isSharedWith(tx, list.id, customerId))) throw listNotFound();
    return list;
  }

  async function customerOf(tx: Database | Tx, id: string, lock = false): Promise<BusinessRow> {
    const row = await businessOf(tx, id, { lock });
    if (!row) throw new AppError('unauthenticated', 'Sign in again.');
    return row;
  }

  /** `routeCutoff`: the customer's delivery route's, which applies when earlier than the company's. */
  function checkDate(date: string, facts: CompanyFacts, business: BusinessRow, at: Date, routeCutoff: string | null) {
    const rules = orderRulesOf(facts, routeCutoff);
    const denied = checkDeliveryDate(date, { now: at, rules, customerDays: business.deliveryDays, lateAllowed: business.lateOrderAllowed });
    if (!denied) return { late: at.getTime() >= cutoffOf(date, rules).getTime() };
    if (denied.code === 'past_cutoff') {
      throw refusal('past_cutoff', denied.reason === 'past' ? 'That delivery date has passed.' : `Orders for ${date} closed at ${rules.cutoff}. Choose a later date or call us.`, { deliveryDate: denied.reason });
    }
    const why = {
      closed: 'We do not deliver on that day of the week.',
      holiday: 'There is no delivery on that date (holiday).',
      notYourDay: 'That day is not one of your delivery days.',
      tooFar: 'Orders can be placed up to four weeks ahead.',
    }[denied.reason];
    throw refusal('not_a_delivery_day', why, { deliveryDate: denied.reason });
  }

  function checkMinimum(lines: PricedLine[], facts: CompanyFacts, business: BusinessRow): { totalCents: number; waived: boolean } {
    const totalCents = lines.reduce((s, l) => s + l.cents, 0);
    const minimum = minimumCents(facts.minimumOrder, business.size);
    const missing = shortfallCents(totalCents, minimum);
    if (missing > 0 && !business.minimumWaived) {
      throw refusal(
        'below_minimum',
        `Your order is $${fromCents(missing)} below your $${fromCents(minimum!)} minimum: add $${fromCents(missing)} more.`,
        { missing: fromCents(missing), minimum: fromCents(minimum!) },
      );
    }
    return { totalCents, waived: missing > 0 };
  }

  /** The order as the API answers it; `staff` readers also see who moved it through its statuses. */
  async function view(tx: Database | Tx, row: repo.OrderRow, language: Language, facts?: CompanyFacts, staff = false): Promise<Order> {
    const f = facts ?? (await readFacts(tx));
    const [lines, history, routeCutoff, desk, invoice] = await Promise.all([
      repo.linesOf(tx, row.id),
      repo.historyOf(tx, row.id),
      routeCutoffOf(tx, row.customerId),
      deskOf(tx, row, language, f, staff),
      invoiceOfOrder(tx, row.id),
    ]);
    const order = orderView(row, lines, language, orderRulesOf(f, routeCutoff), now(), desk);
    return { ...order, history: history.map((h) => (staff ? h : { status: h.status, at: h.at })), invoice };
  }

  /** The order, if the caller may see it: its customer, or staff. Another customer's is "not found". */
  async function visible(tx: Database | Tx, actor: Actor, id: string, lock = false) {
    if (!isUuid(id)) throw notFound();
    const row = await repo.orderById(tx, id, { lock });
    if (!row || (!isStaff(actor.role) && row.customerId !== actor.id)) throw notFound();
    return row;
  }

  /** Sends after the transaction: a mail that fails is logged, never undoes the order. */
  function send(build: (facts: CompanyFacts) => MailMessage[]) {
    if (!deps.mailer || !deps.mails) return;
    const mailer = deps.mailer;
    void readFacts(db)
      .then((facts) => Promise.all(build(facts).map((m) => mailer.send(m))))
      .catch((err) => deps.logger?.error({ err }, 'order mail failed'));
  }

  function notify(order: Order, row: repo.OrderRow, event: 'placed' | 'changed' | 'cancelled', reason: string | null = null) {
    const base = deps.baseUrl ?? '';
    send((facts) => {
      const language = languageOf(row.customerLanguage);
      const mails = deps.mails!;
      const toCustomer =
        event === 'placed'
          ? mails.placed(order, row.customerEmail, language, facts, base)
          : event === 'changed'
            ? mails.changed(order, row.customerEmail, language, facts, base)
            : mails.cancelled(order, row.customerEmail, language, facts, base, reason);
      return [toCustomer, mails.staff(order, deps.staffEmail ?? facts.email, event, base)];
    });
  }

  async function place(caller: Actor, input: PlaceOrderInput, key: string | null): Promise<{ order: Order; replayed: boolean }> {
    const digest = key ? digestOf(input) : null;
    const result = await db.transaction(async (tx) => {
      // The customer's row, locked: one placement of theirs at a time, so a key is looked up once.
      const business = await customerOf(tx, caller.id, true);
      const language = languageOf(business.language);
      if (key) {
        const earlier = await repo.orderByKey(tx, caller.id, key);
        if (earlier) {
          if (earlier.requestDigest !== digest) {
            throw new AppError('idempotency_key_reused', 'This Idempotency-Key was used for another order: send a new key for a new order.');
          }
          return { row: earlier, language, replayed: true };
        }
      }
      const facts = await readFacts(tx);
      const list = await customerList(tx, caller.id, input.priceList);
      const asked = checkQuantities(input.lines);
      const lines = priceLines(asked, await orderItems(tx, list.id, asked.map((l) => l.ref)));
      const at = now();
      const { late } = checkDate(input.deliveryDate, facts, business, at, await routeCutoffOf(tx, caller.id));
      const { totalCents, waived } = checkMinimum(lines, facts, business);
      const id = await repo.insertOrder(
        tx,
        {
          number: await repo.nextNumber(tx),
          customerId: caller.id,
          priceListId: list.id,
          priceListSlug: list.slug,
          priceListName: list.name,
          deliveryDate: input.deliveryDate,
          note: input.note?.trim() || null,
          total: fromCents(totalCents),
          idempotencyKey: key,
          requestDigest: digest,
          placedLate: late,
          minimumWaived: waived,
        },
        lines.map(({ cents: _, ...l }) => l),
      );
      if (late) await useLateOrder(tx, caller.id);
      await repo.recordStatus(tx, id, 'placed', caller.id);
      const row = (await repo.orderById(tx, id))!;
      await recordActivity(tx, caller, [
        {
          resourceType: 'orders',
          resourceId: id,
          action: 'created',
          details: { number: row.number, deliveryDate: row.deliveryDate, total: row.total, lines: lines.length, priceList: list.name, late, minimumWaived: waived },
        },
      ]);
      return { row, language, replayed: false, facts };
    }).catch(async (err) => {
      // Two requests with one key at the same moment: the second waits for the first and finds its order.
      const pg = driverError(err);
      if (key && pg?.code === '23505' && pg.constraint?.includes('idempotency')) {
        const earlier = await repo.orderByKey(db, caller.id, key);
        if (earlier && earlier.requestDigest === digest) return { row: earlier, language: languageOf(earlier.customerLanguage), replayed: true, facts: undefined };
      }
      throw err;
    });
    const order = await view(db, result.row, result.language, 'facts' in result ? result.facts : undefined);
    if (!result.replayed) notify(order, result.row, 'placed');
    return { order, replayed: result.replayed };
  }

  return {
    /** `GET /api/orders/options`: the next delivery dates with their cutoffs, and the caller's minimum. */
    async options({ actor, input }: ServiceCall<{ priceList: string }>): Promise<OrderOptions> {
      const caller = authorize(actor, 'orders.place');
      await customerList(db, caller.id, input.priceList);
      const [facts, business, routeCutoff] = await Promise.all([readFacts(db), customerOf(db, caller.id), routeCutoffOf(db, caller.id)]);
      const minimum = business.minimumWaived ? null : minimumCents(facts.minimumOrder, business.size);
      return {
        deliveryDates: deliveryDates({ now: now(), rules: orderRulesOf(facts, routeCutoff), customerDays: business.deliveryDays, lateAllowed: business.lateOrderAllowed }),
        minimum: minimum === null ? null : fromCents(minimum),
        currency: 'USD',
      };
    },

    /** What the order page shows beside the options: two weeks of days with reasons, the usual items. */
    async planner({ actor, input }: ServiceCall<{ priceList: string }>): Promise<OrderPlanner> {
      const caller = authorize(actor, 'orders.place');
      await customerList(db, caller.id, input.priceList);
      const [facts, business, usual, routeCutoff] = await Promise.all([
        readFacts(db),
        customerOf(db, caller.id),
        repo.usualProducts(db, caller.id, USUAL_ITEMS_DAYS),
        routeCutoffOf(db, caller.id),
      ]);
      const at = now();
      const minimum = business.minimumWaived ? null : minimumCents(facts.minimumOrder, business.size);
      return {
        calendar: deliveryCalendar({ now: at, rules: orderRulesOf(facts, routeCutoff), customerDays: business.deliveryDays, lateAllowed: business.lateOrderAllowed }).map((d) => ({
          date: d.date,
          cutoff: d.cutoff,
          available: d.refusal === null,
          reason: d.refusal?.reason ?? null,
        })),
        minimum: minimum === null ? null : fromCents(minimum),
        size: business.size,
        usualProducts: usual,
        lateOrderAllowed: business.lateOrderAllowed,
        now: at.toISOString(),
      };
    },

    /** Places an order; the same `key` again answers the same order (`replayed`). */
    async place({ actor, input }: ServiceCall<PlaceOrderInput & { key: string | null }>) {
      const caller = authorize(actor, 'orders.place');
      const { key, ...order } = input;
      return place(caller, order, key);
    },

    /** A customer's own orders, or (staff) everyone's, newest first. */
    async list({ actor, input }: ServiceCall<OrdersQuery>): Promise<OrderPage> {
      const caller = authorize(actor, 'orders.view');
      const staff = isStaff(caller.role);
      const rows = await repo.listOrders(db, {
        customerId: staff ? input.customer : caller.id,
        date: input.date,
        status: input.status,
        q: input.q,
        after: decodeCursor(input.cursor),
        limit: input.limit + 1,
      });
      const page = rows.slice(0, input.limit);
      // A customer's own orders close at their route's cutoff when it is earlier (staff see the company's).
      const rules = orderRulesOf(await readFacts(db), staff ? null : await routeCutoffOf(db, caller.id));
      const language = languageOf((await businessOf(db, caller.id))?.language);
      const at = now();
      return { items: page.map((r) => summaryView(r, language, rules, at)), next: rows.length > input.limit ? encodeCursor(page.at(-1)!) : null };
    },

    async get({ actor, input }: ServiceCall<{ id: string }>): Promise<Order> {
      const caller = authorize(actor, 'orders.view');
      await visible(db, caller, input.id);
      // An asked substitute past its deadline takes the default rule before anyone reads the order.
      await expireOverdue(db, input.id, now());
      const row = await visible(db, caller, input.id);
      return view(db, row, languageOf((await businessOf(db, caller.id))?.language), undefined, isStaff(caller.role));
    },

    /**
     * Changes the lines or the note: the customer before the cutoff, staff until it is cancelled.
     * Lines already on the order keep their price; new ones take the list's price now.
     */
    async change({ actor, input }: ServiceCall<ChangeOrderInput & { id: string }>): Promise<Order> {
      const caller = authorize(actor, 'orders.view');
      const staff = isStaff(caller.role);
      const { row, language } = await db.transaction(async (tx) => {
        const before = await visible(tx, caller, input.id, true);
        const facts = await readFacts(tx);
        lockedCheck(before, facts, staff, 'change', await routeCutoffOf(tx, before.customerId));
        const business = await customerOf(tx, before.customerId);
        const set: Parameters<typeof repo.updateOrder>[2] = {};
        const details: Record<string, unknown> = { number: before.number };
        if (input.lines) {
          if (!before.priceListId) throw refusal('not_in_list', 'The price list of this order no longer exists: place a new order.');
          if (!staff && !(await isSharedWith(tx, before.priceListId, caller.id))) {
            throw refusal('not_in_list', 'This price list is no longer shared with you: call us to change the order.');
          }
          await assertNotAdjusted(tx, before.id);
          const oldLines = await repo.linesOf(tx, before.id);
          const asked = checkQuantities(input.lines as AskedLine[]);
          const lines = priceLines(asked, await orderItems(tx, before.priceListId, asked.map((l) => l.ref)), keptPrices(oldLines));
          const { totalCents } = checkMinimum(lines, facts, business);
          await repo.replaceLines(tx, before.id, lines.map(({ cents: _, ...l }) => l));
          set.total = fromCents(totalCents);
          details.old = { total: before.total, lines: oldLines.length };
          details.new = { total: set.total, lines: lines.length };
        }
        if (input.note !== undefined) set.note = input.note?.trim() || null;
        // The customer's change is confirmed again by staff; a change staff make themselves keeps the confirmation.
        if (before.status === 'confirmed' && !staff) set.status = 'placed';
        await repo.updateOrder(tx, before.id, set);
        if (set.status) await repo.recordStatus(tx, before.id, set.status, caller.id);
        await recordActivity(tx, caller, [{ resourceType: 'orders', resourceId: before.id, action: 'updated', details }]);
        return { row: (await repo.orderById(tx, before.id))!, language: languageOf(staff ? (await businessOf(tx, caller.id))?.language : business.language) };
      });
      const order = await view(db, row, language, undefined, staff);
      notify(await view(db, row, languageOf(row.customerLanguage)), row, 'changed');
      return order;
    },

    /** Cancels: the customer before the cutoff, staff any time (with a reason the customer is told). */
    async cancel({ actor, input }: ServiceCall<{ id: string; reason?: string }>): Promise<Order> {
      const caller = authorize(actor, 'orders.view');
      const staff = isStaff(caller.role);
      const reason = input.reason?.trim() || null;
      if (staff && !reason) throw new AppError('validation_failed', 'Say why the order is cancelled: the customer is told.', { reason: 'required' });
      const row = await db.transaction(async (tx) => {
        const before = await visible(tx, caller, input.id, true);
        lockedCheck(before, await readFacts(tx), staff, 'cancel', await routeCutoffOf(tx, before.customerId));
        await repo.updateOrder(tx, before.id, { status: 'cancelled', cancelReason: reason, cancelledBy: caller.id });
        await repo.recordStatus(tx, before.id, 'cancelled', caller.id);
        await recordActivity(tx, caller, [{ resourceType: 'orders', resourceId: before.id, action: 'cancelled', details: { number: before.number, reason } }]);
        return (await repo.orderById(tx, before.id))!;
      });
      const order = await view(db, row, languageOf(row.customerLanguage));
      notify(order, row, 'cancelled', staff ? reason : null);
      return staff ? view(db, row, languageOf((await businessOf(db, caller.id))?.language), undefined, true) : order;
    },

    /** Staff confirm a placed order (a confirmed one stays as it is). */
    async confirm({ actor, input }: ServiceCall<{ id: string }>): Promise<Order> {
      const staff = authorize(actor, 'orders.manage');
      const row = await db.transaction(async (tx) => {
        const before = await visible(tx, staff, input.id, true);
        if (before.status === 'cancelled') throw refusal('order_locked', 'A cancelled order cannot be confirmed.');
        if (before.status === 'placed') {
          await repo.updateOrder(tx, before.id, { status: 'confirmed', confirmedBy: staff.id });
          await repo.recordStatus(tx, before.id, 'confirmed', staff.id);
          await recordActivity(tx, staff, [{ resourceType: 'orders', resourceId: before.id, action: 'confirmed', details: { number: before.number } }]);
        }
        return (await repo.orderById(tx, before.id))!;
      });
      return view(db, row, languageOf((await businessOf(db, staff.id))?.language), undefined, true);
    },

    /**
     * Staff move an order one step on its way (confirmed, picking, packed, out for delivery, delivered)
     * or one step back (fulfilment-rules.ts); cancelling has its own route, with its reason.
     */
    async move({ actor, input }: ServiceCall<{ id: string; status: Exclude<OrderStatus, 'cancelled'> }>): Promise<Order> {
      const staff = authorize(actor, 'orders.manage');
      const row = await db.transaction(async (tx) => {
        const before = await visible(tx, staff, input.id, true);
        if (before.status === input.status) return before;
        if (!canMove(before.status, input.status, staff.role)) {
          throw new AppError('status_not_allowed', `An order ${before.status.replace(/_/g, ' ')} cannot be moved to ${input.status.replace(/_/g, ' ')}.`, { status: 'notAllowed' });
        }
        // The truck leaves: asked substitutes take the default rule, and every case sold by weight is weighed.
        await beforeMove(tx, before.id, input.status, now());
        if (input.status === 'confirmed') await repo.updateOrder(tx, before.id, { status: 'confirmed', confirmedBy: staff.id });
        else await repo.setStatus(tx, before.id, input.status);
        await repo.recordStatus(tx, before.id, input.status, staff.id);
        if (input.status === 'delivered') await invoiceDeliveredOrder(tx, staff, before.id);
        await recordActivity(tx, staff, [
          { resourceType: 'orders', resourceId: before.id, action: 'updated', details: { number: before.number, old: { status: before.status }, new: { status: input.status } } },
        ]);
        return (await repo.orderById(tx, before.id))!;
      });
      return view(db, row, languageOf((await businessOf(db, staff.id))?.language), undefined, true);
    },

    /** Staff confirm several placed orders at once; the others are left as they are. */
    async confirmMany({ actor, input }: ServiceCall<{ ids: string[] }>): Promise<{ confirmed: number }> {
      const staff = authorize(actor, 'orders.manage');
      const done = await db.transaction(async (tx) => {
        const rows = await repo.confirmMany(tx, [...new Set(input.ids)], staff.id);
        for (const r of rows) await repo.recordStatus(tx, r.id, 'confirmed', staff.id);
        await recordActivity(
          tx,
          staff,
          rows.map((r) => ({ resourceType: 'orders' as const, resourceId: r.id, action: 'confirmed', details: { number: r.number } })),
        );
        return rows.length;
      });
      return { confirmed: done };
    },

    /** The order's lines at today's prices on its list, with what changed, for a new cart. */
    async reorder({ actor, input }: ServiceCall<{ id: string }>): Promise<Reorder> {
      const caller = authorize(actor, 'orders.place');
      const row = await visible(db, caller, input.id);
      const lines = await repo.linesOf(db, row.id);
      const language = languageOf((await businessOf(db, caller.id))?.language);
      const shared = row.priceListId ? await isSharedWith(db, row.priceListId, caller.id) : false;
      const items = shared ? await orderItems(db, row.priceListId!, lines.flatMap((l) => (l.productId ? [l.productId] : []))) : [];
      const byId = new Map(items.map((i) => [i.productId, i]));
      return {
        priceList: shared ? row.priceListSlug ?? row.priceListId! : '',
        lines: lines.map((l) => {
          const item = l.productId ? byId.get(l.productId) : undefined;
          const price = item?.price ?? null;
          const status = price === null ? 'gone' : !item!.inStock ? 'out_of_stock' : toCents(price) > toCents(l.price) ? 'up' : toCents(price) < toCents(l.price) ? 'down' : 'same';
          return { product: l.productId ?? l.productSlug ?? '', name: language === 'es' ? l.nameEs : l.nameEn, quantity: Number(l.quantity), price, was: l.price, status };
        }),
      };
    },

    /** The order as its PDF shows it, in a language. */
    async document({ actor, input }: ServiceCall<{ id: string; language: Language }>): Promise<{ order: Order; facts: CompanyFacts }> {
      const caller = authorize(actor, 'orders.view');
      const row = await visible(db, caller, input.id);
      const facts = await readFacts(db);
      return { order: await view(db, row, input.language, facts), facts };
    },
  };

  /**
   * A cancelled or delivered order is locked for everyone. Its customer changes or cancels it only
   * while it is placed or confirmed and before its cutoff; staff change its lines until it is on the
   * truck and cancel it until it is delivered (they take the call).
   */
  function lockedCheck(row: repo.OrderRow, facts: CompanyFacts, staff: boolean, what: 'change' | 'cancel', routeCutoff: string | null) {
    if (row.status === 'cancelled') throw refusal('order_locked', 'This order was cancelled.');
    if (row.status === 'delivered') throw refusal('order_locked', 'This order was delivered.');
    if (staff) {
      if (what === 'change' && !(['placed', 'confirmed', ...ADJUSTABLE_STATUSES] as string[]).includes(row.status)) {
        throw refusal('order_locked', 'This order is on its way: its lines can no longer change.');
      }
      return;
    }
    const rules = orderRulesOf(facts, routeCutoff);
    const beforeCutoff = now().getTime() < cutoffOf(row.deliveryDate, rules).getTime();
    if (!beforeCutoff || !canMove(row.status, 'cancelled', 'customer', beforeCutoff)) {
      throw refusal('order_locked', `This order is locked: orders for ${row.deliveryDate} closed at ${rules.cutoff}. Call us to change it.`);
    }
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
