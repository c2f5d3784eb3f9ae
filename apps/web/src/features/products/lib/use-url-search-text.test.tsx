import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useUrlSearchText } from './use-url-search-text';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(initialQ = '') {
  const writeQ = vi.fn();
  const hook = renderHook(({ q }) => useUrlSearchText(q, writeQ), { initialProps: { q: initialQ } });
  const type = (text: string) => act(() => hook.result.current[1](text));
  const urlBecomes = (q: string) => hook.rerender({ q });
  return { hook, writeQ, type, urlBecomes, text: () => hook.result.current[0] };
}

describe('useUrlSearchText', () => {
  it('writes the text to the URL once typing pauses, once', () => {
    const s = setup();
    s.type('s');
    s.type('sandia');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(s.writeQ).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(s.writeQ).toHaveBeenCalledExactlyOnceWith('sandia');
    s.urlBecomes('sandia');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(s.writeQ).toHaveBeenCalledTimes(1);
    expect(s.text()).toBe('sandia');
  });

  it('keeps what was typed while the URL was catching up with an earlier write', () => {
    const s = setup();
    s.type('sandia');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    s.type('zzzz'); // typed before the router applied "sandia"
    s.urlBecomes('sandia');
    expect(s.text()).toBe('zzzz');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(s.writeQ).toHaveBeenLastCalledWith('zzzz');
  });

  it('follows a URL it did not write (Back, a link)', () => {
    const s = setup('mango');
    expect(s.text()).toBe('mango');
    s.urlBecomes('papaya');
    expect(s.text()).toBe('papaya');
    s.urlBecomes('');
    expect(s.text()).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(s.writeQ).not.toHaveBeenCalled();
  });
});
