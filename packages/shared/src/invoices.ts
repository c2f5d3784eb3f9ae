import { z } from 'zod';
import { cursorPageSchema, moneyOut, wholeNumberParam } from './contract.js';
import {
  catchWeightInvoiceLine,
  invoiceTotals,
  itemInvoiceLine,
  settleWeights,
  substituteInvoiceLine,
  type InvoiceLine,
  type WeighedLine,
} from './fulfilment-rules.js';
import { fromCents, toCents } from './pricing.js';
import { SUBSTITUTE_DELIVERED, SUBSTITUTION_STATES, type SubstitutionState } from './fulfilment.js';

/**
 * Invoices: made once when an order is delivered, from its lines and substitutions, and never changed
 * after (a snapshot). Pure here: order rows in, invoice document out, in integer cents; the money math
 * is fulfilment-rules.ts's (`itemInvoiceLine`, `catchWeightInvoiceLine`, `substituteInvoiceLine`,
 * `invoiceTotals`, `settleWeights`).
 *
 * Decisions:
 * - An ordered line charges its ordered quantity at its locked price and credits what was not
 *   delivered (`delivered`, which already holds the part a substitute replaced).
 * - A catch-weight line charges the weights of its delivered cases; a delivered case that was never
 *   weighed counts at the nominal case weight (the customer is charged the estimate for it, no more).
 * - A substitute that was delivered (applied or approved) is a line of its own, right after the line it
 *   replaced. A substitute still `asked` at delivery has expired: the original line is lowered by what
 *   it replaces (`expireAtDelivery`, the one rule for it).
 */

// ---- Order rows in ------------------------------------------------------------------------------

/** An order line as stored (numerics as the database's decimal strings). */
export interface InvoiceSourceLine {
  position: number;
  productId: string | null;
  nameEn: string;
  nameEs: string;
  unit: string;
  /** Cases when sold by weight. */
  quantity: string;
  /** Per unit; per lb when sold by weight. */
  price: string;
  soldByWeight: boolean;
  /** Nominal lb per case (catch weight). */
  caseWeight: string | null;
  /** Null: as ordered. */
  delivered: string | null;
  /** lb of each case packed; null until weighed. */
  caseWeights: string[] | null;
  quickbooksItem: string | null;
}


export interface InvoiceSourceSubstitution {
  linePosition: number;
  productId: string | null;
  nameEn: string;
  nameEs: string;
  unit: string;
  price: string;
  quantity: string;
  /** How much of the original line it replaces, in the original's unit. */
  replaces: string;
  state: SubstitutionState;
  quickbooksItem: string | null;
}

/** Decimal string with up to two places -> hundredths ("3.5" -> 350). */
export const hundredthsOf = (value: string | number): number => toCents(typeof value === 'number' ? value.toFixed(2) : value);
/** Hundredths -> the shortest decimal string: 350 -> "3.5", 300 -> "3", 4135 -> "41.35". */
export function decimalOf(hundredths: number): string {
  const text = fromCents(Math.abs(hundredths)).replace(/\.?0+$/, '');
  return `${hundredths < 0 ? '-' : ''}${text === '' ? '0' : text}`;
}

export interface DeliveryExpiry {
  lines: InvoiceSourceLine[];
  substitutions: InvoiceSourceSubstitution[];
  /** The substitutions that expired now, and the original line's new `delivered`. */
  expired: { linePosition: number; delivered: string }[];
}

/**
 * At delivery an `asked` substitution that nobody answered has expired: its state becomes `expired`
 * and the original line's `delivered` is lowered by `replaces` (never below 0). Everything else is
 * returned as it was. The one rule for it: the delivery (invoicing) and anything else that closes
 * asked substitutions call this.
 */
export function expireAtDelivery(lines: readonly InvoiceSourceLine[], substitutions: readonly InvoiceSourceSubstitution[]): DeliveryExpiry {
  const expired: DeliveryExpiry['expired'] = [];
  const byPosition = new Map(lines.map((l) => [l.position, { ...l }]));
  const subs = substitutions.map((s) => {
    if (s.state !== 'asked') return s;
    const line = byPosition.get(s.linePosition);
    if (line) {
      const before = hundredthsOf(line.delivered ?? line.quantity);
      const delivered = fromCents(Math.max(0, before - hundredthsOf(s.replaces)));
      line.delivered = delivered;
      expired.push({ linePosition: s.linePosition, delivered });
    }
    return { ...s, state: 'expired' as const };
  });
  return { lines: lines.map((l) => byPosition.get(l.position)!), substitutions: subs, expired };
}

// ---- Invoice document out -----------------------------------------------------------------------

const names = z.object({ en: z.string(), es: z.string() });

export const invoiceLineSchema = z
  .object({
    kind: z.enum(['item', 'catch_weight', 'substitute']),
    /** The order line's position (a substitute: the line it replaced). */
    position: z.number().int(),
    productId: z.string().nullable(),
    names,
    unit: z.string(),
    /** As ordered (catch weight: cases; a substitute: its quantity). */
    quantity: z.number(),
    /** What was delivered, in the same unit. */
    delivered: z.number(),
    /** Locked price per unit (per lb for catch weight). */
    price: moneyOut,
    /** What the line charges, and what it gives back (a shortage, a replaced part). */
    amount: moneyOut,
    credit: moneyOut,
    /** QuickBooks item snapshot from the order line; null: the product's when exported. */
    quickbooksItem: z.string().nullable(),
    /** Catch weight: the nominal lb per case, the lb of each delivered case, and the estimate vs the actual. */
    weight: z
      .object({
        caseWeight: z.number(),
        weights: z.array(z.number()),
        /** Cases delivered that were never weighed (charged at the nominal weight). */
        unweighed: z.number().int(),
        estimatedLb: z.number(),
        actualLb: z.number(),
        estimate: moneyOut,
        actual: moneyOut,
      })
      .nullable(),
    /** An original line with a substitution: its state and what it replaced; a substitute line: the line it replaced. */
    substitution: z
      .object({
        state: z.enum(SUBSTITUTION_STATES),
        replaces: z.number(),
        /** The other side: the substitute's names on the original line, the original's on the substitute. */
        names,
      })
      .nullable(),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceDocumentLine = z.infer<typeof invoiceLineSchema>;

export interface InvoiceDocument {
  lines: InvoiceDocumentLine[];
  subtotalCents: number;
  creditCents: number;
  totalCents: number;
  /** Catch-weight lines present: the estimate and actual of the delivered cases, and whether past the tolerance. */
  weight: { estimateCents: number; actualCents: number; flagged: boolean } | null;
}

const lb = (hundredths: number) => hundredths / 100;

/** The invoice of a delivered order from its lines and substitutions (an `asked` one counts as expired). */
export function buildInvoice(input: {
  lines: readonly InvoiceSourceLine[];
  substitutions: readonly InvoiceSourceSubstitution[];
  toleranceCents: number;
}): InvoiceDocument {
  const { lines, substitutions } = expireAtDelivery(input.lines, input.substitutions);
  const subByLine = new Map(substitutions.map((s) => [s.linePosition, s]));
  const docLines: InvoiceDocumentLine[] = [];
  const money: InvoiceLine[] = [];
  const weighed: WeighedLine[] = [];
  for (const line of [...lines].sort((a, b) => a.position - b.position)) {
    const ordered = hundredthsOf(line.quantity);
    const delivered = line.delivered === null ? ordered : hundredthsOf(line.delivered);
    const priceCents = toCents(line.price);
    const sub = subByLine.get(line.position);
    let invoiced: InvoiceLine;
    let weight: InvoiceDocumentLine['weight'] = null;
    if (line.soldByWeight) {
      const nominal = hundredthsOf(line.caseWeight ?? '0');
      if (ordered % 100 !== 0 || delivered % 100 !== 0) throw new RangeError(`Line ${line.position}: a catch-weight line is in whole cases`);
      const cases = ordered / 100;
      const deliveredCases = delivered / 100;
      const given = (line.caseWeights ?? []).slice(0, deliveredCases).map(hundredthsOf);
      const unweighed = deliveredCases - given.length;
      const caseWeights = [...given, ...Array.from({ length: unweighed }, () => nominal)];
      const w: WeighedLine = { pricePerLbCents: priceCents, cases, caseWeightHundredths: nominal, caseWeights };
      weighed.push(w);
      invoiced = catchWeightInvoiceLine(w);
      const [s] = settleWeights([w], 0).lines;
      weight = {
        caseWeight: lb(nominal),
        weights: caseWeights.map(lb),
        unweighed,
        estimatedLb: lb(deliveredCases * nominal),
        actualLb: lb(caseWeights.reduce((a, b) => a + b, 0)),
        estimate: fromCents(s!.estimateCents),
        actual: fromCents(s!.actualCents),
      };
    } else {
      invoiced = itemInvoiceLine(priceCents, ordered, delivered);
    }
    money.push(invoiced);
    docLines.push({
      kind: invoiced.kind,
      position: line.position,
      productId: line.productId,
      names: { en: line.nameEn, es: line.nameEs },
      unit: line.unit,
      quantity: lb(ordered),
      delivered: lb(delivered),
      price: line.price,
      amount: fromCents(invoiced.amountCents),
      credit: fromCents(invoiced.creditCents),
      quickbooksItem: line.quickbooksItem,
      weight,
      substitution: sub ? { state: sub.state, replaces: lb(hundredthsOf(sub.replaces)), names: { en: sub.nameEn, es: sub.nameEs } } : null,
    });
    if (sub && SUBSTITUTE_DELIVERED.includes(sub.state)) {
      const quantity = hundredthsOf(sub.quantity);
      const s = substituteInvoiceLine({ priceCents: toCents(sub.price), hundredths: quantity });
      money.push(s);
      docLines.push({
        kind: 'substitute',
        position: line.position,
        productId: sub.productId,
        names: { en: sub.nameEn, es: sub.nameEs },
        unit: sub.unit,
        quantity: lb(quantity),
        delivered: lb(quantity),
        price: sub.price,
        amount: fromCents(s.amountCents),
        credit: fromCents(0),
        quickbooksItem: sub.quickbooksItem,
        weight: null,
        substitution: { state: sub.state, replaces: lb(hundredthsOf(sub.replaces)), names: { en: line.nameEn, es: line.nameEs } },
      });
    }
  }
  const totals = invoiceTotals(money);
  const settlement = weighed.length > 0 ? settleWeights(weighed, input.toleranceCents) : null;
  return {
    lines: docLines,
    ...totals,
    weight: settlement ? { estimateCents: settlement.estimateCents, actualCents: settlement.actualCents, flagged: settlement.outcome === 'flagged' } : null,
  };
}

/** A line's net: what it charges less what it gives back. */
export const lineNetCents = (line: Pick<InvoiceDocumentLine, 'amount' | 'credit'>): number => toCents(line.amount) - toCents(line.credit);

// ---- The API's shapes ---------------------------------------------------------------------------

const isoDate = z.iso.date();

export const invoiceExportedSchema = z.object({ at: z.string(), by: z.string().nullable(), as: z.enum(['iif', 'qbo']) });

export const invoiceSummarySchema = z
  .object({
    id: z.string(),
    number: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    customer: z.object({ id: z.string().nullable(), name: z.string() }),
    invoiceDate: isoDate,
    subtotal: moneyOut,
    credit: moneyOut,
    total: moneyOut,
    currency: z.literal('USD'),
    weightFlagged: z.boolean(),
    issuedAt: z.string(),
    /** The last export to QuickBooks; null: never exported. */
    exported: invoiceExportedSchema.nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema
  .extend({
    billingAddress: z.string().nullable(),
    language: z.enum(['en', 'es']),
    lines: z.array(invoiceLineSchema),
    /** Catch weight on the invoice: estimate vs actual of the delivered cases; flagged: past the tolerance, shown with why. */
    weight: z
      .object({ estimate: moneyOut, actual: moneyOut, difference: z.string(), flagged: z.boolean(), tolerance: moneyOut })
      .nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePageSchema = cursorPageSchema(invoiceSummarySchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const INVOICES_PAGE_DEFAULT = 50;
export const invoicesQuerySchema = z.object({
  /** Staff: invoice dates from and to (inclusive). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Staff: a customer's user id. */
  customer: z.string().max(100).optional(),
  /** Staff: exported to QuickBooks or not. */
  exported: z.enum(['yes', 'no']).optional(),
  cursor: z.string().max(300).optional(),
  limit: wholeNumberParam(1, 200).default(INVOICES_PAGE_DEFAULT),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const INVOICE_EXPORT_FORMATS = ['iif', 'qbo'] as const;
export type InvoiceExportFormat = (typeof INVOICE_EXPORT_FORMATS)[number];
/** The longest range exported at once (a year and a bit). */
export const INVOICE_EXPORT_MAX_DAYS = 400;

const range = { from: isoDate, to: isoDate };
export const invoiceExportSummaryQuerySchema = z.object(range);
export const invoiceExportSummarySchema = z
  .object({ from: isoDate, to: isoDate, invoices: z.number().int(), exported: z.number().int(), total: moneyOut })
  .meta({ id: 'InvoiceExportSummary' });
export type InvoiceExportSummary = z.infer<typeof invoiceExportSummarySchema>;
export const invoiceExportInputSchema = z.object({ ...range, format: z.enum(INVOICE_EXPORT_FORMATS), again: z.boolean().optional() });
export type InvoiceExportInput = z.infer<typeof invoiceExportInputSchema>;

/** The file's name: `invoices-2026-11-01-2026-11-30.iif` (Desktop) or `.csv` (Online). */
export const invoiceExportFileName = (from: string, to: string, format: InvoiceExportFormat) => `invoices-${from}-${to}.${format === 'iif' ? 'iif' : 'csv'}`;

// ---- For QuickBooks -----------------------------------------------------------------------------

/** The lines an export books (`QbInvoiceLine` of quickbooks/invoice-export.ts), without the item name. */
export interface QbLineDraft {
  line: InvoiceDocumentLine;
  description: string;
  quantity: string;
  rateCents: number;
  amountCents: number;
}

/**
 * An invoice's lines as QuickBooks books them: one per line, at what it nets (delivered quantity, or
 * the weighed lb, at the locked price), so the lines add up to the invoice's total to the cent.
 */
export function qbLineDrafts(lines: readonly InvoiceDocumentLine[]): QbLineDraft[] {
  return lines.map((line) => {
    const net = lineNetCents(line);
    const quantity = line.weight ? decimalOf(Math.round(line.weight.actualLb * 100)) : decimalOf(Math.round(line.delivered * 100));
    const short = line.delivered < line.quantity ? ` (${decimalOf(Math.round(line.delivered * 100))} of ${decimalOf(Math.round(line.quantity * 100))} ${line.unit})` : '';
    const description =
      line.kind === 'substitute' && line.substitution
        ? `${line.names.en} (substitute for ${line.substitution.names.en})`
        : line.weight
          ? `${line.names.en} (${decimalOf(Math.round(line.delivered * 100))} cases, ${quantity} lb)${line.delivered < line.quantity ? ` of ${decimalOf(Math.round(line.quantity * 100))} ordered` : ''}`
          : `${line.names.en}${short}`;
    return { line, description, quantity, rateCents: toCents(line.price), amountCents: net };
  });
}
