import { describe, expect, it } from 'vitest';
import { BELOW_FLOOR, LARGE_MOVE, VERSION_CONFLICT } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { idleSave, saveFailure, saveReducer } from './save-flow';

describe('a save’s failures', () => {
  it('tells a lost session, a conflict, the refusals and anything else apart', () => {
    expect(saveFailure(new ApiError(401, 'unauthorized', 'x'))).toEqual({ kind: 'signedOut' });
    expect(saveFailure(new ApiError(409, VERSION_CONFLICT, 'x', { version: '4', savedBy: 'ana@example.com', savedAt: '2026-11-21T10:00:00Z' }))).toEqual({
      kind: 'conflict',
      conflict: { version: '4', savedBy: 'ana@example.com', savedAt: '2026-11-21T10:00:00Z' },
    });
    expect(saveFailure(new ApiError(409, VERSION_CONFLICT, 'x'))).toEqual({ kind: 'conflict', conflict: { version: '', savedBy: '', savedAt: '' } });
    expect(saveFailure(new ApiError(422, BELOW_FLOOR, 'x', { a: 'below', b: 'below' }))).toEqual({ kind: 'belowRefused', count: 2 });
    expect(saveFailure(new ApiError(422, LARGE_MOVE, 'x', { a: 'zero' }))).toEqual({ kind: 'largeRefused', count: 1 });
    expect(saveFailure(new ApiError(500, 'internal', 'x'))).toEqual({ kind: 'other' });
    expect(saveFailure(new Error('network'))).toEqual({ kind: 'other' });
  });
});

describe('the save state', () => {
  it('clears the last attempt’s messages, keeps the review and busy flag apart', () => {
    const failed = { ...idleSave, error: 'No', signedOut: true, conflict: { version: '2', savedBy: '', savedAt: '' } };
    expect(saveReducer(failed, { type: 'reset' })).toEqual(idleSave);
    expect(saveReducer(idleSave, { type: 'busy', busy: true }).busy).toBe(true);
    expect(saveReducer(failed, { type: 'reloaded' })).toEqual({ ...idleSave, signedOut: true });
  });

  it('records one failure without touching the others', () => {
    const withError = saveReducer(idleSave, { type: 'error', message: 'Refused' });
    const signedOut = saveReducer(withError, { type: 'failed', failure: { kind: 'signedOut' } });
    expect(signedOut).toEqual({ ...idleSave, error: 'Refused', signedOut: true });
    const conflict = { version: '3', savedBy: 'a', savedAt: 'b' };
    expect(saveReducer(signedOut, { type: 'failed', failure: { kind: 'conflict', conflict } }).conflict).toBe(conflict);
  });
});
