import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Adjustment,
  type CompareFilter,
  type LinkedItem,
  type PriceEntry,
  ADJUSTMENT_KINDS,
  COMPARE_FILTERS,
  MAX_CENTS,
  ROUNDINGS,
  applyAdjustment,
  compareCounts,
  compareKind,
  compareLists,
  computeLinkedItems,
  describeAdjustment,
  diffPrices,
  floorPrice,
  fromCents,
  isBelowFloor,
  marginBp,
  markupToGrossMarginBp,
  matchesCompareFilter,
  moveFlag,
  parsePriceInput,
  percentChange,
  reverseAdjustment,
  roundPrice,
  summarizeMoves,
  toCents,
} from './pricing.js';

const pct = (direction: 'up' | 'down', value: number, rounding: Adjustment['rounding'] = 'cent'): Adjustment => ({ kind: 'percent', direction, value, rounding });
const amt = (direction: 'up' | 'down', value: number, rounding: Adjustment['rounding'] = 'cent'): Adjustment => ({ kind: 'amount', direction, value, rounding });

describe('toCents / fromCents', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['0.05', 5],
    ['0', 0],
    ['007.10', 710],
    ['99999999.99', 9_999_999_999],
  ])('toCents(%j) = %i', (s, c) => expect(toCents(s)).toBe(c));

  it.each(['', ' 12', '12 ', '-1', '+1', '12.345', '1,234', '12,50', '12.', '.5', 'abc', '1e3', '$12', '100000000.00', 'NaN'])('toCents(%j) throws', (s) => {
    expect(() => toCents(s)).toThrow();
  });

  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [1230, '12.30'],
    [9_999_999_999, '99999999.99'],
  ])('fromCents(%i) = %j', (c, s) => expect(fromCents(c)).toBe(s));

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('fromCents(%d) throws', (c) => {
    expect(() => fromCents(c)).toThrow();
  });

  it('round-trips every amount both ways', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_CENTS }), (c) => toCents(fromCents(c)) === c));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.option(fc.stringMatching(/^\d{1,2}$/), { nil: undefined }), (whole, dec) => {
        const wire = dec === undefined ? String(whole) : `${whole}.${dec}`;
        expect(fromCents(toCents(wire))).toBe(`${whole}.${(dec ?? '').padEnd(2, '0')}`);
      }),
    );
  });
});

describe('parsePriceInput', () => {
  it.each<[string, 'en' | 'es', number | null]>([
    ['12', 'en', 1200],
    ['12.5', 'en', 1250],
    ['12.50', 'en', 1250],
    ['$12.50', 'en', 1250],
    ['$ 1,234.50', 'en', 123450],
    ['1,234', 'en', 123400],
    ['1,234,567.8', 'en', 123456780],
    ['  12.34  ', 'en', 1234],
    ['\u00a012.34\u00a0', 'en', 1234],
    ['$\u00a012', 'en', 1200],
    ['.99', 'en', 99],
    ['0', 'en', 0],
    ['99,999,999.99', 'en', 9_999_999_999],
    ['12,50', 'es', 1250],
    ['1.234,50', 'es', 123450],
    ['$12,50', 'es', 1250],
    ['$ 1.234.567,8', 'es', 123456780],
    ['12.50', 'es', 1250],
    ['12.5', 'es', 1250],
    ['1.234', 'es', 123400],
    ['12', 'es', 1200],
    [',99', 'es', 99],
    ['99.999.999,99', 'es', 9_999_999_999],
    // rejects
    ['', 'en', null],
    ['   ', 'en', null],
    ['$', 'en', null],
    ['-12', 'en', null],
    ['$-12', 'en', null],
    ['12a', 'en', null],
    ['abc', 'es', null],
    ['12.345', 'en', null],
    ['12,345', 'es', null],
    ['1,2,3', 'en', null],
    ['1,2,3', 'es', null],
    ['12,50', 'en', null],
    ['1.234,50', 'en', null],
    ['1,234.50', 'es', null],
    ['1.2.3', 'es', null],
    ['12.', 'en', null],
    ['.', 'en', null],
    ['1e3', 'en', null],
    ['100,000,000.00', 'en', null],
    ['100000000', 'en', null],
    ['100.000.000', 'es', null],
    ['12 34', 'en', null],
  ])('%j (%s) -> %s', (text, lang, expected) => {
    expect(parsePriceInput(text, lang)).toBe(expected);
  });

  function group(whole: number, sep: string): string {
    return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  }

  it('reads back every price written the way each language writes it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.boolean(), fc.boolean(), (c, dollar, grouped) => {
        const whole = Math.floor(c / 100);
        const dec = String(c % 100).padStart(2, '0');
        const prefix = dollar ? '$' : '';
        const en = `${prefix}${grouped ? group(whole, ',') : whole}.${dec}`;
        const es = `${prefix}${grouped ? group(whole, '.') : whole},${dec}`;
        expect(parsePriceInput(en, 'en')).toBe(c);
        expect(parsePriceInput(es, 'es')).toBe(c);
        expect(parsePriceInput(`${whole}.${dec}`, 'es')).toBe(c);
      }),
    );
  });
});

describe('roundPrice', () => {
  it.each<[number, Adjustment['rounding'], number]>([
    [1234, 'cent', 1234],
    [1234.5, 'cent', 1235],
    [1234.49, 'cent', 1234],
    [-3, 'cent', 0],
    [0, 'cent', 0],
    [1, 'nickel', 0],
    [2, 'nickel', 0],
    [3, 'nickel', 5],
    [1232, 'nickel', 1230],
    [1233, 'nickel', 1235],
    [1235, 'nickel', 1235],
    [2.5, 'nickel', 5],
    [0, 'x9', 0],
    [1, 'x9', 9],
    [4, 'x9', 9],
    [9, 'x9', 9],
    [10, 'x9', 9],
    [13, 'x9', 9],
    [14, 'x9', 19],
    [1230, 'x9', 1229],
    [1233, 'x9', 1229],
    [1234, 'x9', 1239],
    [1235, 'x9', 1239],
    [1239, 'x9', 1239],
    [1233.5, 'x9', 1239],
    [1299.6, 'x9', 1299],
    [1300, 'x9', 1299],
    [-50, 'x9', 0],
  ])('roundPrice(%d, %s) = %i', (c, r, expected) => expect(roundPrice(c, r)).toBe(expected));

  it('throws on non-finite input', () => {
    expect(() => roundPrice(Number.NaN, 'cent')).toThrow();
    expect(() => roundPrice(Number.POSITIVE_INFINITY, 'x9')).toThrow();
  });

  it('never gives a negative or fractional cent and lands on the rule', () => {
    const cents = fc.oneof(
      fc.integer({ min: -10_000, max: MAX_CENTS }),
      fc.double({ min: -10_000, max: 1e10, noNaN: true, noDefaultInfinity: true }),
      fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 10_000 })).map(([n, d]) => n / d),
    );
    fc.assert(
      fc.property(cents, fc.constantFrom(...ROUNDINGS), (c, rounding) => {
        const r = roundPrice(c, rounding);
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        const whole = Math.max(0, Math.floor(c) + (c - Math.floor(c) >= 0.5 ? 1 : 0));
        if (rounding === 'cent') expect(r).toBe(whole);
        if (rounding === 'nickel') {
          expect(r % 5).toBe(0);
          expect(Math.abs(r - whole)).toBeLessThanOrEqual(2);
        }
        if (rounding === 'x9') {
          if (whole === 0) expect(r).toBe(0);
          else {
            expect(r % 10).toBe(9);
            if (whole >= 5) expect(Math.abs(r - whole)).toBeLessThanOrEqual(5);
          }
        }
      }),
    );
  });
});

describe('applyAdjustment', () => {
  it.each<[number, Adjustment, number]>([
    [1234, pct('up', 800, 'x9'), 1329], // 1332.72 -> 1333 -> 1329
    [1234, pct('up', 800, 'cent'), 1333],
    [1234, pct('up', 800, 'nickel'), 1335],
    [1999, pct('down', 1000, 'cent'), 1799], // 1799.1
    [1999, pct('down', 1000, 'nickel'), 1800],
    [100, pct('up', 50), 101], // 100.5 half-up; 100 * 1.005 in floats is 100.49999…
    [50, pct('up', 1500), 58], // 57.5; floats say 57.49999…
    [1234, pct('up', 0), 1234],
    [1234, pct('down', 10000), 0],
    [1234, pct('down', 15000, 'x9'), 0],
    [1, pct('down', 5000), 1], // 0.5 rounds up
    [1000, amt('down', 50), 950],
    [1000, amt('up', 5, 'x9'), 1009],
    [30, amt('down', 50, 'x9'), 0],
    [0, amt('up', 0, 'x9'), 0],
    [1, amt('up', 0, 'nickel'), 0],
  ])('applyAdjustment(%i, %o) = %i', (price, adj, expected) => expect(applyAdjustment(price, adj)).toBe(expected));

  it('rejects a bad price or value', () => {
    expect(() => applyAdjustment(-1, pct('up', 800))).toThrow();
    expect(() => applyAdjustment(12.5, pct('up', 800))).toThrow();
    expect(() => applyAdjustment(100, pct('up', -800))).toThrow();
    expect(() => applyAdjustment(100, amt('up', 0.5))).toThrow();
  });

  it('always gives a whole, non-negative price', () => {
    const adj = fc.record({
      kind: fc.constantFrom(...ADJUSTMENT_KINDS),
      direction: fc.constantFrom('up' as const, 'down' as const),
      value: fc.integer({ min: 0, max: 1_000_000 }),
      rounding: fc.constantFrom(...ROUNDINGS),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), adj, (p, a) => {
        const r = applyAdjustment(p, a);
        return Number.isSafeInteger(r) && r >= 0;
      }),
    );
  });
});

describe('reverseAdjustment', () => {
  it.each<[number, Adjustment, number]>([
    [1333, pct('up', 800), 1234], // 1234.259…
    [1799, pct('down', 1000), 1999], // 1998.89
    [950, amt('down', 50), 1000],
    [950, amt('up', 50), 900],
    [30, amt('up', 50), 0],
    [500, pct('down', 10000), 0],
    [0, pct('up', 800), 0],
  ])('reverseAdjustment(%i, %o) = %i', (price, adj, expected) => expect(reverseAdjustment(price, adj)).toBe(expected));

  const price = fc.integer({ min: 0, max: MAX_CENTS });

  it('undoes a percent increase exactly', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 100_000 }), (p, bp) => {
        const a = pct('up', bp);
        expect(reverseAdjustment(applyAdjustment(p, a), a)).toBe(p);
      }),
    );
  });

  it('undoes a percent decrease within a cent (up to 66.66%)', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 6666 }), (p, bp) => {
        const a = pct('down', bp);
        expect(Math.abs(reverseAdjustment(applyAdjustment(p, a), a) - p)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('for any decrease below 100%, reverses to a base that gives the price back, within the rounding bound', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 9999 }), (p, bp) => {
        const a = pct('down', bp);
        // the adjusted price of the reversed price is exactly the price
        expect(applyAdjustment(reverseAdjustment(p, a), a)).toBe(p);
        // the base comes back within 10000 / (2 (10000 - bp)) + 1/2 cents (1 cent while bp <= 6666)
        const back = reverseAdjustment(applyAdjustment(p, a), a);
        expect(2 * Math.abs(back - p) * (10000 - bp)).toBeLessThanOrEqual(10000 + (10000 - bp));
      }),
    );
  });

  it('undoes an amount exactly unless clamped at 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom('up' as const, 'down' as const), (p, v, dir) => {
        const a = amt(dir, v);
        const back = reverseAdjustment(applyAdjustment(p, a), a);
        if (dir === 'up' || p >= v) expect(back).toBe(p);
        else expect(back).toBe(v);
      }),
    );
  });
});

describe('describeAdjustment', () => {
  it.each<[Adjustment, string]>([
    [pct('up', 800, 'x9'), '+8% (x9)'],
    [pct('down', 825, 'nickel'), '-8.25% (nickel)'],
    [pct('up', 850, 'cent'), '+8.5% (cent)'],
    [pct('up', 5, 'cent'), '+0.05% (cent)'],
    [amt('down', 50, 'cent'), '-$0.50 (cent)'],
    [amt('up', 1200, 'x9'), '+$12.00 (x9)'],
  ])('%o -> %j', (adj, label) => expect(describeAdjustment(adj)).toBe(label));
});

describe('floor, margin and change', () => {
  it('marginBp is the gross margin, (price - cost) / price, not the markup (the issue: 54.5% markup is a 35.3% margin)', () => {
    // cost $11.00, price $17.00: markup 600 / 1100 = 54.5%, gross margin 600 / 1700 = 35.3%
    expect(marginBp(1700, 1100)).toBe(3529);
    expect(marginBp(1250, 1000)).toBe(2000);
    expect(marginBp(1000, 1000)).toBe(0);
    expect(marginBp(900, 1000)).toBe(-1111); // -1111.1
    expect(marginBp(3, 2)).toBe(3333); // 3333.3
    expect(marginBp(1000, 0)).toBe(10000);
    expect(marginBp(0, 10)).toBeNull();
    expect(marginBp(1000, null)).toBeNull();
  });

  it('floorPrice is the smallest price with the minimum gross margin', () => {
    expect(floorPrice(1100, 3529)).toBe(1700); // 1100 / 0.6471 = 1699.88
    expect(floorPrice(1000, 2000)).toBe(1250);
    expect(floorPrice(999, 2500)).toBe(1332); // 1332.0 exactly: 999 / 0.75
    expect(floorPrice(1000, 2500)).toBe(1334); // 1333.33
    expect(floorPrice(0, 2500)).toBe(0);
    expect(floorPrice(1000, 0)).toBe(1000);
    expect(() => floorPrice(1000, 10000)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 0, max: 9999 }), (cost, bp) => {
        const f = floorPrice(cost, bp);
        // f meets the margin, f - 1 does not: (f - cost) / f >= bp / 10000 <=> f * (10000 - bp) >= cost * 10000
        expect(BigInt(f) * BigInt(10000 - bp) >= BigInt(cost) * 10000n).toBe(true);
        if (f > 0) expect(BigInt(f - 1) * BigInt(10000 - bp) < BigInt(cost) * 10000n).toBe(true);
      }),
    );
    // The floor and the margin measure the same thing.
    for (const [cost, bp] of [[1000, 2500], [333, 1000], [1, 1], [1100, 3529]] as const) expect(marginBp(floorPrice(cost, bp), cost)!).toBeGreaterThanOrEqual(bp);
  });

  it('isBelowFloor follows the gross margin', () => {
    expect(isBelowFloor(1699, 1100, 3529)).toBe(true);
    expect(isBelowFloor(1700, 1100, 3529)).toBe(false);
    // A 25% markup ($12.50 on $10.00) is only a 20% margin: below a 25% floor now.
    expect(isBelowFloor(1250, 1000, 2500)).toBe(true);
    expect(isBelowFloor(0, null, 2500)).toBe(false);
    expect(isBelowFloor(999, 1000, 0)).toBe(true);
    expect(isBelowFloor(1000, 1000, 0)).toBe(false);
  });

  it('markupToGrossMarginBp keeps the floor price, never raising it', () => {
    expect(markupToGrossMarginBp(5455)).toBe(3529); // 54.55% markup = 35.29% margin
    expect(markupToGrossMarginBp(2500)).toBe(2000);
    expect(markupToGrossMarginBp(0)).toBe(0);
    expect(markupToGrossMarginBp(1000)).toBe(909); // 909.09, rounded down
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 9999 }), (cost, m) => {
        const oldFloor = Number((BigInt(cost) * BigInt(10000 + m) + 9999n) / 10000n); // ceil(cost * (1 + m))
        const newFloor = floorPrice(cost, markupToGrossMarginBp(m));
        // No price that passed the markup floor is below the margin floor; the floor moves by at most 0.04% of cost (one basis point less of margin).
        expect(newFloor).toBeLessThanOrEqual(oldFloor);
        expect(oldFloor - newFloor).toBeLessThanOrEqual(Math.ceil(cost / 2500) + 1);
      }),
    );
  });

  it('percentChange', () => {
    expect(percentChange(1200, 1300)).toBe(8.33);
    expect(percentChange(1000, 900)).toBe(-10);
    expect(percentChange(3, 4)).toBe(33.33);
    expect(percentChange(20000, 20001)).toBe(0.01); // 0.005% rounds half-up
    expect(percentChange(1234, 1234)).toBe(0);
    expect(percentChange(1000, 0)).toBe(-100);
    expect(percentChange(null, 5)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
    expect(percentChange(0, 5)).toBeNull();
  });
});

const productId = fc.constantFrom('p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09', 'p10', 'P1', 'ä');
const entries = fc.uniqueArray(fc.record({ productId, price: fc.integer({ min: 0, max: 3 }) }), { selector: (e) => e.productId });
const isSorted = (ids: string[]) => ids.every((id, i) => i === 0 || ids[i - 1]! < id);

describe('diffPrices', () => {
  it('lists only added, changed and removed products, sorted', () => {
    const d = diffPrices(
      [
        { productId: 'b', price: 100 },
        { productId: 'a', price: 1200 },
        { productId: 'c', price: 500 },
      ],
      [
        { productId: 'd', price: 700 },
        { productId: 'a', price: 1300 },
        { productId: 'c', price: 500 },
      ],
    );
    expect(d).toEqual({
      added: 1,
      changed: 1,
      removed: 1,
      rows: [
        { productId: 'a', old: 1200, new: 1300, change: 100, percent: 8.33 },
        { productId: 'b', old: 100, new: null, change: null, percent: null },
        { productId: 'd', old: null, new: 700, change: null, percent: null },
      ],
    });
    expect(diffPrices([], [])).toEqual({ added: 0, changed: 0, removed: 0, rows: [] });
  });

  it('counts equal the row kinds', () => {
    fc.assert(
      fc.property(entries, entries, (before, after) => {
        const d = diffPrices(before, after);
        const kinds = d.rows.map((r) => (r.old === null ? 'added' : r.new === null ? 'removed' : 'changed'));
        expect(d.added).toBe(kinds.filter((k) => k === 'added').length);
        expect(d.changed).toBe(kinds.filter((k) => k === 'changed').length);
        expect(d.removed).toBe(kinds.filter((k) => k === 'removed').length);
        expect(d.rows.every((r) => r.old !== r.new)).toBe(true);
        expect(isSorted(d.rows.map((r) => r.productId))).toBe(true);
        // every product that differs has a row, no other
        const b = new Map(before.map((e) => [e.productId, e.price]));
        const a = new Map(after.map((e) => [e.productId, e.price]));
        const differing = [...new Set([...b.keys(), ...a.keys()])].filter((id) => b.get(id) !== a.get(id));
        expect(d.rows.map((r) => r.productId).sort()).toEqual(differing.sort());
      }),
    );
  });
});

describe('compare', () => {
  it('compares two lists side by side', () => {
    const rows = compareLists(
      [
        { productId: 'x', price: 100 },
        { productId: 'a', price: 1200 },
        { productId: 'b', price: 500 },
      ],
      [
        { productId: 'a', price: 1300 },
        { productId: 'b', price: 500 },
        { productId: 'c', price: 900 },
      ],
    );
    expect(rows).toEqual([
      { productId: 'a', a: 1200, b: 1300, difference: 100, percent: 8.33 },
      { productId: 'b', a: 500, b: 500, difference: 0, percent: 0 },
      { productId: 'c', a: null, b: 900, difference: null, percent: null },
      { productId: 'x', a: 100, b: null, difference: null, percent: null },
    ]);
    expect(rows.map(compareKind)).toEqual(['different', 'same', 'onlyB', 'onlyA']);
    expect(compareCounts(rows)).toEqual({ all: 4, different: 1, onlyA: 1, onlyB: 1 });
    expect(rows.filter((r) => matchesCompareFilter(r, 'different')).map((r) => r.productId)).toEqual(['a']);
    expect(rows.filter((r) => matchesCompareFilter(r, 'onlyA')).map((r) => r.productId)).toEqual(['x']);
    expect(rows.filter((r) => matchesCompareFilter(r, 'onlyB')).map((r) => r.productId)).toEqual(['c']);
    expect(rows.filter((r) => matchesCompareFilter(r, 'all'))).toHaveLength(4);
    expect(compareCounts([])).toEqual({ all: 0, different: 0, onlyA: 0, onlyB: 0 });
  });

  it('the filters partition the products', () => {
    fc.assert(
      fc.property(entries, entries, (a, b) => {
        const rows = compareLists(a, b);
        const ids = rows.map((r) => r.productId);
        expect(isSorted(ids)).toBe(true);
        expect(new Set(ids)).toEqual(new Set([...a, ...b].map((e) => e.productId)));
        const counts = compareCounts(rows);
        const same = rows.filter((r) => compareKind(r) === 'same').length;
        expect(counts.all).toBe(rows.length);
        expect(counts.different + counts.onlyA + counts.onlyB + same).toBe(counts.all);
        for (const row of rows) {
          const kind = compareKind(row);
          // exactly one of the narrow filters matches, except a same row which only 'all' shows
          const narrow = COMPARE_FILTERS.filter((f): f is Exclude<CompareFilter, 'all'> => f !== 'all' && matchesCompareFilter(row, f));
          expect(narrow).toEqual(kind === 'same' ? [] : [kind]);
          expect(matchesCompareFilter(row, 'all')).toBe(true);
          if (kind === 'same') expect(row.difference).toBe(0);
          if (kind === 'different') expect(row.difference).toBe(row.b! - row.a!);
        }
        for (const f of COMPARE_FILTERS) expect(rows.filter((r) => matchesCompareFilter(r, f)).length).toBe(counts[f]);
      }),
    );
  });
});

describe('computeLinkedItems', () => {
  const adj = pct('up', 800, 'x9');

  it('reprices from the base, keeps overrides, drops what left the base', () => {
    const base: PriceEntry[] = [
      { productId: 'c', price: 1000 },
      { productId: 'a', price: 1234 },
      { productId: 'b', price: 500 },
    ];
    const current: LinkedItem[] = [
      { productId: 'a', price: 1, overridden: false },
      { productId: 'b', price: 777, overridden: true },
      { productId: 'z', price: 999, overridden: true },
      { productId: 'y', price: 111, overridden: false },
    ];
    expect(computeLinkedItems(base, current, adj)).toEqual([
      { productId: 'a', price: 1329, overridden: false },
      { productId: 'b', price: 777, overridden: true },
      { productId: 'c', price: 1079, overridden: false }, // 1080 -> 1079
      { productId: 'z', price: 999, overridden: true },
    ]);
  });

  it('leaves excluded base products out, unless the item is overridden (set by hand again)', () => {
    const base: PriceEntry[] = [
      { productId: 'a', price: 1000 },
      { productId: 'b', price: 2000 },
      { productId: 'c', price: 3000 },
    ];
    const current: LinkedItem[] = [
      { productId: 'a', price: 1079, overridden: false },
      { productId: 'b', price: 2159, overridden: false },
      { productId: 'c', price: 5000, overridden: true },
    ];
    expect(computeLinkedItems(base, current, adj, new Set(['b', 'c', 'x']))).toEqual([
      { productId: 'a', price: 1079, overridden: false },
      { productId: 'c', price: 5000, overridden: true },
    ]);
    // Without the set nothing is excluded (the base's products all come back).
    expect(computeLinkedItems(base, current, adj).map((i) => i.productId)).toEqual(['a', 'b', 'c']);
  });

  it('keeps every override and derives everything else', () => {
    const items = fc.uniqueArray(fc.record({ productId, price: fc.integer({ min: 0, max: 100_000 }), overridden: fc.boolean() }), { selector: (e) => e.productId });
    const baseEntries = fc.uniqueArray(fc.record({ productId, price: fc.integer({ min: 0, max: 100_000 }) }), { selector: (e) => e.productId });
    const adjustment = fc.record({
      kind: fc.constantFrom(...ADJUSTMENT_KINDS),
      direction: fc.constantFrom('up' as const, 'down' as const),
      value: fc.integer({ min: 0, max: 20_000 }),
      rounding: fc.constantFrom(...ROUNDINGS),
    });
    const excludedIds = fc.uniqueArray(productId);
    fc.assert(
      fc.property(baseEntries, items, adjustment, excludedIds, (base, current, a, ex) => {
        const excluded = new Set(ex);
        const out = computeLinkedItems(base, current, a, excluded);
        const byId = new Map(out.map((i) => [i.productId, i]));
        expect(isSorted(out.map((i) => i.productId))).toBe(true);
        for (const item of current) {
          if (item.overridden) expect(byId.get(item.productId)).toEqual(item);
        }
        const overriddenIds = new Set(current.filter((i) => i.overridden).map((i) => i.productId));
        for (const e of base) {
          if (overriddenIds.has(e.productId)) continue;
          if (excluded.has(e.productId)) expect(byId.has(e.productId)).toBe(false);
          else expect(byId.get(e.productId)).toEqual({ productId: e.productId, price: applyAdjustment(e.price, a), overridden: false });
        }
        expect(new Set(byId.keys())).toEqual(new Set([...base.map((e) => e.productId).filter((id) => !excluded.has(id)), ...overriddenIds]));
      }),
    );
  });
});

describe('moveFlag and summarizeMoves', () => {
  it('flags zero prices, and moves beyond the share in either direction', () => {
    expect(moveFlag(3509, 123450, 5000)).toBe('largeUp');
    expect(moveFlag(1000, 499, 5000)).toBe('largeDown');
    expect(moveFlag(1000, 500, 5000)).toBeNull();
    expect(moveFlag(1000, 1500, 5000)).toBeNull();
    expect(moveFlag(1000, 1501, 5000)).toBe('largeUp');
    expect(moveFlag(1000, 0, 5000)).toBe('zero');
    expect(moveFlag(null, 0, 5000)).toBe('zero');
    expect(moveFlag(0, 0, 5000)).toBeNull();
    expect(moveFlag(null, 999999, 5000)).toBeNull();
    expect(moveFlag(0, 500, 5000)).toBeNull();
    expect(moveFlag(1000, null, 5000)).toBeNull();
  });

  it('counts them and names the largest', () => {
    const s = summarizeMoves(
      [
        { id: 'a', old: 3509, new: 123450 },
        { id: 'b', old: 1000, new: 1100 },
        { id: 'c', old: 1000, new: 0 },
        { id: 'd', old: 1000, new: 100 },
      ],
      5000,
    );
    expect(s.large).toBe(2);
    expect(s.zero).toBe(1);
    expect(s.flagged.map((r) => r.id)).toEqual(['a', 'c', 'd']);
    expect(s.largest?.id).toBe('a');
    expect(s.largest?.percent).toBe(3418.1);
  });
});
