import { describe, expect, it } from 'vitest';
import { compareViewRows, compareWorkbookQuerySchema, defaultCompareView, inReadingOrder, sortCompareRows } from './compare-view.js';
import type { CompareRowOut } from './price-lists.js';

const row = (productId: string, nameEn: string, nameEs: string, a: string | null, b: string | null, category: CompareRowOut['category'] = 'fruits'): CompareRowOut => {
  const diff = a !== null && b !== null ? Math.round(Number(b) * 100 - Number(a) * 100) : null;
  return {
    productId,
    nameEn,
    nameEs,
    category,
    a,
    b,
    difference: diff === null ? null : `${diff < 0 ? '-' : ''}${(Math.abs(diff) / 100).toFixed(2)}`,
    percent: diff === null || Number(a) === 0 ? null : Math.round((diff / (Number(a) * 100)) * 10000) / 100,
  };
};

// Server order: category, then English name.
const rows = [
  row('1', 'Apples', 'Manzanas', '10.00', '12.00'),
  row('2', 'Bananas', 'Plátanos', '5.00', '5.00'),
  row('3', 'Cherries', 'Cerezas', '20.00', null),
  row('4', 'Dates', 'Dátiles', '8.00', '4.00'),
  row('5', 'Elderberries', 'Saúco', null, '7.00'),
  row('6', 'Figs', 'Higos', '10.00', '12.00'),
  row('7', 'Basil', 'Albahaca', '3.00', '3.30', 'herbs'),
];
const ids = (list: readonly CompareRowOut[]) => list.map((r) => r.productId).join(',');

describe('the comparison view', () => {
  it('keeps the server order in English and puts Spanish names in order within each category', () => {
    expect(ids(inReadingOrder(rows, 'en'))).toBe('1,2,3,4,5,6,7');
    expect(ids(inReadingOrder(rows, 'es'))).toBe('3,4,6,1,2,5,7');
  });

  it('sorts by difference and percent, stable, with missing values last in either direction', () => {
    expect(ids(sortCompareRows(rows, 'diff', 'desc', 'en'))).toBe('1,6,7,2,4,3,5');
    expect(ids(sortCompareRows(rows, 'diff', 'asc', 'en'))).toBe('4,2,7,1,6,3,5');
    expect(ids(sortCompareRows(rows, 'percent', 'desc', 'en'))).toBe('1,6,7,2,4,3,5');
    expect(ids(sortCompareRows(rows, 'a', 'asc', 'en'))).toBe('7,2,4,1,6,3,5');
    expect(ids(sortCompareRows(rows, 'b', 'desc', 'en'))).toBe('1,6,5,2,4,7,3');
  });

  it('sorts by the name the reader reads', () => {
    expect(ids(sortCompareRows(rows, 'product', 'asc', 'es'))).toBe('7,3,4,6,1,2,5');
    expect(ids(sortCompareRows(rows, 'product', 'desc', 'en'))).toBe('6,5,4,3,7,2,1');
  });

  it('filters, searches both names without accents, then sorts', () => {
    expect(ids(compareViewRows(rows, { ...defaultCompareView, filter: 'different', sort: 'percent', dir: 'asc' }, 'en'))).toBe('4,7,1,6');
    expect(ids(compareViewRows(rows, { ...defaultCompareView, query: 'platano' }, 'en'))).toBe('2');
    expect(ids(compareViewRows(rows, { ...defaultCompareView, filter: 'onlyB' }, 'es'))).toBe('5');
  });

  it('reads the download query with defaults and refuses an unknown sort', () => {
    expect(compareWorkbookQuerySchema.parse({ a: 'x', b: 'y' })).toEqual({ a: 'x', b: 'y', language: 'en', filter: 'all', q: '', dir: 'asc' });
    expect(compareWorkbookQuerySchema.safeParse({ a: 'x', b: 'y', sort: 'price' }).success).toBe(false);
  });
});
