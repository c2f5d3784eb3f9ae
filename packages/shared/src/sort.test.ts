import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, readSort, sortRows, writeSort } from './sort.js';

const rows = [
  { id: 'a', name: 'Tomato', price: 12 },
  { id: 'b', name: 'lime', price: null },
  { id: 'c', name: 'Avocado', price: 8 },
  { id: 'd', name: 'Basil 10', price: 12 },
  { id: 'e', name: 'Basil 9', price: 3 },
];
const ids = (r: typeof rows) => r.map((x) => x.id).join('');

describe('sortRows', () => {
  it('sorts numbers both ways, stable, blanks last either way', () => {
    expect(ids(sortRows(rows, (r) => r.price, 'asc'))).toBe('ecadb');
    expect(ids(sortRows(rows, (r) => r.price, 'desc'))).toBe('adceb');
  });

  it('sorts text without case and with numbers in it as a person reads them', () => {
    expect(ids(sortRows(rows, (r) => r.name, 'asc'))).toBe('cedba');
  });

  it('sorts text in the asked alphabet', () => {
    const words = [{ w: 'ñame' }, { w: 'nopal' }, { w: 'oca' }];
    expect(sortRows(words, (r) => r.w, 'asc', 'es').map((r) => r.w)).toEqual(['nopal', 'ñame', 'oca']);
  });

  it('does not change the rows it was given', () => {
    const before = ids(rows);
    sortRows(rows, (r) => r.price, 'desc');
    expect(ids(rows)).toBe(before);
  });
});

describe('sort state', () => {
  it('cycles a header: ascending, descending, off; another column starts ascending', () => {
    expect(nextSort(null, 'price')).toEqual({ column: 'price', dir: 'asc' });
    expect(nextSort({ column: 'price', dir: 'asc' }, 'price')).toEqual({ column: 'price', dir: 'desc' });
    expect(nextSort({ column: 'price', dir: 'desc' }, 'price')).toBe(null);
    expect(nextSort({ column: 'price', dir: 'desc' }, 'name')).toEqual({ column: 'name', dir: 'asc' });
  });

  it('is read from and written to the URL, keeping other parameters and refusing unknown columns', () => {
    const params = new URLSearchParams('q=lime&sort=margin&dir=desc');
    expect(readSort(params, ['price', 'margin'] as const)).toEqual({ column: 'margin', dir: 'desc' });
    expect(readSort(new URLSearchParams('sort=evil'), ['price'] as const)).toBe(null);
    expect(readSort(new URLSearchParams('sort=price&dir=sideways'), ['price'] as const)).toEqual({ column: 'price', dir: 'asc' });
    expect(writeSort(params, { column: 'price', dir: 'asc' }).toString()).toBe('q=lime&sort=price&dir=asc');
    expect(writeSort(params, null).toString()).toBe('q=lime');
  });

  it('names the header sort for assistive technology', () => {
    expect(ariaSort({ column: 'price', dir: 'desc' }, 'price')).toBe('descending');
    expect(ariaSort({ column: 'price', dir: 'desc' }, 'name')).toBe('none');
  });
});
