/**
 * The price grid's keyboard and paste behaviour as plain functions: which cell a key moves to,
 * when a key starts, commits or cancels an edit, and how a pasted column splits into cells. The grid
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

/**
 * A pasted block as the values of one column, top to bottom: one value per line (CRLF, LF or CR),
 * the first cell of a line when several columns were copied (tab-separated), the trailing empty line
 * a spreadsheet adds dropped. Empty lines in between stay (as empty, hence invalid, values).
 */
export function splitPastedColumn(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  return lines.map((line) => {
    const first = line.split('\t')[0] ?? '';
    // A cell a spreadsheet quoted ("1,234.50") arrives with its quotes.
    return first.trim().replace(/^"(.*)"$/, '$1');
  });
}

/** Whether a paste is a block for several rows (the grid fills them) rather than text for one box. */
export function isMultiCellPaste(text: string): boolean {
  return splitPastedColumn(text).length > 1;
}

/**
 * The rows a pasted column lands on: `count` consecutive rows from `start`, cut at the grid's end.
 * Returns the row indexes and how many values had no row left.
 */
export function pasteTargets(start: number, count: number, rows: number): { rows: number[]; unused: number } {
  const end = Math.min(rows, start + count);
  const targets: number[] = [];
  for (let r = Math.max(0, start); r < end; r++) targets.push(r);
  return { rows: targets, unused: count - targets.length };
}

/** The rows from the anchor to `to` inclusive, in either direction (Shift+click selection). */
export function rangeBetween(anchor: number, to: number): number[] {
  const [a, b] = anchor <= to ? [anchor, to] : [to, anchor];
  const out: number[] = [];
  for (let r = a; r <= b; r++) out.push(r);
  return out;
}
