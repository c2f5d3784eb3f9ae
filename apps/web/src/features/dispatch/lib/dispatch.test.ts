import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { dateParam, moveStop, nextDeliveryDate, routeErrorKey } from './dispatch';

describe('moving a stop', () => {
  it('swaps with its neighbour and leaves the ends alone', () => {
    expect(moveStop(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveStop(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveStop(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveStop(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('the pages\' date', () => {
  it('opens on the next day orders are taken for, and reads a good ?date=', () => {
    // Monday 2026-11-23 at 9:00 in Miami: today's orders closed at 8:00, so Tuesday.
    expect(nextDeliveryDate(DEFAULT_COMPANY_FACTS, new Date('2026-11-23T14:00:00Z'))).toBe('2026-11-24');
    expect(nextDeliveryDate(DEFAULT_COMPANY_FACTS, new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
    expect(dateParam(new URLSearchParams('date=2026-12-01'), 'x')).toBe('2026-12-01');
    expect(dateParam(new URLSearchParams('date=tomorrow'), 'x')).toBe('x');
  });
});

describe('a refused route write', () => {
  it('names its message', () => {
    expect(routeErrorKey(new ApiError(409, 'conflict', 'taken', { name: 'taken' }))).toBe('errors.taken');
    expect(routeErrorKey(new ApiError(422, 'cutoff_too_late', 'late'))).toBe('errors.cutoffTooLate');
    expect(routeErrorKey(new ApiError(409, 'version_conflict', 'old'))).toBe('errors.versionConflict');
    expect(routeErrorKey(new ApiError(400, 'validation_failed', 'x', { cutoff: 'HH:MM' }))).toBe('errors.cutoffInvalid');
    expect(routeErrorKey(new Error('x'))).toBe('errors.generic');
  });
});
