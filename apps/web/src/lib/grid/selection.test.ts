import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bounds, clampRange, colsOf, contains, everything, extendTo, isSingle, pasteArea, rowsOf, single } from './selection';

describe('cell ranges', () => {
  it('covers the rectangle between anchor and focus in either direction', () => {
    const r = extendTo(single({ row: 5, col: 3 }), { row: 2, col: 1 });
    expect(bounds(r)).toEqual({ top: 2, bottom: 5, left: 1, right: 3 });
    expect(rowsOf(r)).toEqual([2, 3, 4, 5]);
    expect(colsOf(r)).toEqual([1, 2, 3]);
    expect(contains(r, { row: 3, col: 2 })).toBe(true);
    expect(contains(r, { row: 6, col: 2 })).toBe(false);
    expect(isSingle(r)).toBe(false);
    expect(isSingle(single({ row: 1, col: 1 }))).toBe(true);
  });

  it('stays inside the grid when rows go away', () => {
    const r = extendTo(single({ row: 1, col: 0 }), { row: 40, col: 9 });
    expect(clampRange(r, 10, 4)).toEqual({ anchor: { row: 1, col: 0 }, focus: { row: 9, col: 3 } });
  });

  it('selects everything with the focus at the top left', () => {
    expect(bounds(everything(3, 2))).toEqual({ top: 0, bottom: 2, left: 0, right: 1 });
    expect(everything(3, 2).focus).toEqual({ row: 0, col: 0 });
  });

  it('contains exactly the cells of its bounds (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(20), fc.nat(20), fc.nat(25), fc.nat(25), (ar, ac, fr, fcol, r, c) => {
        const range = { anchor: { row: ar, col: ac }, focus: { row: fr, col: fcol } };
        const inRows = r >= Math.min(ar, fr) && r <= Math.max(ar, fr);
        const inCols = c >= Math.min(ac, fcol) && c <= Math.max(ac, fcol);
        expect(contains(range, { row: r, col: c })).toBe(inRows && inCols);
      }),
    );
  });
});

describe('pasteArea', () => {
  it('lands a block from the selection top left', () => {
    expect(pasteArea(single({ row: 2, col: 1 }), 3, 2, 100, 5)).toEqual({ area: { top: 2, bottom: 4, left: 1, right: 2 }, unusedRows: 0 });
  });

  it('fills the whole selection with one value, or with a block that fits it a whole number of times', () => {
    const sel = extendTo(single({ row: 0, col: 0 }), { row: 5, col: 0 });
    expect(pasteArea(sel, 1, 1, 100, 3).area).toEqual({ top: 0, bottom: 5, left: 0, right: 0 });
    expect(pasteArea(sel, 2, 1, 100, 3).area).toEqual({ top: 0, bottom: 5, left: 0, right: 0 });
    expect(pasteArea(sel, 4, 1, 100, 3).area).toEqual({ top: 0, bottom: 3, left: 0, right: 0 });
  });

  it('is cut at the grid end and counts the rows that had nowhere to go', () => {
    expect(pasteArea(single({ row: 8, col: 2 }), 5, 3, 10, 4)).toEqual({ area: { top: 8, bottom: 9, left: 2, right: 3 }, unusedRows: 3 });
  });
});
