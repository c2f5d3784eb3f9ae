import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Language, nextSort, type PriceListItem, readSort, writeSort } from '@freshprice/shared';
import { addedRows, rowOfItem, type Edits, type LinkRule } from './edits';
import { SORT_COLUMNS, type SortColumn } from './grid-columns';
import {
  allSelected,
  filterRows,
  filtering,
  NO_FILTER,
  readFilter,
  rowHaystack,
  someSelected,
  sortEditorRows,
  toggleRowSelection,
  toggleVisibleSelection,
  writeFilter,
  type RowFilter,
} from './rows-view';

/**
 * The editor's rows (the list's and the added ones), their sort, the search and filters over them, and
 * the selection. The sort and the filters live in the URL (`?sort=price&dir=desc&q=…&category=…&show=…
 * &stock=…`, replaced, not pushed), so a reload or a shared link shows the same rows.
 */
export function useEditorRows({ items, edits, minMarginBp, rule, language }: { items: readonly PriceListItem[]; edits: Edits; minMarginBp: number; rule: LinkRule; language: Language }) {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const sort = readSort(params, SORT_COLUMNS);
  const sortKey = sort ? `${sort.column}:${sort.dir}` : '';

  // The filters are the page's state, written to the URL after they change (the search box types into
  // state, not into the router, so a keystroke is never slowed by a navigation).
  const [filter, setFilter] = useState<RowFilter>(() => readFilter(params));
  const query = useDeferredValue(filter.text);
  const urlFilter = useMemo(() => ({ ...filter, text: query }), [filter, query]);
  // Only a real change navigates: a navigation draws the whole page again (the open would pay for one).
  useEffect(() => {
    const next = writeFilter(params, urlFilter);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [urlFilter, params, setParams]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);

  // Rows sort by what they show, the pending price included, but by the edits as they were when the
  // sort was asked for (a header click, the URL, "Sort again") or the list was loaded: a typed price
  // never moves its row away from under the active cell (Enter goes on to the row that was below it),
  // as a spreadsheet re-sorts only when asked. Products being added stay on top, as without a sort.
  const [basis, setBasis] = useState({ sortKey, items, edits });
  if (basis.sortKey !== sortKey || basis.items !== items) setBasis({ sortKey, items, edits });
  const sortEdits = basis.sortKey === sortKey && basis.items === items ? basis.edits : edits;
  const categoryName = useCallback((category: string) => t(`categories.${category}`), [t]);

  const itemRows = useMemo(() => items.map(rowOfItem), [items]);
  const sortedItemRows = useMemo(
    () => sortEditorRows(itemRows, sort, sortEdits, { rule, language, categoryName }),
    // `sort` is read through its key (a new object every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [itemRows, sortKey, sortEdits, rule, language, categoryName],
  );
  const sortStale = useMemo(() => {
    if (sortKey === '' || sortEdits === edits) return false;
    const live = sortEditorRows(itemRows, sort, edits, { rule, language, categoryName });
    return live.some((row, i) => row !== sortedItemRows[i]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sortedItemRows, edits]);
  // The search texts are folded once per list, when a search first needs them (not on the open).
  const searching = query.trim() !== '';
  const haystacks = useMemo(() => (searching ? new Map(itemRows.map((r) => [r.productId, rowHaystack(r)])) : new Map<string, string>()), [itemRows, searching]);
  const allRows = useMemo(() => [...addedRows(edits), ...sortedItemRows], [edits, sortedItemRows]);
  const rowsById = useMemo(() => new Map(allRows.map((r) => [r.productId, r])), [allRows]);
  const inList = useMemo(() => new Set(allRows.map((r) => r.productId)), [allRows]);
  const visible = useMemo(() => filterRows(allRows, urlFilter, { edits, minMarginBp, rule, haystacks }), [allRows, urlFilter, edits, minMarginBp, rule, haystacks]);

  const onSelect = (index: number, range: boolean) => {
    const row = visible[index];
    if (!row) return;
    const anchorId = anchor.current;
    setSelected((current) => toggleRowSelection(current, visible, index, anchorId, range));
    anchor.current = row.productId;
  };

  const onSort = (column: SortColumn) => setParams((current) => writeSort(current, nextSort(readSort(current, SORT_COLUMNS), column)), { replace: true, preventScrollReset: true });

  return {
    filter,
    setText: (text: string) => setFilter((f) => ({ ...f, text })),
    setCategory: (category: string) => setFilter((f) => ({ ...f, category })),
    setShow: (show: RowFilter['show']) => setFilter((f) => ({ ...f, show })),
    setStock: (stock: RowFilter['stock']) => setFilter((f) => ({ ...f, stock })),
    filtering: filtering(filter),
    clearFilters: () => setFilter(NO_FILTER),
    sort,
    onSort,
    /** Prices changed since the rows were sorted: "Sort again" puts them in order. */
    sortStale,
    resort: () => setBasis({ sortKey, items, edits }),
    allRows,
    rowsById,
    inList,
    visible,
    selected,
    setSelected,
    onSelect,
    allVisibleSelected: allSelected(selected, visible),
    someVisibleSelected: someSelected(selected, visible),
    toggleAllVisible: () => setSelected((current) => toggleVisibleSelection(current, visible)),
    clearSelection: () => setSelected(new Set()),
  };
}

export type EditorRows = ReturnType<typeof useEditorRows>;
