import { describe, expect, it } from 'vitest';
import { formatMoney, formatTime } from './format';

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
