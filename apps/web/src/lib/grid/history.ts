import { useCallback, useReducer } from 'react';

/**
 * Undo and redo over an immutable value (a grid's pending edits): every change is a step, Ctrl+Z
 * goes back one, Ctrl+Shift+Z forward again; a new change after an undo drops what could be redone.
 * The history is kept up to `limit` steps (the oldest are forgotten).
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export const HISTORY_LIMIT = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** A change: `next` becomes the present; the same value (no change) is no step. */
export function record<T>(h: History<T>, next: T, limit = HISTORY_LIMIT): History<T> {
  if (Object.is(next, h.present)) return h;
  const past = [...h.past, h.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

/**
 * The present replaced without a new step (what could be redone is dropped): the keys typed into one
 * cell, one after another, are one step, as a spreadsheet undoes a cell's whole entry at once.
 */
export function amend<T>(h: History<T>, next: T): History<T> {
  if (Object.is(next, h.present) && h.future.length === 0) return h;
  return { past: h.past, present: next, future: [] };
}

export function undo<T>(h: History<T>): History<T> {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1) };
}

/** Whether a key press is undo (Ctrl/⌘+Z) or redo (Ctrl/⌘+Shift+Z, Ctrl+Y). */
export function historyKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; altKey?: boolean }): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

type Action<T> = { type: 'set'; next: T | ((current: T) => T) } | { type: 'undo' } | { type: 'redo' } | { type: 'reset'; to: T };

function reducer<T>(h: History<T>, action: Action<T>): History<T> {
  switch (action.type) {
    case 'set':
      return record(h, typeof action.next === 'function' ? (action.next as (current: T) => T)(h.present) : action.next);
    case 'undo':
      return undo(h);
    case 'redo':
      return redo(h);
    case 'reset':
      return startHistory(action.to);
  }
}

/**
 * A state with undo and redo: `set` works as a useState setter and records a step; `reset` starts a
 * new history (after a save or a discard nothing before it can be undone).
 */
export function useHistory<T>(initial: T | (() => T)) {
  const [h, dispatch] = useReducer(reducer<T>, undefined, () => startHistory(typeof initial === 'function' ? (initial as () => T)() : initial));
  const set = useCallback((next: T | ((current: T) => T)) => dispatch({ type: 'set', next }), []);
  const undoStep = useCallback(() => dispatch({ type: 'undo' }), []);
  const redoStep = useCallback(() => dispatch({ type: 'redo' }), []);
  const reset = useCallback((to: T) => dispatch({ type: 'reset', to }), []);
  return { value: h.present, set, undo: undoStep, redo: redoStep, reset, canUndo: h.past.length > 0, canRedo: h.future.length > 0 };
}
