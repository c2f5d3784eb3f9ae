import {
  catchWeightActualCents,
  catchWeightEstimateCents,
  fromCents,
  itemInvoiceLine,
  lineTotalCents,
  minimumCents,
  settleWeights,
  shortfallCents,
  shortLine,
  SUBSTITUTE_DELIVERED,
  substituteInvoiceLine,
  toCents,
  type CompanyFacts,
  type Language,
  type OrderLine,
  type Order,
  type OrderSubstitute,
  type PricedQuantity,
  type Tier,
} from '@freshprice/shared';
import type { DeskLineRow, SubstitutionRow } from './fulfilment.repo.js';

/** "12.50" -> 1250 (quantities and weights in hundredths; the database keeps two decimals). */
export const hundredthsOf = (value: string) => Math.round(Number(value) * 100);
const signed = (cents: number) => (cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents));

/** What is delivered of the line, in hundredths: null in the database means as ordered. */
export const deliveredOf = (l: DeskLineRow) => (l.delivered === null ? hundredthsOf(l.quantity) : hundredthsOf(l.delivered));

/**
 * The original line as a priced quantity, for comparing a substitute with it: a catch-weight line's
 * unit is its case at the estimate ("about N lb" x price per lb).
 */
export function originalPriced(l: DeskLineRow): PricedQuantity {
  const priceCents = toCents(l.price);
  if (l.soldByWeight && l.caseWeight) return { priceCents: lineTotalCents(priceCents, hundredthsOf(l.caseWeight)), hundredths: hundredthsOf(l.quantity) };
  return { priceCents, hundredths: hundredthsOf(l.quantity) };
}

interface LineMoney {
  /** What the line charges and gives back, as the invoice will (fulfilment-rules.ts). */
  amountCents: number;
  creditCents: number;
  estimateCents: number | null;
  actualCents: number | null;
}

/**
 * A line's money. Catch weight: the cases weighed at their actual weight, the rest at the estimate,
 * and the cases not delivered credited at the estimate; once every delivered case is weighed this is
 * exactly `catchWeightInvoiceLine`.
 */
export function lineMoney(l: DeskLineRow): LineMoney {
  const priceCents = toCents(l.price);
  const ordered = hundredthsOf(l.quantity);
  const delivered = deliveredOf(l);
  if (l.soldByWeight && l.caseWeight) {
    const line = { pricePerLbCents: priceCents, cases: Math.round(ordered / 100), caseWeightHundredths: hundredthsOf(l.caseWeight) };
    const deliveredCases = Math.floor(delivered / 100);
    const weights = (l.caseWeights ?? []).map(hundredthsOf);
    const full = catchWeightEstimateCents(line);
    const estimateCents = catchWeightEstimateCents(line, deliveredCases);
    const weighedEstimate = catchWeightEstimateCents(line, weights.length);
    const actualCents = weights.length ? catchWeightActualCents(priceCents, weights) : null;
    return {
      amountCents: (actualCents ?? 0) + full - weighedEstimate,
      creditCents: full - estimateCents,
      estimateCents,
      actualCents: l.caseWeights ? actualCents ?? 0 : null,
    };
  }
  const invoiced = itemInvoiceLine(priceCents, ordered, delivered);
  return { amountCents: invoiced.amountCents, creditCents: invoiced.creditCents, estimateCents: null, actualCents: null };
}

export function substituteAmountCents(s: SubstitutionRow): number {
  return substituteInvoiceLine({ priceCents: toCents(s.price), hundredths: hundredthsOf(s.quantity) }).amountCents;
}

export function replacedCents(l: DeskLineRow, s: { replaces: string }): number {
  const o = originalPriced(l);
  const replaces = Math.min(hundredthsOf(s.replaces), o.hundredths);
  return shortLine(o.priceCents, o.hundredths, o.hundredths - replaces).creditCents;
}

export function substituteView(l: DeskLineRow, s: SubstitutionRow, language: Language): OrderSubstitute {
  return {
    product: s.productId,
    slug: s.productSlug,
    name: language === 'es' ? s.nameEs : s.nameEn,
    names: { en: s.nameEn, es: s.nameEs },
    unit: s.unit,
    price: s.price,
    quantity: Number(s.quantity),
    replaces: Number(s.replaces),
    state: s.state,
    deadline: s.deadline,
    amount: fromCents(substituteAmountCents(s)),
    replacedAmount: fromCents(replacedCents(l, s)),
  };
}

type LineExtras = Pick<OrderLine, 'delivered' | 'credit' | 'soldByWeight' | 'caseWeight' | 'caseWeights' | 'estimate' | 'actual' | 'substitute'>;
type OrderExtras = Pick<Order, 'credit' | 'weights' | 'belowMinimum'>;

export interface DeskView {
  lines: Map<number, LineExtras>;
  order: OrderExtras;
  /** The order's net: what it charges less its credits, substitutes that go on the truck included. */
  netCents: number;
}

/**
 * The desk's part of an order: each line's delivered quantity, credit, weights and substitute; the
 * order's credit, weight settlement and (for staff) how far its net is below the customer's minimum.
 */
export function deskView(
  lines: readonly DeskLineRow[],
  subs: readonly SubstitutionRow[],
  language: Language,
  facts: CompanyFacts,
  business: { size: Tier; minimumWaived: boolean } | null,
): DeskView {
  const subOf = new Map(subs.map((s) => [s.linePosition, s]));
  const out = new Map<number, LineExtras>();
  let netCents = 0;
  let creditCents = 0;
  for (const l of lines) {
    const money = lineMoney(l);
    const s = subOf.get(l.position);
    netCents += money.amountCents - money.creditCents;
    creditCents += money.creditCents;
    if (s && SUBSTITUTE_DELIVERED.includes(s.state)) netCents += substituteAmountCents(s);
    out.set(l.position, {
      delivered: l.delivered,
      credit: fromCents(money.creditCents),
      soldByWeight: l.soldByWeight,
      caseWeight: l.caseWeight,
      caseWeights: l.caseWeights,
      estimate: money.estimateCents === null ? null : fromCents(money.estimateCents),
      actual: money.actualCents === null ? null : fromCents(money.actualCents),
      substitute: s ? substituteView(l, s, language) : null,
    });
  }
  const weighed = lines.filter((l) => l.soldByWeight && l.caseWeight && l.caseWeights);
  const settlement = weighed.length
    ? settleWeights(
        weighed.map((l) => ({
          pricePerLbCents: toCents(l.price),
          cases: Math.max(Math.floor(deliveredOf(l) / 100), l.caseWeights!.length),
          caseWeightHundredths: hundredthsOf(l.caseWeight!),
          caseWeights: l.caseWeights!.map(hundredthsOf),
        })),
        facts.weightToleranceCents,
      )
    : null;
  const minimum = business ? minimumCents(facts.minimumOrder, business.size, business.minimumWaived) : null;
  const missing = shortfallCents(netCents, minimum);
  return {
    lines: out,
    netCents,
    order: {
      credit: fromCents(creditCents),
      weights: settlement && {
        estimate: fromCents(settlement.estimateCents),
        actual: fromCents(settlement.actualCents),
        difference: signed(settlement.differenceCents),
        outcome: settlement.outcome,
        tolerance: fromCents(settlement.toleranceCents),
      },
      belowMinimum: missing > 0 ? { minimum: fromCents(minimum!), missing: fromCents(missing) } : null,
    },
  };
}
