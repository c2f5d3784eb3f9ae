import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catchWeightEstimateCents } from './fulfilment-rules.js';
import { caseWeightHundredths, estimatedWeightHundredths, lineAmountCents, lineAmountOf, orderableHundredths } from './line-amount.js';
import { caseWeightProblem } from './products.js';
import { lineTotalCents } from './order-rules.js';
import { fromCents } from './pricing.js';

describe('lineAmountCents', () => {
  it('is price x quantity for an ordinary line, the estimate for a line sold by weight', () => {
    expect(lineAmountCents({ price: '32.50' }, 250)).toBe(8125);
    // 3 cases of about 40 lb at $2.50/lb: about $300.00.
    expect(lineAmountCents({ price: '2.50', soldByWeight: true, caseWeight: '40.00' }, 300)).toBe(30_000);
    expect(lineAmountCents({ price: '1.33', soldByWeight: true, caseWeight: '25.5' }, 100)).toBe(3392); // 33.915 -> 33.92
    expect(estimatedWeightHundredths(3, '40.00')).toBe(12_000);
  });

  it('refuses a part of a case, and a line sold by weight without its case weight', () => {
    expect(orderableHundredths({ soldByWeight: true }, 150)).toBe(false);
    expect(orderableHundredths({ soldByWeight: false }, 150)).toBe(true);
    expect(() => lineAmountCents({ price: '2.50', soldByWeight: true, caseWeight: '40' }, 150)).toThrow(RangeError);
    expect(() => lineAmountCents({ price: '2.50', soldByWeight: true, caseWeight: null }, 100)).toThrow(RangeError);
    expect(lineAmountOf({ price: '2.50', soldByWeight: true, caseWeight: '40' }, 1.5)).toBeNull();
    expect(lineAmountOf({ price: '2.50', soldByWeight: true, caseWeight: '40' }, 0)).toBeNull();
    expect(() => caseWeightHundredths('0')).toThrow(RangeError);
  });

  const price = fc.integer({ min: 0, max: 100_000 }).map((c) => fromCents(c));
  const caseWeight = fc.integer({ min: 1, max: 99_999 }).map((h) => fromCents(h));

  it('is always whole cents and never negative; sold by weight, it is the settlement rules\' own estimate', () => {
    fc.assert(
      fc.property(price, caseWeight, fc.integer({ min: 1, max: 9999 }), (p, w, cases) => {
        const cents = lineAmountCents({ price: p, soldByWeight: true, caseWeight: w }, cases * 100);
        expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
        expect(cents).toBe(catchWeightEstimateCents({ pricePerLbCents: Math.round(Number(p) * 100), cases, caseWeightHundredths: Math.round(Number(w) * 100) }));
        // Cases add up: n cases cost n times one case, to the half cent rounded once.
        expect(Math.abs(cents - cases * lineAmountCents({ price: p, soldByWeight: true, caseWeight: w }, 100))).toBeLessThanOrEqual(cases);
      }),
    );
  });

  it('what the order page counts from a typed quantity is what the server counts from hundredths', () => {
    fc.assert(
      fc.property(price, fc.option(caseWeight, { nil: null }), fc.integer({ min: 1, max: 999_900 }), (p, w, hundredths) => {
        const item = { price: p, soldByWeight: w !== null, caseWeight: w };
        const typed = lineAmountOf(item, hundredths / 100);
        if (!orderableHundredths(item, hundredths)) expect(typed).toBeNull();
        else expect(typed).toBe(lineAmountCents(item, hundredths));
        if (w === null) expect(typed).toBe(lineTotalCents(Math.round(Number(p) * 100), hundredths));
      }),
    );
  });
});

describe('caseWeightProblem', () => {
  it('asks a product sold by weight for a case weight above 0 and below 1,000 lb', () => {
    expect(caseWeightProblem(true, null)).toBe('caseWeightRequired');
    expect(caseWeightProblem(true, ' ')).toBe('caseWeightRequired');
    expect(caseWeightProblem(false, null)).toBeNull();
    expect(caseWeightProblem(true, '40')).toBeNull();
    expect(caseWeightProblem(true, '999.99')).toBeNull();
    for (const bad of ['0', '0.00', '1000', '12.345', '-4', 'abc', '1e2']) expect(caseWeightProblem(true, bad), bad).toBe('caseWeightInvalid');
    expect(caseWeightProblem(false, '1000')).toBe('caseWeightInvalid');
  });
});
