import { reasonText, type LargeMove, type SavePricesResult, type VersionReasonCode } from './price-lists.js';
import {
  computeLinkedItems,
  floorPrice,
  formatBasisPoints,
  fromCents,
  isBelowFloor,
  MAX_CENTS,
  moveFlag,
  percentChange,
  summarizeMoves,
  toCents,
  type Adjustment,
  type Cents,
  type MoveFlag,
  type PriceEntry,
} from './pricing.js';

/**
 * The price writer's planning, without a database: what one list's new version changes, which of its
 * prices are below the floor, above MAX_CENTS or moved far enough to need a confirmation, and the
 * answer and refusals a save gives. The server's price writer reads the rows, plans here, writes.
 */

/** What a plan needs of a list. */
export interface PlanList {
  id: string;
  slug: string;
  name: string;
  version: number;
}

/** One product's wanted state in a list: a price (null: out of the list). */
export interface PriceTarget {
  productId: string;
  price: Cents | null;
  quantity: string | null;
  overridden: boolean;
  /** A product new in the list made from another price (a base's, before an adjustment): its move is flagged from that one. */
  from?: Cents;
}

export interface CurrentItem {
  productId: string;
  price: Cents;
  quantity: string | null;
  overridden: boolean;
}

export interface FlaggedMove {
  productId: string;
  nameEn: string;
  nameEs: string;
  old: Cents | null;
  new: Cents;
  flag: MoveFlag;
  percent: number | null;
}

export interface PlanOutcome {
  version: number | null;
  added: number;
  changed: number;
  removed: number;
  belowFloor: { productId: string; price: string; floor: string }[];
  /** Products whose price would be above MAX_CENTS (an adjustment can get there): refused. */
  tooHigh: string[];
  /** The moves `moveFlag` flags (to 0, or by more than the large-move setting): refused unless confirmed. */
  largeMoves: FlaggedMove[];
}

export const emptyOutcome = (): PlanOutcome => ({ version: null, added: 0, changed: 0, removed: 0, belowFloor: [], tooHigh: [], largeMoves: [] });

export type ProductFacts = Map<string, { nameEn: string; nameEs: string; cost: Cents | null }>;

export interface PlanOptions {
  reason: string | VersionReasonCode | null;
  minMarginBp: number;
  /** The pricing setting: a move by more than this share of the old price (basis points) is flagged. */
  largeMoveBp: number;
  /** Product names and costs for the rows the targets name. */
  products: ProductFacts;
  /** Create the version even when nothing changes (a new list's version 1). */
  always?: boolean;
  /** Keep every change for the activity row (a list saved by hand; not its followers). */
  detailed?: boolean;
}

export interface ItemWrite {
  listId: string;
  productId: string;
  price: string;
  quantity: string | null;
  overridden: boolean;
}

export interface HistoryWrite {
  listId: string;
  version: number;
  productId: string;
  oldPrice: string | null;
  newPrice: string | null;
}

/** What one list's new version writes: computed in memory, written (with other lists' plans) by the server's writer. */
export interface VersionPlan<L extends PlanList = PlanList> {
  list: L;
  reason: string | VersionReasonCode | null;
  outcome: PlanOutcome;
  upserts: ItemWrite[];
  removals: string[];
  history: HistoryWrite[];
  /** The changes by name, when `detailed`. */
  changes: { productId: string; name: string; old: string | null; new: string | null }[];
}

/**
 * A list's targets as one version: new and changed items, removals, one history row per price
 * change, the counts and the prices below the floor. No-op targets are skipped; nothing to write
 * means no version (unless `always`).
 */
export function planVersion<L extends PlanList>(list: L, current: ReadonlyMap<string, CurrentItem>, targets: PriceTarget[], o: PlanOptions): VersionPlan<L> {
  const plan: VersionPlan<L> = { list, reason: o.reason, outcome: emptyOutcome(), upserts: [], removals: [], history: [], changes: [] };
  const out = plan.outcome;
  // The version this plan makes, if it writes anything (history rows carry it).
  const version = list.version + 1;
  for (const t of targets) {
    const old = current.get(t.productId);
    let newPrice: string | null = null;
    if (t.price === null) {
      if (!old) continue;
      out.removed++;
      plan.removals.push(t.productId);
    } else {
      const priceMoved = !old || old.price !== t.price;
      if (!priceMoved && old.overridden === t.overridden && old.quantity === t.quantity) continue;
      if (t.price > MAX_CENTS) {
        out.tooHigh.push(t.productId);
        continue;
      }
      newPrice = fromCents(t.price);
      plan.upserts.push({ listId: list.id, productId: t.productId, price: newPrice, quantity: t.quantity, overridden: t.overridden });
      if (!priceMoved) continue;
      if (old) out.changed++;
      else out.added++;
      const product = o.products.get(t.productId);
      const cost = product?.cost ?? null;
      if (isBelowFloor(t.price, cost, o.minMarginBp)) {
        out.belowFloor.push({ productId: t.productId, price: newPrice, floor: fromCents(floorPrice(cost!, o.minMarginBp)) });
      }
      const before = old ? old.price : (t.from ?? null);
      const flag = moveFlag(before, t.price, o.largeMoveBp);
      if (flag) {
        out.largeMoves.push({
          productId: t.productId,
          nameEn: product?.nameEn ?? t.productId,
          nameEs: product?.nameEs ?? product?.nameEn ?? t.productId,
          old: before,
          new: t.price,
          flag,
          percent: percentChange(before, t.price),
        });
      }
    }
    const oldPrice = old ? fromCents(old.price) : null;
    plan.history.push({ listId: list.id, version, productId: t.productId, oldPrice, newPrice });
    if (o.detailed) plan.changes.push({ productId: t.productId, name: o.products.get(t.productId)?.nameEn ?? t.productId, old: oldPrice, new: newPrice });
  }
  if (plan.upserts.length || plan.removals.length || o.always) out.version = version;
  return plan;
}

/** A list's items by product, in cents (each one usable as a LinkedItem too). */
export const currentMap = (rows: { productId: string; price: string; quantity: string | null; overridden: boolean }[]): Map<string, CurrentItem> =>
  new Map(rows.map((r) => [r.productId, { productId: r.productId, price: toCents(r.price), quantity: r.quantity, overridden: r.overridden }]));

/**
 * A linked list brought in line with its base's items (overrides kept, exclusions left out): the plan
 * of its version (none if nothing moves) and its items afterwards, for the lists that follow it.
 */
export function planLinked<L extends PlanList>(
  list: L,
  adjustment: Adjustment,
  base: PriceEntry[],
  currentRows: { productId: string; price: string; quantity: string | null; overridden: boolean }[],
  excluded: ReadonlySet<string>,
  o: PlanOptions,
): { plan: VersionPlan<L>; items: PriceEntry[] } {
  const current = currentMap(currentRows);
  const computed = computeLinkedItems(base, current.values(), adjustment, excluded);
  const keep = new Set<string>();
  const targets: PriceTarget[] = computed.map((c) => {
    keep.add(c.productId);
    return { productId: c.productId, price: c.price, overridden: c.overridden, quantity: current.get(c.productId)?.quantity ?? null };
  });
  for (const [productId, c] of current) if (!keep.has(productId)) targets.push({ productId, price: null, quantity: c.quantity, overridden: c.overridden });
  return { plan: planVersion(list, current, targets, o), items: computed };
}

/** A version's reason columns: a person's text as typed, or the system's facts with their English text. */
export function reasonColumns(reason: string | VersionReasonCode | null): { reason: string | null; reasonCode: VersionReasonCode | null } {
  if (reason === null || typeof reason === 'string') return { reason, reasonCode: null };
  return { reason: reasonText(reason), reasonCode: reason };
}

/** A linked list's version made by a save: its outcome and the list. */
export type FollowerOutcome = PlanOutcome & { list: PlanList };

/** A refusal's message and its fields, keyed by the product, or `slug:product` in a linked list. */
export interface Refusal {
  message: string;
  fields: Record<string, string>;
}

export const tooHighMessage = () => `Some prices would be above ${fromCents(MAX_CENTS)}: lower them or the adjustment.`;

/** Prices above MAX_CENTS in these plans, or null when there are none. */
export function tooHighRefusal(own: VersionPlan | null, followers: VersionPlan[] = []): Refusal | null {
  const fields: Record<string, string> = {};
  for (const id of own?.outcome.tooHigh ?? []) fields[id] = 'priceTooHigh';
  for (const p of followers) for (const id of p.outcome.tooHigh) fields[`${p.list.slug}:${id}`] = 'priceTooHigh';
  return Object.keys(fields).length ? { message: tooHighMessage(), fields } : null;
}

export function belowFloorRefusal(own: PlanOutcome['belowFloor'], linked: FollowerOutcome[]): Refusal {
  const fields: Record<string, string> = {};
  for (const b of own) fields[b.productId] = 'belowFloor';
  for (const l of linked) for (const b of l.belowFloor) fields[`${l.list.slug}:${b.productId}`] = 'belowFloor';
  const count = Object.keys(fields).length;
  return {
    message: `${count} ${count === 1 ? 'price is' : 'prices are'} below cost plus the minimum margin. Confirm to save ${count === 1 ? 'it' : 'them'} anyway.`,
    fields,
  };
}

/** $1,234.50 */
export function usd(c: Cents): string {
  const [whole, rest] = fromCents(c).split('.');
  return `$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}

/** +3,418% / -100%: whole percent, for a message. */
export function percentLabel(percent: number): string {
  const whole = String(Math.round(Math.abs(percent))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${percent < 0 ? '-' : '+'}${whole}%`;
}

/** The flagged moves of a save: its own list's (list null) then the linked lists' (their slug). */
export function flaggedOf(own: FlaggedMove[], linked: FollowerOutcome[]): (FlaggedMove & { list: string | null })[] {
  return [...own.map((m) => ({ ...m, list: null })), ...linked.flatMap((l) => l.largeMoves.map((m) => ({ ...m, list: l.list.slug })))];
}

/**
 * The refusal of moves nobody confirmed: how many, the largest, fields keyed like below_floor's (the
 * product, or `slug:product` in a linked list) with `zeroPrice` or `largeMove`.
 */
export function largeMoveRefusal(own: FlaggedMove[], linked: FollowerOutcome[], largeMoveBp: number): Refusal {
  const moves = flaggedOf(own, linked);
  const fields: Record<string, string> = {};
  for (const m of moves) fields[m.list === null ? m.productId : `${m.list}:${m.productId}`] = m.flag === 'zero' ? 'zeroPrice' : 'largeMove';
  const count = moves.length;
  const largest = summarizeMoves(moves, largeMoveBp).largest!;
  const where = largest.list === null ? '' : ` in ${largest.list}`;
  const move = `${largest.old === null ? 'new at' : `${usd(largest.old)} ->`} ${usd(largest.new!)}${largest.percent === null ? '' : `, ${percentLabel(largest.percent)}`}`;
  return {
    message: `${count} ${count === 1 ? 'price moves' : 'prices move'} by more than ${formatBasisPoints(largeMoveBp)}% or to $0.00 (the largest: ${largest.nameEn}${where} ${move}). Confirm to save ${count === 1 ? 'it' : 'them'} anyway.`,
    fields,
  };
}

/** What a save needs confirmed and was not: below the floor first, then large moves. */
export function unconfirmed(
  own: PlanOutcome,
  linked: FollowerOutcome[],
  confirmed: { belowFloor: boolean; largeMoves: boolean },
  largeMoveBp: number,
): { code: 'belowFloor' | 'largeMove'; refusal: Refusal } | null {
  if (!confirmed.belowFloor && (own.belowFloor.length || linked.some((l) => l.belowFloor.length))) {
    return { code: 'belowFloor', refusal: belowFloorRefusal(own.belowFloor, linked) };
  }
  if (!confirmed.largeMoves && (own.largeMoves.length || linked.some((l) => l.largeMoves.length))) {
    return { code: 'largeMove', refusal: largeMoveRefusal(own.largeMoves, linked, largeMoveBp) };
  }
  return null;
}

/** A save's answer: its own version and counts, the linked lists' versions, every flagged move. */
export function saveResultOf(own: PlanOutcome, linked: FollowerOutcome[], largeMoveBp: number): SavePricesResult {
  return {
    version: own.version,
    added: own.added,
    changed: own.changed,
    removed: own.removed,
    belowFloor: own.belowFloor,
    linked: linked.map((l) => ({
      id: l.list.id,
      slug: l.list.slug,
      name: l.list.name,
      version: l.version,
      added: l.added,
      changed: l.changed,
      removed: l.removed,
      belowFloor: l.belowFloor.length,
    })),
    largeMoves: flaggedOf(own.largeMoves, linked).map(
      (m): LargeMove => ({
        list: m.list,
        productId: m.productId,
        nameEn: m.nameEn,
        nameEs: m.nameEs,
        old: m.old === null ? null : fromCents(m.old),
        new: fromCents(m.new),
        flag: m.flag,
        percent: m.percent,
      }),
    ),
    largeMoveBp,
  };
}
