import { z } from 'zod';
import { moneyOut } from './contract.js';

/**
 * The order desk's contracts: shorts, substitutes and catch weights on an order's lines, and what the
 * customer answers to a substitute they are asked about (fulfilment-rules.ts holds the arithmetic).
 */

export const SUBSTITUTION_STATES = ['applied', 'reduced', 'asked', 'approved', 'declined', 'expired'] as const;
export type SubstitutionState = (typeof SUBSTITUTION_STATES)[number];
/** States in which the substitute goes on the truck. */
export const SUBSTITUTE_DELIVERED: readonly SubstitutionState[] = ['applied', 'approved'];

/** The refusal codes of the desk. */
export const FULFILMENT_REFUSALS = [
  /** Shorts, substitutes and weights only while the order is picking or packed. */
  'order_not_adjustable',
  /** A substitute's product not on the customer's list and no price given. */
  'substitute_not_in_list',
  /** The answer came at or after the deadline: the default rule applied. */
  'answer_too_late',
  /** The substitute was already answered (or withdrawn, or never asked). */
  'substitution_closed',
  /** Weights for a line not sold by weight, or more weights than cases delivered. */
  'not_sold_by_weight',
  /** Moving to out for delivery with a catch-weight line not weighed (fields names the line). */
  'weights_missing',
] as const;
export type FulfilmentRefusal = (typeof FULFILMENT_REFUSALS)[number];

/** The longest a customer may be given to answer (a day): staff set a deadline within it. */
export const SUBSTITUTION_DEADLINE_MAX_MS = 24 * 60 * 60 * 1000;
/** What staff get when they set no deadline: half an hour. */
export const SUBSTITUTION_DEADLINE_DEFAULT_MS = 30 * 60 * 1000;
/** The heaviest case the desk takes, in lb (exclusive). */
export const MAX_CASE_WEIGHT_LB = 1000;

/** `PUT /api/orders/{id}/lines/{position}/short` */
export const shortLineInputSchema = z.object({
  /** What is delivered of the line, 0..quantity in its unit (whole cases when sold by weight). */
  delivered: z.number().min(0).max(9999),
});
export type ShortLineInput = z.infer<typeof shortLineInputSchema>;

/** `PUT /api/orders/{id}/lines/{position}/substitute` */
export const substituteInputSchema = z.object({
  /** The substitute's product id or slug. */
  product: z.string().min(1).max(200),
  /** In the substitute's unit. */
  quantity: z.number().gt(0).max(9999),
  /** How much of the original line it replaces (default: what is still delivered of it). */
  replaces: z.number().gt(0).max(9999).optional(),
  /** A price set for it; default the customer's price on the order's list. */
  price: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/).optional(),
  /** Until when the customer may answer, if asked (default: in 30 minutes). */
  deadline: z.iso.datetime({ offset: true }).optional(),
});
export type SubstituteInput = z.infer<typeof substituteInputSchema>;

/** `PUT /api/orders/{id}/lines/{position}/weights`: the weight of each case packed, in lb. */
export const lineWeightsInputSchema = z.object({
  weights: z.array(z.string().regex(/^\d{1,4}(\.\d{1,2})?$/)).max(9999),
});
export type LineWeightsInput = z.infer<typeof lineWeightsInputSchema>;

export const SUBSTITUTION_ANSWERS = ['approve', 'decline'] as const;
export const substitutionAnswerInputSchema = z.object({ answer: z.enum(SUBSTITUTION_ANSWERS) });
export type SubstitutionAnswerInput = z.infer<typeof substitutionAnswerInputSchema>;

/** A substitute on an order line. */
export const orderSubstituteSchema = z
  .object({
    product: z.string().nullable(),
    slug: z.string().nullable(),
    name: z.string(),
    names: z.object({ en: z.string(), es: z.string() }),
    unit: z.string(),
    price: moneyOut,
    quantity: z.number(),
    /** How much of the original line it replaces, in the original's unit. */
    replaces: z.number(),
    state: z.enum(SUBSTITUTION_STATES),
    /** Until when the customer may answer (asked); null when it was not asked. */
    deadline: z.string().nullable(),
    /** The substitute's amount (price x quantity). */
    amount: moneyOut,
    /** What the replaced part of the original amounts to. */
    replacedAmount: moneyOut,
  })
  .meta({ id: 'OrderSubstitute' });
export type OrderSubstitute = z.infer<typeof orderSubstituteSchema>;

/** What each order line carries of the desk. */
export const lineFulfilmentShape = {
  /** What is delivered of the original item (null: as ordered); a short or a substitute lowers it. */
  delivered: z.string().nullable(),
  /** What the customer is not charged on this line (a short, a substitute's replaced part). */
  credit: moneyOut,
  /** Priced per lb, ordered in whole cases of about `caseWeight` lb. */
  soldByWeight: z.boolean(),
  caseWeight: z.string().nullable(),
  /** The weight of each case packed, in lb; null until weighed. */
  caseWeights: z.array(z.string()).nullable(),
  /** Catch weight: the estimate of the cases delivered, and their actual amount once weighed. */
  estimate: moneyOut.nullable(),
  actual: moneyOut.nullable(),
  substitute: orderSubstituteSchema.nullable(),
};

/** An order's catch-weight settlement (null: nothing weighed). */
export const orderWeightsSchema = z
  .object({
    estimate: moneyOut,
    actual: moneyOut,
    /** Actual less estimate; negative when lighter. */
    difference: z.string(),
    /** settled: within the tolerance, charged at the actual silently; flagged: shown to the customer. */
    outcome: z.enum(['settled', 'flagged']),
    tolerance: moneyOut,
  })
  .meta({ id: 'OrderWeights' });
export type OrderWeights = z.infer<typeof orderWeightsSchema>;

/** What each order carries of the desk. */
export const orderFulfilmentShape = {
  /** The sum of the lines' credits. */
  credit: moneyOut,
  weights: orderWeightsSchema.nullable(),
  /** Staff only: the net below the customer's minimum (null: not below, waived, or a customer reading). */
  belowMinimum: z.object({ minimum: moneyOut, missing: moneyOut }).nullable(),
};

/** `GET /api/substitutions/{token}`: what the mailed link asks. */
export const substitutionAskSchema = z
  .object({
    order: z.object({ id: z.string(), number: z.string(), deliveryDate: z.string() }),
    language: z.enum(['en', 'es']),
    original: z.object({ name: z.string(), names: z.object({ en: z.string(), es: z.string() }), unit: z.string(), price: moneyOut, quantity: z.number() }),
    substitute: orderSubstituteSchema,
    /** Substitute less replaced. */
    difference: z.string(),
    state: z.enum(SUBSTITUTION_STATES),
    deadline: z.string().nullable(),
  })
  .meta({ id: 'SubstitutionAsk' });
export type SubstitutionAsk = z.infer<typeof substitutionAskSchema>;

/** A mailed link used already, withdrawn or never issued: nothing to ask (no error, the page says so). */
export const substitutionGoneSchema = z.object({ state: z.literal('gone') }).meta({ id: 'SubstitutionGone' });
/** `GET /api/substitutions/{token}`: the question, or that the link is gone. */
export const substitutionLinkSchema = z.union([substitutionAskSchema, substitutionGoneSchema]);
export type SubstitutionLink = z.infer<typeof substitutionLinkSchema>;

/** A line as ordered, untouched by the desk. */
export const LINE_AS_ORDERED = {
  delivered: null,
  credit: '0.00',
  soldByWeight: false,
  caseWeight: null,
  caseWeights: null,
  estimate: null,
  actual: null,
  substitute: null,
} as const satisfies { [K in keyof typeof lineFulfilmentShape]: z.infer<(typeof lineFulfilmentShape)[K]> };
