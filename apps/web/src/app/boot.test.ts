import { describe, expect, it } from 'vitest';
import { keyFirstHistoryEntry } from './boot';

describe('keyFirstHistoryEntry', () => {
  it('gives an entry the router did not create a key of its own, and keeps one it has', () => {
    window.history.replaceState({ other: 1 }, '');
    keyFirstHistoryEntry(window.history);
    const state = window.history.state as { key: string; other: number };
    expect(state.key).toMatch(/^[a-z0-9]+$/);
    expect(state.other).toBe(1);
    keyFirstHistoryEntry(window.history);
    expect((window.history.state as { key: string }).key).toBe(state.key);
  });
});
