import { fromCents, lineAmountCents, MAX_LINE_QUANTITY, orderableHundredths, quantityHundredths, type OrderRefusal } from '@freshprice/shared';
import { AppError } from '../../lib/errors.js';
import type { OrderItemRow } from '../price-lists/price-lists.service.js';
import type { LineRow, NewLine } from './orders.repo.js';

/** The contract's refusals: each its code, a message for people and, for lines, which line (`lines.N`). */
export function refusal(code: OrderRefusal, message: string, fields?: Record<string, string>) {
  return new AppError(code, message, fields);
}

const QUANTITY_MESSAGE = `Each quantity must be a positive number with at most two decimals, no more than ${MAX_LINE_QUANTITY}.`;
const WHOLE_CASES_MESSAGE = 'Items sold by weight are ordered in whole cases: enter a whole number of cases.';

/** What a change keeps of a line already on the order: its price and how it was sold, and its quantity. */
export interface KeptLine {
  price: string;
  hundredths: number;
  soldByWeight: boolean;
  caseWeight: string | null;
  quickbooksItem: string | null;
}

/** The largest amount an order or a line holds (numeric(12, 2)). */
const MAX_ORDER_CENTS = 999_999_999_999;

export interface AskedLine {
  product: string;
  quantity: unknown;
}

/** One line as asked for, checked: its quantity in hundredths and the ref it names. */
interface CheckedLine {
  ref: string;
  hundredths: number;
  index: number;
}

/** Quantities first: every line's, at once (`invalid_quantity`, `lines.N`). A product asked twice is one line. */
export function checkQuantities(lines: readonly AskedLine[]): CheckedLine[] {
  const bad: Record<string, string> = {};
  const byRef = new Map<string, CheckedLine>();
  lines.forEach((l, index) => {
    const hundredths = quantityHundredths(l.quantity);
    if (hundredths === null) {
      bad[`lines.${index}`] = 'invalid_quantity';
      return;
    }
    const same = byRef.get(l.product);
    if (same) same.hundredths += hundredths;
    else byRef.set(l.product, { ref: l.product, hundredths, index });
  });
  if (Object.keys(bad).length) {
    throw refusal('invalid_quantity', QUANTITY_MESSAGE, bad);
  }
  const merged = [...byRef.values()];
  const tooMuch = merged.filter((l) => l.hundredths > MAX_LINE_QUANTITY * 100);
  if (tooMuch.length) {
    throw refusal('invalid_quantity', QUANTITY_MESSAGE, Object.fromEntries(tooMuch.map((l) => [`lines.${l.index}`, 'invalid_quantity'])));
  }
  return merged;
}

export interface PricedLine extends NewLine {
  cents: number;
}

/**
 * The lines priced from the list's items: a product not on the list is refused (`not_in_list`), one
 * out of stock too (`out_of_stock`). `kept` are prices already on the order (a change keeps them) and
 * their quantities: an item out of stock, or no longer on the list, may stay on an order at no more
 * than what was ordered.
 */
export function priceLines(
  asked: CheckedLine[],
  items: readonly OrderItemRow[],
  kept: ReadonlyMap<string, KeptLine> = new Map(),
): PricedLine[] {
  const byRef = new Map<string, OrderItemRow>();
  for (const item of items) {
    byRef.set(item.productId, item);
    byRef.set(item.slug, item);
  }
  // A product named by its id and by its slug is one line: merged before its quantity and stock are checked.
  const missing: Record<string, string> = {};
  const merged = new Map<string, { item: OrderItemRow; hundredths: number; index: number }>();
  for (const line of asked) {
    const item = byRef.get(line.ref);
    if (!item || (item.price === null && !kept.has(item.productId))) {
      missing[`lines.${line.index}`] = 'not_in_list';
      continue;
    }
    const same = merged.get(item.productId);
    if (same) same.hundredths += line.hundredths;
    else merged.set(item.productId, { item, hundredths: line.hundredths, index: line.index });
  }
  const tooMuch = [...merged.values()].filter((l) => l.hundredths > MAX_LINE_QUANTITY * 100);
  if (tooMuch.length) throw refusal('invalid_quantity', QUANTITY_MESSAGE, Object.fromEntries(tooMuch.map((l) => [`lines.${l.index}`, 'invalid_quantity'])));
  // Sold by weight (as the order already has it, else as the product is now): whole cases only.
  const fractional = [...merged.values()].filter((l) => !orderableHundredths(kept.get(l.item.productId) ?? l.item, l.hundredths));
  if (fractional.length) throw refusal('invalid_quantity', WHOLE_CASES_MESSAGE, Object.fromEntries(fractional.map((l) => [`lines.${l.index}`, 'invalid_quantity'])));
  const outOfStock: Record<string, string> = {};
  const priced: PricedLine[] = [];
  for (const { item, hundredths, index } of merged.values()) {
    const before = kept.get(item.productId);
    // No longer on the list (or archived): it may stay on the order at its price, but not grow.
    if (item.price === null && !(before && hundredths <= before.hundredths)) {
      missing[`lines.${index}`] = 'not_in_list';
      continue;
    }
    if (!item.inStock && !(before && hundredths <= before.hundredths)) {
      outOfStock[`lines.${index}`] = 'out_of_stock';
      continue;
    }
    // A line already on the order keeps its price and the way it was sold (per lb, its case weight).
    const sold = before ?? { price: item.price!, soldByWeight: item.soldByWeight, caseWeight: item.caseWeight, quickbooksItem: item.quickbooksItem };
    const price = sold.price;
    const cents = lineAmountCents(sold, hundredths);
    priced.push({
      productId: item.productId,
      productSlug: item.slug,
      nameEn: item.nameEn,
      nameEs: item.nameEs,
      unit: item.unit,
      packEn: item.packEn,
      packEs: item.packEs,
      quantity: (hundredths / 100).toFixed(2),
      price,
      total: fromCents(cents),
      soldByWeight: sold.soldByWeight,
      caseWeight: sold.soldByWeight ? sold.caseWeight : null,
      quickbooksItem: sold.quickbooksItem,
      cents,
    });
  }
  if (Object.keys(missing).length) throw refusal('not_in_list', 'Some items are not on this price list.', missing);
  if (Object.keys(outOfStock).length) throw refusal('out_of_stock', 'Some items are out of stock.', outOfStock);
  // Amounts are stored as numeric(12, 2): a line or an order beyond that is refused rather than failing in the database.
  if (priced.reduce((sum, l) => sum + l.cents, 0) > MAX_ORDER_CENTS) {
    const lineOf = new Map<string | null, number>([...merged.values()].map((l) => [l.item.productId, l.index]));
    throw refusal('invalid_quantity', 'This order is too large to take: lower the quantities.', Object.fromEntries(priced.map((l) => [`lines.${lineOf.get(l.productId)}`, 'invalid_quantity'])));
  }
  return priced;
}

/** The prices, quantities and the way they were sold already on an order, by product. */
export function keptPrices(lines: readonly LineRow[]): Map<string, KeptLine> {
  return new Map(
    lines
      .filter((l) => l.productId)
      .map((l) => [
        l.productId!,
        { price: l.price, hundredths: Math.round(Number(l.quantity) * 100), soldByWeight: l.soldByWeight, caseWeight: l.caseWeight, quickbooksItem: l.quickbooksItem },
      ]),
  );
}
