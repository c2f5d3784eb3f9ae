import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../lib/grid/clipboard';
import { everything, single } from '../../../lib/grid/selection';
import { gridColumns } from './grid-columns';
import { copyText, editingKey, fillDownRows, gridCommand, mapPastedBlock, navigatingKey, nextEditable, rangeBetween, type GridShape } from './grid-model';

// 5 rows; columns 0..6 with the price (editable) in column 4.
const shape: GridShape = { rows: 5, cols: 7, editable: [4], pageSize: 3 };

describe('navigating the grid', () => {
  it('moves one cell with the arrow keys and stops at the edges', () => {
    expect(navigatingKey({ key: 'ArrowDown' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 2, col: 4 } });
    expect(navigatingKey({ key: 'ArrowUp' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 0, col: 4 } });
    expect(navigatingKey({ key: 'ArrowLeft' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 1, col: 3 } });
    expect(navigatingKey({ key: 'ArrowRight' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 1, col: 5 } });
    expect(navigatingKey({ key: 'ArrowUp' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 0, col: 4 } });
    expect(navigatingKey({ key: 'ArrowDown' }, { row: 4, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 4, col: 4 } });
    expect(navigatingKey({ key: 'ArrowRight' }, { row: 4, col: 6 }, shape)).toEqual({ type: 'move', to: { row: 4, col: 6 } });
  });

  it('jumps with Home, End, Ctrl and the page keys', () => {
    expect(navigatingKey({ key: 'Home' }, { row: 2, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 2, col: 0 } });
    expect(navigatingKey({ key: 'End' }, { row: 2, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 2, col: 6 } });
    expect(navigatingKey({ key: 'Home', ctrlKey: true }, { row: 2, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 0, col: 0 } });
    expect(navigatingKey({ key: 'End', ctrlKey: true }, { row: 2, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 4, col: 6 } });
    expect(navigatingKey({ key: 'ArrowDown', metaKey: true }, { row: 0, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 4, col: 4 } });
    expect(navigatingKey({ key: 'PageDown' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 3, col: 4 } });
    expect(navigatingKey({ key: 'PageUp' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'move', to: { row: 0, col: 4 } });
  });

  it('starts editing a price with Enter, F2 or a typed character, and never on other cells', () => {
    expect(navigatingKey({ key: 'Enter' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'edit' });
    expect(navigatingKey({ key: 'F2' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'edit' });
    expect(navigatingKey({ key: '7' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'edit', replaceWith: '7' });
    expect(navigatingKey({ key: '$' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'edit', replaceWith: '$' });
    // Enter on a button cell is the button's.
    expect(navigatingKey({ key: 'Enter' }, { row: 0, col: 6 }, shape)).toEqual({ type: 'none' });
    expect(navigatingKey({ key: '7' }, { row: 0, col: 1 }, shape)).toEqual({ type: 'none' });
    // Shortcuts are not typing.
    expect(navigatingKey({ key: 'c', ctrlKey: true }, { row: 0, col: 4 }, shape)).toEqual({ type: 'none' });
    expect(navigatingKey({ key: 'v', metaKey: true }, { row: 0, col: 4 }, shape)).toEqual({ type: 'none' });
  });

  it('does nothing destructive with Delete or Backspace on a price', () => {
    expect(navigatingKey({ key: 'Delete' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'swallow' });
    expect(navigatingKey({ key: 'Backspace' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'swallow' });
  });

  it('leaves Tab to the browser (it leaves the grid) and selects rows with Space', () => {
    expect(navigatingKey({ key: 'Tab' }, { row: 0, col: 4 }, shape)).toEqual({ type: 'none' });
    expect(navigatingKey({ key: ' ' }, { row: 0, col: 1 }, shape)).toEqual({ type: 'select', range: false });
    expect(navigatingKey({ key: ' ', shiftKey: true }, { row: 0, col: 4 }, shape)).toEqual({ type: 'select', range: true });
  });

  it('has nothing to do in an empty grid', () => {
    expect(navigatingKey({ key: 'ArrowDown' }, { row: 0, col: 0 }, { ...shape, rows: 0 })).toEqual({ type: 'none' });
  });
});

describe('editing a cell', () => {
  it('commits with Enter and moves down (Shift+Enter: up)', () => {
    expect(editingKey({ key: 'Enter' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 2, col: 4 } });
    expect(editingKey({ key: 'Enter', shiftKey: true }, { row: 1, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 0, col: 4 } });
    // The last row stays where it is.
    expect(editingKey({ key: 'Enter' }, { row: 4, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 4, col: 4 } });
  });

  it('commits with Tab and moves to the next editable cell: right, else the next row', () => {
    expect(editingKey({ key: 'Tab' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 2, col: 4 } });
    expect(editingKey({ key: 'Tab', shiftKey: true }, { row: 1, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 0, col: 4 } });
    expect(editingKey({ key: 'Tab' }, { row: 4, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 4, col: 4 } });
    const twoEditable: GridShape = { rows: 3, cols: 6, editable: [2, 4] };
    expect(nextEditable({ row: 0, col: 2 }, twoEditable)).toEqual({ row: 0, col: 4 });
    expect(nextEditable({ row: 0, col: 4 }, twoEditable)).toEqual({ row: 1, col: 2 });
    expect(nextEditable({ row: 1, col: 2 }, twoEditable, true)).toEqual({ row: 0, col: 4 });
    expect(nextEditable({ row: 0, col: 2 }, twoEditable, true)).toBeNull();
    expect(nextEditable({ row: 2, col: 4 }, twoEditable)).toBeNull();
  });

  it('commits and moves with the up and down arrows; cancels with Escape; leaves other keys to the text box', () => {
    expect(editingKey({ key: 'ArrowDown' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 2, col: 4 } });
    expect(editingKey({ key: 'ArrowUp' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'commit', to: { row: 0, col: 4 } });
    expect(editingKey({ key: 'Escape' }, { row: 1, col: 4 }, shape)).toEqual({ type: 'cancel' });
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Backspace', 'Delete', '5', ',']) {
      expect(editingKey({ key }, { row: 1, col: 4 }, shape), key).toEqual({ type: 'none' });
    }
  });
});

// A list that is not linked: select, product, category, pack, cost, price (5), change, margin, notes, remove.
const columns = gridColumns(false);
const PRICE = columns.indexOf('price');

describe('pasting a block', () => {
  it('lays one column from the active cell down, and says what did not fit', () => {
    const pasted = mapPastedBlock(parseBlock('12.50\n13\n$14.25\n'), single({ row: 3, col: PRICE }), columns, 5);
    expect(pasted).toEqual({ cells: [{ row: 3, text: '12.50' }, { row: 4, text: '13' }], ignoredColumns: 0, unusedRows: 1 });
  });

  it('takes the price from a two-column block and ignores the column landing on a read-only cell', () => {
    // Cost and price copied from a sheet, pasted with the cost column active: the cost is not editable here.
    const pasted = mapPastedBlock(parseBlock('8.00\t12.50\r\n9.00\t13,75\r\n'), single({ row: 0, col: PRICE - 1 }), columns, 5);
    expect(pasted).toEqual({ cells: [{ row: 0, text: '12.50' }, { row: 1, text: '13,75' }], ignoredColumns: 1, unusedRows: 0 });
    // From the price column the first column lands on the price, the second on the change column.
    expect(mapPastedBlock(parseBlock('1\t2'), single({ row: 0, col: PRICE }), columns, 5)).toEqual({ cells: [{ row: 0, text: '1' }], ignoredColumns: 1, unusedRows: 0 });
    // Past the grid's right edge.
    expect(mapPastedBlock(parseBlock('1\t2\t3'), single({ row: 0, col: columns.length - 2 }), columns, 5).ignoredColumns).toBe(3);
  });

  it('fills a selection with one value, as a spreadsheet does, and keeps blank cells blank', () => {
    const pasted = mapPastedBlock(parseBlock('9.99'), { anchor: { row: 1, col: PRICE }, focus: { row: 3, col: PRICE } }, columns, 5);
    expect(pasted.cells).toEqual([1, 2, 3].map((row) => ({ row, text: '9.99' })));
    expect(mapPastedBlock(parseBlock('1\n\n3'), single({ row: 0, col: PRICE }), columns, 5).cells.map((c) => c.text)).toEqual(['1', '', '3']);
    expect(mapPastedBlock([], single({ row: 0, col: PRICE }), columns, 5).cells).toEqual([]);
  });
});

describe('fill down, copy and the shortcuts', () => {
  it('fills down when the selection spans rows of the price column', () => {
    expect(fillDownRows({ anchor: { row: 3, col: PRICE }, focus: { row: 1, col: PRICE - 2 } }, PRICE)).toEqual({ from: 1, to: [2, 3] });
    expect(fillDownRows(single({ row: 1, col: PRICE }), PRICE)).toBeNull();
    expect(fillDownRows({ anchor: { row: 0, col: 1 }, focus: { row: 3, col: 2 } }, PRICE)).toBeNull();
  });

  it('copies what the selected cells show as tab-separated lines, leaving the checkbox and buttons out', () => {
    const shown = (row: number, column: string) => `${column}${row}`;
    expect(copyText(everything(2, columns.length), columns, new Set(['product', 'price', 'margin']), shown)).toBe('product0\tprice0\tmargin0\nproduct1\tprice1\tmargin1');
    expect(copyText(single({ row: 0, col: 0 }), columns, new Set(['product']), shown)).toBeNull();
    // A cell holding a tab or a quote is quoted, as spreadsheets read it.
    expect(copyText(single({ row: 0, col: 1 }), columns, new Set(['product']), () => 'Say "hi"\tthere')).toBe('"Say ""hi""\tthere"');
  });

  it('knows its shortcuts, with Ctrl or Cmd', () => {
    expect(gridCommand({ key: 'a', ctrlKey: true })).toBe('selectAll');
    expect(gridCommand({ key: 'D', metaKey: true })).toBe('fillDown');
    expect(gridCommand({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(gridCommand({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(gridCommand({ key: 'y', ctrlKey: true })).toBe('redo');
    expect(gridCommand({ key: 'a' })).toBeNull();
    expect(gridCommand({ key: 'c', ctrlKey: true })).toBeNull();
    expect(gridCommand({ key: 'x', ctrlKey: true })).toBeNull();
  });
  it('selects a range in either direction', () => {
    expect(rangeBetween(2, 4)).toEqual([2, 3, 4]);
    expect(rangeBetween(4, 2)).toEqual([2, 3, 4]);
    expect(rangeBetween(1, 1)).toEqual([1]);
  });
});
