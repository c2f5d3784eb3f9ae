import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  askedOutcome,
  canAdjustLines,
  canMove,
  catchWeightActualCents,
  catchWeightEstimateCents,
  catchWeightInvoiceLine,
  decideSubstitution,
  DEFAULT_WEIGHT_TOLERANCE_CENTS,
  FULFILMENT_STATUSES,
  invoiceTotals,
  itemInvoiceLine,
  nextStatuses,
  settleWeights,
  shortLine,
  statusAfterCustomerChange,
  substituteInvoiceLine,
  substitutionRuleOf,
  type FulfilmentStatus,
  type InvoiceLine,
  type WeighedLine,
} from './fulfilment-rules.js';
import { lineTotalCents } from './order-rules.js';
import { ORDER_STATUSES } from './orders.js';
import { ROLES, type Role } from './permissions.js';

const price = fc.integer({ min: 0, max: 1_000_000 });
const qty = fc.integer({ min: 1, max: 999_900 });

describe('statuses', () => {
  it('keeps the statuses orders already have', () => {
    for (const s of ORDER_STATUSES) expect(FULFILMENT_STATUSES).toContain(s);
  });

  it('moves staff forward one step at a time, from placed to delivered', () => {
    for (const role of ['seller', 'admin'] as const) {
      expect(nextStatuses('placed', role)).toEqual(['confirmed', 'cancelled']);
      expect(nextStatuses('confirmed', role)).toEqual(['picking', 'cancelled']);
      expect(nextStatuses('picking', role)).toEqual(['packed', 'confirmed', 'cancelled']);
      expect(nextStatuses('packed', role)).toEqual(['out_for_delivery', 'picking', 'cancelled']);
      expect(nextStatuses('out_for_delivery', role)).toEqual(['delivered', 'packed', 'cancelled']);
      expect(nextStatuses('delivered', role)).toEqual([]);
      expect(nextStatuses('cancelled', role)).toEqual([]);
    }
    expect(canMove('placed', 'picking', 'seller')).toBe(false);
    expect(canMove('confirmed', 'placed', 'seller')).toBe(false);
    expect(canMove('confirmed', 'delivered', 'admin')).toBe(false);
    expect(canMove('delivered', 'cancelled', 'admin')).toBe(false);
    expect(canMove('delivered', 'out_for_delivery', 'admin')).toBe(false);
    expect(canMove('cancelled', 'placed', 'admin')).toBe(false);
  });

  it('lets customers only cancel a placed or confirmed order, before the cutoff', () => {
    expect(nextStatuses('placed', 'customer', true)).toEqual(['cancelled']);
    expect(nextStatuses('confirmed', 'customer', true)).toEqual(['cancelled']);
    expect(nextStatuses('placed', 'customer', false)).toEqual([]);
    expect(nextStatuses('placed', 'customer')).toEqual([]);
    for (const s of ['picking', 'packed', 'out_for_delivery', 'delivered', 'cancelled'] as const) expect(nextStatuses(s, 'customer', true)).toEqual([]);
    expect(canMove('placed', 'confirmed', 'customer', true)).toBe(false);
  });

  it('refuses unknown statuses and roles', () => {
    expect(canMove('placed' as FulfilmentStatus, 'shipped' as FulfilmentStatus, 'admin')).toBe(false);
    expect(canMove('placed', 'confirmed', 'guest' as Role)).toBe(false);
    expect(canMove('placed', 'cancelled', 'guest' as Role, true)).toBe(false);
  });

  it('agrees between canMove and nextStatuses, never leaves a final status, never stays put', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FULFILMENT_STATUSES), fc.constantFrom(...FULFILMENT_STATUSES), fc.constantFrom(...ROLES), fc.boolean(), (from, to, role, before) => {
        expect(nextStatuses(from, role, before).includes(to)).toBe(canMove(from, to, role, before));
        if (from === 'delivered' || from === 'cancelled' || from === to) expect(canMove(from, to, role, before)).toBe(false);
        // The cutoff changes nothing for staff; seller and admin are alike.
        if (role !== 'customer') expect(canMove(from, to, role, before)).toBe(canMove(from, to, role, !before));
        if (role === 'seller') expect(canMove(from, to, 'seller', before)).toBe(canMove(from, to, 'admin', before));
        // Whatever a customer may do, staff may too.
        if (canMove(from, to, 'customer', before)) expect(canMove(from, to, 'seller', before)).toBe(true);
      }),
    );
  });

  it('reaches delivered from placed only through every step', () => {
    const path: FulfilmentStatus[] = ['placed'];
    while (path.at(-1) !== 'delivered') path.push(nextStatuses(path.at(-1)!, 'seller')[0]!);
    expect(path).toEqual(['placed', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered']);
  });

  it('sends a confirmed order the customer changes back to placed, and adjusts lines until the truck leaves', () => {
    expect(statusAfterCustomerChange('confirmed')).toBe('placed');
    expect(statusAfterCustomerChange('placed')).toBe('placed');
    expect(FULFILMENT_STATUSES.filter((s) => canAdjustLines(s, 'seller'))).toEqual(['picking', 'packed']);
    expect(FULFILMENT_STATUSES.filter((s) => canAdjustLines(s, 'customer'))).toEqual([]);
  });
});

describe('shortage', () => {
  it('credits exactly what is not delivered', () => {
    expect(shortLine(2500, 1000, 800)).toEqual({ hundredths: 800, amountCents: 20_000, creditCents: 5000 });
    expect(shortLine(2500, 1000, 0)).toEqual({ hundredths: 0, amountCents: 0, creditCents: 25_000 });
    expect(shortLine(333, 150, 100)).toEqual({ hundredths: 100, amountCents: 333, creditCents: 167 }); // 5.00 - 3.33
    expect(shortLine(2500, 1000, 1000).creditCents).toBe(0);
  });

  it('refuses more than ordered, negatives and fractions', () => {
    expect(() => shortLine(2500, 1000, 1001)).toThrow(RangeError);
    expect(() => shortLine(2500, 1000, -1)).toThrow(RangeError);
    expect(() => shortLine(2500, 1000, 1.5)).toThrow(RangeError);
    expect(() => shortLine(25.5, 1000, 10)).toThrow(RangeError);
  });

  it('never loses or makes a cent: amount + credit is the ordered line', () => {
    fc.assert(
      fc.property(price, qty, fc.double({ min: 0, max: 1, noNaN: true }), (p, ordered, f) => {
        const available = Math.floor(ordered * f);
        const s = shortLine(p, ordered, available);
        expect(s.amountCents).toBe(lineTotalCents(p, available));
        expect(s.amountCents + s.creditCents).toBe(lineTotalCents(p, ordered));
        expect(s.creditCents).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(s.creditCents)).toBe(true);
      }),
    );
  });
});

describe('substitution', () => {
  const original = { priceCents: 2000, hundredths: 1000 }; // $200.00
  const plus10 = { allowed: true, limitPercent: 10 };

  it('reduces the line when the customer allows no substitutes, whatever the price', () => {
    const d = decideSubstitution({ allowed: false, limitPercent: 10 }, { original, substitute: { priceCents: 1500, hundredths: 1000 } });
    expect(d).toMatchObject({ kind: 'reduce', creditCents: 20_000, replacedCents: 20_000, substituteCents: 15_000 });
    expect(substitutionRuleOf({ substitutions: false, substitutionLimit: null })).toEqual({ allowed: false, limitPercent: null });
  });

  it('applies up to +N% of the amount, cheaper always, and asks above', () => {
    expect(decideSubstitution(plus10, { original, substitute: { priceCents: 2200, hundredths: 1000 } }).kind).toBe('apply'); // exactly +10%
    expect(decideSubstitution(plus10, { original, substitute: { priceCents: 2201, hundredths: 1000 } })).toMatchObject({ kind: 'ask', limitCents: 22_000, differenceCents: 2010 });
    expect(decideSubstitution({ allowed: true, limitPercent: 0 }, { original, substitute: { priceCents: 1000, hundredths: 1000 } })).toMatchObject({ kind: 'apply', differenceCents: -10_000 });
    expect(decideSubstitution({ allowed: true, limitPercent: 0 }, { original, substitute: { priceCents: 2001, hundredths: 1000 } }).kind).toBe('ask');
    expect(decideSubstitution({ allowed: true, limitPercent: null }, { original, substitute: { priceCents: 9000, hundredths: 1000 } }).kind).toBe('apply');
    // The amount counts, not the unit price: fewer of a dearer item can be within.
    expect(decideSubstitution(plus10, { original, substitute: { priceCents: 4000, hundredths: 550 } }).kind).toBe('apply'); // $220.00
  });

  it('compares with the part of the line it replaces, as a shortage would credit it', () => {
    const d = decideSubstitution(plus10, { original: { priceCents: 333, hundredths: 150 }, replacesHundredths: 50, substitute: { priceCents: 366, hundredths: 50 } });
    // 1.5 x $3.33 = $5.00; 1 x $3.33 left, so the half replaced is $1.67; $1.83 is within +10% ($1.837).
    expect(d).toMatchObject({ kind: 'apply', replacedCents: 167, substituteCents: 183, creditCents: 167 });
    expect(() => decideSubstitution(plus10, { original, replacesHundredths: 1001, substitute: original })).toThrow(RangeError);
    expect(() => decideSubstitution(plus10, { original, replacesHundredths: 0, substitute: original })).toThrow(RangeError);
  });

  it('applies exactly when the substitute is within the limit, by exact arithmetic', () => {
    fc.assert(
      fc.property(price, qty, price, qty, fc.boolean(), fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), (op, oq, sp, sq, allowed, limit) => {
        const d = decideSubstitution({ allowed, limitPercent: limit }, { original: { priceCents: op, hundredths: oq }, substitute: { priceCents: sp, hundredths: sq } });
        const o = lineTotalCents(op, oq);
        const s = lineTotalCents(sp, sq);
        expect(d.replacedCents).toBe(o);
        expect(d.substituteCents).toBe(s);
        expect(d.differenceCents).toBe(s - o);
        if (!allowed) expect(d.kind).toBe('reduce');
        else if (limit === null || s <= o) expect(d.kind).toBe('apply');
        else expect(d.kind).toBe(BigInt(s) * 100n <= BigInt(o) * BigInt(100 + limit) ? 'apply' : 'ask');
        if (d.kind !== 'ask') expect(d.creditCents).toBe(o);
        else expect(d.limitCents).toBeLessThan(s);
      }),
    );
  });

  it('waits for the customer until the deadline, then declines', () => {
    const deadline = new Date('2026-11-24T11:00:00Z');
    const before = new Date('2026-11-24T10:59:59Z');
    expect(askedOutcome(null, deadline, before)).toBe('pending');
    expect(askedOutcome(null, deadline, deadline)).toBe('reduce');
    expect(askedOutcome({ choice: 'approve', at: before }, deadline, deadline)).toBe('apply');
    expect(askedOutcome({ choice: 'decline', at: before }, deadline, before)).toBe('reduce');
    // An answer at or after the deadline is too late: the default applies.
    expect(askedOutcome({ choice: 'approve', at: deadline }, deadline, deadline)).toBe('reduce');
  });
});

describe('catch weight', () => {
  // Brisket at $8.00/lb, 4 cases of about 10 lb: "about $320.00".
  const line = { pricePerLbCents: 800, cases: 4, caseWeightHundredths: 1000 };

  it('estimates from the nominal case weight and totals the actual weights once', () => {
    expect(catchWeightEstimateCents(line)).toBe(32_000);
    expect(catchWeightActualCents(800, [1012, 987, 1003, 1021])).toBe(32_184);
    // Rounded once per line: three cases of 0.01 lb at $0.50/lb are 1.5 cents -> 2, not 3 x 1.
    expect(catchWeightActualCents(50, [1, 1, 1])).toBe(2);
    expect(() => catchWeightActualCents(800, [1000, 0])).toThrow(RangeError);
    expect(() => catchWeightActualCents(800, [1000.5])).toThrow(RangeError);
  });

  it('settles within the tolerance and flags above it, always at the actual', () => {
    const near = settleWeights([{ ...line, caseWeights: [1012, 987, 1003, 1021] }]);
    expect(near).toMatchObject({ estimateCents: 32_000, actualCents: 32_184, differenceCents: 184, movedCents: 184, toleranceCents: DEFAULT_WEIGHT_TOLERANCE_CENTS, outcome: 'settled' });
    const heavy = settleWeights([{ ...line, caseWeights: [1100, 1100, 1000, 1000] }]);
    expect(heavy).toMatchObject({ actualCents: 33_600, differenceCents: 1600, outcome: 'flagged' });
    expect(settleWeights([{ ...line, caseWeights: [1100, 1100, 1000, 1000] }], 1600).outcome).toBe('settled');
    expect(settleWeights([]).outcome).toBe('settled');
  });

  it('does not let a heavy line hide behind a light one', () => {
    const s = settleWeights([
      { ...line, caseWeights: [1100, 1100, 1100, 1100] },
      { ...line, caseWeights: [900, 900, 900, 900] },
    ]);
    expect(s.differenceCents).toBe(0);
    expect(s.movedCents).toBe(6400);
    expect(s.outcome).toBe('flagged');
  });

  it('credits a case not packed at its estimate, and refuses more weights than cases', () => {
    const s = settleWeights([{ ...line, caseWeights: [1000, 1000, 1000] }]);
    expect(s.lines[0]).toEqual({ estimateCents: 24_000, actualCents: 24_000, differenceCents: 0, shortCases: 1, shortCreditCents: 8000 });
    expect(catchWeightInvoiceLine({ ...line, caseWeights: [1000, 1000, 1000] })).toEqual({ kind: 'catch_weight', amountCents: 32_000, creditCents: 8000 });
    expect(() => settleWeights([{ ...line, caseWeights: [1000, 1000, 1000, 1000, 1000] }])).toThrow(RangeError);
  });

  const weighed: fc.Arbitrary<WeighedLine> = fc
    .record({ pricePerLbCents: fc.integer({ min: 0, max: 5000 }), cases: fc.integer({ min: 0, max: 40 }), caseWeightHundredths: fc.integer({ min: 1, max: 10_000 }), packed: fc.nat(), jitter: fc.array(fc.integer({ min: -500, max: 500 }), { maxLength: 40 }) })
    .map(({ packed, jitter, ...l }) => {
      const n = l.cases === 0 ? 0 : packed % (l.cases + 1);
      return { ...l, caseWeights: Array.from({ length: n }, (_, i) => Math.max(1, l.caseWeightHundredths + (jitter[i] ?? 0))) };
    });

  it('never loses or makes a cent: estimate + difference = actual, lines sum to the order', () => {
    fc.assert(
      fc.property(fc.array(weighed, { maxLength: 30 }), fc.integer({ min: 0, max: 10_000 }), (lines, tolerance) => {
        const s = settleWeights(lines, tolerance);
        const sum = (f: (l: (typeof s.lines)[number]) => number) => s.lines.reduce((t, l) => t + f(l), 0);
        expect(s.estimateCents + s.differenceCents).toBe(s.actualCents);
        for (const l of s.lines) expect(l.estimateCents + l.differenceCents).toBe(l.actualCents);
        expect(sum((l) => l.estimateCents)).toBe(s.estimateCents);
        expect(sum((l) => l.actualCents)).toBe(s.actualCents);
        expect(sum((l) => l.differenceCents)).toBe(s.differenceCents);
        expect(s.movedCents).toBeGreaterThanOrEqual(Math.abs(s.differenceCents));
        expect(s.outcome).toBe(s.movedCents <= tolerance ? 'settled' : 'flagged');
        lines.forEach((l, i) => {
          expect(s.lines[i]!.actualCents).toBe(lineTotalCents(l.pricePerLbCents, l.caseWeights.reduce((a, b) => a + b, 0)));
          expect(s.lines[i]!.estimateCents + s.lines[i]!.shortCreditCents).toBe(catchWeightEstimateCents(l));
        });
        for (const v of [s.estimateCents, s.actualCents, s.differenceCents, s.movedCents]) expect(Number.isSafeInteger(v)).toBe(true);
        // The invoice charges the actual weights, whatever the outcome.
        const totals = invoiceTotals(lines.map(catchWeightInvoiceLine));
        expect(totals.totalCents).toBe(s.actualCents);
      }),
    );
  });
});

describe('invoice totals', () => {
  it('charges the order as delivered: shorts and substitutes credited, weights at the actual', () => {
    const lines: InvoiceLine[] = [
      itemInvoiceLine(2500, 1000), // 10 cases of tomatoes at $25.00: $250.00
      itemInvoiceLine(2000, 1000, 600), // 10 of lettuce, 6 delivered: $200.00, credit $80.00
      substituteInvoiceLine({ priceCents: 2100, hundredths: 400 }), // 4 of romaine instead: $84.00
      itemInvoiceLine(1500, 200, 0), // 2 of herbs, none and not substituted: $30.00, credit $30.00
      catchWeightInvoiceLine({ pricePerLbCents: 800, cases: 4, caseWeightHundredths: 1000, caseWeights: [1012, 987, 1003, 1021] }), // $321.84
    ];
    expect(invoiceTotals(lines)).toEqual({ subtotalCents: 88_584, creditCents: 11_000, totalCents: 77_584 });
    expect(invoiceTotals([])).toEqual({ subtotalCents: 0, creditCents: 0, totalCents: 0 });
  });

  it('refuses a credit larger than its line, negatives and fractions', () => {
    expect(() => invoiceTotals([{ kind: 'item', amountCents: 100, creditCents: 101 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ kind: 'item', amountCents: -1, creditCents: 0 }])).toThrow(RangeError);
    expect(() => invoiceTotals([{ kind: 'item', amountCents: 10.5, creditCents: 0 }])).toThrow(RangeError);
  });

  const invoiceLine: fc.Arbitrary<InvoiceLine> = fc.oneof(
    fc.tuple(price, qty, fc.double({ min: 0, max: 1, noNaN: true })).map(([p, q, f]) => itemInvoiceLine(p, q, Math.floor(q * f))),
    fc.tuple(price, qty).map(([p, q]) => substituteInvoiceLine({ priceCents: p, hundredths: q })),
    fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 100, max: 5000 }), fc.array(fc.integer({ min: 1, max: 6000 }), { maxLength: 20 })).map(([p, cases, w, ws]) =>
      catchWeightInvoiceLine({ pricePerLbCents: p, cases, caseWeightHundredths: w, caseWeights: ws.slice(0, cases) }),
    ),
  );

  it('totals the line amounts less the credits, never negative, never fractional', () => {
    fc.assert(
      fc.property(fc.array(invoiceLine, { maxLength: 60 }), (lines) => {
        const t = invoiceTotals(lines);
        expect(t.subtotalCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
        expect(t.creditCents).toBe(lines.reduce((s, l) => s + l.creditCents, 0));
        expect(t.totalCents).toBe(t.subtotalCents - t.creditCents);
        expect(t.totalCents).toBe(lines.reduce((s, l) => s + (l.amountCents - l.creditCents), 0));
        expect(t.totalCents).toBeGreaterThanOrEqual(0);
        for (const v of [t.subtotalCents, t.creditCents, t.totalCents]) expect(Number.isSafeInteger(v)).toBe(true);
        // The order of the lines does not matter.
        expect(invoiceTotals([...lines].reverse())).toEqual(t);
      }),
    );
  });

  it('carries a substitution decision to the invoice without losing a cent', () => {
    fc.assert(
      fc.property(price, qty, fc.double({ min: 0, max: 1, noNaN: true }), price, qty, fc.boolean(), (op, oq, f, sp, sq, approve) => {
        const replaces = Math.max(1, Math.floor(oq * f));
        const d = decideSubstitution({ allowed: true, limitPercent: 10 }, { original: { priceCents: op, hundredths: oq }, replacesHundredths: replaces, substitute: { priceCents: sp, hundredths: sq } });
        const applies = d.kind === 'apply' || (d.kind === 'ask' && approve);
        const lines = [itemInvoiceLine(op, oq, oq - replaces), ...(applies ? [substituteInvoiceLine({ priceCents: sp, hundredths: sq })] : [])];
        const t = invoiceTotals(lines);
        expect(t.creditCents).toBe(d.replacedCents);
        expect(t.totalCents).toBe(lineTotalCents(op, oq) - d.replacedCents + (applies ? d.substituteCents : 0));
      }),
    );
  });
});
