import { describe, expect, it } from 'vitest';
import { noEdits, removeRow, rowOfItem, setPrice, type EditorRow } from './edits';
import { allSelected, filterRows, filtering, NO_FILTER, readFilter, rowHaystack, shownValues, someSelected, sortEditorRows, sortValue, toggleRowSelection, toggleVisibleSelection, writeFilter } from './rows-view';
import { fakeItem } from './test-fixtures';

const rows: EditorRow[] = [
  rowOfItem(fakeItem({ productId: 'a', nameEn: 'Apple', nameEs: 'Manzana', price: '10.00', cost: '9.80', category: 'fruits' })),
  rowOfItem(fakeItem({ productId: 'b', nameEn: 'Basil', nameEs: 'Albahaca', price: '2.00', category: 'herbs' })),
  rowOfItem(fakeItem({ productId: 'c', nameEn: 'Plum', nameEs: 'Ciruela', price: '3.00', category: null })),
];
const ids = (list: readonly EditorRow[]) => list.map((r) => r.productId);
const context = { edits: noEdits, minMarginBp: 1000, rule: { adjustment: null }, haystacks: new Map(rows.map((r) => [r.productId, rowHaystack(r)])) };

describe('the rows the editor shows', () => {
  it('searches both names, folded, every word', () => {
    expect(ids(filterRows(rows, { text: 'manzána', category: '', show: 'all', stock: 'all' }, context))).toEqual(['a']);
    expect(ids(filterRows(rows, { text: 'plum ciru', category: '', show: 'all', stock: 'all' }, context))).toEqual(['c']);
    expect(ids(filterRows(rows, { text: '', category: '', show: 'all', stock: 'all' }, context))).toEqual(['a', 'b', 'c']);
  });

  it('filters by category, uncategorized included, by pending change and by margin floor', () => {
    expect(ids(filterRows(rows, { text: '', category: 'herbs', show: 'all', stock: 'all' }, context))).toEqual(['b']);
    expect(ids(filterRows(rows, { text: '', category: 'uncategorized', show: 'all', stock: 'all' }, context))).toEqual(['c']);
    const edits = setPrice(noEdits, rows[1]!, '3', 'en');
    expect(ids(filterRows(rows, { text: '', category: '', show: 'changed', stock: 'all' }, { ...context, edits }))).toEqual(['b']);
    expect(ids(filterRows(rows, { text: '', category: '', show: 'belowFloor', stock: 'all' }, context))).toEqual(['a']);
  });
});

const sortContext = { rule: { adjustment: null }, language: 'en' as const, categoryName: (c: string) => ({ fruits: 'Fruits', herbs: 'Herbs' })[c] ?? c };
const stocked: EditorRow[] = [
  { ...rows[0]!, inStock: true },
  { ...rows[1]!, inStock: false },
  { ...rows[2]!, inStock: true },
];

describe('sorting the editor\'s rows', () => {
  it('sorts by the shown price, the pending one when edited, both ways, stable and blanks last', () => {
    const edits = setPrice(noEdits, rows[0]!, '1.00', 'en');
    expect(ids(sortEditorRows(rows, { column: 'price', dir: 'asc' }, noEdits, sortContext))).toEqual(['b', 'c', 'a']);
    expect(ids(sortEditorRows(rows, { column: 'price', dir: 'asc' }, edits, sortContext))).toEqual(['a', 'b', 'c']);
    expect(ids(sortEditorRows(rows, { column: 'price', dir: 'desc' }, edits, sortContext))).toEqual(['c', 'b', 'a']);
    // An invalid typed price shows no price: last either way.
    const invalid = setPrice(noEdits, rows[2]!, 'abc', 'en');
    expect(ids(sortEditorRows(rows, { column: 'price', dir: 'desc' }, invalid, sortContext))).toEqual(['a', 'b', 'c']);
    expect(ids(sortEditorRows(rows, null, edits, sortContext))).toEqual(['a', 'b', 'c']);
  });

  it('sorts by name in the reader\'s language, by category name (uncategorized last), by cost and margin', () => {
    expect(ids(sortEditorRows(rows, { column: 'product', dir: 'asc' }, noEdits, { ...sortContext, language: 'es' }))).toEqual(['b', 'c', 'a']);
    expect(ids(sortEditorRows(rows, { column: 'category', dir: 'desc' }, noEdits, sortContext))).toEqual(['b', 'a', 'c']);
    expect(ids(sortEditorRows(rows, { column: 'cost', dir: 'asc' }, noEdits, sortContext))[0]).toBe('a');
    expect(sortValue('margin', rows[0]!, undefined, sortContext)).toBe(200);
  });

  it('sorts by change: the pending price less the one seen, unchanged rows last', () => {
    let edits = setPrice(noEdits, rows[1]!, '2.50', 'en');
    edits = setPrice(edits, rows[2]!, '1.00', 'en');
    expect(sortValue('change', rows[1]!, edits['b'], sortContext)).toBe(50);
    expect(sortValue('change', rows[0]!, undefined, sortContext)).toBeNull();
    expect(ids(sortEditorRows(rows, { column: 'change', dir: 'asc' }, edits, sortContext))).toEqual(['c', 'b', 'a']);
    expect(ids(sortEditorRows(rows, { column: 'change', dir: 'desc' }, edits, sortContext))).toEqual(['b', 'c', 'a']);
    expect(sortValue('change', rows[1]!, removeRow(edits, rows[1]!)['b'], sortContext)).toBeNull();
  });

  it('shows each cell as text, blank when there is none', () => {
    const edits = setPrice(noEdits, rows[2]!, '3.25', 'en');
    expect(shownValues(rows[2]!, edits['c'], sortContext)).toMatchObject({ product: 'Plum', category: '', price: '$3.25', change: '+$0.25' });
    expect(shownValues(rows[0]!, undefined, sortContext)).toMatchObject({ category: 'Fruits', cost: '$9.80', price: '$10.00', change: '', margin: '2%' });
    expect(shownValues(rows[0]!, setPrice(noEdits, rows[0]!, 'x1', 'en')['a'], sortContext).price).toBe('x1');
  });
});

describe('the filters', () => {
  it('keeps the rows in stock or out of stock', () => {
    expect(ids(filterRows(stocked, { ...NO_FILTER, stock: 'inStock' }, context))).toEqual(['a', 'c']);
    expect(ids(filterRows(stocked, { ...NO_FILTER, stock: 'outOfStock' }, context))).toEqual(['b']);
    expect(ids(filterRows(stocked, { ...NO_FILTER, stock: 'outOfStock', category: 'fruits' }, context))).toEqual([]);
  });

  it('reads and writes the filters in the URL, leaving what is off out and the sort alone', () => {
    const filter = { text: 'ciru', category: 'fruits', show: 'changed' as const, stock: 'outOfStock' as const };
    const params = writeFilter(new URLSearchParams('sort=price&dir=desc'), filter);
    expect(params.toString()).toBe('sort=price&dir=desc&q=ciru&category=fruits&show=changed&stock=outOfStock');
    expect(readFilter(params)).toEqual(filter);
    expect(writeFilter(params, NO_FILTER).toString()).toBe('sort=price&dir=desc');
    expect(readFilter(new URLSearchParams('show=everything&stock=maybe'))).toEqual(NO_FILTER);
    expect(filtering(NO_FILTER)).toBe(false);
    expect(filtering({ ...NO_FILTER, stock: 'inStock' })).toBe(true);
    expect(filtering({ ...NO_FILTER, text: '  ' })).toBe(false);
  });
});

describe('selecting rows', () => {
  it('toggles a row, and adds a Shift range from the last toggled visible row', () => {
    const one = toggleRowSelection(new Set(), rows, 0, null, false);
    expect([...one]).toEqual(['a']);
    expect([...toggleRowSelection(one, rows, 0, 'a', false)]).toEqual([]);
    expect([...toggleRowSelection(one, rows, 2, 'a', true)].sort()).toEqual(['a', 'b', 'c']);
    // The anchor filtered out of view: a plain toggle.
    expect([...toggleRowSelection(new Set(), rows, 2, 'gone', true)]).toEqual(['c']);
    expect(toggleRowSelection(one, rows, 9, 'a', false)).toBe(one);
  });

  it('selects every visible row, or unselects them when all are selected, keeping hidden ones', () => {
    const visible = rows.slice(0, 2);
    const all = toggleVisibleSelection(new Set(['c']), visible);
    expect([...all].sort()).toEqual(['a', 'b', 'c']);
    expect(allSelected(all, visible)).toBe(true);
    expect([...toggleVisibleSelection(all, visible)]).toEqual(['c']);
    expect(someSelected(new Set(['b']), visible)).toBe(true);
    expect(allSelected(new Set(), [])).toBe(false);
  });
});
