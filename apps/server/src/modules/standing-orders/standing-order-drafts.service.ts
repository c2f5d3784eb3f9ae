import {
  addDays,
  COMPANY_TIME_ZONE,
  dateIn,
  isStaff,
  RECENT_DRAFT_DAYS,
  toRole,
  type DraftAction,
  type Draft,
  type DraftLink,
  type DraftLinesInput,
  type Language,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Db } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import { isTokenShaped, tokenHash } from '../../lib/one-time-token.js';
import { recordActivity } from '../activity/activity.service.js';
import { businessOf } from '../users/users.service.js';
import { checkedId, checkedLines, draftClosed, draftOrderKey, draftNotFound, mayHandle, rulesReader, type StandingOrdersDeps } from './standing-orders.context.js';
import { draftTimes, draftView, languageOf, pricedLines } from './standing-orders.view.js';
import { createDraftTicker } from './standing-orders.tick.js';
import * as repo from './standing-orders.repo.js';

/** Who decided a draft: a signed-in person, the mailed link (the customer, without signing in), or the rule. */
export type Decider = Actor | 'link' | 'rule';

const tokenGone = () => new AppError('not_found', 'This link is not valid: the draft was answered already, or the link never existed.');

/** In the activity log: the person, else the customer (by the link), else nobody (the rule). */
function recorder(by: Decider, row: repo.DraftRow) {
  if (by === 'rule') return { id: null, email: null };
  if (by === 'link') return { id: row.customerId, email: row.customerEmail };
  return by;
}

/**
 * The drafts of standing orders: read, edited, placed (through ordering's placing, as the customer,
 * with the draft's own Idempotency-Key) or skipped by the customer, staff or the mailed link until
 * the deadline; then the standing order's rule decides (standing-orders.tick.ts).
 */
export function createDraftsService(deps: StandingOrdersDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());

  /** The draft as read; `rulesOf` shares each customer's rules among the drafts of one answer. */
  async function view(tx: Db, row: repo.DraftRow, language: Language, rulesOf = rulesReader(tx)): Promise<Draft> {
    const { rules } = await rulesOf(row.customerId);
    return draftView(row, await pricedLines(tx, row.priceListId, row.customerId, row.lines, language), rules, now());
  }

  async function visible(tx: Db, caller: Actor, id: string) {
    const row = await repo.draftById(tx, checkedId(id, draftNotFound));
    if (!row || !mayHandle(caller, row.customerId)) throw draftNotFound();
    return row;
  }

  /** Refused unless the draft still takes answers: a draft, nobody placing it, before its deadline. */
  async function assertOpen(tx: Db, row: repo.DraftRow) {
    if (row.state !== 'draft' || row.decidedAt !== null) throw draftClosed(row.state === 'draft' ? 'placing' : row.state);
    const { rules } = await rulesReader(tx)(row.customerId);
    if (now().getTime() >= draftTimes(row, rules).decideAt.getTime()) throw draftClosed('draft');
  }

  /**
   * Places the draft as its customer, through ordering: every ordering rule applies, at today's list
   * prices. Lines off the list or out of stock are left out (the reminder said so). Throws ordering's
   * refusal; the claim is the caller's.
   */
  async function placeAsCustomer(row: repo.DraftRow) {
    const priced = await pricedLines(db, row.priceListId, row.customerId, row.lines, 'en');
    const lines = priced.lines.filter((l) => !l.problem).map((l) => ({ product: l.productId, quantity: l.quantity }));
    if (!lines.length) {
      const stock = priced.lines.some((l) => l.problem === 'out_of_stock');
      throw new AppError(stock ? 'out_of_stock' : 'not_in_list', stock ? 'Every item of this draft is out of stock.' : 'No item of this draft is on the price list any more.');
    }
    const customer: Actor = { id: row.customerId, email: row.customerEmail, name: row.customerName, role: toRole(row.customerRole) };
    const { order } = await deps.orders.place({
      actor: customer,
      input: { priceList: row.priceListId, deliveryDate: row.deliveryDate, lines, note: row.note ?? undefined, key: draftOrderKey(row.id) },
    });
    return order;
  }

  async function record(tx: Db, row: repo.DraftRow, by: Decider, change: string, extra: Record<string, unknown> = {}) {
    await recordActivity(tx, recorder(by, row), [
      { resourceType: 'standing_orders', resourceId: row.standingOrderId, action: 'updated', details: { name: row.standingOrderName, draft: change, deliveryDate: row.deliveryDate, ...extra } },
    ]);
  }

  /**
   * Places a draft taken by `by`. A person's (or the link's) refusal gives the draft back and is
   * answered, so they can change it and try again; the rule's refusal ends the draft as failed.
   */
  async function decidePlace(row: repo.DraftRow, by: Decider): Promise<{ ok: true } | { ok: false; reason: string }> {
    const at = now();
    if (!(await repo.claimDraft(db, row.id, typeof by === 'object' ? by.id : null, at))) throw draftClosed('placing');
    try {
      const order = await placeAsCustomer(row);
      await db.transaction(async (tx) => {
        await repo.finishDraft(tx, row.id, { state: 'placed', orderId: order.id, automatic: by === 'rule', at: now() });
        await record(tx, row, by, 'placed', { order: order.number, automatic: by === 'rule' });
      });
      return { ok: true };
    } catch (err) {
      if (by !== 'rule' || !(err instanceof AppError)) {
        await repo.releaseDraft(db, row.id);
        throw err;
      }
      await db.transaction(async (tx) => {
        await repo.finishDraft(tx, row.id, { state: 'failed', reason: err.code, automatic: true, at: now() });
        await record(tx, row, by, 'failed', { reason: err.code, automatic: true });
      });
      return { ok: false, reason: err.code };
    }
  }

  async function decideSkip(row: repo.DraftRow, by: Decider) {
    await db.transaction(async (tx) => {
      if (!(await repo.skipDraft(tx, row.id, typeof by === 'object' ? by.id : null, now(), by === 'rule'))) throw draftClosed('placing');
      await record(tx, row, by, 'skipped', { automatic: by === 'rule' });
    });
  }

  async function act(row: repo.DraftRow, action: DraftAction, by: Decider) {
    await assertOpen(db, row);
    if (action === 'place') await decidePlace(row, by);
    else await decideSkip(row, by);
  }

  async function readerLanguage(caller: Actor) {
    return languageOf((await businessOf(db, caller.id))?.language);
  }

  async function fresh(id: string, language: Language) {
    return view(db, (await repo.draftById(db, id))!, language);
  }

  const ticker = createDraftTicker(deps, { view, decidePlace, decideSkip, record });

  return {
    /** Open drafts and those of the last two weeks: a customer's own, or (staff) everyone's or one customer's. */
    async list({ actor, input }: ServiceCall<{ customer?: string }>): Promise<{ items: Draft[] }> {
      const caller = authorize(actor, 'orders.view');
      const since = addDays(dateIn(now(), COMPANY_TIME_ZONE), -RECENT_DRAFT_DAYS);
      const rows = await repo.drafts(db, { customerId: isStaff(caller.role) ? input.customer : caller.id, since });
      const language = await readerLanguage(caller);
      const rulesOf = rulesReader(db);
      return { items: await Promise.all(rows.map((r) => view(db, r, language, rulesOf))) };
    },

    async get({ actor, input }: ServiceCall<{ id: string }>): Promise<Draft> {
      const caller = authorize(actor, 'orders.view');
      return view(db, await visible(db, caller, input.id), await readerLanguage(caller));
    },

    /** New lines for this draft only, checked as the standing order's are. */
    async edit({ actor, input }: ServiceCall<DraftLinesInput & { id: string }>): Promise<Draft> {
      const caller = authorize(actor, 'orders.view');
      const row = await visible(db, caller, input.id);
      await assertOpen(db, row);
      const lines = await checkedLines(db, row.priceListId, input.lines);
      await db.transaction(async (tx) => {
        if (!(await repo.setDraftLines(tx, row.id, lines))) throw draftClosed('placing');
        await record(tx, row, caller, 'edited', { lines: lines.length });
      });
      return fresh(row.id, await readerLanguage(caller));
    },

    async act({ actor, input }: ServiceCall<{ id: string; action: DraftAction }>): Promise<Draft> {
      const caller = authorize(actor, 'orders.view');
      const row = await visible(db, caller, input.id);
      await act(row, input.action, caller);
      return fresh(row.id, await readerLanguage(caller));
    },

    /** What the mailed link shows, in the customer's language; a used or unknown link is `gone`. */
    async byToken({ input }: ServiceCall<{ token: string }>): Promise<DraftLink> {
      if (!isTokenShaped(input.token)) return { state: 'gone' };
      const row = await repo.draftByToken(db, tokenHash(input.token));
      return row ? view(db, row, languageOf(row.customerLanguage)) : { state: 'gone' };
    },

    /** Places or skips by the mailed link, once, before the deadline. */
    async actByToken({ input }: ServiceCall<{ token: string; action: DraftAction }>): Promise<Draft> {
      const row = isTokenShaped(input.token) ? await repo.draftByToken(db, tokenHash(input.token)) : undefined;
      if (!row) throw tokenGone();
      await act(row, input.action, 'link');
      return fresh(row.id, languageOf(row.customerLanguage));
    },

    tick: ticker.tick,
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
export type DraftDecisions = {
  view: (tx: Db, row: repo.DraftRow, language: Language) => Promise<Draft>;
  decidePlace: (row: repo.DraftRow, by: Decider) => Promise<{ ok: true } | { ok: false; reason: string }>;
  decideSkip: (row: repo.DraftRow, by: Decider) => Promise<void>;
  record: (tx: Db, row: repo.DraftRow, by: Decider, change: string, extra?: Record<string, unknown>) => Promise<void>;
};
