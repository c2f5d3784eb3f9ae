import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { LANDING_CATEGORIES } from '../features/landing/lib/landing-data';
import { dayName, formatAddress, formatDays, formatList, telHref } from './company-format';
import { formatTime } from './format';

describe('company facts formatting', () => {
  it('names days in both languages', () => {
    expect(dayName('mon', 'en')).toBe('Monday');
    expect(dayName('sat', 'es')).toBe('sábado');
  });

  it('shows consecutive days as a range', () => {
    const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
    expect(formatDays(days, 'en')).toBe('Monday to Saturday');
    expect(formatDays(days, 'es')).toBe('lunes a sábado');
  });

  it('lists days that are not consecutive, in week order', () => {
    expect(formatDays(['fri', 'mon', 'wed'], 'en')).toBe('Monday, Wednesday, and Friday');
    expect(formatDays(['mon', 'tue'], 'es')).toBe('lunes y martes');
  });

  it('joins lists in the reader language', () => {
    expect(formatList(['HACCP', 'USDA Organic'], 'en')).toBe('HACCP and USDA Organic');
    expect(formatList(['HACCP', 'USDA Organic'], 'es')).toBe('HACCP y USDA Organic');
  });

  it('formats the address and a dialable phone link', () => {
    expect(formatAddress({ street: '1 Main St', city: 'Miami', state: 'FL', zip: '33127' })).toBe('1 Main St, Miami, FL 33127');
    expect(telHref('+1 (305) 555-0142')).toBe('tel:+13055550142');
  });
});

describe('Spanish copy', () => {
  const localesDir = path.resolve(__dirname, '../../public/locales/es');
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  const spanish = fs.readdirSync(localesDir).flatMap((file) =>
    strings(JSON.parse(fs.readFileSync(path.join(localesDir, file), 'utf8'))).map((text) => ({ file, text })),
  );
  // Every time placeholder filled as the site fills it.
  const filled = (text: string) =>
    text.replace(/\{\{\s*(opens|closes|cutoff|time)\s*\}\}/g, (_, name: string) =>
      formatTime(name === 'closes' ? DEFAULT_COMPANY_FACTS.hours.closes : DEFAULT_COMPANY_FACTS.hours.opens, 'es'),
    );

  it('writes times one way, "a. m." / "p. m."', () => {
    expect(formatTime('04:00', 'es')).toBe('4:00 a. m.');
    expect(formatTime('23:30', 'es')).toBe('11:30 p. m.');
    for (const { file, text } of spanish) expect(text, file).not.toMatch(/\b[ap]\.m\.|\b[ap]m\b/i);
  });

  it('never ends a sentence with a double period once a time is filled in', () => {
    for (const { file, text } of spanish) expect(filled(text), file).not.toMatch(/\.\./);
  });

  it('calls vegetables "verduras" everywhere', () => {
    expect(LANDING_CATEGORIES.find((c) => c.id === 'vegetables')?.nameEs).toBe('Verduras');
    for (const { file, text } of spanish) expect(text, file).not.toMatch(/\bvegetales\b/i);
  });
});
