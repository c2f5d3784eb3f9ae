/**
 * A rectangular selection of cells in a grid, as in a spreadsheet: the anchor (where it started) and
 * the focus (the active cell, which Shift+arrows and Shift+click move). Rows and columns are indexes
 * of what the grid shows.
 */

export interface Cell {
  row: number;
  col: number;
}

export interface CellRange {
  anchor: Cell;
  focus: Cell;
}

export interface Bounds {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A selection of the one cell. */
export const single = (cell: Cell): CellRange => ({ anchor: cell, focus: cell });

/** The rectangle a range covers, inclusive. */
export function bounds(range: CellRange): Bounds {
  return {
    top: Math.min(range.anchor.row, range.focus.row),
    bottom: Math.max(range.anchor.row, range.focus.row),
    left: Math.min(range.anchor.col, range.focus.col),
    right: Math.max(range.anchor.col, range.focus.col),
  };
}

export const contains = (range: CellRange, cell: Cell) => {
  const b = bounds(range);
  return cell.row >= b.top && cell.row <= b.bottom && cell.col >= b.left && cell.col <= b.right;
};

export const isSingle = (range: CellRange) => range.anchor.row === range.focus.row && range.anchor.col === range.focus.col;

export const rowCount = (range: CellRange) => {
  const b = bounds(range);
  return b.bottom - b.top + 1;
};

/** The range with its focus moved to `to` (Shift+arrow, Shift+click), the anchor kept. */
export const extendTo = (range: CellRange, to: Cell): CellRange => ({ anchor: range.anchor, focus: to });

/** The range kept inside a grid of `rows` × `cols` (rows and columns come and go with filters). */
export function clampRange(range: CellRange, rows: number, cols: number): CellRange {
  const clamp = (c: Cell): Cell => ({ row: Math.max(0, Math.min(rows - 1, c.row)), col: Math.max(0, Math.min(cols - 1, c.col)) });
  return { anchor: clamp(range.anchor), focus: clamp(range.focus) };
}

/** Every cell of the whole grid (Ctrl+A), the focus kept at the top left. */
export const everything = (rows: number, cols: number): CellRange => ({ anchor: { row: rows - 1, col: cols - 1 }, focus: { row: 0, col: 0 } });

/** The cells of a range row by row, as indexes. */
export function rowsOf(range: CellRange): number[] {
  const b = bounds(range);
  return Array.from({ length: b.bottom - b.top + 1 }, (_, i) => b.top + i);
}

export function colsOf(range: CellRange): number[] {
  const b = bounds(range);
  return Array.from({ length: b.right - b.left + 1 }, (_, i) => b.left + i);
}

/**
 * Where a pasted block of `height` × `width` lands: from the selection's top left; a single value (or
 * a block that fits the selection a whole number of times) fills the whole selection, as spreadsheets
 * do. Cut at the grid's edges; `unusedRows` counts the block's rows with no grid row left.
 */
export function pasteArea(range: CellRange, height: number, width: number, rows: number, cols: number): { area: Bounds; unusedRows: number } {
  const b = bounds(range);
  const selHeight = b.bottom - b.top + 1;
  const selWidth = b.right - b.left + 1;
  const tiles = selHeight % height === 0 && selWidth % width === 0 && (selHeight > height || selWidth > width);
  const h = tiles ? selHeight : height;
  const w = tiles ? selWidth : width;
  const bottom = Math.min(rows - 1, b.top + h - 1);
  const right = Math.min(cols - 1, b.left + w - 1);
  return { area: { top: b.top, bottom, left: b.left, right }, unusedRows: Math.max(0, b.top + height - 1 - bottom) };
}
