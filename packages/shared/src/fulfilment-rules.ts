import type { Role } from './permissions.js';
import { lineTotalCents } from './order-rules.js';

/**
 * The order desk's rules, pure (issue "The order desk"): an order's statuses and who may move it,
 * shortages, substitutions against the customer's rule, catch-weight settlement and invoice totals.
 * Money is integer cents, quantities and weights integer hundredths; every line amount goes through
 * `lineTotalCents` (price x hundredths / 100, half a cent up). Bad input throws a RangeError: a
 * float or a negative never reaches money.
 *
 * Decisions:
 * - Statuses: placed -> confirmed -> picking -> packed -> out_for_delivery -> delivered, one step at a
 *   time, by staff (seller and admin alike). Staff may step back one step from picking, packed or
 *   out_for_delivery (a mistaken tap; a truck that brought the order back), never out of delivered.
 * - Cancelled: staff from any status before delivered (the order can still be stopped or brought
 *   back); the customer only from placed or confirmed, and only before the cutoff. Delivered and
 *   cancelled are final: after delivery a correction is a credit on the invoice, not a status.
 *   Customers never move an order forward. A customer's change to a confirmed order sends it back to
 *   placed (issue 24): that is `statusAfterCustomerChange`, not a move they choose.
 * - Staff mark shorts and substitutes and enter weights while the order is picking or packed (a
 *   confirmed order may still be changed by its customer); once it is on the truck the lines are fixed.
 * - Substitution: the substitute's line amount is compared with the amount of the part of the original
 *   line it replaces (what a shortage of that part would credit). Not allowed -> reduce (credit that
 *   amount); limit null -> any price applies; otherwise it applies when substitute x 100 <= replaced x
 *   (100 + N), so a cheaper or equal one always applies, also at limit 0; above -> ask. An answer
 *   counts only before the deadline (an instant at or after it is late); no answer by then applies the
 *   default rule, decline -> reduce.
 * - A substitute that applies is a line of its own; the replaced part of the original shows as a
 *   credit on the original line, so the customer sees both and nothing changes silently.
 * - Catch weight: a line's estimate is cases x the nominal case weight x price per lb; its actual is
 *   the summed case weights x price per lb, rounded once per line (not per case). The invoice always
 *   charges the actual. The tolerance is compared with the sum of the lines' absolute differences
 *   (not the net), so a heavy case cannot hide behind a light one: within it the order settles
 *   silently, above it the order is flagged to show the customer estimate, actual and difference.
 *   A case not packed is a shortage, credited at its estimate.
 * - Invoice: each line charges its amount (ordered quantity at the locked price, or the actual weight)
 *   and gives its credit (0..amount); subtotal - credits = total = sum of the lines' nets, never
 *   negative.
 */

export const FULFILMENT_STATUSES = ['placed', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/** The way forward, in order; `cancelled` is beside it. */
export const STATUS_PATH = ['placed', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered'] as const satisfies readonly FulfilmentStatus[];

/** Statuses no one moves an order out of. */
export const FINAL_STATUSES = ['delivered', 'cancelled'] as const satisfies readonly FulfilmentStatus[];
/** Statuses a customer may cancel from (before the cutoff). */
export const CUSTOMER_CANCELLABLE = ['placed', 'confirmed'] as const satisfies readonly FulfilmentStatus[];
/** Statuses staff may step back from, one step. */
export const STEP_BACK_FROM = ['picking', 'packed', 'out_for_delivery'] as const satisfies readonly FulfilmentStatus[];
/**
 * Statuses in which staff mark shorts, propose substitutes and enter weights: while picking and
 * packing. Not confirmed: its customer may still change it before the cutoff, which would undo them.
 */
export const ADJUSTABLE_STATUSES = ['picking', 'packed'] as const satisfies readonly FulfilmentStatus[];

export function isFulfilmentStatus(value: unknown): value is FulfilmentStatus {
  return typeof value === 'string' && (FULFILMENT_STATUSES as readonly string[]).includes(value);
}

const isStaff = (role: Role) => role === 'seller' || role === 'admin';
const has = (list: readonly FulfilmentStatus[], s: FulfilmentStatus) => list.includes(s);

/**
 * Whether `role` may move an order from `from` to `to`. `beforeCutoff` matters to customers only
 * (false, the default, refuses them everything). An unknown status or role is refused.
 */
export function canMove(from: FulfilmentStatus, to: FulfilmentStatus, role: Role, beforeCutoff = false): boolean {
  if (!isFulfilmentStatus(from) || !isFulfilmentStatus(to) || from === to) return false;
  if (has(FINAL_STATUSES, from)) return false;
  if (role === 'customer') return to === 'cancelled' && beforeCutoff && has(CUSTOMER_CANCELLABLE, from);
  if (!isStaff(role)) return false;
  if (to === 'cancelled') return true;
  const i = STATUS_PATH.indexOf(from as (typeof STATUS_PATH)[number]);
  const j = STATUS_PATH.indexOf(to as (typeof STATUS_PATH)[number]);
  if (j === i + 1) return true;
  return j === i - 1 && has(STEP_BACK_FROM, from);
}

/** Every status `role` may move an order to from `from`, forward first, then back, then cancelled. */
export function nextStatuses(from: FulfilmentStatus, role: Role, beforeCutoff = false): FulfilmentStatus[] {
  const i = STATUS_PATH.indexOf(from as (typeof STATUS_PATH)[number]);
  const candidates: FulfilmentStatus[] = [];
  if (i >= 0 && i + 1 < STATUS_PATH.length) candidates.push(STATUS_PATH[i + 1]!);
  if (i > 0) candidates.push(STATUS_PATH[i - 1]!);
  candidates.push('cancelled');
  return candidates.filter((to) => canMove(from, to, role, beforeCutoff));
}

/** The status after the customer changes the lines: a confirmed order is to be confirmed again. */
export function statusAfterCustomerChange(status: FulfilmentStatus): FulfilmentStatus {
  return status === 'confirmed' ? 'placed' : status;
}

/** Whether staff may mark shorts, propose substitutes or enter weights on an order in `status`. */
export function canAdjustLines(status: FulfilmentStatus, role: Role): boolean {
  return isStaff(role) && has(ADJUSTABLE_STATUSES, status);
}

// ---- Checks -------------------------------------------------------------------------------------

function whole(value: number, what: string, min = 0): number {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${what} must be a whole number of at least ${min}, not ${String(value)}`);
  return value;
}

/** A priced quantity: a price in cents per unit and a quantity in hundredths of that unit. */
export interface PricedQuantity {
  priceCents: number;
  hundredths: number;
}

function amountOf(q: PricedQuantity, what: string): number {
  return lineTotalCents(whole(q.priceCents, `${what} price`), whole(q.hundredths, `${what} quantity`));
}

// ---- Shortage -----------------------------------------------------------------------------------

export interface ShortLine {
  /** What is delivered, in hundredths. */
  hundredths: number;
  /** The line's amount for what is delivered. */
  amountCents: number;
  /** The ordered amount less the delivered amount: exactly what the customer is not charged. */
  creditCents: number;
}

/**
 * A line short to `availableHundredths` (0: none) of `ordered`. The credit is the difference of the
 * two line amounts, so that amount + credit is always the ordered line's amount to the cent.
 */
export function shortLine(priceCents: number, orderedHundredths: number, availableHundredths: number): ShortLine {
  const ordered = amountOf({ priceCents, hundredths: orderedHundredths }, 'ordered');
  whole(availableHundredths, 'available quantity');
  if (availableHundredths > orderedHundredths) throw new RangeError('A short line cannot deliver more than was ordered');
  const amountCents = lineTotalCents(priceCents, availableHundredths);
  return { hundredths: availableHundredths, amountCents, creditCents: ordered - amountCents };
}

// ---- Substitution -------------------------------------------------------------------------------

export interface SubstitutionRule {
  allowed: boolean;
  /** How much dearer the substitute's amount may be, in percent; null: any. */
  limitPercent: number | null;
}

/** The customer's rule from their business (`substitutions`, `substitutionLimit`). */
export function substitutionRuleOf(business: { substitutions: boolean; substitutionLimit: number | null }): SubstitutionRule {
  return { allowed: business.substitutions, limitPercent: business.substitutionLimit };
}

export interface SubstituteProposal {
  /** The original line as ordered: its locked price and ordered quantity. */
  original: PricedQuantity;
  /** The part of the original line the substitute replaces (default: all of it). */
  replacesHundredths?: number;
  /** The substitute at the price staff set (the customer's price for it, or a set price). */
  substitute: PricedQuantity;
}

interface Amounts {
  /** What the replaced part of the original line amounts to (the credit if it is not substituted). */
  replacedCents: number;
  /** The substitute's line amount. */
  substituteCents: number;
  /** Substitute less replaced: negative when the substitute is cheaper. */
  differenceCents: number;
}

export type SubstitutionDecision =
  /** Not allowed: the original line is reduced and the replaced part credited. */
  | ({ kind: 'reduce'; creditCents: number } & Amounts)
  /** Within the limit: the substitute is added and the replaced part credited on the original line. */
  | ({ kind: 'apply'; creditCents: number } & Amounts)
  /** Above the limit: the customer is asked; `limitCents` is the most that would have applied. */
  | ({ kind: 'ask'; limitCents: number } & Amounts);

/** Decides what a proposed substitute does under the customer's rule. */
export function decideSubstitution(rule: SubstitutionRule, proposal: SubstituteProposal): SubstitutionDecision {
  const { original, substitute } = proposal;
  const replaces = proposal.replacesHundredths ?? original.hundredths;
  whole(original.hundredths, 'original quantity', 1);
  whole(replaces, 'replaced quantity', 1);
  if (replaces > original.hundredths) throw new RangeError('A substitute cannot replace more than was ordered');
  // What a shortage of the replaced part would credit: the ordered amount less the rest's amount.
  const replacedCents = shortLine(original.priceCents, original.hundredths, original.hundredths - replaces).creditCents;
  const substituteCents = amountOf(substitute, 'substitute');
  const amounts: Amounts = { replacedCents, substituteCents, differenceCents: substituteCents - replacedCents };
  if (!rule.allowed) return { kind: 'reduce', creditCents: replacedCents, ...amounts };
  if (rule.limitPercent === null) return { kind: 'apply', creditCents: replacedCents, ...amounts };
  const limit = whole(rule.limitPercent, 'substitution limit');
  if (substituteCents * 100 <= replacedCents * (100 + limit)) return { kind: 'apply', creditCents: replacedCents, ...amounts };
  return { kind: 'ask', limitCents: Math.floor((replacedCents * (100 + limit)) / 100), ...amounts };
}

/** What applies when the customer does not answer by the deadline: the default rule, decline -> reduce. */
export const UNANSWERED_SUBSTITUTION = 'reduce' as const;

export type SubstitutionAnswer = 'approve' | 'decline';

/** Whether an answer given at `at` still counts: strictly before the deadline. */
export function answerInTime(at: Date, deadline: Date): boolean {
  return at.getTime() < deadline.getTime();
}

/**
 * The end of an asked substitution: approved -> apply, declined -> reduce; no answer yet -> pending
 * until the deadline, then the default rule (decline -> reduce).
 */
export function askedOutcome(answer: { choice: SubstitutionAnswer; at: Date } | null, deadline: Date, now: Date): 'apply' | 'reduce' | 'pending' {
  const counted = answer && answerInTime(answer.at, deadline) ? answer.choice : null;
  if (counted === 'approve') return 'apply';
  if (counted === 'decline') return 'reduce';
  if (now.getTime() < deadline.getTime()) return 'pending';
  return UNANSWERED_SUBSTITUTION;
}

// ---- Catch weight -------------------------------------------------------------------------------

/** Default tolerance of a catch-weight settlement, per order (a company fact: $5). */
export const DEFAULT_WEIGHT_TOLERANCE_CENTS = 500;

export interface CatchWeightLine {
  /** Price per lb, in cents. */
  pricePerLbCents: number;
  /** Whole cases ordered. */
  cases: number;
  /** The nominal weight of a case ("about N lb"), in hundredths of a lb. */
  caseWeightHundredths: number;
}

/** The estimated amount of `cases` cases ("about $320.00"). */
export function catchWeightEstimateCents(line: CatchWeightLine, cases = line.cases): number {
  whole(line.pricePerLbCents, 'price per lb');
  whole(line.caseWeightHundredths, 'case weight', 1);
  return lineTotalCents(line.pricePerLbCents, whole(cases, 'cases') * line.caseWeightHundredths);
}

/** The actual amount from the weights of the cases packed (hundredths of a lb each), rounded once. */
export function catchWeightActualCents(pricePerLbCents: number, caseWeights: readonly number[]): number {
  const total = caseWeights.reduce((sum, w) => sum + whole(w, 'case weight', 1), 0);
  return lineTotalCents(whole(pricePerLbCents, 'price per lb'), total);
}

export interface WeighedLine extends CatchWeightLine {
  /** The weights of the cases packed, in hundredths of a lb; fewer than `cases` when some are short. */
  caseWeights: readonly number[];
}

export interface WeightSettlementLine {
  /** The estimate of the cases packed. */
  estimateCents: number;
  actualCents: number;
  /** Actual less estimate. */
  differenceCents: number;
  /** Cases not packed, and their estimate, credited as a shortage. */
  shortCases: number;
  shortCreditCents: number;
}

export interface WeightSettlement {
  lines: WeightSettlementLine[];
  estimateCents: number;
  actualCents: number;
  /** Actual less estimate, for the whole order. */
  differenceCents: number;
  /** The sum of the lines' differences either way: what the tolerance is compared with. */
  movedCents: number;
  toleranceCents: number;
  /** `settled`: within the tolerance, settled at the actual silently; `flagged`: shown to the customer. */
  outcome: 'settled' | 'flagged';
}

/** Settles an order's catch-weight lines at their actual weights against a tolerance per order. */
export function settleWeights(lines: readonly WeighedLine[], toleranceCents = DEFAULT_WEIGHT_TOLERANCE_CENTS): WeightSettlement {
  whole(toleranceCents, 'tolerance');
  const settled = lines.map((line): WeightSettlementLine => {
    whole(line.cases, 'cases');
    if (line.caseWeights.length > line.cases) throw new RangeError('More case weights than cases ordered');
    const packed = line.caseWeights.length;
    const estimateCents = catchWeightEstimateCents(line, packed);
    const actualCents = catchWeightActualCents(line.pricePerLbCents, line.caseWeights);
    const shortCreditCents = catchWeightEstimateCents(line) - estimateCents;
    return { estimateCents, actualCents, differenceCents: actualCents - estimateCents, shortCases: line.cases - packed, shortCreditCents };
  });
  const sum = (f: (l: WeightSettlementLine) => number) => settled.reduce((s, l) => s + f(l), 0);
  const movedCents = sum((l) => Math.abs(l.differenceCents));
  return {
    lines: settled,
    estimateCents: sum((l) => l.estimateCents),
    actualCents: sum((l) => l.actualCents),
    differenceCents: sum((l) => l.differenceCents),
    movedCents,
    toleranceCents,
    outcome: movedCents <= toleranceCents ? 'settled' : 'flagged',
  };
}

// ---- Invoice ------------------------------------------------------------------------------------

export type InvoiceLineKind = 'item' | 'catch_weight' | 'substitute';

/** A line of an invoice: what it charges and what it gives back (shortage, declined substitute). */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  amountCents: number;
  /** 0..amountCents. */
  creditCents: number;
}

/**
 * An ordered line as invoiced: the ordered quantity at the locked price, credited for what was not
 * delivered (`deliveredHundredths`, after a shortage or a substitute that replaced part of it).
 */
export function itemInvoiceLine(priceCents: number, orderedHundredths: number, deliveredHundredths = orderedHundredths): InvoiceLine {
  const short = shortLine(priceCents, orderedHundredths, deliveredHundredths);
  return { kind: 'item', amountCents: short.amountCents + short.creditCents, creditCents: short.creditCents };
}

/** A substitute that applied (by the rule or approved): its own line, no credit. */
export function substituteInvoiceLine(substitute: PricedQuantity): InvoiceLine {
  return { kind: 'substitute', amountCents: amountOf(substitute, 'substitute'), creditCents: 0 };
}

/**
 * A catch-weight line as invoiced: the actual weights of the cases packed, plus the estimate of any
 * case not packed, which is credited back.
 */
export function catchWeightInvoiceLine(line: WeighedLine): InvoiceLine {
  const [s] = settleWeights([line], 0).lines;
  return { kind: 'catch_weight', amountCents: s!.actualCents + s!.shortCreditCents, creditCents: s!.shortCreditCents };
}

export interface InvoiceTotals {
  subtotalCents: number;
  creditCents: number;
  totalCents: number;
}

/** An invoice's subtotal, credits and total from its final lines, in integer cents. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  let subtotalCents = 0;
  let creditCents = 0;
  for (const l of lines) {
    whole(l.amountCents, 'line amount');
    whole(l.creditCents, 'line credit');
    if (l.creditCents > l.amountCents) throw new RangeError('A line cannot credit more than it charges');
    subtotalCents += l.amountCents;
    creditCents += l.creditCents;
  }
  return { subtotalCents, creditCents, totalCents: subtotalCents - creditCents };
}
