import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatAdjustment,
  formatAdjustmentChange,
  formatDate,
  formatDateTime,
  formatDayInput,
  formatMoney,
  formatMoneyChange,
  formatPercent,
  formatPercentChange,
  formatPercentValue,
  formatTime,
  parseDayInput,
  parseDecimalInput,
  parsePercentInput,
  percentInputText,
  readAdjustment,
} from './format';

describe('formatting', () => {
  it('formats exact money strings as USD in either language', () => {
    expect(formatMoney('1234.50', 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.50', 'es')).toMatch(/1,234\.50/);
    expect(formatMoney(null, 'en')).toBe('—');
  });

  it('formats opening hours', () => {
    expect(formatTime('04:00', 'en')).toBe('4:00 AM');
    expect(formatTime('11:00', 'en')).toBe('11:00 AM');
    expect(formatTime('08:00', 'es')).toMatch(/^8:00/);
  });
});

describe('formatDateTime', () => {
  it('shows a moment in the company’s time, with or without the time of day', () => {
    // 01:30 UTC on the 26th is still the 25th in Miami.
    const at = '2026-11-26T01:30:00.000Z';
    expect(formatDateTime(at, 'en')).toBe('Nov 25, 2026, 8:30 PM EST');
    expect(formatDateTime(at, 'en', { time: false })).toBe('Nov 25, 2026');
    expect(formatDateTime(at, 'es', { time: false })).toBe('25 nov 2026');
  });
});

describe('dates and times in a browser far from the company', () => {
  // The reader's computer is in Tokyo; every date and time is still the company's (Miami).
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('runs in Tokyo', () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });

  it('shows the day of a moment as it is in Miami', () => {
    // 03:30 UTC on the 26th: already noon of the 26th in Tokyo, still the evening of the 25th in Miami.
    const at = '2026-11-26T03:30:00.000Z';
    expect(formatDate(at, 'en')).toBe('November 25, 2026');
    expect(formatDate(at, 'es')).toBe('25 de noviembre de 2026');
    expect(formatDateTime(at, 'en', { time: false })).toBe('Nov 25, 2026');
  });

  it('labels a time with the company’s zone, in winter and in summer', () => {
    expect(formatDateTime('2026-11-26T03:30:00.000Z', 'en')).toBe('Nov 25, 2026, 10:30 PM EST');
    expect(formatDateTime('2026-07-01T15:00:00.000Z', 'en')).toBe('Jul 1, 2026, 11:00 AM EDT');
    expect(formatDateTime('2026-11-26T03:30:00.000Z', 'es')).toMatch(/^25 nov 2026, 10:30 p\.\s?m\. EST$/);
  });
});

describe('parseDecimalInput: an amount (price, cost, quantity) as the reader types it', () => {
  it('reads a decimal comma and a thousands point in Spanish', () => {
    expect(parseDecimalInput('1,5', 'es')).toBe('1.50');
    expect(parseDecimalInput('12,25', 'es')).toBe('12.25');
    expect(parseDecimalInput('1.234,50', 'es')).toBe('1234.50');
    expect(parseDecimalInput('1.234', 'es')).toBe('1234.00');
    // The unambiguous decimal point of a price copied from elsewhere.
    expect(parseDecimalInput('1.5', 'es')).toBe('1.50');
    expect(parseDecimalInput(' $ 3,75 ', 'es')).toBe('3.75');
  });

  it('reads a decimal point and a thousands comma in English', () => {
    expect(parseDecimalInput('1.5', 'en')).toBe('1.50');
    expect(parseDecimalInput('1,234.50', 'en')).toBe('1234.50');
    expect(parseDecimalInput('1234', 'en')).toBe('1234.00');
  });

  it('refuses what is no amount in that language', () => {
    expect(parseDecimalInput('1,5', 'en')).toBeNull();
    expect(parseDecimalInput('1,2345', 'es')).toBeNull();
    expect(parseDecimalInput('1.2.3', 'en')).toBeNull();
    expect(parseDecimalInput('-2', 'en')).toBeNull();
    expect(parseDecimalInput('abc', 'es')).toBeNull();
    expect(parseDecimalInput('', 'es')).toBeNull();
  });
});

describe('a day typed in the reader’s order (the date filters)', () => {
  it('is day first in Spanish (dd/mm/aaaa) and month first in English (mm/dd/yyyy)', () => {
    expect(parseDayInput('05/11/2026', 'es')).toBe('2026-11-05');
    expect(parseDayInput('5/11/2026', 'es')).toBe('2026-11-05');
    expect(parseDayInput('11/05/2026', 'en')).toBe('2026-11-05');
    expect(parseDayInput('5.11.2026', 'es')).toBe('2026-11-05');
    expect(parseDayInput(' 2026-11-05 ', 'es')).toBe('2026-11-05');
    expect(formatDayInput('2026-11-05', 'es')).toBe('05/11/2026');
    expect(formatDayInput('2026-11-05', 'en')).toBe('11/05/2026');
  });

  it('refuses what is no day', () => {
    expect(parseDayInput('31/02/2026', 'es')).toBeNull();
    expect(parseDayInput('13/05/2026', 'en')).toBeNull();
    expect(parseDayInput('05/11/26', 'es')).toBeNull();
    expect(parseDayInput('tomorrow', 'en')).toBeNull();
    expect(parseDayInput('', 'en')).toBeNull();
  });
});

describe('percentages, changes and adjustments', () => {
  it('formats basis points and percents, each in its unit', () => {
    expect(formatPercent(825, 'en')).toBe('8.25%');
    expect(formatPercent(800, 'es')).toBe('8%');
    expect(formatPercent(800, 'en', { signed: true })).toBe('+8%');
    expect(formatPercent(0, 'en', { signed: true })).toBe('0%');
    expect(formatPercentValue(8.33, 'en')).toBe('8.33%');
    expect(formatPercentValue(3418.14, 'en', { signed: true, fractionDigits: 1 })).toBe('+3,418.1%');
  });

  it('formats changes with their sign', () => {
    expect(formatMoneyChange(-125, 'en')).toBe('-$1.25');
    expect(formatMoneyChange(50, 'en')).toBe('+$0.50');
    expect(formatMoneyChange(0, 'en')).toBe('$0.00');
    expect(formatPercentChange(8.333, 'en')).toBe('+8.33%');
    expect(formatPercentChange(-60, 'es')).toBe('-60%');
  });

  it('formats an adjustment and its rule', () => {
    expect(formatAdjustmentChange({ kind: 'percent', direction: 'up', value: 800, rounding: 'x9' }, 'en')).toBe('+8%');
    expect(formatAdjustmentChange({ kind: 'amount', direction: 'down', value: 50, rounding: 'cent' }, 'en')).toBe('-$0.50');
    const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${String(options.change)}|${String(options.rounding)}` : key);
    expect(formatAdjustment({ kind: 'percent', direction: 'up', value: 825, rounding: 'x9' }, t, 'en')).toBe('rule.adjustment:+8.25%|rule.rounding.x9');
  });

  it('reads a typed percent as basis points and writes it back', () => {
    expect(parsePercentInput('8')).toBe(800);
    expect(parsePercentInput('8,25 %')).toBe(825);
    expect(parsePercentInput('8.5%')).toBe(850);
    expect(parsePercentInput('8.255')).toBeNull();
    expect(parsePercentInput('abc')).toBeNull();
    expect(percentInputText(825, 'en')).toBe('8.25');
    expect(percentInputText(825, 'es')).toBe('8,25');
    expect(percentInputText(800, 'es')).toBe('8');
  });

  it('reads an adjustment form against the shared adjustment rule', () => {
    const draft = { kind: 'percent', direction: 'up', value: '8', rounding: 'x9' } as const;
    expect(readAdjustment(draft, 'en')).toEqual({ ok: true, adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' } });
    expect(readAdjustment({ ...draft, value: '' }, 'en')).toEqual({ ok: true, adjustment: { kind: 'percent', direction: 'up', value: 0, rounding: 'x9' } });
    expect(readAdjustment({ ...draft, value: 'x' }, 'en')).toEqual({ ok: false, error: 'invalidPercent' });
    expect(readAdjustment({ ...draft, kind: 'amount', value: 'x' }, 'en')).toEqual({ ok: false, error: 'invalidAmount' });
    expect(readAdjustment({ ...draft, direction: 'down', value: '100' }, 'en')).toEqual({ ok: false, error: 'decreaseTooLarge' });
    expect(readAdjustment({ ...draft, value: '1000,01' }, 'es')).toEqual({ ok: false, error: 'tooLarge' });
    expect(readAdjustment({ ...draft, kind: 'amount', value: '1,5' }, 'es')).toEqual({ ok: true, adjustment: { kind: 'amount', direction: 'up', value: 150, rounding: 'x9' } });
  });
});
