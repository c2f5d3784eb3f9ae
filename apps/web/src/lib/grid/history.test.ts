import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amend, historyKey, record, redo, startHistory, undo } from './history';

describe('history', () => {
  it('undoes and redoes every step in order', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe('c');
    expect(redo(h)).toBe(h);
  });

  it('drops what could be redone when a new change follows an undo', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = record(undo(h), 4);
    expect(h.present).toBe(4);
    expect(h.future).toEqual([]);
    expect(undo(h).present).toBe(2);
  });

  it('records no step for the same value', () => {
    const h = startHistory({ x: 1 });
    expect(record(h, h.present)).toBe(h);
  });

  it('amends the present without a step: one undo goes back past every amended value', () => {
    let h = record(startHistory(''), '1');
    h = amend(amend(h, '12'), '12.5');
    expect(h.present).toBe('12.5');
    expect(h.past).toEqual(['']);
    expect(undo(h).present).toBe('');
    // An amend after an undo drops what could be redone, as a new change does.
    const back = amend(undo(record(h, 'x')), 'y');
    expect(back.future).toEqual([]);
    expect(amend(startHistory(1), 1)).toEqual(startHistory(1));
  });

  it('forgets the oldest steps beyond its limit', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 10; i++) h = record(h, i, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });

  it('comes back to the start after as many undos as changes, and to the end after as many redos (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), (values) => {
        let h = startHistory<number | null>(null);
        const steps = values.reduce((n, v) => {
          const next = record(h, v);
          const counted = next !== h;
          h = next;
          return counted ? n + 1 : n;
        }, 0);
        const end = h.present;
        for (let i = 0; i < steps; i++) h = undo(h);
        expect(h.present).toBe(null);
        for (let i = 0; i < steps; i++) h = redo(h);
        expect(h.present).toBe(end);
      }),
    );
  });
});

describe('historyKey', () => {
  it('reads undo and redo shortcuts on Windows, Linux and macOS', () => {
    expect(historyKey({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(historyKey({ key: 'z', metaKey: true })).toBe('undo');
    expect(historyKey({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(historyKey({ key: 'y', ctrlKey: true })).toBe('redo');
    expect(historyKey({ key: 'z' })).toBe(null);
    expect(historyKey({ key: 'z', ctrlKey: true, altKey: true })).toBe(null);
  });
});
