import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { addedRows, rowOfItem, type Edits, type LinkRule } from './edits';
import type { PriceListItem } from '@freshprice/shared';
import { allSelected, filterRows, rowHaystack, someSelected, toggleRowSelection, toggleVisibleSelection, type Show } from './rows-view';

/** The editor's rows (the list's and the added ones), the search and filters over them, and the selection. */
export function useEditorRows({ items, edits, minMarginBp, rule }: { items: readonly PriceListItem[]; edits: Edits; minMarginBp: number; rule: LinkRule }) {
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const [category, setCategory] = useState('');
  const [show, setShow] = useState<Show>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);

  const itemRows = useMemo(() => items.map(rowOfItem), [items]);
  const haystacks = useMemo(() => new Map(itemRows.map((r) => [r.productId, rowHaystack(r)])), [itemRows]);
  const allRows = useMemo(() => [...addedRows(edits), ...itemRows], [edits, itemRows]);
  const rowsById = useMemo(() => new Map(allRows.map((r) => [r.productId, r])), [allRows]);
  const inList = useMemo(() => new Set(allRows.map((r) => r.productId)), [allRows]);
  const visible = useMemo(
    () => filterRows(allRows, { text: query, category, show }, { edits, minMarginBp, rule, haystacks }),
    [allRows, query, category, show, edits, minMarginBp, rule, haystacks],
  );

  const onSelect = (index: number, range: boolean) => {
    const row = visible[index];
    if (!row) return;
    const anchorId = anchor.current;
    setSelected((current) => toggleRowSelection(current, visible, index, anchorId, range));
    anchor.current = row.productId;
  };

  return {
    filter: { text, category, show },
    setText,
    setCategory,
    setShow,
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
