import { addDays, COMPANY_TIME_ZONE, dateIn, dueDraftDates } from '@freshprice/shared';
import { AppError } from '../../lib/errors.js';
import { newToken, tokenHash } from '../../lib/one-time-token.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import { orderByKey } from '../orders/orders.service.js';
import type { DraftDecisions } from './standing-order-drafts.service.js';
import { draftOrderKey, rulesReader, type StandingOrdersDeps } from './standing-orders.context.js';
import { draftTimes, languageOf } from './standing-orders.view.js';
import * as repo from './standing-orders.repo.js';

/** A placing under way longer than this was interrupted (the process stopped): it is looked at again. */
export const STALE_CLAIM_MS = 2 * 60_000;
const RULE = { id: null, email: null };
const closed = (err: unknown) => err instanceof AppError && err.code === 'draft_closed';

/**
 * The standing orders' scheduled work, safe to run on several instances at once: every step claims
 * its rows with a conditional write (a draft per standing order and date by its unique index, a
 * reminder and a decision by a guarded update), and a placed order carries the draft's key.
 */
export function createDraftTicker(deps: StandingOrdersDeps, d: DraftDecisions) {
  const { db } = deps;

  /** Drafts for every active standing order's due dates; those made already are left alone. */
  async function makeDrafts(at: Date): Promise<number> {
    const active = await repo.standingOrders(db, { active: true });
    if (!active.length) return 0;
    const rulesOf = rulesReader(db);
    const lines = await repo.linesOf(db, active.map((r) => r.id));
    const due: repo.NewDraft[] = [];
    for (const so of active) {
      const soLines = lines.get(so.id) ?? [];
      if (!soLines.length) continue;
      const { rules, customerDays } = await rulesOf(so.customerId);
      for (const date of dueDraftDates(so, { now: at, rules, customerDays })) due.push({ standingOrderId: so.id, deliveryDate: date.date, lines: soLines });
    }
    if (!due.length) return 0;
    // Most runs find every due draft made already: a read, rather than a write, tells.
    const taken = await repo.draftDates(db, [...new Set(due.map((x) => x.standingOrderId))], addDays(dateIn(at, COMPANY_TIME_ZONE), -1));
    const missing = due.filter((x) => !taken.get(x.standingOrderId)?.has(x.deliveryDate));
    if (!missing.length) return 0;
    const names = new Map(active.map((s) => [s.id, s.name]));
    return db.transaction(async (tx) => {
      const made = await repo.insertDrafts(tx, missing);
      await recordActivity(
        tx,
        RULE,
        made.map((m) => ({ resourceType: 'standing_orders' as const, resourceId: m.standingOrderId, action: 'updated' as const, details: { name: names.get(m.standingOrderId), draft: 'made', deliveryDate: m.deliveryDate } })),
      );
      return made.length;
    });
  }

  /** A placing interrupted midway: the order it placed (found by its key) ends the draft, else the draft is free again. */
  async function recover(rows: repo.DraftRow[], at: Date): Promise<number> {
    let n = 0;
    for (const row of rows) {
      if (!row.decidedAt || Date.parse(row.decidedAt) > at.getTime() - STALE_CLAIM_MS) continue;
      const order = await orderByKey(db, row.customerId, draftOrderKey(row.id));
      if (!order) await repo.releaseDraft(db, row.id);
      else {
        await db.transaction(async (tx) => {
          await repo.finishDraft(tx, row.id, { state: 'placed', orderId: order.id, automatic: row.decidedBy === null, at });
          await d.record(tx, row, 'rule', 'placed', { order: order.number, recovered: true });
        });
      }
      n++;
    }
    return n;
  }

  /** The reminder of each new draft, in the customer's language, with a one-time link; a failed send is tried again next run. */
  async function remind(rows: repo.DraftRow[], at: Date): Promise<number> {
    const { mailer, mails } = deps;
    if (!mailer || !mails) return 0;
    const rulesOf = rulesReader(db);
    let n = 0;
    for (const row of rows) {
      if (row.remindedAt || row.decidedAt || row.pausedAt || row.customerDisabled) continue;
      if (at.getTime() >= draftTimes(row, (await rulesOf(row.customerId)).rules).decideAt.getTime()) continue;
      const token = newToken();
      if (!(await repo.claimReminder(db, row.id, tokenHash(token), at))) continue;
      try {
        const language = languageOf(row.customerLanguage);
        const [view, facts] = await Promise.all([d.view(db, row, language), readFacts(db)]);
        await mailer.send(mails.reminder(view, token, row.customerEmail, language, facts, deps.baseUrl ?? ''));
        n++;
      } catch (err) {
        await repo.unclaimReminder(db, row.id);
        deps.logger?.warn({ err, draft: row.id }, 'standing order reminder not sent');
      }
    }
    return n;
  }

  async function mailFailure(id: string) {
    const { mailer, mails } = deps;
    const row = await repo.draftById(db, id);
    if (!mailer || !mails || !row) return;
    try {
      const language = languageOf(row.customerLanguage);
      const [view, facts] = await Promise.all([d.view(db, row, language), readFacts(db)]);
      await mailer.send(mails.failed(view, row.customerEmail, language, facts, deps.baseUrl ?? ''));
    } catch (err) {
      deps.logger?.error({ err, draft: id }, 'standing order failure mail not sent');
    }
  }

  /** At each open draft's decision time nobody having answered: placed as is, or skipped (always, when paused or the customer is disabled). */
  async function decide(rows: repo.DraftRow[], at: Date): Promise<number> {
    const rulesOf = rulesReader(db);
    let n = 0;
    for (const row of rows) {
      if (row.decidedAt) continue;
      if (at.getTime() < draftTimes(row, (await rulesOf(row.customerId)).rules).decideAt.getTime()) continue;
      try {
        if (row.pausedAt || row.customerDisabled || row.whenUnanswered === 'skip') await d.decideSkip(row, 'rule');
        else if (!(await d.decidePlace(row, 'rule')).ok) await mailFailure(row.id);
        n++;
      } catch (err) {
        // Decided by someone else meanwhile (another instance, the customer at the last moment); any
        // other failure is this draft's own: logged, tried again next run, the others still decided.
        if (!closed(err)) deps.logger?.error({ err, draft: row.id }, 'standing order draft not decided');
      }
    }
    return n;
  }

  return {
    /** Everything due at `at`; answers what it did, or 0 when nothing was due. */
    async tick(at: Date) {
      const made = await makeDrafts(at);
      let open = await repo.openDrafts(db);
      const recovered = await recover(open, at);
      if (recovered) open = await repo.openDrafts(db);
      const reminded = await remind(open, at);
      const decided = await decide(open, at);
      return made || recovered || reminded || decided ? { made, recovered, reminded, decided } : 0;
    },
  };
}
