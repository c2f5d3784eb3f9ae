import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  checkDeliveryDate,
  customerDeliveryDays,
  cutoffOf,
  dateIn,
  deliveryCalendar,
  deliveryDates,
  lineTotalCents,
  minimumCents,
  ORDER_HORIZON_DAYS,
  orderRulesOf,
  orderTotalCents,
  quantityHundredths,
  shortfallCents,
  timeLeft,
  weekdayOf,
  WEEKDAYS,
  zonedInstant,
  type OrderRules,
} from './order-rules.js';
import { DEFAULT_COMPANY_FACTS } from './company-defaults.js';

const rules: OrderRules = orderRulesOf(DEFAULT_COMPANY_FACTS);
/** Monday 2026-11-23, 5:00 AM in Miami (EST, UTC-5). */
const MONDAY_5AM = new Date('2026-11-23T10:00:00Z');

describe('company time', () => {
  it('reads the cutoff as 8:00 AM in Miami, in winter and in summer time', () => {
    expect(cutoffOf('2026-11-23', rules).toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(cutoffOf('2026-07-06', rules).toISOString()).toBe('2026-07-06T12:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 2026-03-08: 2:00 AM becomes 3:00 AM; 2026-11-01: 2:00 AM becomes 1:00 AM again.
    expect(zonedInstant('2026-03-08', '08:00', rules.timeZone).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(zonedInstant('2026-11-01', '08:00', rules.timeZone).toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // A time the spring change skips is read after the gap; one the autumn change repeats, its first.
    expect(zonedInstant('2026-03-08', '02:30', rules.timeZone).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30', rules.timeZone).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('round-trips any date and time through the zone', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }), fc.integer({ min: 3, max: 23 }), fc.integer({ min: 0, max: 59 }), (d, h, m) => {
        const date = d.toISOString().slice(0, 10);
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const instant = zonedInstant(date, time, rules.timeZone);
        expect(dateIn(instant, rules.timeZone)).toBe(date);
      }),
    );
  });

  it('names weekdays and adds days across months and years', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('delivery dates', () => {
  it('offers today until the cutoff, then from tomorrow; never Sunday', () => {
    expect(deliveryDates({ now: MONDAY_5AM, rules }, 3).map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    const at8 = new Date('2026-11-23T13:00:00Z');
    expect(deliveryDates({ now: at8, rules }, 1)[0]!.date).toBe('2026-11-24');
    const saturdayNoon = new Date('2026-11-28T17:00:00Z');
    expect(deliveryDates({ now: saturdayNoon, rules }, 1)[0]!.date).toBe('2026-11-30');
  });

  it('skips holidays and keeps to the customer\'s own days within the trucks\' days', () => {
    const holiday = { ...rules, holidays: ['2026-11-26'] };
    expect(deliveryDates({ now: MONDAY_5AM, rules: holiday }, 6).map((d) => d.date)).not.toContain('2026-11-26');
    expect(checkDeliveryDate('2026-11-26', { now: MONDAY_5AM, rules: holiday })).toEqual({ code: 'not_a_delivery_day', reason: 'holiday' });
    expect(customerDeliveryDays(rules, ['wed', 'sun'])).toEqual(['wed']);
    expect(customerDeliveryDays(rules, null)).toEqual(rules.deliveryDays);
    expect(deliveryDates({ now: MONDAY_5AM, rules, customerDays: ['wed'] }, 2).map((d) => d.date)).toEqual(['2026-11-25', '2026-12-02']);
    expect(checkDeliveryDate('2026-11-24', { now: MONDAY_5AM, rules, customerDays: ['wed'] })).toEqual({ code: 'not_a_delivery_day', reason: 'notYourDay' });
  });

  it('says why a date is refused: past, past its cutoff, closed, too far', () => {
    const check = { now: new Date('2026-11-23T14:00:00Z'), rules };
    expect(checkDeliveryDate('2026-11-22', check)).toEqual({ code: 'past_cutoff', reason: 'past' });
    expect(checkDeliveryDate('2026-11-23', check)).toEqual({ code: 'past_cutoff', reason: 'cutoffPassed' });
    expect(checkDeliveryDate('2026-11-29', check)).toEqual({ code: 'not_a_delivery_day', reason: 'closed' });
    expect(checkDeliveryDate(addDays('2026-11-23', ORDER_HORIZON_DAYS + 1), check)).toEqual({ code: 'not_a_delivery_day', reason: 'tooFar' });
    // Staff's one allowance opens today only, not a past day.
    expect(checkDeliveryDate('2026-11-23', { ...check, lateAllowed: true })).toBeNull();
    expect(checkDeliveryDate('2026-11-22', { ...check, lateAllowed: true })).toEqual({ code: 'past_cutoff', reason: 'past' });
  });

  it('never offers a date it would refuse, and offers them soonest first with their own cutoffs', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        fc.subarray([...WEEKDAYS], { minLength: 1 }),
        fc.option(fc.subarray([...WEEKDAYS], { minLength: 1 }), { nil: null }),
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }),
        fc.constantFrom('04:00', '08:00', '23:59', '00:00'),
        (now, truckDays, customerDays, holidayOffsets, cutoff) => {
          const today = dateIn(now, rules.timeZone);
          const r: OrderRules = { ...rules, cutoff, deliveryDays: truckDays, holidays: holidayOffsets.map((o) => addDays(today, o)) };
          const offered = deliveryDates({ now, rules: r, customerDays }, 50);
          for (const d of offered) {
            expect(checkDeliveryDate(d.date, { now, rules: r, customerDays })).toBeNull();
            expect(new Date(d.cutoff).getTime()).toBeGreaterThan(now.getTime());
            expect(r.holidays).not.toContain(d.date);
            expect(customerDeliveryDays(r, customerDays)).toContain(weekdayOf(d.date));
          }
          const dates = offered.map((d) => d.date);
          expect([...dates].sort()).toEqual(dates);
          // The calendar agrees with the offer, day by day.
          const calendar = deliveryCalendar({ now, rules: r, customerDays }, ORDER_HORIZON_DAYS + 1);
          expect(calendar.filter((d) => d.refusal === null).map((d) => d.date)).toEqual(dates);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('minimum order', () => {
  it('is $250 small, $500 medium, none for large, none when waived', () => {
    const m = DEFAULT_COMPANY_FACTS.minimumOrder;
    expect(minimumCents(m, 'small')).toBe(25_000);
    expect(minimumCents(m, 'medium')).toBe(50_000);
    expect(minimumCents(m, 'large')).toBeNull();
    expect(minimumCents(m, 'medium', true)).toBeNull();
    expect(minimumCents({ ...m, small: 0 }, 'small')).toBeNull();
  });

  it('is missing exactly what the total lacks, never less than nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }), (total, minimum) => {
        const missing = shortfallCents(total, minimum);
        expect(missing).toBeGreaterThanOrEqual(0);
        if (minimum === null) expect(missing).toBe(0);
        else expect(total + missing).toBeGreaterThanOrEqual(minimum);
        if (missing > 0) expect(total + missing).toBe(minimum);
      }),
    );
  });
});

describe('quantities and totals in integer cents', () => {
  it('takes positive quantities with at most two decimals, up to 9999', () => {
    expect(quantityHundredths(1)).toBe(100);
    expect(quantityHundredths(2.5)).toBe(250);
    expect(quantityHundredths(0.01)).toBe(1);
    expect(quantityHundredths(9999)).toBe(999_900);
    expect(quantityHundredths(1.1)).toBe(110);
    for (const bad of [0, -1, 1.005, 10_000, Number.NaN, Number.POSITIVE_INFINITY, '2', null, undefined]) expect(quantityHundredths(bad)).toBeNull();
  });

  it('rounds a line to the cent, half up, and adds lines exactly', () => {
    expect(lineTotalCents(1234, 250)).toBe(3085);
    expect(lineTotalCents(333, 150)).toBe(500); // 4.995 -> 5.00
    expect(lineTotalCents(1, 1)).toBe(0); // 0.0001 -> 0.00
    fc.assert(
      fc.property(fc.array(fc.record({ priceCents: fc.integer({ min: 0, max: 1_000_000 }), hundredths: fc.integer({ min: 1, max: 999_900 }) }), { maxLength: 30 }), (lines) => {
        const total = orderTotalCents(lines);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(lines.reduce((s, l) => s + lineTotalCents(l.priceCents, l.hundredths), 0));
        for (const l of lines) {
          const exact = (l.priceCents * l.hundredths) / 100;
          expect(Math.abs(lineTotalCents(l.priceCents, l.hundredths) - exact)).toBeLessThanOrEqual(0.5);
        }
        // Whole quantities are exact.
        for (const l of lines) expect(lineTotalCents(l.priceCents, 100 * Math.ceil(l.hundredths / 100))).toBe(l.priceCents * Math.ceil(l.hundredths / 100));
      }),
    );
  });
});

describe('time left', () => {
  it('splits whole minutes into hours and minutes, and ends at the cutoff', () => {
    const cutoff = new Date('2026-11-23T13:00:00Z');
    expect(timeLeft(cutoff, new Date('2026-11-23T10:45:30Z'))).toEqual({ hours: 2, minutes: 14, totalMinutes: 134 });
    expect(timeLeft(cutoff, cutoff)).toBeNull();
    expect(timeLeft(cutoff, new Date('2026-11-23T12:59:59Z'))).toEqual({ hours: 0, minutes: 0, totalMinutes: 0 });
  });
});
