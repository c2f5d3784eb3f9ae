import { useDeferredValue, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueFilters } from '../../../lib/catalogue';
import { parseProductFilters, writeProductFilters } from './product-filters';
import { useUrlSearchText } from './use-url-search-text';

export interface CatalogueFilterState {
  /** The filters in the URL (its `q` trails the search box while typing). */
  filters: CatalogueFilters;
  /** The search box's text, answering every key. */
  text: string;
  setText: (text: string) => void;
  /** The text to filter by: it lags behind `text` while the list is busy re-rendering. */
  query: string;
  update: (change: Partial<Omit<CatalogueFilters, 'q'>>) => void;
  clear: () => void;
  hasFilters: boolean;
}

/**
 * The products page's filters, kept in the URL (?category=dried&availability=in_stock&q=sandia).
 * Typing replaces the history entry; with `history: 'push'` a chosen category or availability adds
 * one, so Back steps through them (the visitors' catalogue), with 'replace' Back leaves the page.
 */
export function useCatalogueFilters({ history }: { history: 'push' | 'replace' }): CatalogueFilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseProductFilters(searchParams);
  // Each write builds on the last one, not on this render's copy: a chip tapped while the search
  // box's debounced write is pending must not be undone by it (nor the other way round).
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const write = (change: Partial<CatalogueFilters>, replace: boolean) => {
    const next = writeProductFilters(latest.current, { ...parseProductFilters(latest.current), ...change });
    latest.current = next;
    setSearchParams(next, { replace, preventScrollReset: true });
  };

  const [text, setText] = useUrlSearchText(filters.q, (q) => write({ q }, true));
  const query = useDeferredValue(text);
  return {
    filters,
    text,
    setText,
    query,
    update: (change) => write({ q: text, ...change }, history === 'replace'),
    clear: () => {
      setText('');
      write({ category: null, availability: null, q: '' }, history === 'replace');
    },
    hasFilters: filters.category !== null || filters.availability !== null || text.trim() !== '',
  };
}
