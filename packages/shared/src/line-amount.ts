import { catchWeightEstimateCents } from './fulfilment-rules.js';
import { lineTotalCents, quantityHundredths } from './order-rules.js';
import { toCents } from './pricing.js';

/**
 * What an order line costs, the one function the server (placing, changing) and the order page
 * (the cart) both count with, so that the two never disagree by a cent. A product sold by weight is
 * priced per lb and ordered in whole cases: its line is an estimate, cases x the nominal case weight
 * x the price per lb ("about $300.00"); the invoice charges the weights packed.
 */
export interface LineAmountItem {
  /** The unit price (per lb when sold by weight), "2.50". */
  price: string;
  soldByWeight?: boolean;
  /** The nominal lb in a case, "40.00"; needed when sold by weight. */
  caseWeight?: string | null;
}

/** A case weight ("40.00" lb) in hundredths of a lb; throws when it is not one. */
export function caseWeightHundredths(caseWeight: string): number {
  const hundredths = toCents(caseWeight);
  if (hundredths < 1) throw new RangeError('A case weighs more than 0 lb');
  return hundredths;
}

/** Whether `hundredths` of the item's unit may be ordered: sold by weight, only whole cases. */
export function orderableHundredths(item: Pick<LineAmountItem, 'soldByWeight'>, hundredths: number): boolean {
  return !item.soldByWeight || hundredths % 100 === 0;
}

/** A line's amount in integer cents from its quantity in hundredths (whole cases when sold by weight). */
export function lineAmountCents(item: LineAmountItem, hundredths: number): number {
  const priceCents = toCents(item.price);
  if (!item.soldByWeight) return lineTotalCents(priceCents, hundredths);
  if (!item.caseWeight) throw new RangeError('A product sold by weight needs its case weight');
  if (!orderableHundredths(item, hundredths)) throw new RangeError('A product sold by weight is ordered in whole cases');
  return catchWeightEstimateCents({ pricePerLbCents: priceCents, cases: hundredths / 100, caseWeightHundredths: caseWeightHundredths(item.caseWeight) });
}

/** The line's amount from a quantity as typed or sent (a number), or null when it cannot be ordered. */
export function lineAmountOf(item: LineAmountItem, quantity: unknown): number | null {
  const hundredths = quantityHundredths(quantity);
  if (hundredths === null || !orderableHundredths(item, hundredths)) return null;
  return lineAmountCents(item, hundredths);
}

/** The lb a catch-weight line comes to, about: cases x case weight, in hundredths of a lb. */
export function estimatedWeightHundredths(cases: number, caseWeight: string): number {
  return Math.round(cases) * caseWeightHundredths(caseWeight);
}
