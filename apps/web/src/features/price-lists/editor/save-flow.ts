import { BELOW_FLOOR, LARGE_MOVE, VERSION_CONFLICT, type PriceChange, type SavePricesResult } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';

/** Who saved the version a save was refused behind. */
export interface Conflict {
  version: string;
  savedBy: string;
  savedAt: string;
}

/** The dry run's answer, shown for confirmation, with what will be sent again for real. */
export interface Review {
  result: SavePricesResult;
  changes: PriceChange[];
  version: number;
}

/** A save's progress and what its bar and alerts say. */
export interface SaveState {
  busy: boolean;
  review: Review | null;
  conflict: Conflict | null;
  signedOut: boolean;
  error: string | null;
}

export const idleSave: SaveState = { busy: false, review: null, conflict: null, signedOut: false, error: null };

/** Why a save (or its dry run) failed, as the editor tells it. */
export type SaveFailure =
  | { kind: 'signedOut' }
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'belowRefused'; count: number }
  | { kind: 'largeRefused'; count: number }
  | { kind: 'other' };

export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.status === 401) return { kind: 'signedOut' };
  if (error.code === VERSION_CONFLICT) {
    return { kind: 'conflict', conflict: { version: error.fields.version ?? '', savedBy: error.fields.savedBy ?? '', savedAt: error.fields.savedAt ?? '' } };
  }
  if (error.code === BELOW_FLOOR) return { kind: 'belowRefused', count: Object.keys(error.fields).length };
  if (error.code === LARGE_MOVE) return { kind: 'largeRefused', count: Object.keys(error.fields).length };
  return { kind: 'other' };
}

export type SaveAction =
  /** A new attempt: the last one's messages go. */
  | { type: 'reset' }
  | { type: 'busy'; busy: boolean }
  | { type: 'review'; review: Review | null }
  /** A failure: signed out and a conflict have their own alerts, anything else is a message. */
  | { type: 'failed'; failure: Exclude<SaveFailure, { kind: 'other' | 'belowRefused' | 'largeRefused' }> }
  | { type: 'error'; message: string }
  /** The list was read again under the edits: the conflict is over. */
  | { type: 'reloaded' };

export function saveReducer(state: SaveState, action: SaveAction): SaveState {
  switch (action.type) {
    case 'reset':
      return { ...state, error: null, signedOut: false, conflict: null };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'review':
      return { ...state, review: action.review };
    case 'failed':
      return action.failure.kind === 'signedOut' ? { ...state, signedOut: true } : { ...state, conflict: action.failure.conflict };
    case 'error':
      return { ...state, error: action.message };
    case 'reloaded':
      return { ...state, conflict: null, error: null };
  }
}
