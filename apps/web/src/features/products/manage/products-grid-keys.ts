import type { KeyboardEvent } from 'react';
import { historyKey } from '../../../lib/grid/history';
import { extendTo, isSingle, single, type Cell, type CellRange } from '../../../lib/grid/selection';
import type { HistoryAction } from './changes-history';
import { fillDown, type GridRow } from './grid-model';
import type { Field } from './unsaved-changes';

/** What the products grid's keys act on: its rows and columns, the selection, and its commands. */
export interface GridKeys {
  rows: readonly GridRow[];
  fields: readonly Field[];
  /** The selection (its anchor is the active cell). */
  range: CellRange;
  /** The active cell's text box is being typed in: the arrows move the caret. */
  editing: boolean;
  setEditing: (editing: boolean) => void;
  setRange: (range: CellRange) => void;
  /** Makes `to` the selection and focuses its anchor. */
  moveTo: (to: CellRange) => void;
  /** Moves the active cell by `by`, or grows the selection (`extend`). */
  shift: (by: Cell, extend: boolean) => void;
  /** Writes a block of cells from the selection's top left (a paste; [['']] clears). */
  applyBlock: (block: string[][]) => void;
  send: (action: HistoryAction) => void;
  /** Asks the grid to focus the active cell after the next render. */
  wantFocus: () => void;
  onDetails: (row: GridRow) => void;
}

export const isTextInput = (el: Element | null): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === 'text';

/**
 * A key in the products grid, as in a spreadsheet: arrows (Ctrl: to the edge; Shift: grow the
 * selection), Home/End, PageUp/PageDown, Tab, Enter/F2 to edit (Enter again moves down), Escape puts
 * a typed value back, Delete clears a selection, Ctrl+Z/Ctrl+Y, Ctrl+D fills down, Alt+Enter opens the
 * details. Only called for events from inside a cell.
 */
export function gridKeyDown(event: KeyboardEvent<HTMLDivElement>, g: GridKeys): void {
  const target = event.target as HTMLElement;
  const current = g.range;
  const active = current.anchor;
  const editing = g.editing;
  const cols = g.fields.length + 1;
  const history = historyKey(event);
  if (history) {
    event.preventDefault();
    g.send({ type: history });
    g.setEditing(false);
    return;
  }
  const ctrl = event.ctrlKey || event.metaKey;
  const key = event.key;
  if (ctrl && key.toLowerCase() === 'd') {
    event.preventDefault();
    const actions = fillDown(g.rows, g.fields, current);
    if (actions.length) g.send({ type: 'batch', actions });
    return;
  }
  if (event.altKey && key === 'Enter') {
    event.preventDefault();
    const row = g.rows[active.row];
    if (row) g.onDetails(row);
    return;
  }
  const text = isTextInput(target);
  const isSelect = target instanceof HTMLSelectElement;
  if (editing && text) {
    switch (key) {
      case 'Enter':
        event.preventDefault();
        g.shift({ row: event.shiftKey ? -1 : 1, col: 0 }, false);
        return;
      case 'ArrowUp':
      case 'ArrowDown':
        event.preventDefault();
        g.shift({ row: key === 'ArrowUp' ? -1 : 1, col: 0 }, false);
        return;
      case 'Tab':
        if (active.col + (event.shiftKey ? -1 : 1) < 0 || active.col + 1 >= cols) return;
        event.preventDefault();
        g.shift({ row: 0, col: event.shiftKey ? -1 : 1 }, false);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        g.send({ type: 'cancelTyping' });
        // Once the old value is back, the cell is selected again as on arrival: typing replaces it.
        g.wantFocus();
        g.setEditing(false);
        return;
      default:
        return;
    }
  }
  switch (key) {
    case 'ArrowUp':
    case 'ArrowDown':
    case 'ArrowLeft':
    case 'ArrowRight': {
      if (isSelect && event.altKey) return;
      event.preventDefault();
      const by = { ArrowUp: { row: -1, col: 0 }, ArrowDown: { row: 1, col: 0 }, ArrowLeft: { row: 0, col: -1 }, ArrowRight: { row: 0, col: 1 } }[key];
      if (ctrl) {
        const to = { row: by.row < 0 ? 0 : by.row > 0 ? g.rows.length - 1 : active.row, col: by.col < 0 ? 0 : by.col > 0 ? cols - 1 : active.col };
        if (event.shiftKey) g.setRange(extendTo(current, to));
        else g.moveTo(single(to));
      } else g.shift(by, event.shiftKey);
      return;
    }
    case 'Home':
    case 'End': {
      if (text && !ctrl) return;
      event.preventDefault();
      const to = { row: ctrl ? (key === 'Home' ? 0 : g.rows.length - 1) : active.row, col: key === 'Home' ? 0 : cols - 1 };
      g.moveTo(single(to));
      return;
    }
    case 'PageUp':
    case 'PageDown':
      event.preventDefault();
      g.shift({ row: key === 'PageUp' ? -10 : 10, col: 0 }, event.shiftKey);
      return;
    case 'Tab':
      // From the row's buttons, Tab leaves the grid (the browser's own order).
      if (active.col >= g.fields.length || (event.shiftKey && active.col === 0)) return;
      event.preventDefault();
      g.shift({ row: 0, col: event.shiftKey ? -1 : 1 }, false);
      return;
    case 'Enter':
    case 'F2':
      if (text) {
        event.preventDefault();
        g.setEditing(true);
        const end = target.value.length;
        target.setSelectionRange(end, end);
      } else if (isSelect) {
        event.preventDefault();
        try {
          target.showPicker();
        } catch {
          // An older browser opens the list with Alt+Down.
        }
      } else if (key === 'Enter' && target instanceof HTMLInputElement && target.type === 'checkbox') {
        event.preventDefault();
        g.shift({ row: event.shiftKey ? -1 : 1, col: 0 }, false);
      }
      return;
    case 'Escape':
      if (!isSingle(current)) {
        event.preventDefault();
        g.setRange(single(active));
      }
      return;
    case 'Delete':
    case 'Backspace':
      if (!isSingle(current)) {
        event.preventDefault();
        g.applyBlock([['']]);
      }
      return;
    default:
      if (text && key.length === 1 && !ctrl && !event.altKey) g.setEditing(true);
  }
}
