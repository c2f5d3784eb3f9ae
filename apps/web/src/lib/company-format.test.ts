import { describe, expect, it } from 'vitest';
import { dayName, formatAddress, formatDays, formatList, telHref } from './company-format';

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
