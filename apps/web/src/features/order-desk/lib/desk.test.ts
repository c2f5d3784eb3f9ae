import { describe, expect, it } from 'vitest';
import { companyFactsSchema, DEFAULT_COMPANY_FACTS, type CompanyFacts } from '@freshprice/shared';
import { casesDelivered, factsWithSettings, lineCharge, lineEstimated, nextDeliveryDate, readDeskParams, settingsFormSchema, settingsFormValues, shiftDay, weighedEstimate, withHoliday } from './desk';

const facts: CompanyFacts = { ...DEFAULT_COMPANY_FACTS, sameDayCutoff: '08:00', deliveryDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], holidays: ['2026-12-25'] };
/** An instant, read in Miami (EST in winter: UTC-5). */
const miami = (local: string) => new Date(`${local}-05:00`);

describe('the desk opens on the next delivery date', () => {
  it('is today before the cutoff, tomorrow after it (company time)', () => {
    expect(nextDeliveryDate(facts, miami('2026-12-01T07:59'))).toBe('2026-12-01');
    expect(nextDeliveryDate(facts, miami('2026-12-01T08:00'))).toBe('2026-12-02');
    // 11 PM in Miami is already the next day in UTC: the company's day counts.
    expect(nextDeliveryDate(facts, miami('2026-12-01T23:00'))).toBe('2026-12-02');
  });

  it('skips the days without trucks and the holidays', () => {
    // Saturday after the cutoff: Sunday has no trucks.
    expect(nextDeliveryDate(facts, miami('2026-12-05T09:00'))).toBe('2026-12-07');
    // Thursday 24 after the cutoff: Friday 25 is a holiday.
    expect(nextDeliveryDate(facts, miami('2026-12-24T09:00'))).toBe('2026-12-26');
  });

  it('moves a day back and forth across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the desk reads its filters from the address', () => {
  it('takes good values and falls back on bad ones', () => {
    expect(readDeskParams(new URLSearchParams('date=2026-12-03&status=confirmed&q=10001'), '2026-12-01')).toEqual({ date: '2026-12-03', status: 'confirmed', q: '10001' });
    expect(readDeskParams(new URLSearchParams('date=2026-02-30&status=shipped'), '2026-12-01')).toEqual({ date: '2026-12-01', status: 'all', q: '' });
  });
});

describe('ordering settings', () => {
  it('round-trip the stored facts, replacing only the ordering rules', () => {
    const values = settingsFormValues(facts);
    expect(factsWithSettings(facts, values)).toEqual(facts);
    const changed = factsWithSettings(facts, { ...values, cutoff: '09:30', deliveryDays: ['sat', 'mon'], holidays: ['2027-01-01', '2026-12-25', '2027-01-01'], small: '300', large: '' });
    expect(changed).toEqual({ ...facts, sameDayCutoff: '09:30', deliveryDays: ['mon', 'sat'], holidays: ['2026-12-25', '2027-01-01'], minimumOrder: { small: 300, medium: facts.minimumOrder.medium, large: null } });
    expect(companyFactsSchema.safeParse(changed).success).toBe(true);
  });

  it('keep a large minimum when one is given', () => {
    expect(factsWithSettings(facts, { ...settingsFormValues(facts), large: ' 1000 ' }).minimumOrder.large).toBe(1000);
  });

  it('refuse a bad time, no truck day, or money that is not whole dollars', () => {
    const problems = (over: Partial<ReturnType<typeof settingsFormValues>>) =>
      (settingsFormSchema.safeParse({ ...settingsFormValues(facts), ...over }).error?.issues ?? []).map((i) => `${String(i.path[0])}:${i.message}`);
    expect(problems({})).toEqual([]);
    expect(problems({ cutoff: '24:00' })).toEqual(['cutoff:timeInvalid']);
    expect(problems({ deliveryDays: [] })).toEqual(['deliveryDays:deliveryDaysRequired']);
    expect(problems({ small: '250.50', medium: '-1' })).toEqual(['small:wholeDollars', 'medium:wholeDollars']);
    expect(problems({ large: 'none' })).toHaveLength(1);
  });

  it('add a holiday once, in date order', () => {
    expect(withHoliday(['2026-12-25'], '2026-11-26')).toEqual(['2026-11-26', '2026-12-25']);
    expect(withHoliday(['2026-12-25'], '2026-12-25')).toEqual(['2026-12-25']);
  });
});

describe('a line at the desk', () => {
  const catchWeight = { quantity: 2, price: '1.39', total: '111.20', delivered: null, soldByWeight: true, caseWeight: '40.00', caseWeights: null as string[] | null, actual: null as string | null };
  it('charges its estimate until weighed, then each weighed case at its actual', () => {
    expect(lineCharge(catchWeight)).toBe('111.20');
    expect(lineEstimated(catchWeight)).toBe(true);
    const half = { ...catchWeight, caseWeights: ['41.20'], actual: '57.27' };
    expect(weighedEstimate(half)).toBe('55.60');
    expect(lineCharge(half)).toBe('112.87');
    expect(lineEstimated(half)).toBe(true);
    const all = { ...catchWeight, caseWeights: ['41.20', '39.00'], actual: '111.48' };
    expect(lineCharge(all)).toBe('111.48');
    expect(lineEstimated(all)).toBe(false);
    // A short case needs no weight: one case delivered, one weighed.
    expect(lineEstimated({ ...half, delivered: '1' })).toBe(false);
    expect(casesDelivered({ quantity: 2, delivered: '1' })).toBe(1);
  });
  it('charges any other line its ordered amount (a short is its credit)', () => {
    const plain = { quantity: 5, price: '20.00', total: '100.00', delivered: '4', soldByWeight: false, caseWeight: null, caseWeights: null, actual: null };
    expect(lineCharge(plain)).toBe('100.00');
    expect(lineEstimated(plain)).toBe(false);
  });
});
