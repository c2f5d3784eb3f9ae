import { z } from 'zod';
import { moneyOut } from './contract.js';
import { addDays, checkDeliveryDate, cutoffOf, dateIn, MAX_ORDER_LINES, ORDER_HORIZON_DAYS, weekdayOf, WEEKDAYS, type DateCheck, type Weekday } from './order-rules.js';
import { ORDER_NOTE_MAX } from './orders.js';
import { ONE_LINE_TEXT } from './products.js';

/**
 * Standing orders: lines a customer orders every week on some weekdays. Before each delivery date's
 * cutoff a draft is made from them, the customer is reminded (edit, skip this one, place as is) and,
 * unanswered, the draft is placed or skipped as they chose. A draft becomes an order only through
 * ordering's own placing, as the customer: every ordering rule applies (order-rules.ts).
 */

export const UNANSWERED_CHOICES = ['place', 'skip'] as const;
export type UnansweredChoice = (typeof UNANSWERED_CHOICES)[number];
export const DRAFT_STATES = ['draft', 'placed', 'skipped', 'failed'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** Hours before the cutoff a draft is made: 12 unless the customer chooses, from 1 to 72. */
export const LEAD_HOURS_DEFAULT = 12;
export const LEAD_HOURS_MIN = 1;
export const LEAD_HOURS_MAX = 72;
/**
 * An unanswered draft is decided this long before its cutoff (placing is still allowed then); the
 * customer's own answers and edits close at the same moment, the deadline the reminder gives.
 */
export const DRAFT_DECISION_MARGIN_MS = 15 * 60_000;
export const STANDING_ORDER_NAME_MAX = 120;
/** Standing orders one customer keeps at most: each makes drafts and reminders every week. */
export const MAX_STANDING_ORDERS = 20;
/** Decided drafts stay on the drafts page this many days. */
export const RECENT_DRAFT_DAYS = 14;

/** The refusals of standing orders, beside ordering's own (`below_minimum`, `not_in_list`…). */
export const STANDING_ORDER_REFUSALS = [
  /** The draft was already placed, skipped or failed, or its deadline has passed. */
  'draft_closed',
  /** The customer has MAX_STANDING_ORDERS already: change or delete one. */
  'too_many_standing_orders',
] as const;

// ---------------------------------------------------------------- the rules

/** When an unanswered draft for a delivery date with this cutoff follows its rule. */
export function decisionTime(cutoff: Date): Date {
  return new Date(cutoff.getTime() - DRAFT_DECISION_MARGIN_MS);
}

/** When the draft of a delivery date with this cutoff is made: `leadHours` real hours before it. */
export function draftTime(cutoff: Date, leadHours: number): Date {
  return new Date(cutoff.getTime() - leadHours * 3_600_000);
}

export interface DraftSchedule {
  weekdays: readonly Weekday[];
  leadHours: number;
}

export interface DraftDate {
  date: string;
  cutoff: Date;
  /** When its draft is made. */
  draftAt: Date;
  /** When an unanswered draft follows its rule; answers and edits close then. */
  decideAt: Date;
}

function draftDate(date: string, schedule: DraftSchedule, check: DateCheck): DraftDate | null {
  if (!schedule.weekdays.includes(weekdayOf(date))) return null;
  // The rules of placing, without the staff's one late order: a draft is made before the cutoff.
  if (checkDeliveryDate(date, { ...check, lateAllowed: false })) return null;
  const cutoff = cutoffOf(date, check.rules);
  return { date, cutoff, draftAt: draftTime(cutoff, schedule.leadHours), decideAt: decisionTime(cutoff) };
}

/**
 * The delivery dates that get a draft at `check.now`: each date on the standing order's weekdays that
 * the customer could order for (the trucks' days, not a holiday, their own days, before the cutoff —
 * their route's when earlier) whose draft time has come and whose decision time has not.
 */
export function dueDraftDates(schedule: DraftSchedule, check: DateCheck): DraftDate[] {
  const today = dateIn(check.now, check.rules.timeZone);
  const at = check.now.getTime();
  const days = Math.ceil(schedule.leadHours / 24) + 1;
  const due: DraftDate[] = [];
  for (let i = 0; i <= days; i++) {
    const d = draftDate(addDays(today, i), schedule, check);
    if (d && d.draftAt.getTime() <= at && at < d.decideAt.getTime()) due.push(d);
  }
  return due;
}

/** The next delivery date whose draft is still to be decided, skipping dates `taken` (a draft exists); null when none in four weeks. */
export function nextDraftDate(schedule: DraftSchedule, check: DateCheck, taken: (date: string) => boolean = () => false): DraftDate | null {
  const today = dateIn(check.now, check.rules.timeZone);
  for (let i = 0; i <= ORDER_HORIZON_DAYS; i++) {
    const d = draftDate(addDays(today, i), schedule, check);
    if (d && check.now.getTime() < d.decideAt.getTime() && !taken(d.date)) return d;
  }
  return null;
}

/** A draft still taking answers and edits: a draft, before its decision time. */
export function draftOpen(state: DraftState, decideAt: Date, now: Date): boolean {
  return state === 'draft' && now.getTime() < decideAt.getTime();
}

// ---------------------------------------------------------------- the contract

const isoDate = z.iso.date();

/** A line as asked for; the quantity is checked by the service (`invalid_quantity`), as ordering does. */
export const standingOrderLineInputSchema = z.object({
  /** The product's id or slug. */
  productId: z.string().min(1).max(200),
  quantity: z.unknown().meta({ type: 'number', description: 'In the item\'s unit: positive, at most two decimals, at most 9999' }),
});
const linesInput = z.array(standingOrderLineInputSchema).min(1).max(MAX_ORDER_LINES);
const weekdaysInput = z.array(z.enum(WEEKDAYS)).min(1).max(7);

/** `POST /api/standing-orders`: staff name the customer (`customerId`); a customer's is their own. */
export const standingOrderInputSchema = z.object({
  customerId: z.string().min(1).max(100).optional(),
  /** One line (ONE_LINE_TEXT): it is the reminder's subject. */
  name: z.string().trim().min(1).max(STANDING_ORDER_NAME_MAX).regex(ONE_LINE_TEXT, 'textInvalid'),
  /** A list shared with the customer: its id or slug. */
  priceList: z.string().min(1).max(200),
  lines: linesInput,
  weekdays: weekdaysInput,
  leadHours: z.number().int().min(LEAD_HOURS_MIN).max(LEAD_HOURS_MAX).default(LEAD_HOURS_DEFAULT),
  whenUnanswered: z.enum(UNANSWERED_CHOICES).default('place'),
  note: z.string().trim().max(ORDER_NOTE_MAX).nullable().optional(),
});
export type StandingOrderInput = z.input<typeof standingOrderInputSchema>;

/** `PATCH /api/standing-orders/{id}`: any of the fields; drafts already made keep their lines. */
export const standingOrderChangeSchema = standingOrderInputSchema
  .omit({ customerId: true })
  .extend({
    leadHours: z.number().int().min(LEAD_HOURS_MIN).max(LEAD_HOURS_MAX).optional(),
    whenUnanswered: z.enum(UNANSWERED_CHOICES).optional(),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type StandingOrderChange = z.infer<typeof standingOrderChangeSchema>;

export const standingOrdersQuerySchema = z.object({ customer: z.string().max(100).optional() });

/** `PUT /api/standing-order-drafts/{id}`: the draft's lines (while it is open). */
export const draftLinesInputSchema = z.object({ lines: linesInput });
export type DraftLinesInput = z.infer<typeof draftLinesInputSchema>;

export const DRAFT_ACTIONS = ['place', 'skip'] as const;
export type DraftAction = (typeof DRAFT_ACTIONS)[number];
export const draftActionInputSchema = z.object({ action: z.enum(DRAFT_ACTIONS) });

/** Why a line cannot be ordered today: off the list (or the product withdrawn), or out of stock. */
export const LINE_PROBLEMS = ['not_in_list', 'out_of_stock'] as const;

/** A line at today's price on the list; a line that cannot be ordered says why and counts for nothing. */
export const standingLineSchema = z
  .object({
    productId: z.string(),
    slug: z.string().nullable(),
    name: z.string(),
    names: z.object({ en: z.string(), es: z.string() }),
    unit: z.string(),
    quantity: z.number(),
    price: moneyOut.nullable(),
    total: moneyOut.nullable(),
    soldByWeight: z.boolean(),
    caseWeight: z.string().nullable(),
    problem: z.enum(LINE_PROBLEMS).nullable(),
  })
  .meta({ id: 'StandingOrderLine' });
export type StandingLine = z.infer<typeof standingLineSchema>;

const customerRef = z.object({ id: z.string(), email: z.string(), name: z.string(), company: z.string().nullable() });
const listRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const standingOrderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    customer: customerRef,
    priceList: listRef,
    lines: z.array(standingLineSchema),
    /** Of the lines that can be ordered, at today's prices. */
    total: moneyOut,
    /** A line sold by weight: the total is an estimate. */
    estimated: z.boolean(),
    weekdays: z.array(z.enum(WEEKDAYS)),
    leadHours: z.number().int(),
    whenUnanswered: z.enum(UNANSWERED_CHOICES),
    note: z.string().nullable(),
    paused: z.boolean(),
    /** The next delivery date still without a draft, and when its draft is made; null when paused or none in four weeks. */
    next: z.object({ date: isoDate, draftAt: z.string(), cutoff: z.string() }).nullable(),
    /** Its drafts still open to answers. */
    openDrafts: z.array(z.object({ id: z.string(), deliveryDate: isoDate, decideAt: z.string() })),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'StandingOrder' });
export type StandingOrder = z.infer<typeof standingOrderSchema>;
export const standingOrderListSchema = z.object({ items: z.array(standingOrderSchema) });

export const draftSchema = z
  .object({
    id: z.string(),
    standingOrder: z.object({ id: z.string(), name: z.string(), whenUnanswered: z.enum(UNANSWERED_CHOICES), paused: z.boolean() }),
    customer: customerRef,
    priceList: listRef,
    deliveryDate: isoDate,
    state: z.enum(DRAFT_STATES),
    lines: z.array(standingLineSchema),
    total: moneyOut,
    estimated: z.boolean(),
    /** When orders for the date close. */
    cutoff: z.string(),
    /** The deadline: answers and edits until then; unanswered, the rule applies then. */
    decideAt: z.string(),
    /** A draft before its deadline: it may be edited, placed or skipped. */
    open: z.boolean(),
    /** Decided by the rule, nobody having answered. */
    automatic: z.boolean(),
    /** Why placing failed: ordering's refusal code. */
    reason: z.string().nullable(),
    order: z.object({ id: z.string(), number: z.string() }).nullable(),
    decidedAt: z.string().nullable(),
    /** The customer's language: the mailed link's page reads in it. */
    language: z.enum(['en', 'es']),
    createdAt: z.string(),
  })
  .meta({ id: 'StandingOrderDraft' });
export type Draft = z.infer<typeof draftSchema>;
export const draftListSchema = z.object({ items: z.array(draftSchema) });
export const draftsQuerySchema = z.object({ customer: z.string().max(100).optional() });

/** `GET /api/standing-order-drafts/by-token/{token}`: the draft, or `gone` when the link was used or never existed. */
export const draftLinkSchema = z.union([draftSchema, z.object({ state: z.literal('gone') })]).meta({ id: 'StandingOrderDraftLink' });
export type DraftLink = z.infer<typeof draftLinkSchema>;
