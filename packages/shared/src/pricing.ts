import type { Language } from './language.js';

/**
 * The price arithmetic of the product, pure and exact: money is a whole number of cents here,
 * "12.34" strings on the wire, and no binary-float multiplication ever touches it (percentages
 * are basis points, computed as exact integer ratios with BigInt and rounded half-up once).
 */

export type Cents = number; // integer, >= 0 for prices

/** The largest price a field accepts: 99,999,999.99 (the wire format allows 8 integer digits). */
export const MAX_CENTS: Cents = 9_999_999_999;

export const ROUNDINGS = ['cent', 'nickel', 'x9'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export const ADJUSTMENT_KINDS = ['percent', 'amount'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** value: basis points (hundredths of a percent: 800 = 8%) for percent, cents for amount; always >= 0. direction up or down. */
export interface Adjustment {
  kind: AdjustmentKind;
  direction: 'up' | 'down';
  value: number;
  rounding: Rounding;
}

const BP = 10000n;

function assertCents(c: number, what = 'price'): void {
  if (!Number.isSafeInteger(c) || c < 0) throw new RangeError(`${what} must be a whole, non-negative number of cents: ${c}`);
}

/** num / den rounded half-up (ties toward +infinity, like Math.round), den > 0. */
function roundRatio(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('denominator must be positive');
  const n = 2n * num + den;
  const d = 2n * den;
  // floor division for possibly negative n
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/** ceil(num / den), num >= 0, den > 0. */
function ceilRatio(num: bigint, den: bigint): bigint {
  return (num + den - 1n) / den;
}

const WIRE = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "12.34" / "12.3" / "12" (wire format, >= 0, <= 2 decimals) -> 1234; throws on anything else. */
export function toCents(money: string): Cents {
  const m = typeof money === 'string' ? WIRE.exec(money) : null;
  if (!m) throw new RangeError(`not a money amount: ${String(money)}`);
  const whole = m[1]!;
  const frac = (m[2] ?? '').padEnd(2, '0');
  // Up to 13 digits the sum stays far below 2^53: plain numbers are exact (and ~50x faster than BigInt,
  // which counts when a save reads 40,000 prices).
  if (whole.length <= 13) {
    const cents = Number(whole) * 100 + Number(frac);
    if (cents > MAX_CENTS) throw new RangeError(`money amount too large: ${money}`);
    return cents;
  }
  const cents = BigInt(whole) * 100n + BigInt(frac);
  if (cents > BigInt(MAX_CENTS)) throw new RangeError(`money amount too large: ${money}`);
  return Number(cents);
}

/** 1234 -> "12.34", 5 -> "0.05"; throws on non-integer or negative. */
export function fromCents(c: Cents): string {
  assertCents(c, 'amount');
  const whole = Math.floor(c / 100);
  const rest = c % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

const PRICE_EN = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;
const PRICE_ES = /^(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d{1,2}))?$/;
const PRICE_DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * What a user types or pastes in a grid cell, in cents, or null when it is not a price.
 * en: "12", "12.5", "$1,234.50"; es: "12,50", "1.234,50", "$12,50" and the unambiguous "12.50".
 * A leading "$" (spaces after it allowed), surrounding and non-breaking spaces are ignored;
 * ".99" (en) / ",99" (es) are accepted. Rejects empty, negative, letters, more than 2 decimals,
 * badly grouped thousands and anything above 99,999,999.99.
 */
export function parsePriceInput(text: string, lang: Language): Cents | null {
  if (typeof text !== 'string') return null;
  let s = text.replace(/[\u00a0\u202f\u2007]/g, ' ').trim();
  if (s.startsWith('$')) s = s.slice(1).trimStart();
  if (s === '') return null;
  let whole: string | undefined;
  let decimals: string | undefined;
  const dot = lang === 'es' ? PRICE_DOT_DECIMAL.exec(s) : null;
  if (dot) {
    whole = dot[1];
    decimals = dot[2];
  } else {
    const m = (lang === 'es' ? PRICE_ES : PRICE_EN).exec(s);
    if (!m) return null;
    whole = m[1];
    decimals = m[2];
  }
  if (whole === undefined && decimals === undefined) return null;
  const digits = (whole ?? '0').replace(/[.,]/g, '');
  const cents = BigInt(digits) * 100n + BigInt((decimals ?? '').padEnd(2, '0'));
  if (cents > BigInt(MAX_CENTS)) return null;
  return Number(cents);
}

/** Whole cents `n` (>= 0) to the rule. */
function roundWhole(n: number, rounding: Rounding): Cents {
  switch (rounding) {
    case 'cent':
      return n;
    case 'nickel':
      // remainders 0-2 go down, 3-4 go up: no ties on whole cents
      return Math.floor((n + 2) / 5) * 5;
    case 'x9': {
      if (n === 0) return 0;
      if (n < 9) return 9; // the only non-negative candidate nearby
      // remainders 0-3 go down to …9 below, 4 (a tie) and 5-8 go up, 9 stays
      const below = Math.floor((n - 9) / 10) * 10 + 9;
      return n - below < 5 ? below : below + 10;
    }
    default: {
      const never: never = rounding;
      throw new RangeError(`unknown rounding: ${String(never)}`);
    }
  }
}

/**
 * Rounds `c` half-up to a whole cent, then to the rule: cent as is; nickel: nearest multiple of 5
 * cents; x9: nearest price ending in 9 cents (…09, …19, …, …99), ties up; 0 stays 0. Never negative
 * (negative inputs give 0).
 */
export function roundPrice(c: number, rounding: Rounding): Cents {
  if (!Number.isFinite(c)) throw new RangeError(`not a number of cents: ${c}`);
  const floor = Math.floor(c);
  const whole = c - floor >= 0.5 ? floor + 1 : floor;
  return roundWhole(Math.max(0, whole), rounding);
}

function checkAdjustment(adj: Adjustment): void {
  if (!Number.isSafeInteger(adj.value) || adj.value < 0) throw new RangeError(`adjustment value must be a whole number >= 0: ${adj.value}`);
  if (adj.direction !== 'up' && adj.direction !== 'down') throw new RangeError(`unknown direction: ${String(adj.direction)}`);
  if (!ADJUSTMENT_KINDS.includes(adj.kind)) throw new RangeError(`unknown adjustment kind: ${String(adj.kind)}`);
}

/**
 * The adjustment's exact effect on `price` in cents, or (`inverse`) the base it would come from:
 * percent: price * (10000 ± value) / 10000, or price * 10000 / (10000 ± value); amount: price ± value.
 * Rounded half-up to the cent once, never below 0. A decrease of 100% or more turns every base into
 * 0, so it also reverses to 0.
 */
function adjustExact(price: Cents, adj: Adjustment, inverse: boolean): bigint {
  assertCents(price);
  checkAdjustment(adj);
  const p = BigInt(price);
  const v = BigInt(adj.value);
  let cents: bigint;
  if (adj.kind === 'percent') {
    const factor = adj.direction === 'up' ? BP + v : BP - v;
    cents = factor <= 0n ? 0n : inverse ? roundRatio(p * BP, factor) : roundRatio(p * factor, BP);
  } else {
    cents = (adj.direction === 'up') !== inverse ? p + v : p - v;
  }
  return cents < 0n ? 0n : cents;
}

/** `price` adjusted (exact integer arithmetic, rounded half-up to a cent, then to the rule), never below 0. */
export function applyAdjustment(price: Cents, adj: Adjustment): Cents {
  return roundWhole(Number(adjustExact(price, adj, false)), adj.rounding);
}

/** The base price that the adjustment (with 'cent' rounding) would turn into `price`, rounded half-up to the cent. */
export function reverseAdjustment(price: Cents, adj: Adjustment): Cents {
  return Number(adjustExact(price, adj, true));
}

/** Basis points as a percentage without trailing zeros: 800 -> "8", 850 -> "8.5", 825 -> "8.25". */
export function formatBasisPoints(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  if (rest === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** A compact English label for logs and activity: "+8% (x9)", "-$0.50 (cent)". */
export function describeAdjustment(adj: Adjustment): string {
  const sign = adj.direction === 'up' ? '+' : '-';
  const amount = adj.kind === 'percent' ? `${formatBasisPoints(adj.value)}%` : `$${fromCents(adj.value)}`;
  return `${sign}${amount} (${adj.rounding})`;
}

/**
 * The smallest price whose gross margin, (price - cost) / price, is at least `minMarginBp` basis
 * points: ceil(cost * 10000 / (10000 - bp)). A floor of 100% or more has no such price (RangeError).
 */
export function floorPrice(cost: Cents, minMarginBp: number): Cents {
  assertCents(cost, 'cost');
  if (!Number.isSafeInteger(minMarginBp)) throw new RangeError(`margin must be whole basis points: ${minMarginBp}`);
  const den = BP - BigInt(minMarginBp);
  if (den <= 0n) throw new RangeError(`a gross margin floor must be below 100%: ${minMarginBp}`);
  return Number(ceilRatio(BigInt(cost) * BP, den));
}

/** Whether `price` is under the floor for `cost`: its gross margin is below `minMarginBp` (false when the cost is unknown). */
export function isBelowFloor(price: Cents, cost: Cents | null, minMarginBp: number): boolean {
  if (cost === null) return false;
  return price < floorPrice(cost, minMarginBp);
}

/**
 * The gross margin in basis points, (price - cost) / price, as Shopify and Odoo show it: the same
 * measure as the floor (a price at floorPrice(cost, m) has a margin of at least m). Negative when the
 * price is below cost; null when the cost is unknown or the price is 0.
 */
export function marginBp(price: Cents, cost: Cents | null): number | null {
  if (cost === null || price === 0) return null;
  return Number(roundRatio((BigInt(price) - BigInt(cost)) * BP, BigInt(price)));
}

/**
 * A floor stated as markup over cost (m basis points: the floor price was cost * (1 + m)) as the gross
 * margin with the same floor price, g = m / (1 + m), rounded down so that the new floor price is never
 * above the old one: no price that passed before is below the floor after.
 */
export function markupToGrossMarginBp(markupBp: number): number {
  if (!Number.isSafeInteger(markupBp) || markupBp < 0) throw new RangeError(`markup must be whole basis points >= 0: ${markupBp}`);
  return Number((BigInt(markupBp) * BP) / (BP + BigInt(markupBp)));
}

/** The change from old to new in percent with 2 decimals (8.33); null when either is null or old is 0. */
export function percentChange(oldPrice: Cents | null, newPrice: Cents | null): number | null {
  if (oldPrice === null || newPrice === null || oldPrice === 0) return null;
  const hundredths = roundRatio((BigInt(newPrice) - BigInt(oldPrice)) * BP, BigInt(oldPrice));
  return Number(hundredths) / 100;
}

export interface PriceEntry {
  productId: string;
  price: Cents;
}

/** Entries by product; a later entry for the same product wins. */
function byProduct<T extends { productId: string }>(entries: Iterable<T>): Map<string, T> {
  const map = new Map<string, T>();
  for (const e of entries) map.set(e.productId, e);
  return map;
}

/** Code-unit order: deterministic and locale independent. */
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface PriceDiffRow {
  productId: string;
  old: Cents | null;
  new: Cents | null;
  change: number | null /* cents, new-old */;
  percent: number | null;
}

/** What changed between two versions of a list: only products added, removed or repriced, sorted by product. */
export function diffPrices(
  before: Iterable<PriceEntry>,
  after: Iterable<PriceEntry>,
): { added: number; changed: number; removed: number; rows: PriceDiffRow[] } {
  const b = byProduct(before);
  const a = byProduct(after);
  const ids = [...new Set([...b.keys(), ...a.keys()])].sort(compareIds);
  let added = 0;
  let changed = 0;
  let removed = 0;
  const rows: PriceDiffRow[] = [];
  for (const productId of ids) {
    const oldPrice = b.get(productId)?.price ?? null;
    const newPrice = a.get(productId)?.price ?? null;
    if (oldPrice === newPrice) continue;
    if (oldPrice === null) added++;
    else if (newPrice === null) removed++;
    else changed++;
    rows.push({
      productId,
      old: oldPrice,
      new: newPrice,
      change: oldPrice !== null && newPrice !== null ? newPrice - oldPrice : null,
      percent: percentChange(oldPrice, newPrice),
    });
  }
  return { added, changed, removed, rows };
}

export const COMPARE_FILTERS = ['all', 'different', 'onlyA', 'onlyB'] as const;
export type CompareFilter = (typeof COMPARE_FILTERS)[number];

export interface CompareRow {
  productId: string;
  a: Cents | null;
  b: Cents | null;
  difference: number | null /* b - a cents */;
  percent: number | null /* percentChange(a,b) */;
}

/** Two lists side by side: the union of their products, sorted by product. */
export function compareLists(a: Iterable<PriceEntry>, b: Iterable<PriceEntry>): CompareRow[] {
  const ma = byProduct(a);
  const mb = byProduct(b);
  const ids = [...new Set([...ma.keys(), ...mb.keys()])].sort(compareIds);
  return ids.map((productId) => {
    const pa = ma.get(productId)?.price ?? null;
    const pb = mb.get(productId)?.price ?? null;
    return {
      productId,
      a: pa,
      b: pb,
      difference: pa !== null && pb !== null ? pb - pa : null,
      percent: percentChange(pa, pb),
    };
  });
}

export function compareKind(row: CompareRow): 'same' | 'different' | 'onlyA' | 'onlyB' {
  if (row.a !== null && row.b !== null) return row.a === row.b ? 'same' : 'different';
  if (row.a !== null) return 'onlyA';
  if (row.b !== null) return 'onlyB';
  throw new RangeError(`compare row ${row.productId} is in neither list`);
}

/** all: every row; different: in both with different prices; onlyA; onlyB. */
export function matchesCompareFilter(row: CompareRow, filter: CompareFilter): boolean {
  return filter === 'all' || compareKind(row) === filter;
}

export function compareCounts(rows: CompareRow[]): Record<CompareFilter, number> {
  const counts: Record<CompareFilter, number> = { all: 0, different: 0, onlyA: 0, onlyB: 0 };
  for (const row of rows) {
    counts.all++;
    const kind = compareKind(row);
    if (kind !== 'same') counts[kind]++;
  }
  return counts;
}

export interface LinkedItem {
  productId: string;
  price: Cents;
  overridden: boolean;
}

/**
 * A linked list's items after its base changes: every base product gets applyAdjustment(basePrice, adj),
 * except overridden items which keep their price and `excluded` products (taken out of the linked
 * list by hand) which stay out; overridden items of products not in the base are kept; non-overridden
 * items whose product left the base (or is excluded) are dropped. Sorted by productId.
 */
export function computeLinkedItems(
  base: Iterable<PriceEntry>,
  current: Iterable<LinkedItem>,
  adj: Adjustment,
  excluded: ReadonlySet<string> = new Set(),
): LinkedItem[] {
  const b = byProduct(base);
  const cur = byProduct(current);
  const out: LinkedItem[] = [];
  for (const [productId, entry] of b) {
    const item = cur.get(productId);
    if (item?.overridden) out.push({ productId, price: item.price, overridden: true });
    else if (!excluded.has(productId)) out.push({ productId, price: applyAdjustment(entry.price, adj), overridden: false });
  }
  for (const [productId, item] of cur) {
    if (!b.has(productId) && item.overridden) out.push({ productId, price: item.price, overridden: true });
  }
  return out.sort((x, y) => compareIds(x.productId, y.productId));
}

/**
 * The move that needs a second look before it goes live, whoever makes it (editor, import, assistant,
 * linked lists): a price set to 0 (or clamped there), or moved by more than the pricing setting
 * `largeMoveBp` (basis points of the old price, default 5000 = 50%) up or down. A new price with no
 * old one is flagged only when it is 0.
 */
export const LARGE_MOVE_DEFAULT_BP = 5000;
export type MoveFlag = 'zero' | 'largeUp' | 'largeDown';

export function moveFlag(oldPrice: Cents | null, newPrice: Cents | null, largeMoveBp: number): MoveFlag | null {
  if (newPrice === null) return null;
  if (newPrice === 0) return oldPrice === 0 ? null : 'zero';
  if (oldPrice === null || oldPrice === 0) return null;
  // |new - old| / old > bp / 10000, in integers.
  const delta = BigInt(newPrice) - BigInt(oldPrice);
  const abs = delta < 0n ? -delta : delta;
  if (abs * BP <= BigInt(oldPrice) * BigInt(largeMoveBp)) return null;
  return delta > 0n ? 'largeUp' : 'largeDown';
}

export interface MoveSummary<T> {
  /** The flagged rows, each with its flag. */
  flagged: (T & { flag: MoveFlag })[];
  zero: number;
  large: number;
  /** The flagged row whose percent move is largest in size (a zero counts as -100%), or null. */
  largest: (T & { flag: MoveFlag; percent: number | null }) | null;
}

/** The rows `moveFlag` flags, their counts and the largest move, for a preview's warning. */
export function summarizeMoves<T extends { old: Cents | null; new: Cents | null }>(rows: Iterable<T>, largeMoveBp: number): MoveSummary<T> {
  const out: MoveSummary<T> = { flagged: [], zero: 0, large: 0, largest: null };
  let largestSize = -1;
  for (const row of rows) {
    const flag = moveFlag(row.old, row.new, largeMoveBp);
    if (!flag) continue;
    const flagged = { ...row, flag };
    out.flagged.push(flagged);
    if (flag === 'zero') out.zero++;
    else out.large++;
    const percent = percentChange(row.old, row.new);
    const size = percent === null ? 100 : Math.abs(percent);
    if (size > largestSize) {
      largestSize = size;
      out.largest = { ...flagged, percent };
    }
  }
  return out;
}
