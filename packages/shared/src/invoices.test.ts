import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildInvoice,
  decimalOf,
  expireAtDelivery,
  hundredthsOf,
  lineNetCents,
  qbLineDrafts,
  type InvoiceSourceLine,
  type InvoiceSourceSubstitution,
} from './invoices.js';
import { fromCents, toCents } from './pricing.js';
import { settleWeights } from './fulfilment-rules.js';
import { invoicesToIif, invoicesToQuickBooksOnlineCsv, readIifRows } from './quickbooks/index.js';

const line = (over: Partial<InvoiceSourceLine> & { position: number }): InvoiceSourceLine => ({
  productId: null,
  nameEn: `Item ${over.position}`,
  nameEs: `Artículo ${over.position}`,
  unit: 'case',
  quantity: '1',
  price: '10.00',
  soldByWeight: false,
  caseWeight: null,
  delivered: null,
  caseWeights: null,
  quickbooksItem: null,
  ...over,
});
const sub = (over: Partial<InvoiceSourceSubstitution> & { linePosition: number }): InvoiceSourceSubstitution => ({
  productId: null,
  nameEn: 'Substitute',
  nameEs: 'Sustituto',
  unit: 'case',
  price: '12.00',
  quantity: '1',
  replaces: '1',
  state: 'applied',
  quickbooksItem: null,
  ...over,
});

describe('decimal helpers', () => {
  it('reads and writes hundredths', () => {
    expect(hundredthsOf('3.5')).toBe(350);
    expect(hundredthsOf('41.35')).toBe(4135);
    expect(decimalOf(300)).toBe('3');
    expect(decimalOf(350)).toBe('3.5');
    expect(decimalOf(4135)).toBe('41.35');
    expect(decimalOf(0)).toBe('0');
  });
});

describe('buildInvoice', () => {
  it('charges an ordered line at its locked price and credits a shortage', () => {
    const doc = buildInvoice({ lines: [line({ position: 1, quantity: '5', price: '10.00', delivered: '3' })], substitutions: [], toleranceCents: 500 });
    expect(doc.lines[0]).toMatchObject({ kind: 'item', amount: '50.00', credit: '20.00', quantity: 5, delivered: 3 });
    expect(doc).toMatchObject({ subtotalCents: 5000, creditCents: 2000, totalCents: 3000, weight: null });
  });

  it('charges catch weight at the case weights, the nominal weight for cases not weighed, and credits cases not delivered', () => {
    const doc = buildInvoice({
      lines: [line({ position: 1, soldByWeight: true, quantity: '3', delivered: '2', price: '2.00', caseWeight: '40', caseWeights: ['41.5'] })],
      substitutions: [],
      toleranceCents: 500,
    });
    const l = doc.lines[0]!;
    expect(l.kind).toBe('catch_weight');
    // 41.5 + 40 (not weighed) = 81.5 lb x $2 = $163.00; the third case credited at its estimate, $80.
    expect(l.weight).toMatchObject({ weights: [41.5, 40], unweighed: 1, actualLb: 81.5, estimatedLb: 80, actual: '163.00', estimate: '160.00' });
    expect(l).toMatchObject({ amount: '243.00', credit: '80.00' });
    expect(doc.totalCents).toBe(16300);
    expect(doc.weight).toEqual({ estimateCents: 16000, actualCents: 16300, flagged: false });
  });

  it('flags the weights past the tolerance', () => {
    const doc = buildInvoice({
      lines: [line({ position: 1, soldByWeight: true, quantity: '2', price: '3.00', caseWeight: '40', caseWeights: ['42', '42'] })],
      substitutions: [],
      toleranceCents: 500,
    });
    expect(doc.weight).toEqual({ estimateCents: 24000, actualCents: 25200, flagged: true });
  });

  it('adds a delivered substitute as a line of its own after the line it replaced', () => {
    const doc = buildInvoice({
      lines: [line({ position: 1, quantity: '4', price: '10.00', delivered: '2' }), line({ position: 2 })],
      substitutions: [sub({ linePosition: 1, replaces: '2', quantity: '2', price: '11.00', state: 'approved' })],
      toleranceCents: 500,
    });
    expect(doc.lines.map((l) => l.kind)).toEqual(['item', 'substitute', 'item']);
    expect(doc.lines[0]).toMatchObject({ credit: '20.00', substitution: { state: 'approved', replaces: 2, names: { en: 'Substitute' } } });
    expect(doc.lines[1]).toMatchObject({ amount: '22.00', credit: '0.00', substitution: { names: { en: 'Item 1' } } });
    expect(doc.totalCents).toBe(2000 + 2200 + 1000);
  });

  it('leaves out a declined or reduced substitute (the line was already lowered)', () => {
    for (const state of ['declined', 'reduced', 'expired'] as const) {
      const doc = buildInvoice({ lines: [line({ position: 1, quantity: '2', delivered: '1' })], substitutions: [sub({ linePosition: 1, state })], toleranceCents: 500 });
      expect(doc.lines).toHaveLength(1);
      expect(doc.totalCents).toBe(1000);
    }
  });

  it('counts an asked substitute still open at delivery as expired: the line lowered by what it replaces', () => {
    const doc = buildInvoice({ lines: [line({ position: 1, quantity: '3' })], substitutions: [sub({ linePosition: 1, state: 'asked', replaces: '2' })], toleranceCents: 500 });
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({ delivered: 1, credit: '20.00', substitution: { state: 'expired' } });
    expect(doc.totalCents).toBe(1000);
  });
});

describe('expireAtDelivery', () => {
  it('expires asked substitutions only, lowering delivered by replaces, never below 0', () => {
    const r = expireAtDelivery(
      [line({ position: 1, quantity: '3', delivered: '1' }), line({ position: 2, quantity: '2' }), line({ position: 3 })],
      [sub({ linePosition: 1, state: 'asked', replaces: '2' }), sub({ linePosition: 2, state: 'asked', replaces: '0.5' }), sub({ linePosition: 3, state: 'applied' })],
    );
    expect(r.expired).toEqual([
      { linePosition: 1, delivered: '0.00' },
      { linePosition: 2, delivered: '1.50' },
    ]);
    expect(r.substitutions.map((s) => s.state)).toEqual(['expired', 'expired', 'applied']);
    expect(r.lines.map((l) => l.delivered)).toEqual(['0.00', '1.50', null]);
  });
});

// ---- Properties -------------------------------------------------------------------------------

const priceArb = fc.integer({ min: 0, max: 50_000 }).map((c) => fromCents(c));
const itemLineArb = fc
  .record({ price: priceArb, q: fc.integer({ min: 1, max: 5000 }), d: fc.option(fc.integer({ min: 0, max: 5000 })) })
  .map(({ price, q, d }) => ({ price, quantity: fromCents(q), delivered: d === null ? null : fromCents(Math.min(d, q)), soldByWeight: false }));
const cwLineArb = fc
  .record({
    price: priceArb,
    cases: fc.integer({ min: 1, max: 20 }),
    delivered: fc.option(fc.integer({ min: 0, max: 20 })),
    nominal: fc.integer({ min: 100, max: 8000 }),
    weights: fc.array(fc.integer({ min: 1, max: 9000 }), { maxLength: 20 }),
  })
  .map(({ price, cases, delivered, nominal, weights }) => ({
    price,
    quantity: String(cases),
    delivered: delivered === null ? null : String(Math.min(delivered, cases)),
    soldByWeight: true,
    caseWeight: fromCents(nominal),
    caseWeights: weights.map((w) => fromCents(w)),
  }));
const orderArb = fc
  .record({
    lines: fc.array(fc.oneof(itemLineArb, cwLineArb), { minLength: 1, maxLength: 30 }),
    subs: fc.array(fc.record({ at: fc.nat(), state: fc.constantFrom('applied', 'approved', 'asked', 'declined', 'reduced', 'expired' as const), price: priceArb, q: fc.integer({ min: 1, max: 3000 }) })),
    tolerance: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ lines, subs, tolerance }) => {
    const source = lines.map((l, i) => line({ position: i + 1, ...l }));
    const seen = new Set<number>();
    const substitutions = subs.flatMap((s) => {
      const position = (s.at % source.length) + 1;
      if (seen.has(position) || source[position - 1]!.soldByWeight) return [];
      seen.add(position);
      const target = source[position - 1]!;
      return [sub({ linePosition: position, state: s.state, price: s.price, quantity: fromCents(s.q), replaces: fromCents(Math.max(1, Math.floor(hundredthsOf(target.quantity) / 2))) })];
    });
    return { lines: source, substitutions, toleranceCents: tolerance };
  });

describe('invoice properties', () => {
  it('is integer cents; the total is the sum of the line nets; no line credits more than it charges', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const doc = buildInvoice(input);
        for (const n of [doc.subtotalCents, doc.creditCents, doc.totalCents]) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        expect(doc.subtotalCents - doc.creditCents).toBe(doc.totalCents);
        expect(doc.lines.reduce((s, l) => s + lineNetCents(l), 0)).toBe(doc.totalCents);
        for (const l of doc.lines) expect(toCents(l.credit)).toBeLessThanOrEqual(toCents(l.amount));
        // What QuickBooks books adds up to the same total.
        expect(qbLineDrafts(doc.lines).reduce((s, l) => s + l.amountCents, 0)).toBe(doc.totalCents);
      }),
      { numRuns: 300 },
    );
  });

  it('a weight settlement never loses a cent: estimate + difference = actual, packed + short = ordered estimate', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const doc = buildInvoice(input);
        const cw = doc.lines.filter((l) => l.weight);
        if (cw.length === 0) {
          expect(doc.weight).toBeNull();
          return;
        }
        const estimate = cw.reduce((s, l) => s + toCents(l.weight!.estimate), 0);
        const actual = cw.reduce((s, l) => s + toCents(l.weight!.actual), 0);
        expect(doc.weight).toMatchObject({ estimateCents: estimate, actualCents: actual });
        for (const l of cw) expect(lineNetCents(l)).toBe(toCents(l.weight!.actual));
        const settled = settleWeights(
          cw.map((l) => ({ pricePerLbCents: toCents(l.price), cases: l.quantity, caseWeightHundredths: Math.round(l.weight!.caseWeight * 100), caseWeights: l.weight!.weights.map((w) => Math.round(w * 100)) })),
          input.toleranceCents,
        );
        expect(settled.estimateCents + settled.differenceCents).toBe(settled.actualCents);
        expect(settled.lines.reduce((s, l) => s + l.differenceCents, 0)).toBe(settled.differenceCents);
      }),
      { numRuns: 300 },
    );
  });
});

describe('an invoice exported', () => {
  const doc = buildInvoice({
    lines: [
      line({ position: 1, quantity: '5', price: '10.00', delivered: '3', quickbooksItem: 'Produce:Tomatoes' }),
      line({ position: 2, soldByWeight: true, quantity: '2', price: '2.50', caseWeight: '40', caseWeights: ['41.35', '39'] }),
    ],
    substitutions: [sub({ linePosition: 1, replaces: '2', quantity: '2', price: '11.00', state: 'applied', quickbooksItem: 'Produce:Roma' })],
    toleranceCents: 500,
  });
  const qb = {
    number: 'INV-1001',
    date: '2026-11-24',
    customer: 'Café, Miami',
    totalCents: doc.totalCents,
    lines: qbLineDrafts(doc.lines).map((d) => ({ item: d.line.quickbooksItem ?? d.line.names.en, description: d.description, quantity: d.quantity, rateCents: d.rateCents, amountCents: d.amountCents })),
  };

  it('reads back from IIF with the project reader: positive A/R TRNS, negative income SPLs that balance', () => {
    const rows = readIifRows(invoicesToIif([qb]));
    const trns = rows.filter((r) => r.type === 'TRNS');
    const spl = rows.filter((r) => r.type === 'SPL');
    expect(trns).toHaveLength(1);
    expect(trns[0]!.fields).toMatchObject({ TRNSTYPE: 'INVOICE', DOCNUM: 'INV-1001', ACCNT: 'Accounts Receivable', DATE: '11/24/2026', AMOUNT: fromCents(doc.totalCents) });
    expect(spl.map((r) => r.fields.INVITEM)).toEqual(['Produce:Tomatoes', 'Produce:Roma', 'Item 2']);
    expect(spl.map((r) => r.fields.QNTY)).toEqual(['-3', '-2', '-80.35']);
    expect(spl.reduce((s, r) => s + toCents(r.fields.AMOUNT!.replace('-', '')), 0)).toBe(doc.totalCents);
    expect(spl.every((r) => r.fields.AMOUNT!.startsWith('-'))).toBe(true);
  });

  it('writes the QuickBooks Online invoice columns, one row per line', () => {
    const csv = invoicesToQuickBooksOnlineCsv([qb]).trim().split('\r\n');
    expect(csv[0]).toBe('InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Location,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,Taxable');
    expect(csv).toHaveLength(4);
    expect(csv[1]).toContain('INV-1001,"Café, Miami",11/24/2026,11/24/2026');
  });
});

describe('the Online CSV cells', () => {
  it('read back as written, and as papaparse writes them', async () => {
    const { csvCell } = await import('./quickbooks/invoice-export.js');
    const { default: Papa } = await import('papaparse');
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', 'ñ', '1', '-', '\t') }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const data = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const text = data.map((r) => r.map(csvCell).join(',')).join('\r\n');
        expect(text).toBe(Papa.unparse(data, { newline: '\r\n', quotes: false, escapeFormulae: false }));
      }),
      { numRuns: 300 },
    );
  });
});
