import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, SortState } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { parseBlock, writeBlock } from '../../../lib/grid/clipboard';
import { bounds, clampRange, extendTo, isSingle, single, type Cell, type CellRange } from '../../../lib/grid/selection';
import { GridBody } from '../../../lib/grid/grid-body';
import { useGridVirtualizer } from '../../../lib/grid/virtual';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import type { HistoryAction } from './changes-history';
import { copyCells, editAction, pasteBlock, type GridRow, type Vocabulary } from './grid-model';
import { ACTIONS_WIDTH, GridHeader, HEADER_HEIGHT, ProductGridRow, ROW_HEIGHT, type RowContext } from './grid-row';
import { COLUMN_BY_FIELD } from './product-columns';
import { gridKeyDown, isTextInput } from './products-grid-keys';
import type { ChangesState, Field, ManagedProduct } from './unsaved-changes';

export interface ProductsGridProps {
  rows: readonly GridRow[];
  fields: readonly Field[];
  state: ChangesState;
  send: (action: HistoryAction) => void;
  showAllErrors: boolean;
  sort: SortState<Field> | null;
  onSort: (sort: SortState<Field> | null) => void;
  language: Language;
  words: Vocabulary;
  labelledBy: string;
  describedBy: string;
  onDelete: (product: ManagedProduct) => void;
  onImage: (product: ManagedProduct) => void;
  onDetails: (row: GridRow) => void;
  /** Whether the row with this key was just added and its first field should take the cursor (asked once). */
  takeFocus: (key: string) => boolean;
}

const cellOf = (el: EventTarget | null): Cell | null => {
  const cell = el instanceof Element ? el.closest<HTMLElement>('[data-cell]') : null;
  if (!cell) return null;
  const [row, col] = cell.dataset.cell!.split(':').map(Number);
  return { row: row!, col: col! };
};
const sameCell = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;

/**
 * Every product as a spreadsheet (ARIA grid): the arrows move between cells, typing replaces a cell's
 * value, Enter or F2 edits it, Escape puts it back; Shift+arrows, Shift+click or a drag select cells,
 * which Ctrl+C copies, Ctrl+V fills from a spreadsheet's block and Ctrl+D fills down. Only the rows in
 * view are rendered (and the active one, so focus is never lost): 2,000 products stay smooth.
 */
export function ProductsGrid(props: ProductsGridProps) {
  const { rows, fields, state, send, showAllErrors, sort, onSort, language, labelledBy, describedBy } = props;
  const { t } = useTranslation(['productsManage', 'common']);
  const narrow = useMediaQuery(BELOW_MD);
  const gridRef = useRef<HTMLDivElement>(null);
  const cols = fields.length + 1;
  const [range, setRange] = useState<CellRange>(single({ row: 0, col: 0 }));
  /** The active cell is being edited (F2, Enter, typing, a click into its text): the arrows move the caret. */
  const [editing, setEditing] = useState(false);
  const focusWanted = useRef(false);
  const focusing = useRef(false);
  const dragging = useRef(false);

  // Rows and columns come and go with filters and the column choice: the selection stays inside.
  const current = rows.length === 0 ? range : clampRange(range, rows.length, cols);
  if (current !== range && (current.anchor.row !== range.anchor.row || current.anchor.col !== range.anchor.col || current.focus.row !== range.focus.row || current.focus.col !== range.focus.col)) setRange(current);
  const active = current.anchor;
  const latest = useRef({ props, range: current, editing });
  useLayoutEffect(() => {
    latest.current = { props, range: current, editing };
  });

  const widths = fields.map((f) => (f === 'nameEn' && narrow ? 10 : COLUMN_BY_FIELD[f].width));
  const template = [...widths.map((w, i) => (i === 0 ? `minmax(${w}rem, 1fr)` : `${w}rem`)), `${ACTIONS_WIDTH}rem`].join(' ');
  const minWidth = `${widths.reduce((a, b) => a + b, 0) + ACTIONS_WIDTH}rem`;

  const virtualizer = useGridVirtualizer({
    count: rows.length,
    scrollElement: () => gridRef.current,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
    activeRow: active.row,
    overscan: 4,
    getItemKey: (i) => rows[i]?.key ?? i,
  });

  const moveTo = useCallback(
    (to: CellRange) => {
      const before = latest.current.range.anchor;
      if (!sameCell(before, to.anchor)) send({ type: 'endTyping' });
      focusWanted.current = true;
      setEditing(false);
      setRange(to);
    },
    [send],
  );

  // Focus follows the active cell when the keyboard moved it; a text cell's value is selected, so typing replaces it.
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (!cell) return;
    focusWanted.current = false;
    const target = cell.querySelector<HTMLElement>('[data-focus]:not(:disabled)') ?? cell.querySelector<HTMLElement>('button:not(:disabled)');
    focusing.current = true;
    (target ?? cell).focus();
    focusing.current = false;
    if (isTextInput(target)) target.select();
  });

  useEffect(() => {
    const up = () => (dragging.current = false);
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, []);

  const shift = (by: Cell, extend: boolean) => {
    const from = extend ? current.focus : active;
    const to = { row: Math.max(0, Math.min(rows.length - 1, from.row + by.row)), col: Math.max(0, Math.min(cols - 1, from.col + by.col)) };
    if (extend) setRange(extendTo(current, to));
    else moveTo(single(to));
  };

  const applyBlock = (block: string[][]) => {
    const edit = pasteBlock(rows, fields, current, block, language, props.words);
    if (edit.actions.length) send({ type: 'batch', actions: edit.actions });
    if (edit.skipped || edit.unusedRows) notify('info', t('grid.pasteSkipped', { cells: edit.skipped, rows: edit.unusedRows }), 8000);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0 || !cellOf(event.target)) return;
    gridKeyDown(event, {
      rows,
      fields,
      range: current,
      editing,
      setEditing,
      setRange,
      moveTo,
      shift,
      applyBlock,
      send,
      wantFocus: () => (focusWanted.current = true),
      onDetails: props.onDetails,
    });
  };

  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    if (focusing.current) return;
    const pos = cellOf(event.target);
    if (!pos) return;
    // Focus came by a click or a test's fill(): that cell is active, its text box edited where clicked.
    if (!sameCell(pos, latest.current.range.anchor)) {
      send({ type: 'endTyping' });
      if (!dragging.current) setRange(single(pos));
    }
    setEditing(isTextInput(event.target));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const pos = cellOf(event.target);
    if (!pos || event.button !== 0) return;
    if (event.shiftKey) {
      // Shift+click: the selection grows to the cell; the cursor stays where it was.
      event.preventDefault();
      setRange(extendTo(latest.current.range, pos));
      return;
    }
    dragging.current = true;
    if (!sameCell(pos, latest.current.range.anchor)) send({ type: 'endTyping' });
    setRange(single(pos));
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current || (event.buttons & 1) === 0) return;
    const pos = cellOf(event.target);
    const { range: r } = latest.current;
    if (!pos || sameCell(pos, r.focus)) return;
    // A drag over other cells selects them, not the text in the first one.
    window.getSelection()?.removeAllRanges();
    setEditing(false);
    setRange(extendTo(r, pos));
  };

  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    if (editing && isSingle(current)) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', writeBlock(copyCells(rows, fields, current, language, props.words)));
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (rows.length === 0 || !cellOf(event.target)) return;
    const text = event.clipboardData.getData('text/plain');
    const block = parseBlock(text);
    // One value while typing is the text box's own paste.
    if (editing && isSingle(current) && block.length <= 1 && (block[0]?.length ?? 0) <= 1) return;
    event.preventDefault();
    setEditing(false);
    applyBlock(block.length ? block : [['']]);
  };

  const onType = useCallback(
    (row: GridRow, field: Field, value: string) => {
      setEditing(true);
      send({ type: 'change', action: editAction(row, field, value), typing: `${row.key}:${field}` });
    },
    [send],
  );

  const ctx = useMemo<RowContext>(
    () => ({
      fields,
      template,
      language,
      t,
      showAllErrors,
      send,
      onType,
      onDelete: (p) => latest.current.props.onDelete(p),
      onImage: (p) => latest.current.props.onImage(p),
      onDetails: (r) => latest.current.props.onDetails(r),
      takeFocus: (key) => latest.current.props.takeFocus(key),
    }),
    [fields, template, language, t, showAllErrors, send, onType],
  );

  const b = bounds(current);
  const multi = !isSingle(current);
  const items = virtualizer.getVirtualItems();

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-rowcount={rows.length + 1}
      aria-colcount={cols}
      aria-multiselectable="true"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerDown={onPointerDown}
      onPointerOver={onPointerOver}
      onCopy={onCopy}
      onPaste={onPaste}
      data-grid-scroll=""
      // On a phone the grid fits the screen below the sticky header and save bar (the page scrolls to it, then the grid scrolls).
      className="relative h-[min(70vh,44rem)] min-h-80 scroll-mt-36 overflow-auto max-sm:h-[calc(100dvh-15rem)] max-sm:scroll-mt-60 overscroll-contain rounded-md border border-gray-300 bg-white text-sm dark:border-gray-700 dark:bg-gray-950"
      style={{ scrollPaddingTop: HEADER_HEIGHT, scrollPaddingLeft: `${widths[0]}rem` }}
    >
      <GridHeader fields={fields} template={template} minWidth={minWidth} sort={sort} onSort={onSort} t={t} />
      <GridBody height={virtualizer.getTotalSize() - HEADER_HEIGHT} minWidth={minWidth} rowCount={rows.length} empty={t('catalogue:noMatch')}>
        {items.map((item) => {
          const row = rows[item.index]!;
          const inRows = multi && item.index >= b.top && item.index <= b.bottom;
          return (
            <ProductGridRow
              key={row.key}
              row={row}
              index={item.index}
              top={item.start - HEADER_HEIGHT}
              activeCol={item.index === active.row ? active.col : -1}
              selected={inRows ? { left: b.left, right: b.right } : null}
              serverErrors={state.serverErrors[row.key]}
              ctx={ctx}
              measure={virtualizer.measureElement}
            />
          );
        })}
      </GridBody>
    </div>
  );
}
