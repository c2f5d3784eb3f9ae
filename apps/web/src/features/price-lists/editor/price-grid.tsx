import type { Language, SortState } from '@freshprice/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bounds, clampRange, everything, extendTo, single, type CellRange } from '../../../lib/grid/selection';
import { GridBody } from '../../../lib/grid/grid-body';
import { useGridVirtualizer } from '../../../lib/grid/virtual';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import type { Difference, Edits, EditorRow, LinkRule } from './edits';
import { gridColumns, HEADER_HEIGHT, ROW_HEIGHT, WIDTH, type SortColumn } from './grid-columns';
import { GridCommands } from './grid-commands';
import { clampPos, editingKey, fillDownRows, gridCommand, navigatingKey, type GridPos, type GridShape, type PastedCell } from './grid-model';
import { GridHeader, GridRow, type RowContext } from './grid-row';
import { useCellEditing, useFocusFollows, type GridLatest } from './use-cell-editing';
import { useGridClipboard } from './use-grid-clipboard';

export { gridColumns, ROW_HEIGHT, type ColumnId } from './grid-columns';


export interface PriceGridProps {
  /** The rows shown (after search and filter), in order. */
  rows: readonly EditorRow[];
  edits: Edits;
  linked: boolean;
  language: Language;
  minMarginBp: number;
  rule: LinkRule;
  selected: ReadonlySet<string>;
  differences: ReadonlyMap<string, Difference>;
  /** Id of the element that names the grid. */
  labelledBy: string;
  describedBy?: string;
  onCommitPrice: (row: EditorRow, text: string) => void;
  /** A pasted block laid on the shown rows: the price cells it fills, what it left out. */
  onPaste: (paste: { cells: PastedCell[]; ignoredColumns: number; unusedRows: number }) => void;
  /** Toggle a row's selection (range: from the last toggled row, as Shift+click). */
  onSelect: (index: number, range: boolean) => void;
  onRemove: (row: EditorRow) => void;
  onUndoRemove: (productId: string) => void;
  onFollow: (row: EditorRow) => void;
  onUndoFollow: (productId: string) => void;
}


/** What only the grid does, as a spreadsheet (its sort headers, fill down, undo and redo, copy). */
export interface SheetProps {
  /** Fill down: the shown rows `to` take the price of the shown row `from`. */
  onFillDown: (from: number, to: readonly number[]) => void;
  onHistory: (step: 'undo' | 'redo') => void;
  canUndo: boolean;
  canRedo: boolean;
  sort: SortState<SortColumn> | null;
  onSort: (column: SortColumn) => void;
  /** Prices changed since the sort: "Sort again" is offered. */
  sortStale: boolean;
  onResort: () => void;
  /** A sentence for the status line (what a copy took). */
  onAnnounce: (text: string) => void;
}

/**
 * The list's prices as a spreadsheet-like grid (ARIA grid pattern): one tab stop, the active cell
 * moved with the arrow keys, the price edited in place. Only the rows in view are rendered (plus the
 * active one, so focus is never lost), which keeps 2,000 rows smooth.
 *
 * A block of cells is selected as in a spreadsheet (Shift+arrows, Shift+click, a mouse drag, Ctrl+A):
 * Ctrl+C copies what it shows, Ctrl+V pastes a block from its top left, Ctrl+D fills its price column
 * down; Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) undo and redo any change. The rows' checkboxes are another
 * selection, of products for the bulk adjustment; the two are independent.
 */
export function PriceGrid(props: PriceGridProps & SheetProps) {
  const { rows, edits, linked, language, minMarginBp, rule, selected, differences, labelledBy, describedBy } = props;
  const { t } = useTranslation(['priceLists', 'common']);
  const narrow = useMediaQuery(BELOW_MD);
  const columns = useMemo(() => gridColumns(linked, narrow), [linked, narrow]);
  const priceCol = columns.indexOf('price');
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridPos>({ row: 0, col: priceCol });
  // The selected block when it is more than the active cell (null: the active cell alone).
  const [block, setBlock] = useState<CellRange | null>(null);
  const dragFrom = useRef<GridPos | null>(null);
  const latest = useRef<GridLatest>({ props, active, editing: null });
  const focusWanted = useRef(false);
  const { editing, startEditing, commit, cancel, setDraft } = useCellEditing(latest, setActive, focusWanted);
  // Kept current after each render, before the handlers can run (the products grid does the same).
  useLayoutEffect(() => {
    latest.current = { props, active, editing };
  });
  const template = columns.map((c) => (c === 'product' ? `minmax(${WIDTH.product}rem, 1fr)` : `${WIDTH[c]}rem`)).join(' ');
  const minWidth = `${columns.reduce((sum, c) => sum + WIDTH[c], 0)}rem`;

  // The column order changes with the window's width (phone or not): the active cell stays on its column.
  const [shownColumns, setShownColumns] = useState(columns);
  if (shownColumns !== columns) {
    setShownColumns(columns);
    const col = columns.indexOf(shownColumns[active.col] ?? 'price');
    if (col >= 0 && col !== active.col) setActive({ row: active.row, col });
  }

  const shape: GridShape = useMemo(() => ({ rows: rows.length, cols: columns.length, editable: [priceCol], pageSize: 10 }), [rows.length, columns.length, priceCol]);
  // Rows come and go with search and filters: keep the active cell inside the grid.
  const current = rows.length === 0 ? active : clampPos(active, shape);
  if (current.row !== active.row || current.col !== active.col) setActive(current);

  const range = block && rows.length > 0 ? clampRange(block, rows.length, columns.length) : single(current);
  const sel = block ? bounds(range) : null;

  const virtualizer = useGridVirtualizer({
    count: rows.length,
    scrollElement: () => gridRef.current,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
    activeRow: current.row,
  });

  const moveTo = useCallback((to: GridPos) => {
    focusWanted.current = true;
    setActive(to);
  }, []);

  // Focus follows the active cell when the keyboard (or a commit) moved it.
  useFocusFollows(gridRef, focusWanted, current, editing !== null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0) return;
    if (editing) {
      const action = editingKey(event, current, shape);
      if (action.type === 'none') return;
      event.preventDefault();
      event.stopPropagation();
      if (action.type === 'commit') commit(action.to);
      else cancel();
      return;
    }
    const target = event.target as HTMLElement;
    // Buttons and checkboxes in cells answer Space and Enter themselves.
    if ((event.key === ' ' || event.key === 'Enter') && (target.tagName === 'BUTTON' || target.tagName === 'INPUT')) return;
    const command = gridCommand(event);
    if (command) {
      event.preventDefault();
      if (command === 'selectAll') setBlock(everything(rows.length, columns.length));
      else if (command === 'fillDown') fillDown();
      else props.onHistory(command);
      return;
    }
    const action = navigatingKey(event, current, shape);
    switch (action.type) {
      case 'move':
        event.preventDefault();
        // Shift+arrows (and Shift+Home, End, page keys) stretch the block; a plain move drops it.
        setBlock(event.shiftKey ? extendTo(block ?? single(current), action.to) : null);
        moveTo(action.to);
        return;
      case 'edit':
        event.preventDefault();
        startEditing(action.replaceWith);
        return;
      case 'select':
        event.preventDefault();
        props.onSelect(current.row, action.range);
        return;
      case 'swallow':
        event.preventDefault();
        return;
      case 'none':
        return;
    }
  };

  const fillDown = () => {
    const fill = fillDownRows(range, priceCol);
    if (fill) props.onFillDown(fill.from, fill.to);
  };

  const categoryName = useCallback((category: string) => t(`common:categories.${category}`), [t]);
  const { onCopy, onPaste } = useGridClipboard({ gridRef, rows, edits, rule, language, columns, range, editing: editing !== null, cancel, categoryName, onPaste: props.onPaste, onAnnounce: props.onAnnounce });

  // A selection drag ends wherever the button is let go.
  useEffect(() => {
    const end = () => void (dragFrom.current = null);
    window.addEventListener('pointerup', end);
    return () => window.removeEventListener('pointerup', end);
  }, []);

  const onCellPointerDown = useCallback((pos: GridPos, event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    if (event.shiftKey) {
      // Shift+click stretches the block from where it started (the active cell) to the clicked cell.
      event.preventDefault();
      const { active: a } = latest.current;
      setBlock((b) => extendTo(b ?? single(a), pos));
      focusWanted.current = true;
      setActive(pos);
      return;
    }
    dragFrom.current = pos;
    setBlock(null);
  }, []);

  const onCellPointerEnter = useCallback((pos: GridPos, event: PointerEvent<HTMLDivElement>) => {
    const from = dragFrom.current;
    if (!from || event.pointerType !== 'mouse' || (event.buttons & 1) === 0) return;
    setBlock({ anchor: from, focus: pos });
  }, []);

  const onCellFocus = useCallback((pos: GridPos) => {
    const a = latest.current.active;
    if (a.row !== pos.row || a.col !== pos.col) {
      if (latest.current.editing) commit(null);
      setActive(pos);
    }
  }, [commit]);

  // With a mouse the first click makes a price active (as in a spreadsheet) and the second edits it; a
  // tap on a touch screen edits it at once: there is no keyboard to type into an active cell with.
  const onPriceClick = useCallback(
    (pos: GridPos, wasActive: boolean, touch: boolean) => {
      if (latest.current.editing) return;
      if (touch) startEditing(undefined, pos);
      else if (wasActive) startEditing();
    },
    [startEditing],
  );

  const ctx = useMemo<RowContext>(
    () => ({
      columns,
      template,
      language,
      minMarginBp,
      rule,
      t,
      categoryName,
      onCellFocus,
      onCellPointerDown,
      onCellPointerEnter,
      onPriceClick,
      onDoubleClick: () => startEditing(),
      setDraft,
      commitOnBlur: () => commit(null),
      onSelectClick: (index: number, range: boolean) => latest.current.props.onSelect(index, range),
      onRemove: (row: EditorRow) => latest.current.props.onRemove(row),
      onUndoRemove: (id: string) => latest.current.props.onUndoRemove(id),
      onFollow: (row: EditorRow) => latest.current.props.onFollow(row),
      onUndoFollow: (id: string) => latest.current.props.onUndoFollow(id),
    }),
    [columns, template, language, minMarginBp, rule, t, categoryName, onCellFocus, onCellPointerDown, onCellPointerEnter, onPriceClick, startEditing, setDraft, commit],
  );

  const items = virtualizer.getVirtualItems();

  const inBlock = (index: number) => sel !== null && index >= sel.top && index <= sel.bottom;

  return (
    <>
    <GridCommands
      canUndo={props.canUndo}
      canRedo={props.canRedo}
      canFill={fillDownRows(range, priceCol) !== null}
      sortStale={props.sortStale}
      onHistory={props.onHistory}
      onFillDown={fillDown}
      onResort={props.onResort}
    />
    <div
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-multiselectable="true"
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onCopy={onCopy}
      data-grid-scroll=""
      className="group/grid relative select-none [--sel-edge:var(--color-sky-700)] dark:[--sel-edge:var(--color-sky-300)] h-[min(65vh,40rem)] min-h-72 overflow-auto overscroll-contain rounded-md border border-gray-300 bg-white text-sm dark:border-gray-700 dark:bg-gray-950"
      // Focus scrolls a cell into view clear of the sticky header row and the sticky first columns.
      style={{ scrollPaddingTop: HEADER_HEIGHT, scrollPaddingLeft: `${WIDTH.select + WIDTH.product}rem` }}
    >
      <GridHeader columns={columns} template={template} minWidth={minWidth} sort={props.sort} onSort={props.onSort} t={t} />
      <GridBody height={virtualizer.getTotalSize() - HEADER_HEIGHT} minWidth={minWidth} rowCount={rows.length} empty={t('editor.grid.empty')}>
        {items.map((item) => {
          const row = rows[item.index]!;
          const isActive = item.index === current.row;
          return (
            <GridRow
              key={row.productId}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              row={row}
              edit={edits[row.productId]}
              activeCol={isActive ? current.col : -1}
              editing={isActive ? editing : null}
              selected={selected.has(row.productId)}
              selLeft={inBlock(item.index) ? sel!.left : -1}
              selRight={inBlock(item.index) ? sel!.right : -1}
              blockOn={sel !== null}
              selTop={inBlock(item.index) && item.index === sel!.top}
              selBottom={inBlock(item.index) && item.index === sel!.bottom}
              difference={differences.get(row.productId)}
              ctx={ctx}
            />
          );
        })}
      </GridBody>
    </div>
    </>
  );
}
