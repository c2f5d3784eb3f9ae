import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { capitalize, dayName, formatAddress, formatDays, formatList, openingHours, telHref } from './company-format';
import { formatDate, formatMoney, formatNumber, formatTime, intlLocale, otherLanguage, readerLanguage } from './format';

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

  it('fills every opening-hours text with the same values', () => {
    const hours = { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const, opens: '04:00', closes: '11:00' };
    expect(openingHours({ ...hours, days: [...hours.days] }, 'en')).toEqual({ days: 'Monday to Saturday', opens: '4:00 AM', closes: '11:00 AM' });
    expect(openingHours({ ...hours, days: [...hours.days] }, 'es')).toEqual({ days: 'lunes a sábado', opens: '4:00 a. m.', closes: '11:00 a. m.' });
    expect(capitalize('lunes a sábado')).toBe('Lunes a sábado');
  });

  it('chooses the locale in one place', () => {
    expect([intlLocale('es'), intlLocale('en'), intlLocale(undefined), intlLocale('fr')]).toEqual(['es-US', 'en-US', 'en-US', 'en-US']);
    expect([readerLanguage('es'), readerLanguage(undefined), otherLanguage('es'), otherLanguage('en')]).toEqual(['es', 'en', 'en', 'es']);
    expect(formatNumber(1234, 'es')).toBe('1,234');
    expect(formatDate('2026-11-23T12:00:00Z', 'en')).toBe('November 23, 2026');
    expect(formatDate('2026-11-23T12:00:00Z', 'es')).toBe('23 de noviembre de 2026');
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
    for (const { file, text } of spanish) expect(text, file).not.toMatch(/\bvegetales\b/i);
  });
});

describe('generated price sheets speak as the site does', () => {
  it('name each category as the site’s common namespace does, in both languages', async () => {
    const { CATEGORIES, categoryName } = await import('@freshprice/shared');
    for (const language of ['en', 'es'] as const) {
      const common = JSON.parse(fs.readFileSync(path.join(__dirname, `../../public/locales/${language}/common.json`), 'utf8')) as { categories: Record<string, string> };
      for (const category of CATEGORIES) expect(categoryName(category, language), `${language} ${category}`).toBe(common.categories[category]);
      expect(categoryName(null, language)).toBe(common.categories.uncategorized);
    }
  });

  it('format money with the one formatter', () => {
    expect(formatMoney('1450', 'es')).toBe('$1,450.00');
    expect(formatMoney(null, 'en')).toBe('—');
  });
});
