import { useDeferredValue, useMemo, useState } from 'react';
import { foldSearchText, searchWords, type Availability } from '@freshprice/shared';
import type { ChangesState, ManagedProduct } from './unsaved-changes';

const PAGE_SIZE = 50;

/** The table's filters (search, category, availability, only changed, only drafts) and its page of 50. */
export function useProductFilters(products: ManagedProduct[] | undefined, state: ChangesState) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [onlyDrafts, setOnlyDrafts] = useState(false);
  const [page, setPage] = useState(0);
  const query = useDeferredValue(text);
  const index = useMemo(
    () =>
      (products ?? []).map((product) => ({
        product,
        // The catalogue's search rule, over the URL name and QuickBooks id too.
        haystack: foldSearchText([product.nameEn, product.nameEs, product.slug, product.quickbooksId ?? ''].join(' \u0000 ')),
      })),
    [products],
  );
  const filtered = useMemo(() => {
    const terms = searchWords(query);
    return index
      .filter(({ product, haystack }) => {
        if (onlyChanged && !state.edits[product.id]) return false;
        if (onlyDrafts && !product.draft) return false;
        if (category && (product.category ?? 'uncategorized') !== category) return false;
        if (availability && product.inStock !== (availability === 'in_stock')) return false;
        return terms.every((term) => haystack.includes(term));
      })
      .map(({ product }) => product);
  }, [index, query, category, availability, onlyChanged, onlyDrafts, state.edits]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const currentPage = Math.min(page, pages - 1);
  const visible = filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const resetPage = () => setPage(0);


  return {
    text,
    setText,
    category,
    setCategory,
    availability,
    setAvailability,
    onlyChanged,
    setOnlyChanged,
    onlyDrafts,
    setOnlyDrafts,
    filtered,
    visible,
    pages,
    currentPage,
    setPage,
    resetPage,
    pageSize: PAGE_SIZE,
  };
}

export type ProductFilters = ReturnType<typeof useProductFilters>;
