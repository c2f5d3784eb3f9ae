import { describe, expect, it } from 'vitest';
import { productChangesSchema } from '@freshprice/shared';
import {
  buildPayload,
  changeCount,
  changesReducer,
  currentValues,
  emptyChanges,
  mapServerErrors,
  validateChanges,
  type ChangesAction,
  type ChangesState,
  type ManagedProduct,
} from './unsaved-changes';
import { pineapple } from './test-product';

const mango: ManagedProduct = { ...pineapple, id: '22222222-2222-4222-8222-222222222222', slug: 'mango', nameEn: 'Mango', nameEs: 'Mango', version: 7 };

const run = (...actions: ChangesAction[]) => actions.reduce(changesReducer, emptyChanges as ChangesState);

describe('changesReducer', () => {
  it('counts an edit, and forgets it when the value goes back to the original', () => {
    let s = run({ type: 'edit', product: pineapple, field: 'priceSmall', value: '13.00' });
    expect(changeCount(s)).toBe(1);
    expect(currentValues(pineapple, s.edits[pineapple.id]).priceSmall).toBe('13.00');
    s = changesReducer(s, { type: 'edit', product: pineapple, field: 'priceSmall', value: '12.5' });
    expect(changeCount(s)).toBe(0);
    expect(s.edits).toEqual({});
  });

  it('keeps other fields edited when one goes back', () => {
    const s = run(
      { type: 'edit', product: pineapple, field: 'priceSmall', value: '13.00' },
      { type: 'edit', product: pineapple, field: 'inStock', value: false },
      { type: 'edit', product: pineapple, field: 'priceSmall', value: '12.50' },
    );
    expect(s.edits[pineapple.id]?.values).toEqual({ inStock: false });
  });

  it('adds new rows whose slug follows the English name until edited', () => {
    let s = run({ type: 'add', clientId: 'new-1' }, { type: 'editNew', clientId: 'new-1', field: 'nameEn', value: 'Piña Colada Mix' });
    expect(s.created[0]?.values.slug).toBe('pina-colada-mix');
    s = changesReducer(s, { type: 'editNew', clientId: 'new-1', field: 'slug', value: 'my-slug' });
    s = changesReducer(s, { type: 'editNew', clientId: 'new-1', field: 'nameEn', value: 'Other' });
    expect(s.created[0]?.values.slug).toBe('my-slug');
    expect(changeCount(s)).toBe(1);
    s = changesReducer(s, { type: 'removeNew', clientId: 'new-1' });
    expect(changeCount(s)).toBe(0);
  });

  it('marks a delete, and undoes it', () => {
    let s = run({ type: 'delete', product: mango });
    expect(changeCount(s)).toBe(1);
    expect(s.edits[mango.id]?.deleted).toBe(true);
    s = changesReducer(s, { type: 'undoDelete', id: mango.id });
    expect(changeCount(s)).toBe(0);
  });

  it('keeps the edits under an undone delete', () => {
    const s = run(
      { type: 'edit', product: mango, field: 'nameEs', value: 'Mangó' },
      { type: 'delete', product: mango },
      { type: 'undoDelete', id: mango.id },
    );
    expect(s.edits[mango.id]).toMatchObject({ deleted: false, values: { nameEs: 'Mangó' } });
  });

  it('keeps the version the edit started from, even if newer data arrives', () => {
    const s = run({ type: 'edit', product: mango, field: 'nameEs', value: 'X' }, { type: 'edit', product: { ...mango, version: 9 }, field: 'nameEn', value: 'Y' });
    expect(buildPayload(s, 'en').changes[0]).toMatchObject({ op: 'update', version: 7 });
  });

  it('moves the base version on after our own image upload, not after someone else', () => {
    const edited = run({ type: 'edit', product: mango, field: 'nameEs', value: 'X' });
    expect(changesReducer(edited, { type: 'imageSaved', id: mango.id, fromVersion: 7, version: 8, imageUrl: '/a.webp' }).edits[mango.id]?.base.version).toBe(8);
    expect(changesReducer(edited, { type: 'imageSaved', id: mango.id, fromVersion: 6, version: 8, imageUrl: '/a.webp' })).toBe(edited);
  });

  it('drops the edits of conflicting products only', () => {
    const s = run(
      { type: 'edit', product: mango, field: 'nameEs', value: 'X' },
      { type: 'edit', product: pineapple, field: 'nameEs', value: 'Y' },
      { type: 'drop', ids: [mango.id] },
    );
    expect(Object.keys(s.edits)).toEqual([pineapple.id]);
  });

  it('clears a server error when its field is edited', () => {
    let s = run({ type: 'edit', product: mango, field: 'slug', value: 'taken' }, { type: 'serverErrors', errors: { [mango.id]: { slug: 'slugTaken' } } });
    s = changesReducer(s, { type: 'edit', product: mango, field: 'slug', value: 'free' });
    expect(s.serverErrors[mango.id]).toEqual({});
  });
});

describe('validateChanges', () => {
  it('uses the shared schema messages', () => {
    const s = run(
      { type: 'edit', product: pineapple, field: 'priceSmall', value: '12.345' },
      { type: 'edit', product: mango, field: 'nameEn', value: '  ' },
      { type: 'delete', product: { ...mango, id: '33333333-3333-4333-8333-333333333333' } },
      { type: 'add', clientId: 'new-1' },
    );
    const errors = validateChanges(s, 'en');
    expect(errors[pineapple.id]).toEqual({ priceSmall: 'invalidPrice' });
    expect(errors[mango.id]).toEqual({ nameEn: 'nameEnRequired' });
    expect(errors['new-1']).toMatchObject({ nameEn: 'nameEnRequired', nameEs: 'nameEsRequired', slug: 'slugInvalid' });
    expect(Object.keys(errors)).toHaveLength(3);
  });

  it('requires the three tier prices, on new rows and on stored ones', () => {
    const s = run(
      { type: 'add', clientId: 'new-1' },
      { type: 'editNew', clientId: 'new-1', field: 'nameEn', value: 'Kiwi' },
      { type: 'editNew', clientId: 'new-1', field: 'nameEs', value: 'Kiwi' },
      { type: 'editNew', clientId: 'new-1', field: 'priceSmall', value: '4.5' },
      { type: 'edit', product: pineapple, field: 'priceMedium', value: ' ' },
    );
    const errors = validateChanges(s, 'en');
    expect(errors['new-1']).toEqual({ priceMedium: 'priceRequired', priceLarge: 'priceRequired' });
    expect(errors[pineapple.id]).toEqual({ priceMedium: 'priceRequired' });
  });
});

describe('buildPayload', () => {
  it('builds creates, updates and deletes the server schema accepts', () => {
    const s = run(
      { type: 'add', clientId: 'new-1' },
      { type: 'editNew', clientId: 'new-1', field: 'nameEn', value: 'Kiwi' },
      { type: 'editNew', clientId: 'new-1', field: 'nameEs', value: 'Kiwi' },
      { type: 'editNew', clientId: 'new-1', field: 'priceSmall', value: '5' },
      { type: 'editNew', clientId: 'new-1', field: 'priceMedium', value: '4.75 ' },
      { type: 'editNew', clientId: 'new-1', field: 'priceLarge', value: '4.5' },
      { type: 'edit', product: pineapple, field: 'priceMedium', value: '11.25' },
      { type: 'edit', product: pineapple, field: 'quickbooksId', value: ' QB-7 ' },
      { type: 'delete', product: mango },
    );
    const { changes, keys } = buildPayload(s, 'en');
    expect(keys).toEqual(['new-1', pineapple.id, mango.id]);
    expect(changes[0]).toMatchObject({ op: 'create', clientId: 'new-1', data: { slug: 'kiwi', category: null, prices: { small: '5', medium: '4.75', large: '4.5' } } });
    expect(changes[1]).toMatchObject({ op: 'update', id: pineapple.id, version: 3, data: { quickbooksId: 'QB-7', prices: { small: '12.50', medium: '11.25', large: '10.00' } } });
    expect(changes[2]).toEqual({ op: 'delete', id: mango.id, version: 7 });
    expect(productChangesSchema.safeParse({ changes }).success).toBe(true);
  });
});

describe('amounts typed in the reader’s language', () => {
  const typed = (price: string, cost: string, quantity: string) =>
    run(
      { type: 'edit', product: pineapple, field: 'priceSmall', value: price },
      { type: 'edit', product: pineapple, field: 'cost', value: cost },
      { type: 'edit', product: pineapple, field: 'quantity', value: quantity },
    );

  it('in Spanish, a decimal comma and a thousands point are accepted and sent as the API writes amounts', () => {
    const s = typed('12,5', '1.234,50', '2,25');
    expect(validateChanges(s, 'es')).toEqual({});
    const { changes } = buildPayload(s, 'es');
    expect(changes[0]).toMatchObject({ op: 'update', data: { prices: { small: '12.50' }, cost: '1234.50', quantity: '2.25' } });
    expect(productChangesSchema.safeParse({ changes }).success).toBe(true);
  });

  it('in English, the decimal point and the thousands comma', () => {
    const s = typed('13.5', '1,234.50', '2.25');
    expect(validateChanges(s, 'en')).toEqual({});
    expect(buildPayload(s, 'en').changes[0]).toMatchObject({ data: { prices: { small: '13.5' }, cost: '1234.50', quantity: '2.25' } });
  });

  it('a comma in English is still refused with its message', () => {
    expect(validateChanges(typed('12,5', '1,5', '2,25'), 'en')[pineapple.id]).toEqual({ priceSmall: 'invalidPrice', cost: 'invalidCost', quantity: 'invalidQuantity' });
  });
});

describe('mapServerErrors', () => {
  it('maps positional schema errors and keyed uniqueness errors onto rows and fields', () => {
    const keys = ['new-1', pineapple.id];
    const r = mapServerErrors(
      {
        'changes.1.data.prices.small': 'invalidPrice',
        'changes.0.data.nameEs': 'nameEsRequired',
        'new-1.slug': 'slugTaken',
        [`${pineapple.id}.quickbooksId`]: 'quickbooksIdTaken',
        changes: 'tooMany',
      },
      keys,
    );
    expect(r.rows).toEqual({
      'new-1': { nameEs: 'nameEsRequired', slug: 'slugTaken' },
      [pineapple.id]: { priceSmall: 'invalidPrice', quickbooksId: 'quickbooksIdTaken' },
    });
    expect(r.other).toEqual(['tooMany']);
  });
});
