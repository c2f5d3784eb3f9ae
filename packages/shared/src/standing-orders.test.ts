import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COMPANY_FACTS } from './company-defaults.js';
import { addDays, checkDeliveryDate, orderRulesOf, weekdayOf, WEEKDAYS, type DateCheck, type Weekday } from './order-rules.js';
import {
  decisionTime,
  draftOpen,
  dueDraftDates,
  nextDraftDate,
  standingOrderChangeSchema,
  standingOrderInputSchema,
  type DraftSchedule,
} from './standing-orders.js';

const rules = orderRulesOf(DEFAULT_COMPANY_FACTS);
const EVERY_DAY: Weekday[] = [...WEEKDAYS];
const at = (iso: string, extra: Partial<DateCheck> = {}): DateCheck => ({ now: new Date(iso), rules, ...extra });
const dates = (schedule: DraftSchedule, check: DateCheck) => dueDraftDates(schedule, check).map((d) => d.date);

describe('the decision time', () => {
  it('is 15 minutes before the cutoff, when placing is still allowed', () => {
    const cutoff = new Date('2026-11-23T13:00:00Z');
    expect(decisionTime(cutoff).toISOString()).toBe('2026-11-23T12:45:00.000Z');
    expect(checkDeliveryDate('2026-11-23', at('2026-11-23T12:45:00Z'))).toBeNull();
  });

  it('closes a draft to answers at that moment', () => {
    const decideAt = new Date('2026-11-23T12:45:00Z');
    expect(draftOpen('draft', decideAt, new Date('2026-11-23T12:44:59Z'))).toBe(true);
    expect(draftOpen('draft', decideAt, decideAt)).toBe(false);
    expect(draftOpen('placed', decideAt, new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });
});

describe('which delivery dates get a draft', () => {
  const twelve = { weekdays: EVERY_DAY, leadHours: 12 };

  it('makes the draft 12 hours before the cutoff, until 15 minutes before it (Monday 2026-11-23, 8:00 AM cutoff, EST)', () => {
    // Monday's cutoff is 13:00Z: its draft from Sunday 8:00 PM (01:00Z) to 7:45 AM (12:45Z).
    expect(dates(twelve, at('2026-11-23T00:59:59Z'))).toEqual([]);
    expect(dates(twelve, at('2026-11-23T01:00:00Z'))).toEqual(['2026-11-23']);
    expect(dates(twelve, at('2026-11-23T10:00:00Z'))).toEqual(['2026-11-23']);
    expect(dates(twelve, at('2026-11-23T12:45:00Z'))).toEqual([]);
    // Tuesday's from Monday 8:00 PM.
    expect(dates(twelve, at('2026-11-24T01:00:00Z'))).toEqual(['2026-11-24']);
  });

  it('answers the cutoff, the draft time and the decision time of each date', () => {
    const [d] = dueDraftDates(twelve, at('2026-11-23T10:00:00Z'));
    expect(d).toEqual({
      date: '2026-11-23',
      cutoff: new Date('2026-11-23T13:00:00Z'),
      draftAt: new Date('2026-11-23T01:00:00Z'),
      decideAt: new Date('2026-11-23T12:45:00Z'),
    });
  });

  it('gives several dates a draft when the lead time covers them, on the standing order\'s weekdays only', () => {
    // Saturday 2026-11-28, 9:00 AM: Saturday's cutoff passed, no trucks on Sunday; Monday (47 h) and Tuesday (71 h) are within 72 h.
    expect(dates({ weekdays: EVERY_DAY, leadHours: 72 }, at('2026-11-28T14:00:00Z'))).toEqual(['2026-11-30', '2026-12-01']);
    expect(dates({ weekdays: ['tue'], leadHours: 72 }, at('2026-11-28T14:00:00Z'))).toEqual(['2026-12-01']);
    expect(dates({ weekdays: ['sun'], leadHours: 72 }, at('2026-11-28T14:00:00Z'))).toEqual([]);
  });

  it('leaves out holidays, days the customer does not take delivery, and uses their route\'s earlier cutoff', () => {
    const now = '2026-11-23T10:00:00Z';
    expect(dates(twelve, at(now, { rules: { ...rules, holidays: ['2026-11-23'] } }))).toEqual([]);
    expect(dates(twelve, at(now, { customerDays: ['tue', 'thu'] }))).toEqual([]);
    expect(dates({ weekdays: EVERY_DAY, leadHours: 30 }, at(now, { customerDays: ['tue', 'thu'] }))).toEqual(['2026-11-24']);
    // A route closing at 6:00 AM: Monday's decision time is 5:45 AM (10:45Z), its draft from Sunday 6:00 PM.
    const early = orderRulesOf(DEFAULT_COMPANY_FACTS, '06:00');
    expect(dates(twelve, at('2026-11-23T10:44:00Z', { rules: early }))).toEqual(['2026-11-23']);
    expect(dates(twelve, at('2026-11-23T10:45:00Z', { rules: early }))).toEqual([]);
    expect(dates(twelve, at('2026-11-22T23:00:00Z', { rules: early }))).toEqual(['2026-11-23']);
  });

  it('never counts the staff\'s one late order: a draft is made before the cutoff', () => {
    expect(dates(twelve, at('2026-11-23T13:30:00Z', { lateAllowed: true }))).toEqual([]);
  });

  it('counts the lead time in real hours across the March change (2026-03-08, 2:00 AM becomes 3:00 AM)', () => {
    // Monday 2026-03-09 closes at 8:00 AM EDT = 12:00Z; 36 hours before is Saturday 7:00 PM EST (00:00Z Sunday).
    const monday = { weekdays: ['mon'] as Weekday[], leadHours: 36 };
    expect(dates(monday, at('2026-03-07T23:59:59Z'))).toEqual([]);
    expect(dates(monday, at('2026-03-08T00:00:00Z'))).toEqual(['2026-03-09']);
    const [d] = dueDraftDates(monday, at('2026-03-08T00:00:00Z'));
    expect(d?.cutoff.toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(d?.decideAt.toISOString()).toBe('2026-03-09T11:45:00.000Z');
    // Saturday 2026-03-07 still closes at 8:00 AM EST = 13:00Z.
    expect(dueDraftDates({ weekdays: ['sat'], leadHours: 12 }, at('2026-03-07T12:00:00Z'))[0]?.decideAt.toISOString()).toBe('2026-03-07T12:45:00.000Z');
  });

  it('counts the lead time in real hours across the November change (2026-11-01, 2:00 AM becomes 1:00 AM)', () => {
    // Monday 2026-11-02 closes at 8:00 AM EST = 13:00Z; 36 hours before is Saturday 9:00 PM EDT (01:00Z Sunday),
    // 35 hours on the wall clock since the hour from 1:00 to 2:00 AM comes twice.
    const monday = { weekdays: ['mon'] as Weekday[], leadHours: 36 };
    expect(dates(monday, at('2026-11-01T00:59:59Z'))).toEqual([]);
    expect(dates(monday, at('2026-11-01T01:00:00Z'))).toEqual(['2026-11-02']);
    expect(dueDraftDates(monday, at('2026-11-02T12:00:00Z'))[0]?.decideAt.toISOString()).toBe('2026-11-02T12:45:00.000Z');
    // Saturday 2026-10-31 still in summer time: 8:00 AM EDT = 12:00Z.
    expect(dueDraftDates({ weekdays: ['sat'], leadHours: 12 }, at('2026-10-31T11:00:00Z'))[0]?.decideAt.toISOString()).toBe('2026-10-31T11:45:00.000Z');
  });

  it('ticking every half hour through both changes, every delivery date on the weekdays gets its draft, in its window', () => {
    fc.assert(
      fc.property(
        fc.subarray(EVERY_DAY, { minLength: 1 }),
        fc.integer({ min: 1, max: 72 }),
        fc.constantFrom('2026-03-04', '2026-10-28'),
        (weekdays, leadHours, start) => {
          const schedule = { weekdays, leadHours };
          const made = new Map<string, Date>();
          const from = Date.parse(`${start}T00:00:00Z`);
          // Half an hour is shorter than the shortest window (1 hour ahead, less the 15 minutes before the cutoff).
          for (let t = from; t < from + 10 * 86_400_000; t += 1_800_000) {
            for (const d of dueDraftDates(schedule, at(new Date(t).toISOString()))) {
              expect(d.draftAt.getTime()).toBeLessThanOrEqual(t);
              expect(t).toBeLessThan(d.decideAt.getTime());
              if (!made.has(d.date)) made.set(d.date, new Date(t));
            }
          }
          // Every truck day on the weekdays whose whole window lies in the ten days got one.
          for (let i = 4; i < 9; i++) {
            const date = addDays(start, i);
            const expected = weekdays.includes(weekdayOf(date)) && rules.deliveryDays.includes(weekdayOf(date));
            expect(made.has(date), `${date} ${weekdays.join(',')} ${leadHours}`).toBe(expected);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 20_000);
});

describe('the next draft', () => {
  it('is the next date still to be decided, past the ones that have a draft', () => {
    const schedule = { weekdays: ['mon', 'wed'] as Weekday[], leadHours: 12 };
    const check = at('2026-11-23T10:00:00Z');
    expect(nextDraftDate(schedule, check)?.date).toBe('2026-11-23');
    expect(nextDraftDate(schedule, check, (d) => d === '2026-11-23')).toMatchObject({ date: '2026-11-25', draftAt: new Date('2026-11-25T01:00:00Z') });
    expect(nextDraftDate({ weekdays: ['sun'], leadHours: 12 }, check)).toBeNull();
  });

  it('is due whenever its draft time has come', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }), fc.integer({ min: 1, max: 72 }), (now, leadHours) => {
        const check = at(now.toISOString());
        const schedule = { weekdays: EVERY_DAY, leadHours };
        const next = nextDraftDate(schedule, check)!;
        const due = dates(schedule, check);
        expect(due.includes(next.date)).toBe(next.draftAt.getTime() <= now.getTime());
        expect(due.every((d) => d >= next.date)).toBe(true);
      }),
    );
  });
});

describe('the contract', () => {
  it('takes a standing order with the defaults of 12 hours and placing when unanswered', () => {
    const parsed = standingOrderInputSchema.parse({ name: ' Weekly ', priceList: 'l', lines: [{ productId: 'p', quantity: 2 }], weekdays: ['mon'] });
    expect(parsed).toMatchObject({ name: 'Weekly', leadHours: 12, whenUnanswered: 'place' });
    expect(standingOrderInputSchema.safeParse({ name: 'x', priceList: 'l', lines: [], weekdays: ['mon'] }).success).toBe(false);
    expect(standingOrderInputSchema.safeParse({ name: 'x', priceList: 'l', lines: [{ productId: 'p', quantity: 1 }], weekdays: ['mon'], leadHours: 73 }).success).toBe(false);
    expect(standingOrderChangeSchema.safeParse({}).success).toBe(false);
    expect(standingOrderChangeSchema.parse({ name: 'New' })).toEqual({ name: 'New' });
  });
});
