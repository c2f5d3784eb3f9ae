import {
  isUuid,
  moveEffectCents,
  movePercent,
  PRICE_ALERT_SETTLE_SECONDS,
  priceAlertMailText,
  toCents,
  type CompanyFacts,
  type Language,
  type MoveNote,
  type MoveNoteInput,
  type PriceAlert,
  type PriceAlerts,
  type PriceMoves,
  type PriceMovesQuery,
} from '@freshprice/shared';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import type { Db } from '../../db/tx.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mail.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import { findListByRef, pricingSettingsOf } from '../price-lists/price-lists.service.js';
import { checkCustomers, hundredthsOf } from './price-alerts.check.js';
import * as repo from './price-alerts.repo.js';
import { recentMoves } from './price-moves.js';

export interface PriceAlertsServiceDeps {
  db: Database;
  mailer?: Mailer;
  logger?: Logger;
  baseUrl?: string;
  clock?: () => Date;
  /** How long a price must stand before a move of it is told (default PRICE_ALERT_SETTLE_SECONDS). */
  settleSeconds?: number;
}

/** Customers checked per transaction, and mailed per claim. */
export const CHECK_BATCH = 100;
export const MAIL_BATCH = 100;
/** The most alerts the dashboard shows. */
export const ALERTS_SHOWN = 50;

const languageOf = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');
const alertNotFound = () => new AppError('not_found', 'No such price alert');
const itemNotFound = () => new AppError('not_found', 'No such price list, or the product is not on it');

/** An alert as the customer reads it: prices, the move, the effect on their next order, the note. */
export function alertView(a: repo.AlertRow): PriceAlert {
  const [old, now] = [toCents(a.oldPrice), toCents(a.newPrice)];
  const hundredths = a.quantity === null ? null : hundredthsOf(a.quantity);
  return {
    id: a.id,
    list: { slug: a.listSlug, name: a.listName },
    productId: a.productId,
    nameEn: a.nameEn,
    nameEs: a.nameEs,
    unit: a.unit,
    old: a.oldPrice,
    new: a.newPrice,
    percent: movePercent(old, now),
    quantity: hundredths === null ? null : hundredths / 100,
    deliveryDate: a.deliveryDate,
    effectCents: hundredths === null ? null : moveEffectCents(a, old, now, hundredths),
    note: a.noteEn ? { en: a.noteEn, es: a.noteEs } : null,
    createdAt: new Date(a.createdAt).toISOString(),
  };
}

/** A note set, changed or removed: an update of the list, the product's note before and after. */
async function noteActivity(tx: Db, caller: Actor, list: { id: string; name: string }, product: string, before?: repo.NoteRow, after?: repo.NoteRow) {
  const shown = (n?: repo.NoteRow) => ({ moveNoteEn: n?.noteEn ?? null, moveNoteEs: n?.noteEs ?? null });
  await recordActivity(tx, caller, [
    { resourceType: 'price_lists', resourceId: list.id, action: 'updated', details: { name: list.name, changes: [{ name: product, old: shown(before), new: shown(after) }] } },
  ]);
}

/**
 * Price-move alerts. `tick` (the scheduler's) checks every watched customer in batches: moves that
 * have settled, past the threshold, become alerts, mailed to each customer in one message in their
 * language. Customers read and dismiss theirs; staff see recent moves and add a note to one.
 */
export function createPriceAlertsService(deps: PriceAlertsServiceDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const settleMs = (deps.settleSeconds ?? PRICE_ALERT_SETTLE_SECONDS) * 1000;

  /** Mails every alert not mailed yet, one message per customer, a batch of customers at a time; a failed one is tried on the next tick. */
  async function mailAlerts(now: Date): Promise<number> {
    if (!deps.mailer) return 0;
    const facts = await readFacts(db);
    let mailed = 0;
    for (let after = ''; ; ) {
      const claimed = await repo.claimMail(db, now, after, MAIL_BATCH);
      if (!claimed.length) return mailed;
      for (const c of await repo.customerFacts(db, [...new Set(claimed.map((a) => a.customerId))])) {
        const mine = claimed.filter((a) => a.customerId === c.id);
        mailed += await mailCustomer(c, mine, facts);
      }
      after = claimed[claimed.length - 1]!.customerId;
    }
  }

  /** One customer's alerts in one message in their language; how many were mailed (0 when it failed, given back). */
  async function mailCustomer(c: repo.CustomerFacts, mine: repo.AlertRow[], facts: CompanyFacts): Promise<number> {
    const language = languageOf(c.language);
    const items = mine.map((a) => {
      const v = alertView(a);
      const note = language === 'es' ? (a.noteEs ?? a.noteEn) : a.noteEn;
      return { ...v, name: language === 'es' ? a.nameEs : a.nameEn, list: a.listName, note };
    });
    try {
      await deps.mailer!.send({ to: c.email, ...priceAlertMailText({ language, name: c.name, items, facts, baseUrl: deps.baseUrl ?? '' }) });
      return mine.length;
    } catch (err) {
      deps.logger?.warn({ err, customer: c.id }, 'price alert mail failed; tried again on the next tick');
      await repo.unclaimMail(db, mine.map((a) => a.id));
      return 0;
    }
  }

  async function noteTarget(ref: string, productId: string) {
    const list = await findListByRef(db, ref);
    if (!list || !isUuid(productId)) throw itemNotFound();
    const item = await repo.onList(db, list.id, productId);
    if (!item) throw itemNotFound();
    return { list, product: item.nameEn };
  }

  return {
    /** The scheduler's run: new customers start being watched, every watched one is checked, new alerts are mailed. */
    async tick(now: Date) {
      const started = await repo.startWatching(db, now);
      const [settings, facts, earliest] = await Promise.all([pricingSettingsOf(db), readFacts(db), repo.earliestCheck(db)]);
      const anyMoved = earliest !== null && (await repo.anyChange(db, earliest - settleMs, now.getTime() - settleMs));
      const ctx = { now, settleMs, anyMoved, thresholdBp: settings.alertMoveBp, facts };
      let after = '';
      let checked = 0;
      let alerts = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const checks = await repo.claimChecks(tx, after, CHECK_BATCH, now);
          if (checks.length) alerts += await checkCustomers(tx, checks, ctx);
          return checks;
        });
        checked += batch.length;
        if (batch.length < CHECK_BATCH) break;
        after = batch[batch.length - 1]!.customerId;
      }
      const mailed = await mailAlerts(now);
      return started || alerts || mailed ? { started, checked, alerts, mailed } : null;
    },

    /** `GET /api/price-alerts`: the customer's alerts not dismissed, newest first. */
    async list({ actor }: ServiceCall): Promise<PriceAlerts> {
      const caller = authorize(actor, 'orders.place');
      return { items: (await repo.alertsOf(db, caller.id, ALERTS_SHOWN)).map(alertView) };
    },

    /** `POST /api/price-alerts/{id}/dismiss`: the customer's own only (another's is not found). */
    async dismiss({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      const caller = authorize(actor, 'orders.place');
      if (!/^\d{1,18}$/.test(input.id) || !(await repo.dismiss(db, caller.id, input.id, clock()))) throw alertNotFound();
    },

    /** `GET /api/price-moves`: recent net moves past the threshold on watched items (staff). */
    async moves({ actor, input }: ServiceCall<PriceMovesQuery>): Promise<PriceMoves> {
      authorize(actor, 'prices.manage');
      const settings = await pricingSettingsOf(db);
      const items = await recentMoves(db, { days: input.days, now: clock(), settleMs, thresholdBp: settings.alertMoveBp });
      return { days: input.days, alertMoveBp: settings.alertMoveBp, settleSeconds: settleMs / 1000, items };
    },

    /** Sets the note alerts about the item's move carry (staff), in activity. */
    async setNote({ actor, input }: ServiceCall<MoveNoteInput & { ref: string; productId: string; noteEs: string | null }>): Promise<MoveNote> {
      const caller = authorize(actor, 'prices.manage');
      const { list, product } = await noteTarget(input.ref, input.productId);
      return db.transaction(async (tx) => {
        const before = await repo.noteOf(tx, list.id, input.productId, true);
        const after = await repo.writeNote(tx, list.id, input.productId, { noteEn: input.noteEn, noteEs: input.noteEs }, caller.id, clock());
        await noteActivity(tx, caller, list, product, before, after);
        return { noteEn: after.noteEn, noteEs: after.noteEs, updatedAt: new Date(after.updatedAt).toISOString() };
      });
    },

    /** Removes the item's note (staff), in activity; none is not an error. */
    async deleteNote({ actor, input }: ServiceCall<{ ref: string; productId: string }>): Promise<void> {
      const caller = authorize(actor, 'prices.manage');
      const { list, product } = await noteTarget(input.ref, input.productId);
      await db.transaction(async (tx) => {
        const before = await repo.noteOf(tx, list.id, input.productId, true);
        if (!before) return;
        await repo.deleteNote(tx, list.id, input.productId);
        await noteActivity(tx, caller, list, product, before, undefined);
      });
    },
  };
}

export type PriceAlertsService = ReturnType<typeof createPriceAlertsService>;
