import { z } from 'zod';
import {
  lineAmountCents,
  orderableHundredths,
  quantityHundredths,
  shortfallCents,
  toCents,
  type PlaceOrderInput,
  type Reorder,
} from '@freshprice/shared';

/**
 * The customer's cart on /order, as plain data and functions: what is in it, what it costs, how far it
 * is from the minimum, and how it is kept in the browser (per user and list) so a reload or a lost
 * connection loses nothing. The idempotency key names one submission of the cart: it is made when the
 * cart is first sent and kept until the order is placed, so a retry after a lost answer (or a double
 * tap) gets the order the first attempt placed, never a second one.
 */

export interface CartLine {
  /** The product's id. */
  product: string;
  /** In the item's unit: positive, at most two decimals. */
  quantity: number;
}

/** What a reorder changed, shown above the cart until the order is placed or the notice dismissed. */
export interface CartChange {
  product: string;
  name: string;
  status: 'up' | 'down' | 'gone' | 'out_of_stock';
  price: string | null;
  was: string;
}

export interface Cart {
  /** The price list's id. */
  list: string;
  lines: CartLine[];
  /** The delivery date chosen ("YYYY-MM-DD"), or null. */
  date: string | null;
  note: string;
  /** The idempotency key of the submission under way (null: none sent yet, or the last one was answered). */
  key: string | null;
  changes: CartChange[];
}

export function emptyCart(list: string): Cart {
  return { list, lines: [], date: null, note: '', key: null, changes: [] };
}

export function quantityOf(cart: Cart, product: string): number {
  return cart.lines.find((l) => l.product === product)?.quantity ?? 0;
}

/** The cart with `product` at `quantity` (0 or less removes it); a new product goes to the end. */
export function setQuantity(cart: Cart, product: string, quantity: number): Cart {
  if (!(quantity > 0)) return { ...cart, lines: cart.lines.filter((l) => l.product !== product) };
  const rounded = Math.round(quantity * 100) / 100;
  const at = cart.lines.findIndex((l) => l.product === product);
  if (at === -1) return { ...cart, lines: [...cart.lines, { product, quantity: rounded }] };
  return { ...cart, lines: cart.lines.map((l, i) => (i === at ? { product, quantity: rounded } : l)) };
}

/** What the cart needs to know of a list's item. */
export interface PricedItem {
  productId: string;
  price: string;
  inStock: boolean;
  /** Catch weight: `price` is per lb, ordered in whole cases of about `caseWeight` lb. */
  soldByWeight?: boolean;
  caseWeight?: string | null;
}

export type LineProblem = 'gone' | 'out_of_stock' | 'invalid_quantity';

export interface CartLineView<T extends PricedItem> {
  line: CartLine;
  /** Null: the item is no longer on the list. */
  item: T | null;
  totalCents: number;
  problem: LineProblem | null;
}

export interface CartTotals<T extends PricedItem> {
  lines: CartLineView<T>[];
  /** The lines that can be ordered, in cents (lines with a problem count nothing). */
  totalCents: number;
  /** Lines that can be ordered. */
  count: number;
  /** Some line cannot be ordered as it is. */
  hasProblems: boolean;
  /** Some line is sold by weight: the total is an estimate ("about $…"). */
  estimated: boolean;
}

/**
 * Each line at the list's price, and the total, in integer cents with the server's own function
 * (`lineAmountCents`): a line sold by weight is its estimate, and a part of a case cannot be ordered.
 */
export function cartTotals<T extends PricedItem>(cart: Cart, items: ReadonlyMap<string, T>): CartTotals<T> {
  let totalCents = 0;
  let count = 0;
  const lines = cart.lines.map((line): CartLineView<T> => {
    const item = items.get(line.product) ?? null;
    const asked = quantityHundredths(line.quantity);
    const hundredths = item && asked !== null && !orderableHundredths(item, asked) ? null : asked;
    const problem: LineProblem | null = !item ? 'gone' : !item.inStock ? 'out_of_stock' : hundredths === null ? 'invalid_quantity' : null;
    const lineCents = item && hundredths !== null ? lineAmountCents(item, hundredths) : 0;
    if (problem === null) {
      totalCents += lineCents;
      count += 1;
    }
    return { line, item, totalCents: problem === null ? lineCents : 0, problem };
  });
  return {
    lines,
    totalCents,
    count,
    hasProblems: lines.some((l) => l.problem !== null),
    estimated: lines.some((l) => l.problem === null && l.item?.soldByWeight === true),
  };
}

export interface MinimumProgress {
  /** Null: no minimum. */
  minimumCents: number | null;
  missingCents: number;
  /** 0..100, for the progress bar. */
  percent: number;
}

export function minimumProgress(totalCents: number, minimum: string | null): MinimumProgress {
  const minimumCents = minimum === null ? null : toCents(minimum);
  if (minimumCents === null || minimumCents === 0) return { minimumCents: null, missingCents: 0, percent: 100 };
  const missingCents = shortfallCents(totalCents, minimumCents);
  return { minimumCents, missingCents, percent: Math.min(100, Math.floor((totalCents / minimumCents) * 100)) };
}

/**
 * Why the cart cannot be sent yet (the first reason), or null. Being under the minimum is not one:
 * the bar says it before, and the server, which decides (a minimum waived, changed), says it again.
 */
export type BlockReason = 'empty' | 'problems' | 'noDate';

export function blockReason(totals: Pick<CartTotals<PricedItem>, 'count' | 'hasProblems'>, date: string | null): BlockReason | null {
  if (totals.count === 0) return 'empty';
  if (totals.hasProblems) return 'problems';
  if (!date) return 'noDate';
  return null;
}

/**
 * The request for sending the cart now: its key is the cart's own when an attempt is under way (a
 * retry), else a new one, which the returned cart keeps (save it before sending).
 */
export function submission(cart: Cart, newKey: () => string): { cart: Cart; input: PlaceOrderInput; idempotencyKey: string } {
  const idempotencyKey = cart.key ?? newKey();
  const note = cart.note.trim();
  const input: PlaceOrderInput = {
    priceList: cart.list,
    deliveryDate: cart.date ?? '',
    lines: cart.lines.map((l) => ({ product: l.product, quantity: l.quantity })),
    ...(note ? { note } : {}),
  };
  return { cart: { ...cart, key: idempotencyKey }, input, idempotencyKey };
}

/**
 * The cart after a failed attempt. No answer (the network, a timeout) or a server failure may have
 * placed the order: the key stays, so sending again answers that order rather than placing another.
 * A refusal (4xx) placed nothing, and the next attempt is another submission with a key of its own.
 */
export function afterFailure(cart: Cart, status: number): Cart {
  const answered = status >= 400 && status < 500;
  return answered ? { ...cart, key: null } : cart;
}

/** The lines the server refused, by product: `fields["lines.N"]` names the N-th line sent. */
export function refusedLines(fields: Readonly<Record<string, string>>, sent: readonly { product: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(fields)) {
    const match = /^lines\.(\d+)/.exec(field);
    const line = match ? sent[Number(match[1])] : undefined;
    if (line) out[line.product] = code;
  }
  return out;
}

/**
 * The list's cart filled from a reorder: the lines still on the list and in stock (at the reorder's
 * quantities), with what changed. What the cart held already stays (its other lines, date, note and
 * an attempt's key): ordering again never throws away a cart being made.
 */
export function cartFromReorder(reorder: Reorder, list: string, existing: Cart = emptyCart(list)): Cart {
  const lines = reorder.lines.filter((l) => l.status !== 'gone' && l.status !== 'out_of_stock' && l.quantity > 0);
  const changes = reorder.lines.flatMap((l): CartChange[] =>
    l.status === 'same' ? [] : [{ product: l.product, name: l.name, status: l.status, price: l.price, was: l.was }],
  );
  const filled = lines.reduce((cart, l) => setQuantity(cart, l.product, l.quantity), { ...existing, list });
  return { ...filled, changes };
}

// Kept in localStorage: one cart per user and list, and the list the user ordered from last.
const PREFIX = 'freshprice:cart';
export const cartStorageKey = (user: string, list: string) => `${PREFIX}:${user}:${list}`;
export const lastListKey = (user: string) => `${PREFIX}:${user}`;

const storedCartSchema = z.object({
  list: z.string(),
  lines: z.array(z.object({ product: z.string(), quantity: z.number() })),
  date: z.string().nullable(),
  note: z.string(),
  key: z.string().nullable(),
  changes: z
    .array(
      z.object({
        product: z.string(),
        name: z.string(),
        status: z.enum(['up', 'down', 'gone', 'out_of_stock']),
        price: z.string().nullable(),
        was: z.string(),
      }),
    )
    .catch([]),
});

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The user's cart for a list as it was left (an empty one when none, or when storage is unreadable). */
export function loadCart(storage: Store | null, user: string, list: string): Cart {
  try {
    const raw = storage?.getItem(cartStorageKey(user, list));
    if (!raw) return emptyCart(list);
    const parsed = storedCartSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.list === list ? parsed.data : emptyCart(list);
  } catch {
    return emptyCart(list);
  }
}

/** Keeps the cart (an empty one is removed) and remembers its list as the last one used. */
export function saveCart(storage: Store | null, user: string, cart: Cart): void {
  try {
    const empty = cart.lines.length === 0 && !cart.note && !cart.key && cart.changes.length === 0 && !cart.date;
    if (empty) storage?.removeItem(cartStorageKey(user, cart.list));
    else storage?.setItem(cartStorageKey(user, cart.list), JSON.stringify(cart));
    storage?.setItem(lastListKey(user), cart.list);
  } catch {
    // Storage full or blocked: the cart lasts while the page is open.
  }
}

export function lastList(storage: Store | null, user: string): string | null {
  try {
    return storage?.getItem(lastListKey(user)) ?? null;
  } catch {
    return null;
  }
}

/** The browser's storage, or null where there is none (or it is blocked). */
export function browserStorage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
