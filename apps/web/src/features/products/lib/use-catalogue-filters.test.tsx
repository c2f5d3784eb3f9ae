import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCatalogueFilters } from './use-catalogue-filters';
import { SEARCH_DEBOUNCE_MS } from './use-url-search-text';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(url: string, history: 'push' | 'replace') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/elsewhere', url]} initialIndex={1}>{children}</MemoryRouter>;
  return renderHook(() => ({ state: useCatalogueFilters({ history }), location: useLocation() }), { wrapper });
}

describe('useCatalogueFilters', () => {
  it('reads the filters from the URL and writes a chosen one back, keeping the others', () => {
    const hook = setup('/products?category=dried&q=chile&utm=x', 'replace');
    expect(hook.result.current.state.filters).toEqual({ category: 'dry_produce', availability: null, q: 'chile' });
    expect(hook.result.current.state.hasFilters).toBe(true);
    act(() => hook.result.current.state.update({ availability: 'in_stock' }));
    expect(hook.result.current.location.search).toBe('?category=dried&q=chile&utm=x&availability=in_stock');
  });

  it('does not undo a chip chosen while the typed text waits to be written', () => {
    const hook = setup('/products', 'replace');
    act(() => hook.result.current.state.setText('mango'));
    act(() => hook.result.current.state.update({ category: 'fruits' }));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const params = new URLSearchParams(hook.result.current.location.search);
    expect(params.get('category')).toBe('fruits');
    expect(params.get('q')).toBe('mango');
  });

  it('clears every filter', () => {
    const hook = setup('/products?category=herbs&availability=out_of_stock&q=x', 'push');
    act(() => hook.result.current.state.clear());
    expect(hook.result.current.location.search).toBe('');
    expect(hook.result.current.state.text).toBe('');
    expect(hook.result.current.state.hasFilters).toBe(false);
  });
});
