import { blockWidth, writeBlock } from '../../../lib/grid/clipboard';
import { historyKey } from '../../../lib/grid/history';
import { bounds, colsOf, pasteArea, rowsOf, type CellRange } from '../../../lib/grid/selection';

/**
 * The price grid's keyboard, paste, copy and fill behaviour as plain functions: which cell a key moves
 * to, when a key starts, commits or cancels an edit, where a pasted block lands, what a copy holds. The grid
 * component only turns these answers into focus and state changes.
 */

export interface GridPos {
  row: number;
  col: number;
}

export interface GridShape {
  rows: number;
  cols: number;
  /** Column indexes a user can edit (the price column), in order. */
  editable: readonly number[];
  /** Rows a PageUp/PageDown moves. */
  pageSize?: number;
}

/** The parts of a keyboard event the model reads (a React or DOM KeyboardEvent fits). */
export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export type NavAction =
  /** Make another cell the active one. */
  | { type: 'move'; to: GridPos }
  /** Start editing the active cell: with its value, or replacing it with the typed character. */
  | { type: 'edit'; replaceWith?: string }
  /** Toggle the active row's selection (Shift: select the range from the last toggled row). */
  | { type: 'select'; range: boolean }
  /** The grid's key, on purpose doing nothing (Delete on a price never removes anything). */
  | { type: 'swallow' }
  /** Not the grid's key: the browser (or the widget in the cell) handles it. Tab leaves the grid. */
  | { type: 'none' };

export type EditAction =
  /** Keep the typed value and make `to` the active cell. */
  | { type: 'commit'; to: GridPos }
  /** Throw the typed value away; the cell keeps what it had. */
  | { type: 'cancel' }
  /** A key for the text box (letters, caret movement). */
  | { type: 'none' };

export function clampPos(pos: GridPos, shape: GridShape): GridPos {
  const row = Math.max(0, Math.min(shape.rows - 1, pos.row));
  const col = Math.max(0, Math.min(shape.cols - 1, pos.col));
  return { row, col };
}

/** A character a user types into a cell (not a shortcut, not a named key such as "Enter"). */
export function isPrintableKey(input: KeyInput): boolean {
  return [...input.key].length === 1 && !input.ctrlKey && !input.metaKey && !input.altKey;
}

/**
 * The next editable cell in reading order (Tab), or the previous one (Shift+Tab): right along the
 * row, then the first editable cell of the next row. Null at either end of the grid.
 */
export function nextEditable(pos: GridPos, shape: GridShape, backwards = false): GridPos | null {
  const editable = [...shape.editable].sort((a, b) => a - b);
  if (editable.length === 0 || shape.rows === 0) return null;
  if (!backwards) {
    const right = editable.find((c) => c > pos.col);
    if (right !== undefined) return { row: pos.row, col: right };
    return pos.row + 1 < shape.rows ? { row: pos.row + 1, col: editable[0]! } : null;
  }
  const left = [...editable].reverse().find((c) => c < pos.col);
  if (left !== undefined) return { row: pos.row, col: left };
  return pos.row > 0 ? { row: pos.row - 1, col: editable[editable.length - 1]! } : null;
}

function moveBy(pos: GridPos, shape: GridShape, rows: number, cols: number): GridPos {
  return clampPos({ row: pos.row + rows, col: pos.col + cols }, shape);
}

/** What a key does while the grid navigates (no cell is being edited). */
export function navigatingKey(input: KeyInput, pos: GridPos, shape: GridShape): NavAction {
  if (shape.rows === 0) return { type: 'none' };
  const ctrl = Boolean(input.ctrlKey || input.metaKey);
  const page = Math.max(1, shape.pageSize ?? 10);
  const editable = shape.editable.includes(pos.col);
  const move = (to: GridPos): NavAction => ({ type: 'move', to });
  switch (input.key) {
    case 'ArrowUp':
      return move(ctrl ? { row: 0, col: pos.col } : moveBy(pos, shape, -1, 0));
    case 'ArrowDown':
      return move(ctrl ? { row: shape.rows - 1, col: pos.col } : moveBy(pos, shape, 1, 0));
    case 'ArrowLeft':
      return move(ctrl ? { row: pos.row, col: 0 } : moveBy(pos, shape, 0, -1));
    case 'ArrowRight':
      return move(ctrl ? { row: pos.row, col: shape.cols - 1 } : moveBy(pos, shape, 0, 1));
    case 'Home':
      return move(ctrl ? { row: 0, col: 0 } : { row: pos.row, col: 0 });
    case 'End':
      return move(ctrl ? { row: shape.rows - 1, col: shape.cols - 1 } : { row: pos.row, col: shape.cols - 1 });
    case 'PageUp':
      return move(moveBy(pos, shape, -page, 0));
    case 'PageDown':
      return move(moveBy(pos, shape, page, 0));
    case 'Enter':
    case 'F2':
      return editable ? { type: 'edit' } : { type: 'none' };
    case 'Delete':
    case 'Backspace':
      return editable ? { type: 'swallow' } : { type: 'none' };
    case ' ':
      // Space on a price starts typing (a blank, which is then an invalid price): select the row instead.
      return { type: 'select', range: Boolean(input.shiftKey) };
    default:
      if (editable && isPrintableKey(input)) return { type: 'edit', replaceWith: input.key };
      return { type: 'none' };
  }
}

/** What a key does while a cell is being edited. */
export function editingKey(input: KeyInput, pos: GridPos, shape: GridShape): EditAction {
  switch (input.key) {
    case 'Enter':
      return { type: 'commit', to: moveBy(pos, shape, input.shiftKey ? -1 : 1, 0) };
    case 'Tab':
      return { type: 'commit', to: nextEditable(pos, shape, Boolean(input.shiftKey)) ?? pos };
    case 'ArrowUp':
      return { type: 'commit', to: moveBy(pos, shape, -1, 0) };
    case 'ArrowDown':
      return { type: 'commit', to: moveBy(pos, shape, 1, 0) };
    case 'Escape':
      return { type: 'cancel' };
    default:
      return { type: 'none' };
  }
}

/** The grid's shortcuts besides moving: Ctrl/⌘ with A (select all), D (fill down), Z/Y (undo, redo). */
export type GridCommand = 'selectAll' | 'fillDown' | 'undo' | 'redo';

export function gridCommand(input: KeyInput): GridCommand | null {
  const history = historyKey(input);
  if (history) return history;
  if (!(input.ctrlKey || input.metaKey) || input.altKey || input.shiftKey) return null;
  const key = input.key.toLowerCase();
  return key === 'a' ? 'selectAll' : key === 'd' ? 'fillDown' : null;
}

/** A price a pasted block puts in a row (the row's index among those shown, the cell's text). */
export interface PastedCell {
  row: number;
  text: string;
}

/**
 * A pasted block laid on the grid as a spreadsheet does (pasteArea: from the selection's top left; a
 * block that fits the selection a whole number of times fills it). Only the price column takes values:
 * the block's columns that land elsewhere (read-only cells) or past the grid's right edge are counted
 * as ignored, its rows past the last row as unused.
 */
export function mapPastedBlock(
  block: readonly (readonly string[])[],
  range: CellRange,
  columns: readonly string[],
  rows: number,
): { cells: PastedCell[]; ignoredColumns: number; unusedRows: number } {
  const height = block.length;
  const width = blockWidth(block);
  if (height === 0 || rows === 0) return { cells: [], ignoredColumns: 0, unusedRows: 0 };
  const { area, unusedRows } = pasteArea(range, height, width, rows, columns.length);
  const cells: PastedCell[] = [];
  const landed = new Set<number>();
  for (let col = area.left; col <= area.right; col++) {
    if (columns[col] !== 'price') continue;
    landed.add((col - area.left) % width);
    for (let row = area.top; row <= area.bottom; row++) cells.push({ row, text: block[(row - area.top) % height]![(col - area.left) % width] ?? '' });
  }
  return { cells, ignoredColumns: width - landed.size, unusedRows };
}

/**
 * Fill down (Ctrl+D): the rows below the selection's top row that take its price, when the selection
 * spans several rows and covers the price column; null otherwise.
 */
export function fillDownRows(range: CellRange, priceCol: number): { from: number; to: number[] } | null {
  const b = bounds(range);
  if (b.bottom === b.top || priceCol < b.left || priceCol > b.right) return null;
  return { from: b.top, to: rowsOf(range).slice(1) };
}

/**
 * The selected block as a spreadsheet's clipboard reads it (tab-separated lines) with what the cells
 * show, only the columns that hold data (`copyable`). Null when the selection holds none.
 */
export function copyText(range: CellRange, columns: readonly string[], copyable: ReadonlySet<string>, text: (row: number, column: string) => string): string | null {
  const cols = colsOf(range).filter((c) => copyable.has(columns[c]!));
  if (cols.length === 0) return null;
  return writeBlock(rowsOf(range).map((row) => cols.map((c) => text(row, columns[c]!))));
}

/** The rows from the anchor to `to` inclusive, in either direction (Shift+click selection). */
export function rangeBetween(anchor: number, to: number): number[] {
  const [a, b] = anchor <= to ? [anchor, to] : [to, anchor];
  const out: number[] = [];
  for (let r = a; r <= b; r++) out.push(r);
  return out;
}
