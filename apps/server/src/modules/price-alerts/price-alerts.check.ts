import {
  alertOf,
  checkItem,
  deliveryDates,
  fromCents,
  noteApplies,
  orderRulesOf,
  PRICE_MOVE_LOOKBACK_DAYS,
  toCents,
  type CompanyFacts,
  type PriceStep,
  type Weekday,
} from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import * as repo from './price-alerts.repo.js';

const DAY_MS = 86_400_000;
const keyOf = (listId: string, productId: string) => `${listId}:${productId}`;
const cents = (value: string | null) => (value === null ? null : Number(value));

/** Each item's changes, oldest first, by `keyOf`. */
export function changesByItem(rows: repo.HistoryRow[]): Map<string, PriceStep[]> {
  const out = new Map<string, PriceStep[]>();
  for (const r of rows) {
    const key = keyOf(r.listId, r.productId);
    let list = out.get(key);
    if (!list) out.set(key, (list = []));
    list.push({ at: r.at, old: cents(r.old), new: cents(r.new) });
  }
  return out;
}

export const uniquePairs = <T extends { listId: string; productId: string }>(rows: T[]) => [
  ...new Map(rows.map((r) => [keyOf(r.listId, r.productId), { listId: r.listId, productId: r.productId }])).values(),
];

export interface CheckContext {
  now: Date;
  settleMs: number;
  /** Whether any price settled since the earliest check: if not, checks only move on. */
  anyMoved: boolean;
  thresholdBp: number;
  facts: CompanyFacts;
}

interface Found {
  row: repo.MovedRow;
  old: number;
  new: number;
  startedAt: number;
}

/**
 * One batch of customers' check, inside the caller's transaction (their check rows locked): the
 * moved items found in SQL, each decided by the pure rules (settled, net move past the threshold),
 * the alerts written with the next order's quantity and the staff's note, and every check moved to
 * now. Returns how many alerts it made.
 */
export async function checkCustomers(tx: Db, checks: repo.CheckRow[], ctx: CheckContext): Promise<number> {
  const { now, settleMs } = ctx;
  const moved = ctx.anyMoved ? await repo.movedItems(tx, checks, now, settleMs) : [];
  const found: Found[] = [];
  if (moved.length) {
    const since = Math.min(...checks.map((k) => k.checkedAt)) - settleMs - PRICE_MOVE_LOOKBACK_DAYS * DAY_MS;
    const history = changesByItem(await repo.historyOf(tx, uniquePairs(moved), since));
    const checkedAt = new Map(checks.map((k) => [k.customerId, k.checkedAt]));
    for (const row of moved) {
      const check = checkItem({
        changes: history.get(keyOf(row.listId, row.productId)) ?? [],
        current: Number(row.current),
        checkedAt: checkedAt.get(row.customerId)!,
        now: now.getTime(),
        settleMs,
        told: row.told ? { at: row.told.at, price: Number(row.told.price) } : null,
      });
      const alert = alertOf(check, ctx.thresholdBp);
      if (alert && check.kind === 'settled') found.push({ row, ...alert, startedAt: check.startedAt });
    }
  }
  if (found.length) await repo.insertAlerts(tx, await alertWrites(tx, found, ctx), now);
  await repo.moveChecks(
    tx,
    checks.map((k) => k.customerId),
    now,
  );
  return found.length;
}

/** The alerts to write: prices, the quantity of the next order it applies to and its date, the note. */
async function alertWrites(tx: Db, found: Found[], ctx: CheckContext): Promise<repo.AlertWrite[]> {
  const customerIds = [...new Set(found.map((f) => f.row.customerId))];
  const productIds = [...new Set(found.map((f) => f.row.productId))];
  // One after another: a transaction's statements share one connection.
  const items = await repo.itemFacts(tx, uniquePairs(found.map((f) => f.row)));
  const customers = await repo.customerFacts(tx, customerIds);
  const standing = await repo.standingLines(tx, customerIds, productIds);
  const last = await repo.lastQuantities(
    tx,
    found.map((f) => f.row),
  );
  const item = new Map(items.map((i) => [keyOf(i.listId, i.productId), i]));
  const customer = new Map(customers.map((c) => [c.id, c]));
  const dates = new Map<string, string[]>();
  return found.map((f) => {
    const { customerId, listId, productId } = f.row;
    const next = nextOrder(
      standing.filter((s) => s.customerId === customerId && s.listId === listId && s.productId === productId),
      last.find((q) => q.customerId === customerId && q.productId === productId)?.quantity ?? null,
      customer.get(customerId)?.routeCutoff ?? null,
      ctx,
      dates,
    );
    const note = item.get(keyOf(listId, productId))?.note;
    const carried = note && noteApplies(note.at, f.startedAt, ctx.settleMs) ? note : null;
    return {
      customerId,
      listId,
      productId,
      oldPrice: fromCents(f.old),
      newPrice: fromCents(f.new),
      quantity: next.quantity,
      deliveryDate: next.deliveryDate,
      noteEn: carried?.en ?? null,
      noteEs: carried?.es ?? null,
    };
  });
}

/**
 * The order the move applies to: the standing order's next delivery not yet placed or skipped (the
 * soonest, when several hold the item), else an order like the customer's last one (no date). The
 * delivery dates of each weekdays and route cutoff are worked out once per check (`dates`).
 */
export function nextOrder(
  standing: repo.StandingLine[],
  lastQuantity: string | null,
  routeCutoff: string | null,
  ctx: Pick<CheckContext, 'now' | 'facts'>,
  dates = new Map<string, string[]>(),
) {
  let best: { quantity: string; deliveryDate: string } | null = null;
  for (const s of standing) {
    const key = `${s.weekdays.join(',')}|${routeCutoff ?? ''}`;
    let open = dates.get(key);
    if (!open) {
      open = deliveryDates({ now: ctx.now, rules: orderRulesOf(ctx.facts, routeCutoff), customerDays: s.weekdays as Weekday[] }).map((d) => d.date);
      dates.set(key, open);
    }
    const date = open.find((d) => !s.decided.includes(d));
    if (date && (!best || date < best.deliveryDate)) best = { quantity: s.quantity, deliveryDate: date };
  }
  if (best) return best;
  return { quantity: lastQuantity, deliveryDate: null };
}

/** A stored quantity ("3.00") in hundredths of the unit. */
export const hundredthsOf = (quantity: string) => toCents(quantity);
