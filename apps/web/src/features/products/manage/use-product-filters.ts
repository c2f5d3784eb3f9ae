import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Availability, readSort, type SortState, writeSort } from '@freshprice/shared';
import { PRODUCT_COLUMNS } from './product-columns';
import { filterProducts, indexProducts, sortProducts } from './product-rows';
import type { ChangesState, Field, ManagedProduct } from './unsaved-changes';

const SORTABLE: readonly Field[] = PRODUCT_COLUMNS.map((c) => c.field);
const REVIEW_PARAM = 'review';

/**
 * The grid's filters (search, category, availability, only changed, needs review) and its sort. The
 * sort and "needs review" are kept in the URL (a link from the import opens the drafts).
 */
export function useProductFilters(products: ManagedProduct[] | undefined, state: ChangesState, categoryName: (key: string) => string) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const query = useDeferredValue(text);
  const [sort, setSortState] = useState(() => readSort(params, SORTABLE));
  // Held here as well: the URL follows a moment later (a navigation), the box must not wait for it.
  const [needsReview, setReview] = useState(() => params.get(REVIEW_PARAM) === '1');

  const setSort = useCallback(
    (next: SortState<Field> | null) => {
      setSortState(next);
      setParams((p) => writeSort(p, next), { replace: true });
    },
    [setParams],
  );
  const setNeedsReview = useCallback(
    (on: boolean) => {
      setReview(on);
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (on) next.set(REVIEW_PARAM, '1');
          else next.delete(REVIEW_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const index = useMemo(() => indexProducts(products ?? []), [products]);
  const filtered = useMemo(
    () => filterProducts(index, { query, category, availability, onlyChanged, needsReview }, state.edits),
    [index, query, category, availability, onlyChanged, needsReview, state.edits],
  );
  const sortColumn = sort?.column;
  const sortDir = sort?.dir;
  const sorted = useMemo(
    () => sortProducts(filtered, sortColumn && sortDir ? { column: sortColumn, dir: sortDir } : null, categoryName),
    [filtered, sortColumn, sortDir, categoryName],
  );

  return {
    text,
    setText,
    category,
    setCategory,
    availability,
    setAvailability,
    onlyChanged,
    setOnlyChanged,
    needsReview,
    setNeedsReview,
    sort,
    setSort,
    /** The products shown, filtered and sorted. */
    sorted,
    total: products?.length ?? 0,
    /** Whether what is typed in the search box is not applied yet. */
    pending: query !== text,
  };
}

export type ProductFilters = ReturnType<typeof useProductFilters>;
