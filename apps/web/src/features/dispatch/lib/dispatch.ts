import { addDays, dateIn, deliveryCalendar, isIsoDate, orderRulesOf, type CompanyFacts } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';

/** The delivery date the pages open on: the next one orders are still taken for (company time), else today. */
export function nextDeliveryDate(facts: Pick<CompanyFacts, 'sameDayCutoff' | 'deliveryDays' | 'holidays'>, now: Date): string {
  const rules = orderRulesOf(facts);
  const next = deliveryCalendar({ now, rules }, 29).find((d) => d.refusal === null);
  return next?.date ?? dateIn(now, rules.timeZone);
}

/** `?date=` when it is a day, else the fallback. */
export const dateParam = (params: URLSearchParams, fallback: string): string => {
  const date = params.get('date') ?? '';
  return isIsoDate(date) ? date : fallback;
};

export const shiftDay = (date: string, days: number): string => addDays(date, days);

/** The stops with the one at `index` moved by `by` (-1 up, +1 down); unchanged at either end. */
export function moveStop<T>(stops: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= stops.length || to < 0 || to >= stops.length) return [...stops];
  const next = [...stops];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The `dispatch` key of a refused route write, with what its message needs. */
export function routeErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.code === 'conflict' && error.fields.name === 'taken') return 'errors.taken';
  if (error.code === 'cutoff_too_late') return 'errors.cutoffTooLate';
  if (error.code === 'version_conflict') return 'errors.versionConflict';
  if (error.code === 'not_a_customer') return 'errors.notACustomer';
  if (error.code === 'validation_failed' && Object.keys(error.fields).some((f) => f.startsWith('cutoff'))) return 'errors.cutoffInvalid';
  if (error.code === 'validation_failed' && Object.keys(error.fields).some((f) => f.startsWith('name'))) return 'errors.nameRequired';
  return 'errors.generic';
}
