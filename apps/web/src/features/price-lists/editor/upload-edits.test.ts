import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { rowOfItem, setPrice, summarize, noEdits, buildChanges } from './edits';
import { fakeItem } from './test-fixtures';
import { applyUploadChanges, checkUploadFile, uploadError } from './upload-edits';

const tomato = rowOfItem(fakeItem({ productId: 'p-tomato', nameEn: 'Tomato', price: '25.00' }));
const lime = rowOfItem(fakeItem({ productId: 'p-lime', nameEn: 'Lime', price: '18.50' }));
const rowsById = new Map([tomato, lime].map((r) => [r.productId, r]));
const change = (productId: string, old: string, next: string) => ({ row: 2, productId, nameEn: productId, nameEs: productId, old, new: next });

describe('an upload applied to the grid', () => {
  it('turns each change into a typed price over the pending edits, in one result', () => {
    const pending = setPrice(noEdits, lime, '20', 'en');
    const result = applyUploadChanges(pending, rowsById, [change('p-tomato', '25.00', '60.00'), change('p-lime', '18.50', '19.25'), change('p-gone', '1.00', '2.00')]);
    expect(result).toMatchObject({ applied: 2, missing: 1 });
    // The file wins over an earlier edit of the same product; the save sends both as prices.
    expect(buildChanges(result.edits)).toEqual([
      { productId: 'p-lime', price: '19.25' },
      { productId: 'p-tomato', price: '60.00' },
    ]);
    expect(summarize(result.edits)).toEqual({ changes: 2, invalid: 0 });
    expect(result.edits['p-tomato']!.seen).toBe(2500);
  });

  it('a change back to the grid’s own price leaves no edit', () => {
    expect(applyUploadChanges(noEdits, rowsById, [change('p-tomato', '24.00', '25.00')]).edits).toEqual({});
  });
});

describe('an upload refused', () => {
  it('before sending, by name and size', () => {
    expect(checkUploadFile(new File(['x'], 'prices.xls'))).toBe('notSpreadsheet');
    expect(checkUploadFile(new File(['x'], 'prices.PDF'))).toBe('notSpreadsheet');
    expect(checkUploadFile(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.csv'))).toBe('tooLarge');
    expect(checkUploadFile(new File(['x'], 'Prices.XLSX'))).toBeNull();
  });

  it('by the server, each code its own message', () => {
    const refused = (status: number, code: string, fields: Record<string, string> = {}) => uploadError(new ApiError(status, code, 'no', fields));
    expect(refused(415, 'not_a_spreadsheet')).toBe('notSpreadsheet');
    expect(refused(413, 'spreadsheet_too_large')).toBe('tooLarge');
    expect(refused(422, 'unreadable_spreadsheet')).toBe('unreadable');
    expect(refused(422, 'too_many_rows')).toBe('tooManyRows');
    expect(refused(422, 'spreadsheet_columns_missing', { price: 'missing' })).toBe('noPrice');
    expect(refused(422, 'spreadsheet_columns_missing', { product: 'missing' })).toBe('noProduct');
    expect(refused(422, 'spreadsheet_columns_missing', { price: 'missing', product: 'missing' })).toBe('noColumns');
    expect(refused(401, 'unauthenticated')).toBe('signedOut');
    expect(refused(500, 'internal')).toBe('failed');
    expect(uploadError(new Error('x'))).toBe('failed');
  });
});
