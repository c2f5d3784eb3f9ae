import {
  COMPANY_TIME_ZONE,
  dateIn,
  isStaff,
  MAX_STANDING_ORDERS,
  nextDraftDate,
  type StandingOrder,
  type StandingOrderChange,
  type StandingOrderInput,
  type UnansweredChoice,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Db } from '../../db/tx.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { recordActivity } from '../activity/activity.service.js';
import { businessOf } from '../users/users.service.js';
import { checkedId, checkedLines, mayHandle, notFound, rulesReader, sharedList, type StandingOrdersDeps } from './standing-orders.context.js';
import { createDraftsService } from './standing-order-drafts.service.js';
import { draftTimes, languageOf, pricedLines, standingOrderView } from './standing-orders.view.js';
import * as repo from './standing-orders.repo.js';

/**
 * Standing orders: a customer's own (or staff for any customer) lines, list and weekdays, from which
 * a draft is made before each delivery date's cutoff (standing-order-drafts.service.ts). Every write
 * is one transaction, in the activity log.
 */
export function createStandingOrdersService(deps: StandingOrdersDeps) {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());
  const drafts = createDraftsService(deps);

  /** The standing order, if the caller may see it; another customer's is "not found". */
  async function visible(tx: Db, caller: Actor, id: string, lock = false) {
    const row = await repo.standingOrderById(tx, checkedId(id, notFound), { lock });
    if (!row || !mayHandle(caller, row.customerId)) throw notFound();
    return row;
  }

  /**
   * Whose standing order a new one is: staff name a customer, a customer's is their own. Their row is
   * locked, so two saves at once count each other: never more than MAX_STANDING_ORDERS.
   */
  async function ownerOf(tx: Db, caller: Actor, customerId: string | undefined): Promise<string> {
    if (!isStaff(caller.role) && customerId && customerId !== caller.id) throw forbidden();
    if (isStaff(caller.role) && !customerId) throw new AppError('validation_failed', 'Choose the customer the standing order is for.', { customerId: 'required' });
    const owner = isStaff(caller.role) ? customerId! : caller.id;
    const business = await businessOf(tx, owner, { lock: true });
    if (!business || business.role !== 'customer') throw new AppError('not_a_customer', 'Standing orders are for customers.', { customerId: 'notACustomer' });
    if ((await repo.countOf(tx, owner)) >= MAX_STANDING_ORDERS) {
      throw new AppError('too_many_standing_orders', `A customer keeps at most ${MAX_STANDING_ORDERS} standing orders: change or delete one.`);
    }
    return owner;
  }

  /** The views of these standing orders: lines at today's prices, the next draft and the open ones. */
  async function views(tx: Db, rows: repo.StandingOrderRow[], language: ReturnType<typeof languageOf>): Promise<StandingOrder[]> {
    if (!rows.length) return [];
    const at = now();
    const ids = rows.map((r) => r.id);
    const rulesOf = rulesReader(tx);
    const today = dateIn(at, COMPANY_TIME_ZONE);
    const [lines, taken, open] = await Promise.all([
      repo.linesOf(tx, ids),
      repo.draftDates(tx, ids, today),
      repo.drafts(tx, { standingOrderIds: ids, since: today }).then((d) => d.filter((x) => x.state === 'draft')),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const { rules, customerDays } = await rulesOf(row.customerId);
        const next = row.pausedAt ? null : nextDraftDate(row, { now: at, rules, customerDays }, (d) => taken.get(row.id)?.has(d) ?? false);
        return standingOrderView(row, await pricedLines(tx, row.priceListId, row.customerId, lines.get(row.id) ?? [], language), {
          next: next ? { date: next.date, draftAt: next.draftAt.toISOString(), cutoff: next.cutoff.toISOString() } : null,
          openDrafts: open
            .filter((d) => d.standingOrderId === row.id)
            .map((d) => ({ id: d.id, deliveryDate: d.deliveryDate, decideAt: draftTimes(d, rules).decideAt.toISOString() })),
        });
      }),
    );
  }

  async function readerLanguage(tx: Db, caller: Actor) {
    return languageOf((await businessOf(tx, caller.id))?.language);
  }

  async function one(caller: Actor, id: string): Promise<StandingOrder> {
    const row = await visible(db, caller, id);
    return (await views(db, [row], await readerLanguage(db, caller)))[0]!;
  }

  /** Pauses or resumes: a paused standing order makes no drafts, and its open ones are skipped when their time comes. */
  async function setPaused(actor: Actor | null, id: string, paused: boolean): Promise<StandingOrder> {
    const caller = authorize(actor, 'orders.view');
    await db.transaction(async (tx) => {
      const row = await visible(tx, caller, id, true);
      if ((row.pausedAt !== null) === paused) return;
      await repo.updateStandingOrder(tx, row.id, { pausedAt: paused ? now() : null });
      await recordActivity(tx, caller, [{ resourceType: 'standing_orders', resourceId: row.id, action: 'updated', details: { name: row.name, old: { paused: !paused }, new: { paused } } }]);
    });
    return one(caller, id);
  }

  return {
    drafts,

    /** A customer's standing orders, or (staff) everyone's or one customer's. */
    async list({ actor, input }: ServiceCall<{ customer?: string }>): Promise<{ items: StandingOrder[] }> {
      const caller = authorize(actor, 'orders.view');
      const customerId = isStaff(caller.role) ? input.customer : caller.id;
      return { items: await views(db, await repo.standingOrders(db, { customerId }), await readerLanguage(db, caller)) };
    },

    async get({ actor, input }: ServiceCall<{ id: string }>): Promise<StandingOrder> {
      return one(authorize(actor, 'orders.view'), input.id);
    },

    async create({ actor, input }: ServiceCall<StandingOrderInput>): Promise<StandingOrder> {
      const caller = authorize(actor, 'orders.view');
      const id = await db.transaction(async (tx) => {
        const customerId = await ownerOf(tx, caller, input.customerId);
        const list = await sharedList(tx, customerId, input.priceList);
        const lines = await checkedLines(tx, list.id, input.lines);
        const row = {
          customerId,
          priceListId: list.id,
          name: input.name.trim(),
          weekdays: [...new Set(input.weekdays)],
          leadHours: input.leadHours ?? 12,
          whenUnanswered: (input.whenUnanswered ?? 'place') as UnansweredChoice,
          note: input.note?.trim() || null,
          createdBy: caller.id,
        };
        const created = await repo.insertStandingOrder(tx, row);
        await repo.replaceLines(tx, created, lines);
        const { createdBy: _, ...details } = row;
        await recordActivity(tx, caller, [{ resourceType: 'standing_orders', resourceId: created, action: 'created', details: { ...details, priceList: list.name, lines: lines.length } }]);
        return created;
      });
      return one(caller, id);
    },

    /** Changes any of its fields; drafts already made keep their lines (they are edited on their own). */
    async change({ actor, input }: ServiceCall<StandingOrderChange & { id: string }>): Promise<StandingOrder> {
      const caller = authorize(actor, 'orders.view');
      await db.transaction(async (tx) => {
        const before = await visible(tx, caller, input.id, true);
        const set: repo.StandingOrderSet = {};
        const old: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        let listId = before.priceListId;
        if (input.priceList !== undefined) {
          const list = await sharedList(tx, before.customerId, input.priceList);
          if (list.id !== before.priceListId) {
            set.priceListId = list.id;
            old.priceList = before.priceListName;
            after.priceList = list.name;
          }
          listId = list.id;
        }
        // The lines are checked against the list they will be ordered from (a new list checks the old lines too).
        const lines = input.lines ? await checkedLines(tx, listId, input.lines) : listId !== before.priceListId ? await checkedLines(tx, listId, (await repo.linesOf(tx, [before.id])).get(before.id)!) : null;
        for (const key of ['name', 'weekdays', 'leadHours', 'whenUnanswered', 'note'] as const) {
          if (input[key] === undefined) continue;
          const value = key === 'note' ? input.note?.trim() || null : key === 'weekdays' ? [...new Set(input.weekdays)] : key === 'name' ? input.name!.trim() : input[key];
          if (JSON.stringify(value) === JSON.stringify(before[key])) continue;
          Object.assign(set, { [key]: value });
          old[key] = before[key];
          after[key] = value;
        }
        if (lines) {
          await repo.replaceLines(tx, before.id, lines);
          after.lines = lines.length;
        }
        if (!Object.keys(set).length && !lines) return;
        await repo.updateStandingOrder(tx, before.id, set);
        await recordActivity(tx, caller, [{ resourceType: 'standing_orders', resourceId: before.id, action: 'updated', details: { name: before.name, old, new: after } }]);
      });
      return one(caller, input.id);
    },

    /** Deletes it with its drafts; orders already placed from it stay. */
    async remove({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      const caller = authorize(actor, 'orders.view');
      await db.transaction(async (tx) => {
        const row = await visible(tx, caller, input.id, true);
        await repo.deleteStandingOrder(tx, row.id);
        await recordActivity(tx, caller, [{ resourceType: 'standing_orders', resourceId: row.id, action: 'deleted', details: { name: row.name, customer: row.customerEmail } }]);
      });
    },

    pause: ({ actor, input }: ServiceCall<{ id: string }>) => setPaused(actor, input.id, true),
    resume: ({ actor, input }: ServiceCall<{ id: string }>) => setPaused(actor, input.id, false),

    /** The scheduled work: drafts made, reminded and decided (standing-order-drafts.service.ts). */
    tick: (at: Date) => drafts.tick(at),
  };
}

export type StandingOrdersService = ReturnType<typeof createStandingOrdersService>;
