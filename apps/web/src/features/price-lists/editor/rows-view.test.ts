import { describe, expect, it } from 'vitest';
import { noEdits, rowOfItem, setPrice, type EditorRow } from './edits';
import { allSelected, filterRows, rowHaystack, someSelected, toggleRowSelection, toggleVisibleSelection } from './rows-view';
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
    expect(ids(filterRows(rows, { text: 'manzána', category: '', show: 'all' }, context))).toEqual(['a']);
    expect(ids(filterRows(rows, { text: 'plum ciru', category: '', show: 'all' }, context))).toEqual(['c']);
    expect(ids(filterRows(rows, { text: '', category: '', show: 'all' }, context))).toEqual(['a', 'b', 'c']);
  });

  it('filters by category, uncategorized included, by pending change and by margin floor', () => {
    expect(ids(filterRows(rows, { text: '', category: 'herbs', show: 'all' }, context))).toEqual(['b']);
    expect(ids(filterRows(rows, { text: '', category: 'uncategorized', show: 'all' }, context))).toEqual(['c']);
    const edits = setPrice(noEdits, rows[1]!, '3', 'en');
    expect(ids(filterRows(rows, { text: '', category: '', show: 'changed' }, { ...context, edits }))).toEqual(['b']);
    expect(ids(filterRows(rows, { text: '', category: '', show: 'belowFloor' }, context))).toEqual(['a']);
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
