import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COMPANY_FACTS } from './company-defaults.js';
import { COMPANY_TIME_ZONE } from './company-format.js';
import { dateIn, weekdayOf, WEEKDAYS, type Weekday } from './order-rules.js';
import { fromCents } from './pricing.js';
import {
  changesSince,
  createSendInputSchema,
  listSendMail,
  MAX_CHANGES_IN_MAIL,
  nextRunAt,
  sendScheduleInputSchema,
  weekdaysInOrder,
  type ListSendMailInput,
  type PricedItem,
} from './sends.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();
/** The wall clock in Miami ("HH:MM"). */
const wallClock = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
const HOUR = 60 * 60 * 1000;

describe('when a schedule sends next (company time)', () => {
  it('sends later today, else on the next chosen weekday', () => {
    // Monday 2026-11-23 4:00 AM in Miami (EST, UTC-5).
    const monday4am = at('2026-11-23T09:00:00Z');
    expect(iso(nextRunAt('05:30', WEEKDAYS, monday4am))).toBe('2026-11-23T10:30:00.000Z');
    // At the very instant it ran, the next one is tomorrow's.
    expect(iso(nextRunAt('05:30', WEEKDAYS, at('2026-11-23T10:30:00Z')))).toBe('2026-11-24T10:30:00.000Z');
    // Only Mondays and Fridays: after Monday's, Friday.
    expect(iso(nextRunAt('05:30', ['mon', 'fri'], at('2026-11-23T11:00:00Z')))).toBe('2026-11-27T10:30:00.000Z');
    // Only Mondays: a week later.
    expect(iso(nextRunAt('05:30', ['mon'], at('2026-11-23T11:00:00Z')))).toBe('2026-11-30T10:30:00.000Z');
    // 10:30 PM on Monday in Miami is Tuesday in UTC: the day is Miami's, so Monday 11 PM is still to come.
    expect(iso(nextRunAt('23:00', ['mon'], at('2026-11-24T03:30:00Z')))).toBe('2026-11-24T04:00:00.000Z');
  });

  it('keeps 5:30 AM wall-clock across the March change (23 hours apart that night)', () => {
    // Saturday 2026-03-07 5:30 AM EST (10:30 UTC); Sunday 2026-03-08 the clocks go forward at 2:00 AM.
    const saturday = at('2026-03-07T10:30:00Z');
    const sunday = nextRunAt('05:30', WEEKDAYS, saturday);
    expect(iso(sunday)).toBe('2026-03-08T09:30:00.000Z');
    expect(wallClock(sunday)).toBe('05:30');
    expect(sunday.getTime() - saturday.getTime()).toBe(23 * HOUR);
    expect(iso(nextRunAt('05:30', WEEKDAYS, sunday))).toBe('2026-03-09T09:30:00.000Z');
  });

  it('keeps 5:30 AM wall-clock across the November change (25 hours apart that night)', () => {
    // Saturday 2026-10-31 5:30 AM EDT (09:30 UTC); Sunday 2026-11-01 the clocks go back at 2:00 AM.
    const saturday = at('2026-10-31T09:30:00Z');
    const sunday = nextRunAt('05:30', WEEKDAYS, saturday);
    expect(iso(sunday)).toBe('2026-11-01T10:30:00.000Z');
    expect(wallClock(sunday)).toBe('05:30');
    expect(sunday.getTime() - saturday.getTime()).toBe(25 * HOUR);
  });

  it('sends a time the spring change skips right after the gap, and at its own time the next day', () => {
    // 2:30 AM does not exist on 2026-03-08: it runs at 3:30 AM EDT (07:30 UTC), once.
    const skipped = nextRunAt('02:30', WEEKDAYS, at('2026-03-07T12:00:00Z'));
    expect(iso(skipped)).toBe('2026-03-08T07:30:00.000Z');
    expect(wallClock(skipped)).toBe('03:30');
    const next = nextRunAt('02:30', WEEKDAYS, skipped);
    expect(iso(next)).toBe('2026-03-09T06:30:00.000Z');
    expect(wallClock(next)).toBe('02:30');
  });

  it('sends a time the autumn change repeats once, at its first occurrence', () => {
    // 1:30 AM happens twice on 2026-11-01 (EDT at 05:30 UTC, EST at 06:30 UTC).
    const first = nextRunAt('01:30', WEEKDAYS, at('2026-10-31T12:00:00Z'));
    expect(iso(first)).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(nextRunAt('01:30', WEEKDAYS, first))).toBe('2026-11-02T06:30:00.000Z');
  });

  it('is always later, on a chosen weekday, at the time (unless the clocks skip it), within a week', () => {
    const times = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 59)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const days = fc.subarray([...WEEKDAYS], { minLength: 1 }) as fc.Arbitrary<Weekday[]>;
    // 2025 to 2028: four springs and four autumns.
    const instants = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') }).map((t) => new Date(t));
    fc.assert(
      fc.property(times, days, instants, (time, weekdays, after) => {
        const next = nextRunAt(time, weekdays, after);
        expect(next.getTime()).toBeGreaterThan(after.getTime());
        expect(next.getTime() - after.getTime()).toBeLessThanOrEqual(8 * 24 * HOUR);
        const day = dateIn(next, COMPANY_TIME_ZONE);
        expect(weekdays).toContain(weekdayOf(day));
        // Only a time inside the spring gap reads otherwise: an hour later.
        if (wallClock(next) !== time) {
          const [h, m] = time.split(':').map(Number) as [number, number];
          expect(wallClock(next)).toBe(`${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
          expect(day.slice(5, 7)).toBe('03');
        }
        // Nothing in between: asked again from just before, the answer is the same.
        expect(nextRunAt(time, weekdays, new Date(next.getTime() - 1)).getTime()).toBe(next.getTime());
      }),
      { numRuns: 300 },
    );
  });

  it('needs a weekday', () => {
    expect(() => nextRunAt('05:30', [], new Date())).toThrow(RangeError);
  });
});

describe('the contracts', () => {
  it('takes a schedule every day by default, and refuses bad times, days and channels', () => {
    expect(sendScheduleInputSchema.parse({ time: '05:30', channels: ['email'] }).weekdays).toEqual([...WEEKDAYS]);
    for (const bad of [
      { time: '5:30', channels: ['email'] },
      { time: '24:00', channels: ['email'] },
      { time: '05:30', channels: [] },
      { time: '05:30', channels: ['email', 'email'] },
      { time: '05:30', channels: ['fax'] },
      { time: '05:30', channels: ['email'], weekdays: [] },
      { time: '05:30', channels: ['email'], weekdays: ['mon', 'mon'] },
    ]) {
      expect(sendScheduleInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes a send with its channels and the sheet\'s options', () => {
    expect(createSendInputSchema.parse({ channels: ['email', 'whatsapp'] })).toEqual({ channels: ['email', 'whatsapp'], validUntil: null, inStockOnly: false });
    expect(createSendInputSchema.safeParse({ channels: ['email'], validUntil: { date: '2026-02-30', time: '18:00' } }).success).toBe(false);
    expect(createSendInputSchema.safeParse({ channels: [] }).success).toBe(false);
  });

  it('puts weekdays in the week\'s order', () => {
    expect(weekdaysInOrder(['fri', 'mon', 'sun'])).toEqual(['mon', 'fri', 'sun']);
  });
});

const item = (productId: string, price: string, name = productId): PricedItem => ({ productId, nameEn: name, nameEs: `ES ${name}`, price });

describe('changes since the last send', () => {
  it('lists prices up and down, new items and items no longer on the list', () => {
    const before = [item('a', '10.00'), item('b', '20.00'), item('c', '30.00'), item('d', '40.00')];
    const now = [item('a', '12.00'), item('b', '18.50'), item('c', '30.0'), item('e', '5.00')];
    expect(changesSince(before, now)).toEqual([
      { kind: 'up', productId: 'a', nameEn: 'a', nameEs: 'ES a', old: '10.00', new: '12.00' },
      { kind: 'down', productId: 'b', nameEn: 'b', nameEs: 'ES b', old: '20.00', new: '18.50' },
      { kind: 'new', productId: 'e', nameEn: 'e', nameEs: 'ES e', old: null, new: '5.00' },
      { kind: 'removed', productId: 'd', nameEn: 'd', nameEs: 'ES d', old: '40.00', new: null },
    ]);
  });

  it('counts a change and its rollback as no change: only the two ends are compared', () => {
    // Between the sends a went 10 → 14 → 10, and b left the list and came back at its price.
    expect(changesSince([item('a', '10.00'), item('b', '3.00')], [item('a', '10.00'), item('b', '3.00')])).toEqual([]);
  });

  it('nets any path of prices to the difference of its ends', () => {
    const price = fc.integer({ min: 0, max: 100_000 }).map(fromCents);
    const lists = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), price);
    fc.assert(
      fc.property(lists, fc.array(lists, { maxLength: 5 }), lists, (first, path, last) => {
        void path; // whatever happened in between
        const toItems = (l: Record<string, string>) => Object.entries(l).map(([id, p]) => item(id, p));
        const changes = changesSince(toItems(first), toItems(last));
        for (const id of new Set([...Object.keys(first), ...Object.keys(last)])) {
          const c = changes.filter((x) => x.productId === id);
          const [a, b] = [first[id], last[id]];
          if (a === undefined) expect(c.map((x) => x.kind)).toEqual(['new']);
          else if (b === undefined) expect(c.map((x) => x.kind)).toEqual(['removed']);
          else if (Number(a) === Number(b)) expect(c).toEqual([]);
          else expect(c.map((x) => x.kind)).toEqual([Number(b) > Number(a) ? 'up' : 'down']);
        }
      }),
    );
  });
});

describe('the mail of a list sent to a customer', () => {
  const base: ListSendMailInput = {
    language: 'en',
    customerName: 'Ana',
    listName: 'Bistro list',
    company: DEFAULT_COMPANY_FACTS,
    // Wednesday 2026-11-25, 5:30 AM in Miami.
    now: at('2026-11-25T10:30:00Z'),
    validUntil: null,
    changes: null,
    since: null,
    listUrl: 'https://shop.example/pricesprivate/bistro',
  };
  const changes = changesSince(
    [item('t', '30.00', 'Tomatoes'), item('o', '20.00', 'Onions'), item('g', '8.00', 'Garlic')],
    [item('t', '35.40', 'Tomatoes'), item('o', '19.00', 'Onions'), item('m', '12.50', 'Mangoes')],
  );

  it('is in English: the date, the list, the link and whom to call; no changes on the first one', () => {
    const mail = listSendMail(base);
    expect(mail.subject).toBe('Our prices for November 25, 2026: Bistro list');
    expect(mail.text).toContain('Hello Ana,');
    expect(mail.text).toContain('Attached are our prices for November 25, 2026 (Bistro list).');
    expect(mail.text).toContain('See the list online: https://shop.example/pricesprivate/bistro');
    expect(mail.text).toContain(`To order, call us at ${DEFAULT_COMPANY_FACTS.phone}.`);
    expect(mail.text).not.toContain('Since our last list');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('lists the changes since the customer\'s last one, grouped, with the move in percent', () => {
    const mail = listSendMail({ ...base, changes, since: at('2026-11-20T10:30:00Z'), validUntil: { date: '2026-11-27', time: '18:00' } });
    expect(mail.text).toContain('Prices valid until Friday 6:00 PM');
    expect(mail.text).toContain('Since our last list of November 20, 2026:');
    expect(mail.text).toContain('Prices up\n\nTomatoes: $30.00 → $35.40 (+18%)');
    expect(mail.text).toContain('Prices down\n\nOnions: $20.00 → $19.00 (-5%)');
    expect(mail.text).toContain('New on your list\n\nMangoes: $12.50');
    expect(mail.text).toContain('No longer on your list\n\nGarlic: was $8.00');
    expect(mail.html).toContain('<td style="padding:4px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top">$30.00 → $35.40 (+18%)</td>');
  });

  it('says so when nothing changed', () => {
    expect(listSendMail({ ...base, changes: [], since: at('2026-11-24T10:30:00Z') }).text).toContain('No price has changed since our last list of November 24, 2026.');
  });

  it('is in Spanish for a Spanish reader, names in Spanish', () => {
    const mail = listSendMail({ ...base, language: 'es', changes, since: at('2026-11-20T10:30:00Z'), validUntil: { date: '2026-11-27', time: '18:00' } });
    expect(mail.subject).toBe('Nuestros precios del 25 de noviembre de 2026: Bistro list');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Adjuntamos nuestros precios del 25 de noviembre de 2026 (Bistro list).');
    expect(mail.text).toContain('Precios válidos hasta el viernes 6:00 p. m.');
    expect(mail.text).toContain('Desde nuestra última lista del 20 de noviembre de 2026:');
    expect(mail.text).toContain('Suben\n\nES Tomatoes: $30.00 → $35.40 (+18%)');
    expect(mail.text).toContain('Ya no están en su lista\n\nES Garlic: antes $8.00');
    expect(mail.text).toContain('Vea la lista en línea: https://shop.example/pricesprivate/bistro');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('lists at most a screenful of changes; the rest are on the sheet', () => {
    const many = changesSince([], Array.from({ length: MAX_CHANGES_IN_MAIL + 7 }, (_, i) => item(`p${i}`, '1.00', `Item ${String(i).padStart(2, '0')}`)));
    const mail = listSendMail({ ...base, changes: many, since: at('2026-11-20T10:30:00Z') });
    expect(mail.text.match(/^Item \d+: \$1\.00$/gm)).toHaveLength(MAX_CHANGES_IN_MAIL);
    expect(mail.text).toContain('7 more changes are on the attached sheet.');
  });

  it('escapes names in the HTML part', () => {
    const mail = listSendMail({ ...base, customerName: '<b>Ana</b>', changes: changesSince([], [item('x', '1.00', '<script>x</script>')]), since: base.now });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ana');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
