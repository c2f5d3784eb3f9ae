import { z } from 'zod';
import { addDays, catchWeightEstimateCents, dateIn, deliveryCalendar, fromCents, isIsoDate, ORDER_STATUSES, orderRulesOf, toCents, WEEKDAYS, type CompanyFacts, type Order, type OrderStatus } from '@freshprice/shared';

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

type DeskLine = Pick<Order['lines'][number], 'quantity' | 'price' | 'total' | 'delivered' | 'soldByWeight' | 'caseWeight' | 'caseWeights' | 'actual'>;

/** The cases delivered of a catch-weight line (whole cases; as ordered unless shorted). */
export const casesDelivered = (line: Pick<DeskLine, 'quantity' | 'delivered'>): number => Math.floor(line.delivered === null ? line.quantity : Number(line.delivered));

/** The estimate of the cases already weighed, to set beside their actual amount (null: not catch weight or nothing weighed). */
export function weighedEstimate(line: DeskLine): string | null {
  if (!line.soldByWeight || !line.caseWeight || !line.caseWeights?.length) return null;
  const cents = catchWeightEstimateCents(
    { pricePerLbCents: toCents(line.price), cases: Math.round(line.quantity), caseWeightHundredths: toCents(line.caseWeight) },
    line.caseWeights.length,
  );
  return fromCents(cents);
}

/**
 * What a line charges now, before its credit: the cases weighed at their actual amount, the rest at
 * the estimate (as the server totals it); any other line, its ordered amount.
 */
export function lineCharge(line: DeskLine): string {
  const estimate = weighedEstimate(line);
  if (estimate === null || line.actual === null) return line.total;
  return fromCents(toCents(line.total) + toCents(line.actual) - toCents(estimate));
}

/** Whether a line's charge is still an estimate: sold by weight with some delivered case not weighed. */
export const lineEstimated = (line: DeskLine): boolean => line.soldByWeight && (line.caseWeights?.length ?? 0) < casesDelivered(line);
