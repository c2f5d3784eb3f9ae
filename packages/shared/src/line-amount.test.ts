import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catchWeightEstimateCents } from './fulfilment-rules.js';
import { caseWeightHundredths, estimatedWeightHundredths, lineAmountCents, lineAmountOf, orderableHundredths } from './line-amount.js';
import { caseWeightProblem } from './products.js';
import { lineTotalCents } from './order-rules.js';
import { formatLineAmounts, formatOrderTotal, formatPackWithWeight } from './order-format.js';
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

describe('how a catch-weight line is written (PDF, mails)', () => {
  const line = { quantity: 3, unit: 'box', price: '2.50', total: '300.00', soldByWeight: true, caseWeight: '40.00' };
  it('says cases, about the weight, per lb and about the total, in both languages', () => {
    expect(formatLineAmounts(line, 'en')).toEqual({ quantity: '3 cases (about 120 lb)', price: '$2.50/lb', total: 'about $300.00' });
    expect(formatLineAmounts(line, 'es')).toEqual({ quantity: '3 cajas (unas 120 lb)', price: '$2.50/lb', total: 'aprox. $300.00' });
    expect(formatLineAmounts({ ...line, soldByWeight: false, caseWeight: null, unit: 'case', price: '32.50', total: '97.50' }, 'en')).toEqual({ quantity: '3 cases', price: '$32.50', total: '$97.50' });
    expect(formatOrderTotal({ total: '310.00', estimated: true }, 'en')).toBe('about $310.00');
    expect(formatOrderTotal({ total: '310.00', estimated: false }, 'es')).toBe('$310.00');
    expect(formatPackWithWeight('40 lb box', line, 'en')).toBe('40 lb box · case about 40 lb');
    expect(formatPackWithWeight('', line, 'es')).toBe('caja de unas 40 lb');
    expect(formatPackWithWeight('40 lb box', { soldByWeight: false, caseWeight: '40.00' }, 'en')).toBe('40 lb box');
  });
});
