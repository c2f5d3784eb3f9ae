import { fromCents, lineTotalCents, quantityHundredths, toCents, type OrderRefusal } from '@freshprice/shared';
import { AppError } from '../../lib/errors.js';
import type { OrderItemRow } from '../price-lists/price-lists.service.js';
import type { LineRow, NewLine } from './orders.repo.js';

/** The contract's refusals: each its code, a message for people and, for lines, which line (`lines.N`). */
export function refusal(code: OrderRefusal, message: string, fields?: Record<string, string>) {
  return new AppError(code, message, fields);
}

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
    throw refusal('invalid_quantity', 'Each quantity must be a positive number with at most two decimals, no more than 9999.', bad);
  }
  const merged = [...byRef.values()];
  const tooMuch = merged.filter((l) => l.hundredths > 999_900);
  if (tooMuch.length) {
    throw refusal('invalid_quantity', 'Each quantity must be a positive number with at most two decimals, no more than 9999.', Object.fromEntries(tooMuch.map((l) => [`lines.${l.index}`, 'invalid_quantity'])));
  }
  return merged;
}

export interface PricedLine extends NewLine {
  cents: number;
}

/**
 * The lines priced from the list's items: a product not on the list is refused (`not_in_list`), one
 * out of stock too (`out_of_stock`). `kept` are prices already on the order (a change keeps them) and
 * their quantities: an item out of stock may stay on an order at no more than what was ordered.
 */
export function priceLines(
  asked: CheckedLine[],
  items: readonly OrderItemRow[],
  kept: ReadonlyMap<string, { price: string; hundredths: number }> = new Map(),
): PricedLine[] {
  const byRef = new Map<string, OrderItemRow>();
  for (const item of items) {
    byRef.set(item.productId, item);
    byRef.set(item.slug, item);
  }
  const missing: Record<string, string> = {};
  const outOfStock: Record<string, string> = {};
  const seen = new Set<string>();
  const priced: PricedLine[] = [];
  for (const line of asked) {
    const item = byRef.get(line.ref);
    const before = item ? kept.get(item.productId) : undefined;
    if (!item || (item.price === null && !before)) {
      missing[`lines.${line.index}`] = 'not_in_list';
      continue;
    }
    if (seen.has(item.productId)) {
      // The same product by its id and by its slug: one line.
      const same = priced.find((p) => p.productId === item.productId)!;
      same.quantity = String((Math.round(Number(same.quantity) * 100) + line.hundredths) / 100);
      same.cents = lineTotalCents(toCents(same.price), Math.round(Number(same.quantity) * 100));
      same.total = fromCents(same.cents);
      continue;
    }
    seen.add(item.productId);
    if (!item.inStock && !(before && line.hundredths <= before.hundredths)) {
      outOfStock[`lines.${line.index}`] = 'out_of_stock';
      continue;
    }
    const price = before?.price ?? item.price!;
    const cents = lineTotalCents(toCents(price), line.hundredths);
    priced.push({
      productId: item.productId,
      productSlug: item.slug,
      nameEn: item.nameEn,
      nameEs: item.nameEs,
      unit: item.unit,
      packEn: item.packEn,
      packEs: item.packEs,
      quantity: (line.hundredths / 100).toFixed(2),
      price,
      total: fromCents(cents),
      cents,
    });
  }
  if (Object.keys(missing).length) throw refusal('not_in_list', 'Some items are not on this price list.', missing);
  if (Object.keys(outOfStock).length) throw refusal('out_of_stock', 'Some items are out of stock.', outOfStock);
  return priced;
}

/** The prices and quantities already on an order, by product. */
export function keptPrices(lines: readonly LineRow[]): Map<string, { price: string; hundredths: number }> {
  return new Map(lines.filter((l) => l.productId).map((l) => [l.productId!, { price: l.price, hundredths: Math.round(Number(l.quantity) * 100) }]));
}
