import { z } from 'zod';
import { moneyOut, wholeNumberParam } from './contract.js';
import { LANGUAGES } from './language.js';
import { lineAmountCents, orderableHundredths } from './line-amount.js';
import { lineTotalCents } from './order-rules.js';
import { fromCents, percentChange, type Cents } from './pricing.js';

/**
 * Price-move alerts: a customer is told when a price on their list moves, net, by more than the
 * pricing setting `alertMoveBp` on an item they order (their standing orders and usual items). The
 * rules here are pure; the server's check finds the moved items in SQL and decides with them.
 *
 * A move is a run of changes to one list's price of one product, each less than `runGapMs` after the
 * one before. It is told once it has settled (no change for the settle period), compared from the
 * price before the run began (or from the price last told, when the customer was told about part of
 * it): a change and its rollback within the settle period net to nothing and alert no one.
 */

/** How long a price must stand before a move of it is told: a rollback within it alerts no one. */
export const PRICE_ALERT_SETTLE_SECONDS = 30 * 60;
/** The pricing setting's default: alert on net moves of more than 10%. */
export const ALERT_MOVE_DEFAULT_BP = 1000;
/** How far back a check reads a price's history to find where a move began. */
export const PRICE_MOVE_LOOKBACK_DAYS = 7;
/** The staff's page of recent moves: days back, by default and at most. */
export const PRICE_MOVES_DAYS_DEFAULT = 7;
export const PRICE_MOVES_DAYS_MAX = 31;
/** The longest note staff add to a move, per language. */
export const MOVE_NOTE_MAX = 300;
/** The customers a move lists by name (the rest are counted). */
export const PRICE_MOVE_CUSTOMERS_SHOWN = 50;

const BP = 10_000n;

/** Changes closer than this belong to one move: twice the settle period, so a quiet window always holds a check. */
export const runGapMs = (settleMs: number) => 2 * settleMs;

/** Whether a net move is told: more than `thresholdBp` of the old price. No old price, or a zero one, has no share to measure. */
export function movesPastThreshold(oldPrice: Cents | null, newPrice: Cents | null, thresholdBp: number): boolean {
  if (oldPrice === null || newPrice === null || oldPrice === 0 || oldPrice === newPrice) return false;
  const delta = BigInt(newPrice) - BigInt(oldPrice);
  const abs = delta < 0n ? -delta : delta;
  return abs * BP > BigInt(oldPrice) * BigInt(thresholdBp);
}

/** The move in percent, signed, to the hundredth (12.5 = +12.5%). */
export const movePercent = (oldPrice: Cents, newPrice: Cents): number => percentChange(oldPrice, newPrice) ?? 0;

export interface EffectItem {
  soldByWeight?: boolean;
  /** The nominal lb in a case, for an item sold by weight ("40.00"). */
  caseWeight?: string | null;
}

/**
 * What the move adds to (or takes off) an order of `hundredths` of the item, in signed whole cents:
 * the line at the new price less the line at the old, counted as an order line is (a catch-weight
 * line by cases of about the case weight).
 */
export function moveEffectCents(item: EffectItem, oldPrice: Cents, newPrice: Cents, hundredths: number): number {
  const byLine = Boolean(item.soldByWeight && item.caseWeight) && orderableHundredths(item, hundredths);
  const amount = (price: Cents) => (byLine ? lineAmountCents({ ...item, price: fromCents(price) }, hundredths) : lineTotalCents(price, hundredths));
  return amount(newPrice) - amount(oldPrice);
}

/** One change of a price, at an instant (ms): what it was before and after (null: not on the list). */
export interface PriceStep {
  at: number;
  old: Cents | null;
  new: Cents | null;
}

export interface ItemCheckInput {
  /** The item's changes, oldest first, from at least the lookback before `checkedAt`. */
  changes: readonly PriceStep[];
  /** The price now (null: no longer on the list). */
  current: Cents | null;
  /** The customer's last check: items still settling then were not compared, and are now. */
  checkedAt: number;
  now: number;
  settleMs: number;
  /** The customer's last alert about this item: when, and the price it told. */
  told?: { at: number; price: Cents } | null;
}

export type ItemCheck =
  /** Nothing changed since the last check (nor was settling at it). */
  | { kind: 'quiet' }
  /** Changed less than the settle period ago: told at a later check, from where the move began. */
  | { kind: 'settling'; settlesAt: number }
  /** The move stands: `old` is the price before it (or the one last told), `new` the price now. */
  | { kind: 'settled'; old: Cents | null; new: Cents | null; startedAt: number };

/** The index of the first change of the run that holds `changes[i]` (a run: changes less than `gapMs` apart). */
export function runStartIndex(changes: readonly PriceStep[], i: number, gapMs: number): number {
  let start = i;
  while (start > 0 && changes[start]!.at - changes[start - 1]!.at < gapMs) start--;
  return start;
}

/** Where an item stands at a check: quiet, settling, or a settled move with the prices to compare. */
export function checkItem(input: ItemCheckInput): ItemCheck {
  const { changes, checkedAt, now, settleMs } = input;
  // A change less than the settle period before the last check was still settling then.
  const first = changes.findIndex((c) => c.at + settleMs > checkedAt);
  if (first < 0) return { kind: 'quiet' };
  const last = changes[changes.length - 1]!;
  if (last.at + settleMs > now) return { kind: 'settling', settlesAt: last.at + settleMs };
  const start = changes[runStartIndex(changes, first, runGapMs(settleMs))]!;
  const told = input.told && input.told.at >= start.at ? input.told.price : undefined;
  return { kind: 'settled', old: told ?? start.old, new: input.current, startedAt: start.at };
}

/** The alert an item's check makes, if any: a settled move past the threshold. */
export function alertOf(check: ItemCheck, thresholdBp: number): { old: Cents; new: Cents } | null {
  if (check.kind !== 'settled' || !movesPastThreshold(check.old, check.new, thresholdBp)) return null;
  return { old: check.old!, new: check.new! };
}

/** Whether staff's note goes with an alert: written since shortly before the move began (the settle period), not for an earlier one. */
export function noteApplies(noteAt: number, startedAt: number, settleMs: number): boolean {
  return noteAt >= startedAt - settleMs;
}

// ---- Contracts ----

const listRef = z.object({ slug: z.string(), name: z.string() });
const noteOut = z.object({ en: z.string(), es: z.string().nullable() });
/** An item and its move, as both the customer's alert and the staff's move show it. */
const movedItem = z.object({
  productId: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  unit: z.string(),
  old: moneyOut,
  new: moneyOut,
  /** Signed, to the hundredth: 12.5 is +12.5%. */
  percent: z.number(),
});

/** One alert as the customer reads it (`GET /api/price-alerts`). */
export const priceAlertSchema = movedItem
  .extend({
    id: z.string(),
    list: listRef,
    /** The quantity of their next order it applies to (their standing order's, else their last order's), in the item's unit. */
    quantity: z.number().nullable(),
    /** That order's delivery date. */
    deliveryDate: z.string().nullable(),
    /** What the move adds to (or takes off) that order, in signed whole cents; null without a quantity. */
    effectCents: z.number().int().nullable(),
    /** Staff's note about the move, in English and (when written) Spanish. */
    note: noteOut.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PriceAlert' });
export type PriceAlert = z.infer<typeof priceAlertSchema>;
export const priceAlertsSchema = z.object({ items: z.array(priceAlertSchema) }).meta({ id: 'PriceAlerts' });
export type PriceAlerts = z.infer<typeof priceAlertsSchema>;

/** `GET /api/price-moves?days=` */
export const priceMovesQuerySchema = z.object({ days: wholeNumberParam(1, PRICE_MOVES_DAYS_MAX).default(PRICE_MOVES_DAYS_DEFAULT) });
export type PriceMovesQuery = z.infer<typeof priceMovesQuerySchema>;

export const moveNoteSchema = z.object({ noteEn: z.string(), noteEs: z.string().nullable(), updatedAt: z.string() }).meta({ id: 'MoveNote' });
export type MoveNote = z.infer<typeof moveNoteSchema>;

/** A customer who watches a moved item: alerted (when), or not (yet). */
export const moveWatcherSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  alertedAt: z.string().nullable(),
});
export type MoveWatcher = z.infer<typeof moveWatcherSchema>;

/** A recent net move on an item customers watch, past the alert threshold (staff). */
export const priceMoveSchema = movedItem
  .extend({
    list: listRef.extend({ id: z.string() }),
    /** The first and the last change of the move. */
    startedAt: z.string(),
    changedAt: z.string(),
    /** When its alerts go out (the last change and the settle period); null once they have. */
    settlesAt: z.string().nullable(),
    /** Customers who watch it (standing orders and usual items) and how many were alerted about it. */
    watchers: z.number().int(),
    alerted: z.number().int(),
    /** The first PRICE_MOVE_CUSTOMERS_SHOWN watchers, alerted ones first. */
    customers: z.array(moveWatcherSchema),
    note: moveNoteSchema.nullable(),
  })
  .meta({ id: 'PriceMove' });
export type PriceMove = z.infer<typeof priceMoveSchema>;
export const priceMovesSchema = z
  .object({
    days: z.number().int(),
    /** The pricing setting: moves of more than this share alert. */
    alertMoveBp: z.number().int(),
    settleSeconds: z.number().int(),
    items: z.array(priceMoveSchema),
  })
  .meta({ id: 'PriceMoves' });
export type PriceMoves = z.infer<typeof priceMovesSchema>;

/** `PUT /api/price-lists/{ref}/items/{productId}/move-note`: the note alerts about the move carry. */
export const moveNoteInputSchema = z.object({
  noteEn: z.string().trim().min(1, 'required').max(MOVE_NOTE_MAX, 'tooLong'),
  noteEs: z
    .string()
    .trim()
    .max(MOVE_NOTE_MAX, 'tooLong')
    .nullish()
    .transform((v) => v || null),
});
export type MoveNoteInput = z.input<typeof moveNoteInputSchema>;
