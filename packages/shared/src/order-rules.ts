import type { CompanyFacts } from './company.js';
import type { Tier } from './catalogue.js';
import { COMPANY_TIME_ZONE } from './company-format.js';

/**
 * The ordering rules, pure: which delivery dates a customer may order for and until when, the
 * minimum order by business size, quantities and totals in integer cents. The server decides with
 * them and the web shows the same answers before asking (SPEC 9, issue "Ordering").
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** How far ahead an order may be placed, in days from the company's today. */
export const ORDER_HORIZON_DAYS = 28;
/** The most delivery dates the options offer. */
export const DELIVERY_DATES_OFFERED = 8;
/** Items ordered in this many days come first on the order page ("your usual items"). */
export const USUAL_ITEMS_DAYS = 90;
/** Largest quantity of one line, in the item's unit. */
export const MAX_LINE_QUANTITY = 9999;
export const MAX_ORDER_LINES = 500;

export interface OrderRules {
  /** "HH:MM" on the delivery day, company time: orders for that day close then. */
  cutoff: string;
  /** Days the trucks run. */
  deliveryDays: readonly Weekday[];
  /** Dates with no delivery ("YYYY-MM-DD"). */
  holidays: readonly string[];
  timeZone: string;
}

/** The cutoff that applies to a customer: their route's, when it is earlier than the company's ("HH:MM" compare as text). */
export function effectiveCutoff(companyCutoff: string, routeCutoff: string | null | undefined): string {
  return routeCutoff && routeCutoff < companyCutoff ? routeCutoff : companyCutoff;
}

/**
 * The rules of the company's facts; `routeCutoff` is the cutoff of the customer's delivery route,
 * which applies when it is earlier than the company's (a later one has no effect).
 */
export function orderRulesOf(facts: Pick<CompanyFacts, 'sameDayCutoff' | 'deliveryDays' | 'holidays'>, routeCutoff?: string | null): OrderRules {
  return { cutoff: effectiveCutoff(facts.sameDayCutoff, routeCutoff), deliveryDays: facts.deliveryDays, holidays: facts.holidays, timeZone: COMPANY_TIME_ZONE };
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function zoneParts(instant: Date, timeZone: string) {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/** The calendar date ("YYYY-MM-DD") an instant falls on in `timeZone`. */
export function dateIn(instant: Date, timeZone: string): string {
  const { y, mo, d } = zoneParts(instant, timeZone);
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The instant a wall-clock time on a date happens in `timeZone`. A time the clocks skip (the spring
 * change) is read as the instant after the gap; one they repeat (the autumn change) as its first.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (t: number) => {
    const p = zoneParts(new Date(t), timeZone);
    return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - t;
  };
  const first = offsetAt(wall);
  let at = wall - first;
  const second = offsetAt(at);
  // Near a change of offset the two reads differ: the other reading is right if it holds at its own instant.
  if (second !== first && offsetAt(wall - second) === second) at = wall - second;
  return new Date(at);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** When orders for delivery on `date` close: the cutoff time on that day, company time. */
export function cutoffOf(date: string, rules: OrderRules): Date {
  return zonedInstant(date, rules.cutoff, rules.timeZone);
}

/** The days a customer takes delivery: their own (set by staff) within the trucks' days, or every truck day. */
export function customerDeliveryDays(rules: OrderRules, own: readonly Weekday[] | null | undefined): Weekday[] {
  if (!own || !own.length) return [...rules.deliveryDays];
  return rules.deliveryDays.filter((d) => own.includes(d));
}

/** Why a date cannot be ordered for. `past_cutoff` and `not_a_delivery_day` are the API's refusal codes. */
export type DateRefusal =
  | { code: 'past_cutoff'; reason: 'cutoffPassed' | 'past' }
  | { code: 'not_a_delivery_day'; reason: 'closed' | 'holiday' | 'notYourDay' | 'tooFar' };

export interface DateCheck {
  now: Date;
  rules: OrderRules;
  /** The customer's own delivery days (null: every truck day). */
  customerDays?: readonly Weekday[] | null;
  /** Staff allowed this customer one order past the cutoff: a date whose cutoff passed today still counts. */
  lateAllowed?: boolean;
}

/** Null when an order for delivery on `date` may be placed (or changed) at `now`, else why not. */
export function checkDeliveryDate(date: string, check: DateCheck): DateRefusal | null {
  const { now, rules } = check;
  const today = dateIn(now, rules.timeZone);
  const ahead = daysBetween(today, date);
  if (ahead < 0) return { code: 'past_cutoff', reason: 'past' };
  if (ahead > ORDER_HORIZON_DAYS) return { code: 'not_a_delivery_day', reason: 'tooFar' };
  if (!rules.deliveryDays.includes(weekdayOf(date))) return { code: 'not_a_delivery_day', reason: 'closed' };
  if (rules.holidays.includes(date)) return { code: 'not_a_delivery_day', reason: 'holiday' };
  if (!customerDeliveryDays(rules, check.customerDays).includes(weekdayOf(date))) return { code: 'not_a_delivery_day', reason: 'notYourDay' };
  if (now.getTime() >= cutoffOf(date, rules).getTime() && !(check.lateAllowed && ahead === 0)) return { code: 'past_cutoff', reason: 'cutoffPassed' };
  return null;
}

export interface CalendarDay {
  date: string;
  /** ISO date-time: when orders for this day close. */
  cutoff: string;
  /** Null: orderable. */
  refusal: DateRefusal | null;
}

/** Every day from the company's today to `days` ahead, each with its cutoff and whether it can be ordered for. */
export function deliveryCalendar(check: DateCheck, days = 14): CalendarDay[] {
  const today = dateIn(check.now, check.rules.timeZone);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i);
    return { date, cutoff: cutoffOf(date, check.rules).toISOString(), refusal: checkDeliveryDate(date, check) };
  });
}

/** The next dates an order may be placed for, soonest first (the API's `deliveryDates`). */
export function deliveryDates(check: DateCheck, count = DELIVERY_DATES_OFFERED): { date: string; cutoff: string }[] {
  return deliveryCalendar(check, ORDER_HORIZON_DAYS + 1)
    .filter((d) => d.refusal === null)
    .slice(0, count)
    .map(({ date, cutoff }) => ({ date, cutoff }));
}

/** The minimum order in cents for a business size (null: none), unless staff waived it for the customer. */
export function minimumCents(minimums: CompanyFacts['minimumOrder'], size: Tier, waived = false): number | null {
  if (waived) return null;
  const dollars = minimums[size];
  return dollars === null || dollars === 0 ? null : dollars * 100;
}

/** Cents still missing to reach the minimum (0 when reached or when there is none). */
export function shortfallCents(totalCents: number, minimum: number | null): number {
  return minimum === null ? 0 : Math.max(0, minimum - totalCents);
}

/**
 * A line's quantity in hundredths of its unit, or null when it is not one: a positive number with at
 * most two decimals, no more than MAX_LINE_QUANTITY.
 */
export function quantityHundredths(quantity: unknown): number | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0 || quantity > MAX_LINE_QUANTITY) return null;
  const hundredths = Math.round(quantity * 100);
  if (Math.abs(hundredths - quantity * 100) > 1e-6) return null;
  return hundredths;
}

/** A line's total in cents: price times quantity, half a cent rounded up. */
export function lineTotalCents(priceCents: number, hundredths: number): number {
  return Math.floor((priceCents * hundredths + 50) / 100);
}

export function orderTotalCents(lines: readonly { priceCents: number; hundredths: number }[]): number {
  return lines.reduce((sum, l) => sum + lineTotalCents(l.priceCents, l.hundredths), 0);
}

/**
 * The time left before a cutoff, in whole minutes rounded down, split for display ("2 h 14 min");
 * null once it has passed.
 */
export function timeLeft(cutoff: Date, now: Date): { hours: number; minutes: number; totalMinutes: number } | null {
  const ms = cutoff.getTime() - now.getTime();
  if (ms <= 0) return null;
  const totalMinutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60, totalMinutes };
}
