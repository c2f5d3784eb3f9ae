import { describe, expect, it } from 'vitest';
import { ReadLimiter, readLimitersFor } from './read-limit.js';

describe('ReadLimiter', () => {
  it('allows a burst, then one read per 1/perSecond, per key', () => {
    let now = 0;
    const limiter = new ReadLimiter({ burst: 3, perSecond: 2 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBeCloseTo(0.5);
    expect(limiter.take('b')).toBe(0); // another user has a bucket of their own
    now += 500;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
    now += 10_000;
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')].filter((w) => w === 0)).toHaveLength(3);
  });

  it('forgets buckets left alone for a minute', () => {
    let now = 0;
    const limiter = new ReadLimiter({ burst: 3, perSecond: 2 }, () => now);
    limiter.take('a');
    limiter.take('b');
    now += 61_000;
    limiter.take('c');
    expect(limiter.size).toBe(1);
  });
});

describe('charging by time', () => {
  it('a charge takes more tokens, below zero, and the next read waits for them', () => {
    let now = 0;
    const limiter = new ReadLimiter({ burst: 2, perSecond: 1 }, () => now);
    expect(limiter.take('a')).toBe(0);
    limiter.charge('a', 3); // a read that took four times the unit
    expect(limiter.take('a')).toBeCloseTo(3);
    now += 3_000;
    expect(limiter.take('a')).toBe(0);
  });
});

describe('readLimitersFor (READ_LIMIT_PER_SECOND)', () => {
  it('gives bursts of six times the rate, and no limit at 0', () => {
    const limited = readLimitersFor(2).user;
    expect(Array.from({ length: 13 }, () => limited.take('a')).filter((w) => w === 0)).toHaveLength(12);
    const open = readLimitersFor(0).session;
    expect(Array.from({ length: 10_000 }, () => open.take('a')).every((w) => w === 0)).toBe(true);
  });
});
