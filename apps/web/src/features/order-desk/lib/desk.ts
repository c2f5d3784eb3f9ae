import { z } from 'zod';
import { addDays, dateIn, deliveryCalendar, isIsoDate, ORDER_STATUSES, orderRulesOf, WEEKDAYS, type CompanyFacts, type OrderStatus } from '@freshprice/shared';

/** The delivery date the desk opens on: the next one orders are still taken for (company time), else today. */
export function nextDeliveryDate(facts: Pick<CompanyFacts, 'sameDayCutoff' | 'deliveryDays' | 'holidays'>, now: Date): string {
  const rules = orderRulesOf(facts);
  const next = deliveryCalendar({ now, rules }, 29).find((d) => d.refusal === null);
  return next?.date ?? dateIn(now, rules.timeZone);
}

/** The day before or after, for the desk's arrows. */
export const shiftDay = (date: string, days: number): string => addDays(date, days);

export type StatusFilter = OrderStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = [...ORDER_STATUSES, 'all'];

/** The desk's filters as the address keeps them (`?date=&status=&q=`); a missing or bad value reads as the default. */
export function readDeskParams(params: URLSearchParams, fallbackDate: string): { date: string; status: StatusFilter; q: string } {
  const date = params.get('date') ?? '';
  const status = params.get('status') ?? '';
  return {
    date: isIsoDate(date) ? date : fallbackDate,
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : 'all',
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

const wholeDollars = z.string().trim().regex(/^\d{1,6}$/, 'wholeDollars');

/**
 * The admin's ordering settings as the boxes hold them: the cutoff, the truck days, the holidays and
 * the minimum per size in whole dollars (large may be empty: no minimum). Messages are `validation` keys.
 */
export const settingsFormSchema = z.object({
  cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid'),
  deliveryDays: z.array(z.enum(WEEKDAYS)).min(1, 'deliveryDaysRequired'),
  holidays: z.array(z.iso.date()).max(366),
  small: wholeDollars,
  medium: wholeDollars,
  large: z.union([z.literal(''), wholeDollars]),
});
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

export function settingsFormValues(facts: CompanyFacts): SettingsFormValues {
  return {
    cutoff: facts.sameDayCutoff,
    deliveryDays: [...facts.deliveryDays],
    holidays: [...facts.holidays].sort(),
    small: String(facts.minimumOrder.small),
    medium: String(facts.minimumOrder.medium),
    large: facts.minimumOrder.large === null ? '' : String(facts.minimumOrder.large),
  };
}

/** The whole facts object to PUT: the stored one with the ordering settings replaced (days in week order, holidays sorted). */
export function factsWithSettings(facts: CompanyFacts, values: SettingsFormValues): CompanyFacts {
  return {
    ...facts,
    sameDayCutoff: values.cutoff,
    deliveryDays: WEEKDAYS.filter((d) => values.deliveryDays.includes(d)),
    holidays: [...new Set(values.holidays)].sort(),
    minimumOrder: {
      small: Number(values.small.trim()),
      medium: Number(values.medium.trim()),
      large: values.large.trim() === '' ? null : Number(values.large.trim()),
    },
  };
}

/** A holiday added to the list: once, in date order. */
export function withHoliday(holidays: readonly string[], date: string): string[] {
  return [...new Set([...holidays, date])].sort();
}
