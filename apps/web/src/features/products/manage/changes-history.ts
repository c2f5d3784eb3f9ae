import { useCallback, useReducer } from 'react';
import { amend, record, redo, startHistory, undo, type History } from '../../../lib/grid/history';
import { changesReducer, emptyChanges, type ChangesAction, type ChangesState, type NewRow, type EditEntry } from './unsaved-changes';

/**
 * The unsaved changes with undo and redo: every change of them is a step (the keys typed into one
 * cell in a row are one step, a paste or a fill is one step); a save or a discard starts over.
 */
export interface ChangesHistory {
  history: History<ChangesState>;
  /** The cell being typed into: its next keystroke amends the step its first one made. */
  typing: string | null;
}

export type HistoryAction =
  /** One change; `typing` names the cell typed into. */
  | { type: 'change'; action: ChangesAction; typing?: string }
  /** Many changes as one step (a paste, a fill down). */
  | { type: 'batch'; actions: readonly ChangesAction[] }
  /** The typing in a cell ended (the cursor moved on): its next keystroke is a new step. */
  | { type: 'endTyping' }
  /** Escape while typing: the cell goes back to what it held before. */
  | { type: 'cancelTyping' }
  | { type: 'undo' }
  | { type: 'redo' };

export const startChanges = (): ChangesHistory => ({ history: startHistory(emptyChanges), typing: null });

const sameRecord = <T>(a: Readonly<Record<string, T>>, b: Readonly<Record<string, T>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};
const sameEntry = (a: EditEntry | undefined, b: EditEntry | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.base === b.base && a.deleted === b.deleted && sameRecord(a.values, b.values));
const sameRow = (a: NewRow, b: NewRow) => a === b || (a.clientId === b.clientId && a.slugEdited === b.slugEdited && sameRecord({ ...a.values }, { ...b.values }));

/** Whether two states hold the same edits (the reducer answers a new object even for an edit that changes nothing). */
export function sameChanges(a: ChangesState, b: ChangesState): boolean {
  if (a === b) return true;
  const ids = Object.keys(a.edits);
  return (
    ids.length === Object.keys(b.edits).length &&
    ids.every((id) => sameEntry(a.edits[id], b.edits[id])) &&
    a.created.length === b.created.length &&
    a.created.every((row, i) => sameRow(row, b.created[i]!))
  );
}

function apply(h: History<ChangesState>, action: ChangesAction): History<ChangesState> {
  const next = changesReducer(h.present, action);
  switch (action.type) {
    // After a save, a discard or a reload after a conflict nothing before can be undone.
    case 'discard':
    case 'drop':
      return startHistory(next);
    // The server's answer is no user change: the present is told, with no step.
    case 'serverErrors':
      return { ...h, present: next };
    // An image is saved at once: every state of the history learns the product's new version, or an
    // undo would bring back the old one and make the next save a conflict.
    case 'imageSaved': {
      const move = (s: ChangesState) => changesReducer(s, action);
      return { past: h.past.map(move), present: next, future: h.future.map(move) };
    }
    default:
      return h;
  }
}

export function changesHistoryReducer(state: ChangesHistory, action: HistoryAction): ChangesHistory {
  const h = state.history;
  switch (action.type) {
    case 'change': {
      const special = apply(h, action.action);
      if (special !== h) return { history: special, typing: null };
      const next = changesReducer(h.present, action.action);
      if (sameChanges(next, h.present)) return next.serverErrors === h.present.serverErrors ? state : { ...state, history: { ...h, present: next } };
      if (action.typing && state.typing === action.typing) return { ...state, history: amend(h, next) };
      return { history: record(h, next), typing: action.typing ?? null };
    }
    case 'batch': {
      const next = action.actions.reduce(changesReducer, h.present);
      if (sameChanges(next, h.present)) return state.typing ? { ...state, typing: null } : state;
      return { history: record(h, next), typing: null };
    }
    case 'endTyping':
      return state.typing === null ? state : { ...state, typing: null };
    case 'cancelTyping': {
      if (state.typing === null || h.past.length === 0) return state.typing === null ? state : { ...state, typing: null };
      return { history: { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [] }, typing: null };
    }
    case 'undo':
      return { history: undo(h), typing: null };
    case 'redo':
      return { history: redo(h), typing: null };
  }
}

/** The unsaved changes of the manage page, with undo and redo. */
export function useChangesHistory() {
  const [state, send] = useReducer(changesHistoryReducer, undefined, startChanges);
  const dispatch = useCallback((action: ChangesAction) => send({ type: 'change', action }), []);
  return {
    state: state.history.present,
    send,
    dispatch,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
  };
}
