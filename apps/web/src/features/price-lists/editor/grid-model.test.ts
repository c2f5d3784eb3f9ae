import { describe, expect, it } from 'vitest';
import {
  editingKey,
  isMultiCellPaste,
  navigatingKey,
  nextEditable,
  pasteTargets,
  rangeBetween,
  splitPastedColumn,
  type GridShape,
} from './grid-model';

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

describe('pasting a column', () => {
  it('splits a spreadsheet column into one value per line, without the trailing newline', () => {
    expect(splitPastedColumn('12.50\n13\n$14.25\n')).toEqual(['12.50', '13', '$14.25']);
    expect(splitPastedColumn('12.50\r\n13\r\n')).toEqual(['12.50', '13']);
    expect(splitPastedColumn('1\r2\r3')).toEqual(['1', '2', '3']);
  });

  it('takes the first cell of each line, unquotes and keeps empty lines in between', () => {
    expect(splitPastedColumn('12.50\tApples\n13\tPears')).toEqual(['12.50', '13']);
    expect(splitPastedColumn('"1,234.50"\n2')).toEqual(['1,234.50', '2']);
    expect(splitPastedColumn('1\n\n3')).toEqual(['1', '', '3']);
  });

  it('tells a block for several rows from text for one box', () => {
    expect(isMultiCellPaste('12.50')).toBe(false);
    expect(isMultiCellPaste('12.50\n')).toBe(false);
    expect(isMultiCellPaste('12.50\n13')).toBe(true);
  });

  it('lands on consecutive rows from the active one and reports what did not fit', () => {
    expect(pasteTargets(1, 3, 5)).toEqual({ rows: [1, 2, 3], unused: 0 });
    expect(pasteTargets(3, 4, 5)).toEqual({ rows: [3, 4], unused: 2 });
  });

  it('selects a range in either direction', () => {
    expect(rangeBetween(2, 4)).toEqual([2, 3, 4]);
    expect(rangeBetween(4, 2)).toEqual([2, 3, 4]);
    expect(rangeBetween(1, 1)).toEqual([1]);
  });
});
