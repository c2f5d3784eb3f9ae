import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import type { Editing } from './grid-columns';
import type { GridPos } from './grid-model';
import type { PriceGridProps } from './price-grid';
import { priceBoxText } from './numbers';

/** What the grid's handlers read: always the latest, without re-creating them per render. */
export interface GridLatest {
  props: PriceGridProps;
  active: GridPos;
  editing: Editing | null;
}

/**
 * The price box of the grid's active cell: opened (with the price, or with a typed key replacing it),
 * typed in, kept or dropped. `focusWantedRef` asks the grid to focus the active cell after the change.
 */
export function useCellEditing(latestRef: RefObject<GridLatest>, setActive: (pos: GridPos) => void, focusWantedRef: RefObject<boolean>) {
  const [editing, setEditing] = useState<Editing | null>(null);

  /** Opens the price box of the active cell, or of `at` (which becomes the active cell). */
  const startEditing = useCallback(
    (replaceWith?: string, at?: GridPos) => {
      const { props: p, active } = latestRef.current;
      const pos = at ?? active;
      const row = p.rows[pos.row];
      if (!row || p.edits[row.productId]?.removed) return;
      const initial = priceBoxText(row, p.edits[row.productId], p.rule);
      if (pos.row !== active.row || pos.col !== active.col) setActive(pos);
      setEditing(replaceWith === undefined ? { draft: initial, initial, selectAll: true } : { draft: replaceWith, initial, selectAll: false });
    },
    [latestRef, setActive],
  );

  /** Keeps the typed price; `to`: the cell that becomes active (and focused), null when focus went elsewhere. */
  const commit = useCallback(
    (to: GridPos | null) => {
      const { props: p, active: pos, editing: e } = latestRef.current;
      if (!e) return;
      latestRef.current.editing = null;
      const row = p.rows[pos.row];
      if (row && e.draft !== e.initial) p.onCommitPrice(row, e.draft);
      setEditing(null);
      if (to) {
        focusWantedRef.current = true;
        setActive(to);
      }
    },
    [latestRef, setActive, focusWantedRef],
  );

  /** Drops the typed price; the cell keeps the focus. */
  const cancel = useCallback(() => {
    latestRef.current.editing = null;
    setEditing(null);
    focusWantedRef.current = true;
  }, [latestRef, focusWantedRef]);

  const setDraft = useCallback((draft: string) => setEditing((e) => (e ? { ...e, draft } : e)), []);

  return { editing, startEditing, commit, cancel, setDraft };
}

/**
 * Focus follows the active cell when the keyboard (or a commit) moved it (`focusWantedRef`), not while
 * its text box is open. The active row is always rendered (the virtualiser keeps it), so focusing it
 * scrolls it into view (below the sticky header: the grid's scroll-padding-top).
 */
export function useFocusFollows(gridRef: RefObject<HTMLDivElement | null>, focusWantedRef: RefObject<boolean>, active: GridPos, editing: boolean) {
  useLayoutEffect(() => {
    if (!focusWantedRef.current || editing) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (!cell) return;
    focusWantedRef.current = false;
    const target = cell.querySelector<HTMLElement>('[data-focus-target]') ?? cell;
    target.focus();
  });
}
