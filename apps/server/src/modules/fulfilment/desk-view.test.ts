import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catchWeightInvoiceLine, DEFAULT_COMPANY_FACTS, itemInvoiceLine } from '@freshprice/shared';
import { deskView, lineMoney } from './desk-view.js';
import type { DeskLineRow, SubstitutionRow } from './fulfilment.repo.js';

const base: DeskLineRow = {
  position: 1,
  productId: 'p',
  nameEn: 'Mango',
  nameEs: 'Mango',
  unit: 'case',
  quantity: '5.00',
  price: '12.35',
  total: '61.75',
  soldByWeight: false,
  caseWeight: null,
  delivered: null,
  caseWeights: null,
};
const text = (hundredths: number) => (hundredths / 100).toFixed(2);

describe('the desk\'s money agrees with the invoice rules', () => {
  it('charges an item line as itemInvoiceLine does, whatever is delivered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }), fc.nat(), (price, ordered, d) => {
        const delivered = d % (ordered + 1);
        const line = { ...base, price: text(price), quantity: text(ordered), delivered: text(delivered) };
        const money = lineMoney(line);
        const invoice = itemInvoiceLine(price, ordered, delivered);
        expect([money.amountCents, money.creditCents]).toEqual([invoice.amountCents, invoice.creditCents]);
      }),
    );
  });

  it('charges a fully weighed catch-weight line as catchWeightInvoiceLine does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 100, max: 9_000 }),
        fc.array(fc.integer({ min: 1, max: 99_999 }), { maxLength: 20 }),
        (price, cases, caseWeight, weights) => {
          const packed = weights.slice(0, cases);
          const line = {
            ...base,
            soldByWeight: true,
            price: text(price),
            quantity: text(cases * 100),
            caseWeight: text(caseWeight),
            delivered: text(packed.length * 100),
            caseWeights: packed.map(text),
          };
          const money = lineMoney(line);
          const invoice = catchWeightInvoiceLine({ pricePerLbCents: price, cases, caseWeightHundredths: caseWeight, caseWeights: packed });
          expect([money.amountCents, money.creditCents]).toEqual([invoice.amountCents, invoice.creditCents]);
        },
      ),
    );
  });

  it('adds a substitute only once it goes on the truck, and never counts an asked one', () => {
    const sub = (state: SubstitutionRow['state']): SubstitutionRow => ({
      id: 's',
      orderId: 'o',
      linePosition: 1,
      productId: 'q',
      productSlug: 'q',
      nameEn: 'Papaya',
      nameEs: 'Papaya',
      unit: 'case',
      price: '20.00',
      quantity: '1.00',
      replaces: '1.00',
      decision: 'ask',
      state,
      deadline: null,
      answeredAt: null,
    });
    const line = { ...base, price: '10.00', total: '50.00' };
    expect(deskView([line], [sub('asked')], 'en', DEFAULT_COMPANY_FACTS, null).netCents).toBe(5000);
    expect(deskView([{ ...line, delivered: '4.00' }], [sub('approved')], 'en', DEFAULT_COMPANY_FACTS, null).netCents).toBe(6000);
    expect(deskView([{ ...line, delivered: '4.00' }], [sub('declined')], 'en', DEFAULT_COMPANY_FACTS, null).netCents).toBe(4000);
  });
});
