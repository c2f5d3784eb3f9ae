import { describe, expect, it } from 'vitest';
import { priceChangeSchema } from '@freshprice/shared';
import {
  addProduct,
  applyBulkAdjustment,
  applyFillDown,
  applyPaste,
  buildChanges,
  buildRows,
  effectivePrice,
  followBase,
  noEdits,
  reapplyEdits,
  removeRow,
  rowBelowFloor,
  rowOfItem,
  setPrice,
  summarize,
  undoFollow,
  undoRemove,
  type ProductInfo,
} from './edits';
import { fakeItem } from './test-fixtures';

const apple = fakeItem({ nameEn: 'Apple', price: '10.00', cost: '8.00' });
const pear = fakeItem({ nameEn: 'Pear', price: '12.50' });
const plum = fakeItem({ nameEn: 'Plum', price: '3.00' });
const items = [apple, pear, plum];
const rows = buildRows(items, noEdits);
const [appleRow, pearRow, plumRow] = rows as [ReturnType<typeof rowOfItem>, ReturnType<typeof rowOfItem>, ReturnType<typeof rowOfItem>];
const kiwi: ProductInfo = { productId: 'kiwi-id', nameEn: 'Kiwi', nameEs: 'Kiwi', category: 'fruits', packEn: '', packEs: '', inStock: true, cost: null };

describe('pending edits', () => {
  it('records a typed price, parsed in the reader language, and forgets it when the old price is typed back', () => {
    let edits = setPrice(noEdits, appleRow, '11,25', 'es');
    expect(edits[apple.productId]!.price).toEqual({ text: '11,25', cents: 1125 });
    expect(edits[apple.productId]!.seen).toBe(1000);
    expect(summarize(edits)).toEqual({ changes: 1, invalid: 0 });
    edits = setPrice(edits, appleRow, '$10', 'en');
    expect(edits).toEqual({});
    expect(summarize(edits)).toEqual({ changes: 0, invalid: 0 });
  });

  it('keeps an invalid price as typed, counts it apart and refuses to build a save with it', () => {
    const edits = setPrice(setPrice(noEdits, appleRow, '12.345', 'en'), pearRow, '13', 'en');
    expect(edits[apple.productId]!.price).toEqual({ text: '12.345', cents: null });
    expect(summarize(edits)).toEqual({ changes: 1, invalid: 1 });
    expect(() => buildChanges(edits)).toThrow(RangeError);
  });

  it('removes a list item as a pending, undoable change (its typed price kept), and a new product at once', () => {
    let edits = setPrice(noEdits, pearRow, '14', 'en');
    edits = removeRow(edits, pearRow);
    expect(buildChanges(edits)).toEqual([{ productId: pear.productId, price: null }]);
    edits = undoRemove(edits, pear.productId);
    expect(buildChanges(edits)).toEqual([{ productId: pear.productId, price: '14.00' }]);
    edits = removeRow(edits, pearRow);
    edits = undoRemove(setPrice(edits, pearRow, '12.50', 'en'), pear.productId);
    expect(edits).toEqual({});

    edits = addProduct(noEdits, kiwi, '2.75', 'en');
    const kiwiRow = buildRows(items, edits)[0]!;
    expect(kiwiRow).toMatchObject({ productId: 'kiwi-id', isNew: true, price: null });
    expect(removeRow(edits, kiwiRow)).toEqual({});
  });

  it('adds products before the list items and sends them with their price', () => {
    const edits = addProduct(noEdits, kiwi, '2,75', 'es');
    expect(buildRows(items, edits).map((r) => r.nameEn)).toEqual(['Kiwi', 'Apple', 'Pear', 'Plum']);
    expect(buildChanges(edits)).toEqual([{ productId: 'kiwi-id', price: '2.75' }]);
  });

  it('clears an override with override:false, shows the base price with the rule, and typing replaces it', () => {
    const linked = rowOfItem(fakeItem({ nameEn: 'Lime', price: '5.00', basePrice: '4.00', overridden: true }));
    let edits = followBase(setPrice(noEdits, linked, '6', 'en'), linked);
    expect(edits[linked.productId]!.price).toBeUndefined();
    const changes = buildChanges(edits);
    expect(changes).toEqual([{ productId: linked.productId, price: '5.00', override: false }]);
    expect(priceChangeSchema.parse(changes[0])).toEqual(changes[0]);
    const rule = { adjustment: { kind: 'percent' as const, direction: 'up' as const, value: 800, rounding: 'x9' as const } };
    expect(effectivePrice(linked, edits[linked.productId], rule)).toBe(429); // 4.00 +8% = 4.32, to .x9: 4.29
    expect(undoFollow(edits, linked.productId)).toEqual({});
    edits = setPrice(edits, linked, '7', 'en');
    expect(buildChanges(edits)).toEqual([{ productId: linked.productId, price: '7.00' }]);
  });

  it('flags prices under the minimum gross margin, pending ones too', () => {
    // Apple costs 8.00: with a 20% gross margin the floor is 10.00 (8.00 / 0.8).
    expect(rowBelowFloor(appleRow, undefined, 2000)).toBe(false);
    const edits = setPrice(noEdits, appleRow, '9.99', 'en');
    expect(rowBelowFloor(appleRow, edits[apple.productId], 2000)).toBe(true);
    expect(rowBelowFloor(appleRow, edits[apple.productId], 0)).toBe(false);
    // No cost: never flagged.
    expect(rowBelowFloor(pearRow, setPrice(noEdits, pearRow, '0.01', 'en')[pear.productId], 2000)).toBe(false);
    // A removed row is not checked.
    expect(rowBelowFloor(appleRow, removeRow(edits, appleRow)[apple.productId], 2000)).toBe(false);
  });
});

describe('paste and bulk adjustment', () => {
  it('fills consecutive rows, flags the invalid cell and does not count it as a change', () => {
    const cells = [appleRow, pearRow, plumRow].map((row, i) => ({ row, text: ['12.50', 'abc', '$14.25'][i]! }));
    const result = applyPaste(noEdits, cells, 'en');
    expect(result.filled).toBe(3);
    expect(result.blank).toBe(0);
    expect(result.invalid).toBe(1);
    expect(result.edits[apple.productId]!.price!.cents).toBe(1250);
    expect(result.edits[pear.productId]!.price).toEqual({ text: 'abc', cents: null });
    expect(result.edits[plum.productId]!.price!.cents).toBe(1425);
    expect(summarize(result.edits)).toEqual({ changes: 2, invalid: 1 });
  });

  it('reads a Spanish sheet\'s decimal comma and currency signs, and leaves a row alone for a blank cell', () => {
    let edits = setPrice(noEdits, pearRow, '20', 'en');
    const result = applyPaste(edits, [{ row: appleRow, text: '1.234,50 US$' }, { row: pearRow, text: '  ' }, { row: plumRow, text: '7,25' }], 'es');
    expect(result).toMatchObject({ filled: 2, invalid: 0, blank: 1 });
    expect(result.edits[apple.productId]!.price!.cents).toBe(123450);
    expect(result.edits[pear.productId]!.price!.cents).toBe(2000);
    expect(result.edits[plum.productId]!.price!.cents).toBe(725);
    edits = applyPaste(noEdits, [{ row: appleRow, text: '-3' }], 'es').edits;
    expect(edits[apple.productId]!.price).toEqual({ text: '-3', cents: null });
  });

  it('fills down the top row\'s shown price (or its invalid text), skipping rows to be removed', () => {
    let edits = setPrice(noEdits, appleRow, '11.25', 'en');
    edits = removeRow(edits, plumRow);
    const result = applyFillDown(edits, appleRow, [pearRow, plumRow], 'en');
    expect(result.filled).toBe(1);
    expect(result.edits[pear.productId]!.price!.cents).toBe(1125);
    expect(result.edits[plum.productId]!.price).toBeUndefined();
    const bad = applyFillDown(setPrice(noEdits, appleRow, '1,5x', 'es'), appleRow, [pearRow], 'es');
    expect(bad.edits[pear.productId]!.price).toEqual({ text: '1,5x', cents: null });
    // The unchanged top row's loaded price.
    expect(applyFillDown(noEdits, pearRow, [appleRow], 'en').edits[apple.productId]!.price!.cents).toBe(pearRow.price);
  });

  it('adjusts the selected rows from the price each shows, rounded, and skips removed or invalid ones', () => {
    let edits = setPrice(noEdits, pearRow, '20', 'en');
    edits = removeRow(edits, plumRow);
    const result = applyBulkAdjustment(edits, [appleRow, pearRow, plumRow], { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' });
    // 10.00 +8% = 10.80 -> 10.79; the pending 20.00 +8% = 21.60 -> 21.59.
    expect(result.edits[apple.productId]!.price!.cents).toBe(1079);
    expect(result.edits[pear.productId]!.price!.cents).toBe(2159);
    expect(result.edits[plum.productId]!.removed).toBe(true);
    expect(result.edits[plum.productId]!.price).toBeUndefined();
    expect(result).toMatchObject({ adjusted: 2, skipped: 1 });

    const down = applyBulkAdjustment(noEdits, [appleRow], { kind: 'amount', direction: 'down', value: 25, rounding: 'nickel' });
    expect(down.edits[apple.productId]!.price!.cents).toBe(975);
  });
});

describe('re-applying edits after a conflict', () => {
  it('keeps the user intent over the fresh list and reports the prices that moved under them', () => {
    let edits = setPrice(noEdits, appleRow, '11', 'en');
    edits = setPrice(edits, pearRow, '13', 'en');
    edits = removeRow(edits, plumRow);
    edits = addProduct(edits, kiwi, '2', 'en');
    // Meanwhile: apple went to 10.50, pear is unchanged, plum left the list, kiwi was added at 2.00.
    const fresh = [{ ...apple, price: '10.50' }, pear, fakeItem({ productId: 'kiwi-id', nameEn: 'Kiwi', price: '2.00' })];
    const { edits: next, differences } = reapplyEdits(edits, fresh);
    expect(next[apple.productId]).toMatchObject({ seen: 1050, price: { cents: 1100 } });
    expect(next[pear.productId]).toMatchObject({ seen: 1250, price: { cents: 1300 } });
    // Plum is already gone; kiwi is already there at the price the user wanted.
    expect(next[plum.productId]).toBeUndefined();
    expect(next['kiwi-id']).toBeUndefined();
    expect(differences.map((d) => [d.name.en, d.seen, d.now])).toEqual([
      ['Apple', 1000, 1050],
      ['Plum', 300, null],
      ['Kiwi', null, 200],
    ]);
    expect(buildChanges(next)).toEqual([
      { productId: apple.productId, price: '11.00' },
      { productId: pear.productId, price: '13.00' },
    ]);
  });

  it('turns a typed price of a product that left the list into an addition', () => {
    const edits = setPrice(noEdits, plumRow, '4', 'en');
    const { edits: next, differences } = reapplyEdits(edits, [apple, pear]);
    expect(next[plum.productId]).toMatchObject({ seen: null, price: { cents: 400 } });
    expect(buildRows([apple, pear], next)[0]).toMatchObject({ nameEn: 'Plum', isNew: true });
    expect(differences).toHaveLength(1);
  });

  it('drops a "follow base" the fresh list already does', () => {
    const lime = fakeItem({ nameEn: 'Lime', price: '5.00', basePrice: '4.00', overridden: true });
    const edits = followBase(noEdits, rowOfItem(lime));
    expect(reapplyEdits(edits, [{ ...lime, overridden: false, price: '4.29' }]).edits).toEqual({});
    expect(reapplyEdits(edits, [lime]).edits[lime.productId]).toMatchObject({ follow: true });
  });
});
