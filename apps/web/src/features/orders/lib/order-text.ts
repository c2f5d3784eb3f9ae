import { COMPANY_TIME_ZONE, dateIn, daysBetween, fromCents, intlLocale, ORDER_REFUSALS, timeLeft, toCents } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';

/** A `t` bound to the `orders` namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A delivery day short: "Friday, Nov 27" / "viernes, 27 nov". */
export function formatDeliveryDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(noon(date));
}

/** A delivery day in full: "Friday, November 27, 2026" / "viernes, 27 de noviembre de 2026". */
export function formatDeliveryDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(noon(date));
}

/** "today", "tomorrow" or "on Friday, Nov 27", counted in the company's days. */
export function deliveryWhen(t: Translate, date: string, now: Date, language: string): string {
  const ahead = daysBetween(dateIn(now, COMPANY_TIME_ZONE), date);
  if (ahead === 0) return t('when.today');
  if (ahead === 1) return t('when.tomorrow');
  return t('when.on', { day: formatDeliveryDay(date, language) });
}

/** "2 h 14 min", "14 min", "1 d 3 h". */
export function formatTimeLeft(t: Translate, left: { hours: number; minutes: number }): string {
  if (left.hours >= 24) return t('timeLeft.days', { days: Math.floor(left.hours / 24), hours: left.hours % 24 });
  if (left.hours > 0) return t('timeLeft.hours', { hours: left.hours, minutes: left.minutes });
  return t('timeLeft.minutes', { minutes: left.minutes });
}

/**
 * The countdown under the delivery date: "Order in the next 2 h 14 min for delivery today"; once the
 * cutoff has passed, that orders for the day are closed.
 */
export function countdownText(t: Translate, day: { date: string; cutoff: string }, now: Date, language: string): string {
  const when = deliveryWhen(t, day.date, now, language);
  const left = timeLeft(new Date(day.cutoff), now);
  if (!left) return t('countdown.closed', { when });
  return t('countdown.left', { time: formatTimeLeft(t, left), when });
}

/** The money still missing to the minimum, as the server said it (`fields.missing`) or as the cart counts it. */
function missingOf(error: ApiError, fallbackCents: number): string {
  const missing = error.fields.missing;
  return missing && /^\d+(\.\d{1,2})?$/.test(missing) ? fromCents(toCents(missing)) : fromCents(fallbackCents);
}

/** The contract's refusals and the other answers the page has words for. */
const KNOWN_REFUSALS = new Set<string>([...ORDER_REFUSALS, 'order_adjusted', 'idempotency_key_reused', 'not_found', 'network_error', 'validation_failed']);

/**
 * A failed order write in the reader's words, per refusal code: below the minimum says how much more;
 * no answer says the cart is kept and sending again places the same order once.
 */
export function refusalMessage(t: Translate, error: unknown, language: string, context: { missingCents?: number; minimum?: string | null } = {}): string {
  if (!(error instanceof ApiError)) return t('refusal.unknown');
  if (error.status === 0) return t('refusal.network_error');
  if (error.code === 'below_minimum') {
    const missing = formatMoney(missingOf(error, context.missingCents ?? 0), language);
    return context.minimum ? t('refusal.below_minimum', { missing, minimum: formatMoney(context.minimum, language) }) : t('refusal.below_minimum_plain', { missing });
  }
  if (error.status === 429 || error.status === 503) return t('refusal.busy');
  if (error.status >= 500) return t('refusal.server');
  return KNOWN_REFUSALS.has(error.code) ? t(`refusal.${error.code}`) : t('refusal.unknown');
}

/** What a refused line says beside it. */
export function lineProblemText(t: Translate, code: string, soldByWeight = false): string {
  // A part of a case of an item sold by weight: say so, rather than the general quantity rule.
  if (code === 'invalid_quantity' && soldByWeight) return t('weight.wholeCases');
  return ['out_of_stock', 'not_in_list', 'invalid_quantity', 'gone'].includes(code) ? t(`lineProblem.${code}`) : t('lineProblem.other');
}
