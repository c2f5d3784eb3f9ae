import {
  answerInTime,
  canAdjustLines,
  decideSubstitution,
  fromCents,
  isStaff,
  isUuid,
  MAX_CASE_WEIGHT_LB,
  SUBSTITUTION_DEADLINE_DEFAULT_MS,
  SUBSTITUTION_DEADLINE_MAX_MS,
  substitutionRuleOf,
  toCents,
  type CompanyFacts,
  type Language,
  type LineWeightsInput,
  type Order,
  type OrderStatus,
  type ShortLineInput,
  type SubstituteInput,
  type SubstitutionAnswer,
  type SubstitutionAsk,
  type SubstitutionLink,
  type SubstitutionState,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Db } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import { isTokenShaped, newToken, tokenHash as hashOf } from '../../lib/one-time-token.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import { orderById, type OrderRow, type OrdersService } from '../orders/orders.service.js';
import { findListByRef, orderItems } from '../price-lists/price-lists.service.js';
import { businessOf } from '../users/users.service.js';
import { deliveredOf, deskView, hundredthsOf, originalPriced, replacedCents, substituteAmountCents, substituteView, type DeskView } from './desk-view.js';
import * as repo from './fulfilment.repo.js';

export type { DeskView };

export interface SubstitutionMail {
  to: string;
  language: Language;
  order: { number: string; deliveryDate: string };
  original: string;
  substitute: { name: string; quantity: number; unit: string; price: string; amount: string };
  replacedAmount: string;
  deadline: string;
  link: string;
  facts: CompanyFacts;
}

export interface FulfilmentServiceDeps {
  db: Database;
  orders: OrdersService;
  mailer?: Mailer;
  logger?: Logger;
  baseUrl?: string;
  clock?: () => Date;
  /** The mail asking the customer about a substitute (fulfilment.mail.ts); none: no mail. */
  askMail?: (m: SubstitutionMail) => MailMessage;
}

const notFound = () => new AppError('not_found', 'Order not found');
const lineNotFound = () => new AppError('not_found', 'No such line on this order');
const tokenNotFound = () => new AppError('not_found', 'This link is not valid: it was used already or never existed.');
const languageOf = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');
const asText = (hundredths: number) => (hundredths / 100).toFixed(2);
const SYSTEM = { id: null, email: null };

/** The order's desk data, as its view shows it (`staff` also see the minimum). */
export async function deskOf(db: Db, row: OrderRow, language: Language, facts: CompanyFacts, staff: boolean): Promise<DeskView> {
  const [lines, subs, business] = await Promise.all([repo.deskLines(db, row.id), repo.substitutionsOf(db, row.id), staff ? businessOf(db, row.customerId) : null]);
  return deskView(lines, subs, language, facts, business ?? null);
}

/** The order's total becomes its net again, and its version moves. */
async function recompute(tx: Db, orderId: string) {
  const [lines, subs, facts] = await Promise.all([repo.deskLines(tx, orderId), repo.substitutionsOf(tx, orderId), readFacts(tx)]);
  await repo.setTotal(tx, orderId, fromCents(deskView(lines, subs, 'en', facts, null).netCents));
}

/** Lowers the original line by what a substitute replaced, once its outcome is known. */
async function lowerLine(tx: Db, lines: repo.DeskLineRow[], s: repo.SubstitutionRow) {
  const line = lines.find((l) => l.position === s.linePosition);
  if (!line) return;
  const delivered = Math.max(0, deliveredOf(line) - hundredthsOf(s.replaces));
  await repo.setDelivered(tx, s.orderId, s.linePosition, asText(delivered));
  line.delivered = asText(delivered);
}

/**
 * THE one place asked substitutes end without an answer: past their deadline (or every one still
 * asked, `all`, when the truck leaves), the default rule applies: expired, the line lowered, the
 * total recomputed, in activity. Inside the caller's transaction, with the order locked.
 */
export async function expireAsked(tx: Db, orderId: string, at: Date, all = false): Promise<number> {
  const due = all ? (await repo.substitutionsOf(tx, orderId)).filter((s) => s.state === 'asked') : await repo.overdue(tx, orderId, at);
  if (!due.length) return 0;
  const lines = await repo.deskLines(tx, orderId);
  for (const s of due) {
    await repo.closeSubstitution(tx, s.id, 'expired', null, null);
    await lowerLine(tx, lines, s);
  }
  await recompute(tx, orderId);
  const [row] = [await orderById(tx, orderId)];
  await recordActivity(
    tx,
    SYSTEM,
    due.map((s) => ({
      resourceType: 'orders' as const,
      resourceId: orderId,
      action: 'updated',
      details: { number: row?.number, change: 'substitute_expired', line: s.linePosition, substitute: s.nameEn, deadline: s.deadline },
    })),
  );
  return due.length;
}

/** Before an order is read: its overdue substitutes expire (a cheap look first; a write only when due). */
export async function expireOverdue(db: Database, orderId: string, at: Date) {
  if (!isUuid(orderId)) return;
  if (!(await repo.overdue(db, orderId, at)).length) return;
  await db.transaction(async (tx) => {
    await orderById(tx, orderId, { lock: true });
    await expireAsked(tx, orderId, at);
  });
}

/**
 * Before an order's lines are replaced (a change of the whole order): refused once the desk has
 * marked a short, a substitute or weights on it, since they belong to the lines as they are.
 */
export async function assertNotAdjusted(tx: Db, orderId: string) {
  const [lines, subs] = await Promise.all([repo.deskLines(tx, orderId), repo.substitutionsOf(tx, orderId)]);
  if (subs.length || lines.some((l) => l.delivered !== null || l.caseWeights !== null)) {
    throw new AppError('order_adjusted', 'This order has shorts, substitutes or weights: change them line by line at the order desk.');
  }
}

/**
 * The desk's part of a status move: when the truck leaves (or the order is delivered) every asked
 * substitute takes the default rule, and every catch-weight case delivered must be weighed.
 */
export async function beforeMove(tx: Db, orderId: string, to: OrderStatus, at: Date) {
  if (to !== 'out_for_delivery' && to !== 'delivered') return;
  await expireAsked(tx, orderId, at, true);
  const unweighed = (await repo.deskLines(tx, orderId)).filter(
    (l) => l.soldByWeight && l.caseWeight && (l.caseWeights?.length ?? 0) < Math.floor(deliveredOf(l) / 100),
  );
  if (unweighed.length) {
    throw new AppError(
      'weights_missing',
      `Enter the weight of every case first: ${unweighed.map((l) => `line ${l.position} (${l.nameEn})`).join(', ')}.`,
      Object.fromEntries(unweighed.map((l) => [`lines.${l.position}`, 'weights_missing'])),
    );
  }
}

/**
 * The order desk: staff mark a line short, propose a substitute (the customer's rule decides: applied,
 * reduced, or asked until a deadline) and weigh catch-weight cases, while the order is picking or
 * packed. Every adjustment recomputes the order's net and is in activity. The customer answers an asked
 * substitute signed in or by the mailed one-time link.
 */
export function createFulfilmentService(deps: FulfilmentServiceDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());

  function send(message: () => Promise<MailMessage | null>) {
    if (!deps.mailer) return;
    const mailer = deps.mailer;
    void message()
      .then((m) => (m ? mailer.send(m) : undefined))
      .catch((err) => deps.logger?.error({ err }, 'substitution mail failed'));
  }

  /** Staff's adjustment of one line, in one transaction with the order locked; answers the order. */
  async function adjust(
    actor: Actor | null,
    id: string,
    position: number,
    change: (tx: Db, row: OrderRow, line: repo.DeskLineRow, lines: repo.DeskLineRow[], staff: Actor) => Promise<Record<string, unknown>>,
  ): Promise<Order> {
    const staff = authorize(actor, 'orders.manage');
    if (!isUuid(id)) throw notFound();
    const after = await db.transaction(async (tx) => {
      const row = await orderById(tx, id, { lock: true });
      if (!row) throw notFound();
      await expireAsked(tx, row.id, now());
      if (!canAdjustLines(row.status, staff.role)) {
        throw new AppError('order_not_adjustable', `An order ${row.status.replace(/_/g, ' ')} cannot be adjusted: shorts, substitutes and weights are for orders being picked or packed.`);
      }
      const lines = await repo.deskLines(tx, row.id);
      const line = lines.find((l) => l.position === position);
      if (!line) throw lineNotFound();
      // The mailed link's token goes to the customer only: never into activity.
      const { ask, ...details } = await change(tx, row, line, lines, staff);
      await recompute(tx, row.id);
      await recordActivity(tx, staff, [
        { resourceType: 'orders', resourceId: row.id, action: 'updated', details: { number: row.number, line: position, product: line.nameEn, ...details } },
      ]);
      return { row, ask: typeof ask === 'string' ? ask : null };
    });
    if (after.ask) mailAsk(after.row, position, after.ask);
    return deps.orders.get({ actor: staff, input: { id } });
  }

  function mailAsk(row: OrderRow, position: number, token: string) {
    if (!deps.askMail) return;
    const build = deps.askMail;
    send(async () => {
      const [lines, subs, facts] = await Promise.all([repo.deskLines(db, row.id), repo.substitutionsOf(db, row.id), readFacts(db)]);
      const line = lines.find((l) => l.position === position);
      const s = subs.find((x) => x.linePosition === position);
      if (!line || !s || s.state !== 'asked') return null;
      const language = languageOf(row.customerLanguage);
      const view = substituteView(line, s, language);
      return build({
        to: row.customerEmail,
        language,
        order: { number: row.number, deliveryDate: row.deliveryDate },
        original: language === 'es' ? line.nameEs : line.nameEn,
        substitute: { name: view.name, quantity: view.quantity, unit: view.unit, price: view.price, amount: view.amount },
        replacedAmount: view.replacedAmount,
        deadline: s.deadline!,
        link: `${(deps.baseUrl ?? '').replace(/\/+$/, '')}/substitution?token=${token}`,
        facts,
      });
    });
  }

  /** The customer's answer to an asked substitute, in its own transaction; a late one expires it and says so. */
  async function answer(find: (tx: Db) => Promise<repo.SubstitutionRow>, choice: SubstitutionAnswer, by: Actor | null): Promise<{ orderId: string; state: SubstitutionState }> {
    const at = now();
    const result = await db.transaction(async (tx) => {
      const found = await find(tx);
      const row = (await orderById(tx, found.orderId, { lock: true }))!;
      // Read again under the lock: a second answer at the same moment finds it closed.
      const s = (await repo.substitutionsOf(tx, row.id)).find((x) => x.id === found.id);
      if (!s || s.state !== 'asked') throw new AppError('substitution_closed', 'This substitute was already answered or withdrawn.', { state: s?.state ?? 'withdrawn' });
      if (!answerInTime(at, new Date(s.deadline!))) {
        await expireAsked(tx, row.id, at);
        return { late: true as const, orderId: row.id };
      }
      const state = choice === 'approve' ? 'approved' : 'declined';
      await repo.closeSubstitution(tx, s.id, state, by?.id ?? null, at);
      await lowerLine(tx, await repo.deskLines(tx, row.id), s);
      await recompute(tx, row.id);
      await recordActivity(tx, by ? by : { id: row.customerId, email: row.customerEmail }, [
        {
          resourceType: 'orders',
          resourceId: row.id,
          action: 'updated',
          details: { number: row.number, change: `substitute_${state}`, line: s.linePosition, substitute: s.nameEn, by: by ? 'app' : 'link' },
        },
      ]);
      return { late: false as const, orderId: row.id, state: state as SubstitutionState };
    });
    if (result.late) throw new AppError('answer_too_late', 'The time to answer has passed: the item was left out and credited.', { state: 'expired' });
    return { orderId: result.orderId, state: result.state };
  }

  async function bySubstitutionToken(tx: Db, token: string) {
    if (!isTokenShaped(token)) throw tokenNotFound();
    const s = await repo.substitutionByToken(tx, hashOf(token));
    if (!s) throw tokenNotFound();
    return s;
  }

  return {
    /** Marks a line short: `delivered` of it, 0..quantity (whole cases for catch weight). */
    async short({ actor, input }: ServiceCall<ShortLineInput & { id: string; position: number }>): Promise<Order> {
      return adjust(actor, input.id, input.position, async (tx, row, line) => {
        const ordered = hundredthsOf(line.quantity);
        const delivered = Math.round(input.delivered * 100);
        if (Math.abs(delivered - input.delivered * 100) > 1e-6 || delivered > ordered || (line.soldByWeight && delivered % 100 !== 0)) {
          throw new AppError(
            'invalid_quantity',
            line.soldByWeight ? `Deliver whole cases, from 0 to ${Number(line.quantity)}.` : `Deliver from 0 to ${Number(line.quantity)}, with at most two decimals.`,
            { delivered: 'invalid_quantity' },
          );
        }
        // Weights of cases no longer delivered go with them.
        if (line.caseWeights && line.caseWeights.length > delivered / 100) await repo.setCaseWeights(tx, row.id, line.position, line.caseWeights.slice(0, delivered / 100));
        await repo.setDelivered(tx, row.id, line.position, delivered === ordered ? null : asText(delivered));
        return { change: 'short', old: { delivered: line.delivered ?? line.quantity }, new: { delivered: asText(delivered) } };
      });
    },

    /** Proposes a substitute for (part of) a line; the customer's rule decides what happens. */
    async substitute({ actor, input }: ServiceCall<SubstituteInput & { id: string; position: number }>): Promise<Order> {
      return adjust(actor, input.id, input.position, async (tx, row, line, lines, staff) => {
        const at = now();
        const list = row.priceListId ? await findListByRef(tx, row.priceListId) : undefined;
        const [item] = (await orderItems(tx, list?.id ?? '00000000-0000-0000-0000-000000000000', [input.product])).filter(
          (i) => i.productId === input.product || i.slug === input.product,
        );
        if (!item) throw new AppError('not_found', 'No such product', { product: 'unknown' });
        if (item.productId === line.productId) throw new AppError('validation_failed', 'A substitute is another product.', { product: 'same' });
        const price = input.price ?? (list ? item.price : null);
        if (price === null) throw new AppError('substitute_not_in_list', 'This product is not on the customer\'s list: set a price for it.', { price: 'required' });
        const deadline = input.deadline ? new Date(input.deadline) : new Date(at.getTime() + SUBSTITUTION_DEADLINE_DEFAULT_MS);
        if (deadline.getTime() <= at.getTime() || deadline.getTime() > at.getTime() + SUBSTITUTION_DEADLINE_MAX_MS) {
          throw new AppError('validation_failed', 'The deadline must be in the future, within a day.', { deadline: deadline.getTime() <= at.getTime() ? 'past' : 'tooFar' });
        }
        // A substitute that replaces an earlier one: the earlier one's effect on the line is undone first.
        const earlier = (await repo.substitutionsOf(tx, row.id)).find((s) => s.linePosition === line.position);
        if (earlier && earlier.state !== 'asked') {
          const restored = Math.min(hundredthsOf(line.quantity), deliveredOf(line) + hundredthsOf(earlier.replaces));
          line.delivered = restored === hundredthsOf(line.quantity) ? null : asText(restored);
          await repo.setDelivered(tx, row.id, line.position, line.delivered);
        }
        const available = deliveredOf(line);
        const replaces = input.replaces === undefined ? available : Math.round(input.replaces * 100);
        if (replaces < 1 || replaces > available || (line.soldByWeight && replaces % 100 !== 0)) {
          throw new AppError('invalid_quantity', `A substitute replaces from more than 0 up to the ${available / 100} still delivered of the line.`, { replaces: 'invalid_quantity' });
        }
        const hundredths = Math.round(input.quantity * 100);
        if (Math.abs(hundredths - input.quantity * 100) > 1e-6) throw new AppError('invalid_quantity', 'At most two decimals.', { quantity: 'invalid_quantity' });
        const business = (await businessOf(tx, row.customerId))!;
        const original = originalPriced(line);
        const decision = decideSubstitution(substitutionRuleOf(business), { original, replacesHundredths: replaces, substitute: { priceCents: toCents(price), hundredths } });
        const state: SubstitutionState = decision.kind === 'apply' ? 'applied' : decision.kind === 'reduce' ? 'reduced' : 'asked';
        const token = state === 'asked' ? newToken() : null;
        const sub: repo.NewSubstitution = {
          orderId: row.id,
          linePosition: line.position,
          productId: item.productId,
          productSlug: item.slug,
          nameEn: item.nameEn,
          nameEs: item.nameEs,
          unit: item.unit,
          packEn: item.packEn,
          packEs: item.packEs,
          price: fromCents(toCents(price)),
          quantity: asText(hundredths),
          replaces: asText(replaces),
          decision: decision.kind,
          state,
          deadline: state === 'asked' ? deadline : null,
          tokenHash: token ? hashOf(token) : null,
          createdBy: staff.id,
        };
        await repo.putSubstitution(tx, sub);
        if (state !== 'asked') await lowerLine(tx, lines, { ...(sub as unknown as repo.SubstitutionRow), linePosition: line.position, orderId: row.id });
        return {
          change: 'substitute',
          substitute: item.nameEn,
          quantity: sub.quantity,
          price: sub.price,
          replaces: sub.replaces,
          decision: decision.kind,
          state,
          ...(state === 'asked' ? { deadline: deadline.toISOString(), ask: token } : {}),
        };
      });
    },

    /** Withdraws a substitute still asked (it changed nothing yet, so nothing is restored). */
    async withdraw({ actor, input }: ServiceCall<{ id: string; position: number }>): Promise<Order> {
      return adjust(actor, input.id, input.position, async (tx, row, line) => {
        const s = (await repo.substitutionsOf(tx, row.id)).find((x) => x.linePosition === line.position);
        if (!s) throw new AppError('not_found', 'This line has no substitute');
        if (s.state !== 'asked') throw new AppError('substitution_closed', 'Only a substitute still waiting for the customer can be withdrawn.', { state: s.state });
        await repo.deleteSubstitution(tx, s.id);
        return { change: 'substitute_withdrawn', substitute: s.nameEn };
      });
    },

    /** The weight of each case packed of a catch-weight line, in lb (at most the cases delivered). */
    async weights({ actor, input }: ServiceCall<LineWeightsInput & { id: string; position: number }>): Promise<Order> {
      return adjust(actor, input.id, input.position, async (tx, row, line) => {
        if (!line.soldByWeight || !line.caseWeight) throw new AppError('not_sold_by_weight', 'This line is not sold by weight.');
        const cases = Math.floor(deliveredOf(line) / 100);
        if (input.weights.length > cases) throw new AppError('validation_failed', `At most ${cases} weights: one per case delivered.`, { weights: 'tooMany' });
        const bad = input.weights.flatMap((w, i) => (Number(w) <= 0 || Number(w) >= MAX_CASE_WEIGHT_LB ? [i] : []));
        if (bad.length) {
          throw new AppError('validation_failed', `Each weight is more than 0 and less than ${MAX_CASE_WEIGHT_LB} lb.`, Object.fromEntries(bad.map((i) => [`weights.${i}`, 'range'])));
        }
        const weights = input.weights.map((w) => asText(hundredthsOf(w)));
        await repo.setCaseWeights(tx, row.id, line.position, weights.length ? weights : null);
        return { change: 'weights', old: { weights: line.caseWeights }, new: { weights } };
      });
    },

    /** The order's own customer answers in the app. */
    async answer({ actor, input }: ServiceCall<{ id: string; position: number; answer: SubstitutionAnswer }>): Promise<Order> {
      const caller = authorize(actor, 'orders.view');
      if (!isUuid(input.id)) throw notFound();
      const row = await orderById(db, input.id);
      if (!row || (row.customerId !== caller.id && !isStaff(caller.role))) throw notFound();
      if (row.customerId !== caller.id) throw new AppError('forbidden', 'Only the customer answers a substitute.');
      await answer(
        async (tx) => {
          const s = (await repo.substitutionsOf(tx, row.id)).find((x) => x.linePosition === input.position);
          if (!s) throw new AppError('not_found', 'This line has no substitute');
          return s;
        },
        input.answer,
        caller,
      );
      return deps.orders.get({ actor: caller, input: { id: row.id } });
    },

    /** What the mailed link asks (no sign-in: the token is the key). */
    async ask({ input }: ServiceCall<{ token: string }>): Promise<SubstitutionLink> {
      // A used or unknown link is an answer, not an error: the page says so without a failed request.
      if (!isTokenShaped(input.token)) return { state: 'gone' };
      const s = await repo.substitutionByToken(db, hashOf(input.token));
      if (!s) return { state: 'gone' };
      await expireOverdue(db, s.orderId, now());
      return describe(s.id, s.orderId);
    },

    async answerByToken({ input }: ServiceCall<{ token: string; answer: SubstitutionAnswer }>): Promise<SubstitutionAsk> {
      const found = await bySubstitutionToken(db, input.token);
      await answer(async () => found, input.answer, null);
      return describe(found.id, found.orderId);
    },
  };

  async function describe(subId: string, orderId: string): Promise<SubstitutionAsk> {
    const row = (await orderById(db, orderId))!;
    const [lines, subs] = await Promise.all([repo.deskLines(db, orderId), repo.substitutionsOf(db, orderId)]);
    const s = subs.find((x) => x.id === subId);
    if (!s) throw tokenNotFound();
    const line = lines.find((l) => l.position === s.linePosition)!;
    const language = languageOf(row.customerLanguage);
    const diff = substituteAmountCents(s) - replacedCents(line, s);
    return {
      order: { id: row.id, number: row.number, deliveryDate: row.deliveryDate },
      language,
      original: { name: language === 'es' ? line.nameEs : line.nameEn, names: { en: line.nameEn, es: line.nameEs }, unit: line.unit, price: line.price, quantity: Number(line.quantity) },
      substitute: substituteView(line, s, language),
      difference: diff < 0 ? `-${fromCents(-diff)}` : fromCents(diff),
      state: s.state,
      deadline: s.deadline,
    };
  }
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
