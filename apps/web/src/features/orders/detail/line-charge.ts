import { catchWeightEstimateCents, fromCents, toCents, type Order } from '@freshprice/shared';

type Line = Order['lines'][number];

/** Whole cases and weights in hundredths, as the rules count them. */
const hundredths = (value: string) => Math.round(Number(value) * 100);

/**
 * A catch-weight line's cases: delivered, weighed, and the estimate of the weighed ones (what the
 * order's "Weighed items" compares the actual with). Null for a line not sold by weight.
 */
export function weighedCases(line: Line): { delivered: number; weighed: number; weighedEstimate: string } | null {
  if (!line.soldByWeight || !line.caseWeight || !Number.isInteger(line.quantity)) return null;
  const weighed = line.caseWeights?.length ?? 0;
  const estimate = catchWeightEstimateCents({ pricePerLbCents: toCents(line.price), cases: line.quantity, caseWeightHundredths: hundredths(line.caseWeight) }, weighed);
  return { delivered: Math.floor(Number(line.delivered ?? line.quantity)), weighed, weighedEstimate: fromCents(estimate) };
}

/**
 * What a line charges now, before its credit: the cases weighed at their actual weight and the rest at
 * the estimate ("about" until every delivered case is weighed); a line not sold by weight, its total.
 * The lines' charges, their substitutes, less the credits, make the order's total.
 */
export function lineCharge(line: Line): { amount: string; estimated: boolean } {
  const cases = weighedCases(line);
  if (!cases) return { amount: line.total, estimated: false };
  const cents = toCents(line.total) - toCents(cases.weighedEstimate) + (line.actual === null ? 0 : toCents(line.actual));
  return { amount: fromCents(cents), estimated: cases.weighed < cases.delivered };
}
