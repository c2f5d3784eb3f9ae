import {
  memo,
  useCallback,
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { floorPrice, marginBp } from '@freshprice/shared';
import { AlertIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../../lib/format';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { effectivePrice, isInvalid, rowBelowFloor, type Difference, type Edit, type Edits, type EditorRow, type LinkRule } from './edits';
import { clampPos, editingKey, isMultiCellPaste, navigatingKey, splitPastedColumn, type GridPos, type GridShape } from './grid-model';
import { formatMargin, plainPrice } from './numbers';

export type ColumnId = 'select' | 'product' | 'pack' | 'cost' | 'base' | 'price' | 'margin' | 'flag' | 'follow' | 'remove';

/** Widths in rem (the product column takes what is left, at least its width). */
const WIDTH: Record<ColumnId, number> = {
  select: 3,
  product: 10,
  pack: 7,
  cost: 5.5,
  base: 6,
  price: 7.5,
  margin: 5,
  flag: 11,
  follow: 7.5,
  remove: 7.5,
};
const NUMERIC = new Set<ColumnId>(['cost', 'base', 'price', 'margin']);
/** The checkbox and the product name stay in view when the grid scrolls sideways (narrow screens). */
const STICKY: Partial<Record<ColumnId, string>> = { select: 'sticky left-0 z-[1]', product: 'sticky left-12 z-[1] shadow-[1px_0_0_var(--color-gray-200)] dark:shadow-[1px_0_0_var(--color-gray-800)]' };

export const ROW_HEIGHT = 48;
const HEADER_HEIGHT = 40;
const rowHeight = () => ROW_HEIGHT;

/**
 * The columns in order. On a phone (`narrow`) the price comes right after the product, so that it is
 * in view beside the name without scrolling the grid sideways; its margin and notes follow it.
 */
export function gridColumns(linked: boolean, narrow = false): ColumnId[] {
  if (narrow) {
    return linked
      ? ['select', 'product', 'price', 'margin', 'flag', 'cost', 'base', 'pack', 'follow', 'remove']
      : ['select', 'product', 'price', 'margin', 'flag', 'cost', 'pack', 'remove'];
  }
  return linked
    ? ['select', 'product', 'pack', 'cost', 'base', 'price', 'margin', 'flag', 'follow', 'remove']
    : ['select', 'product', 'pack', 'cost', 'price', 'margin', 'flag', 'remove'];
}

export interface PriceGridProps {
  /** The rows shown (after search and filter), in order. */
  rows: readonly EditorRow[];
  edits: Edits;
  linked: boolean;
  language: 'en' | 'es';
  minMarginBp: number;
  rule: LinkRule;
  selected: ReadonlySet<string>;
  differences: ReadonlyMap<string, Difference>;
  /** Id of the element that names the grid. */
  labelledBy: string;
  describedBy?: string;
  onCommitPrice: (row: EditorRow, text: string) => void;
  /** A column of values pasted from row `start` on. */
  onPaste: (start: number, values: string[]) => void;
  /** Toggle a row's selection (range: from the last toggled row, as Shift+click). */
  onSelect: (index: number, range: boolean) => void;
  onRemove: (row: EditorRow) => void;
  onUndoRemove: (productId: string) => void;
  onFollow: (row: EditorRow) => void;
  onUndoFollow: (productId: string) => void;
}

interface Editing {
  draft: string;
  /** The text the box started with: committing it unchanged is no edit. */
  initial: string;
  /** Select the whole text when the box opens (Enter, F2, click), or put the caret after a typed character. */
  selectAll: boolean;
}

/**
 * The list's prices as a spreadsheet-like grid (ARIA grid pattern): one tab stop, the active cell
 * moved with the arrow keys, the price edited in place. Only the rows in view are rendered (plus the
 * active one, so focus is never lost), which keeps 2,000 rows smooth.
 */
export function PriceGrid(props: PriceGridProps) {
  const { rows, edits, linked, language, minMarginBp, rule, selected, differences, labelledBy, describedBy } = props;
  const { t } = useTranslation('priceLists');
  const narrow = useMediaQuery(BELOW_MD);
  const columns = useMemo(() => gridColumns(linked, narrow), [linked, narrow]);
  const priceCol = columns.indexOf('price');
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridPos>({ row: 0, col: priceCol });
  const [editing, setEditing] = useState<Editing | null>(null);
  // What the handlers read: always the latest, without re-creating them per render.
  const latest = useRef({ props, active, editing });
  latest.current = { props, active, editing };
  const focusWanted = useRef(false);
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

  const activeRow = current.row;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRow < range.count && !indexes.includes(activeRow)) indexes.push(activeRow);
      return indexes.sort((a, b) => a - b);
    },
    [activeRow],
  );
  // The virtualizer's functions read its live measurements; nothing memoizes them here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => gridRef.current,
    estimateSize: rowHeight,
    overscan: 8,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor,
  });

  const moveTo = useCallback((to: GridPos) => {
    focusWanted.current = true;
    setActive(to);
  }, []);

  // Focus follows the active cell when the keyboard (or a commit) moved it.
  useLayoutEffect(() => {
    if (!focusWanted.current || editing) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${current.row}:${current.col}"]`);
    if (!cell) return;
    focusWanted.current = false;
    // The active row is always rendered (rangeExtractor), so focusing it scrolls it into view
    // (below the sticky header: the grid's scroll-padding-top).
    const target = cell.querySelector<HTMLElement>('[data-focus-target]') ?? cell;
    target.focus();
  });

  /** Opens the price box of the active cell, or of `at` (which becomes the active cell). */
  const startEditing = useCallback((replaceWith?: string, at?: GridPos) => {
    const { props: p, active } = latest.current;
    const pos = at ?? active;
    const row = p.rows[pos.row];
    if (!row || p.edits[row.productId]?.removed) return;
    const edit = p.edits[row.productId];
    const price = effectivePrice(row, edit, p.rule);
    const initial = edit?.price && edit.price.cents === null ? edit.price.text : price === null ? '' : plainPrice(price);
    if (pos.row !== active.row || pos.col !== active.col) setActive(pos);
    setEditing(replaceWith === undefined ? { draft: initial, initial, selectAll: true } : { draft: replaceWith, initial, selectAll: false });
  }, []);

  /** Keeps the typed price; `to`: the cell that becomes active (and focused), null when focus went elsewhere. */
  const commit = useCallback((to: GridPos | null) => {
    const { props: p, active: pos, editing: e } = latest.current;
    if (!e) return;
    latest.current.editing = null;
    const row = p.rows[pos.row];
    if (row && e.draft !== e.initial) p.onCommitPrice(row, e.draft);
    setEditing(null);
    if (to) {
      focusWanted.current = true;
      setActive(to);
    }
  }, []);

  const cancel = useCallback(() => {
    latest.current.editing = null;
    setEditing(null);
    focusWanted.current = true;
  }, []);

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
    const action = navigatingKey(event, current, shape);
    switch (action.type) {
      case 'move':
        event.preventDefault();
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

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (current.col !== priceCol || rows.length === 0) return;
    const text = event.clipboardData.getData('text/plain');
    // One value while typing is the text box's own paste.
    if (editing && !isMultiCellPaste(text)) return;
    event.preventDefault();
    if (editing) {
      latest.current.editing = null;
      setEditing(null);
      focusWanted.current = true;
    }
    const values = splitPastedColumn(text);
    if (values.length > 0) props.onPaste(current.row, values);
  };

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

  const setDraft = useCallback((draft: string) => setEditing((e) => (e ? { ...e, draft } : e)), []);

  const ctx = useMemo<RowContext>(
    () => ({
      columns,
      template,
      language,
      minMarginBp,
      rule,
      t,
      onCellFocus,
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
    [columns, template, language, minMarginBp, rule, t, onCellFocus, onPriceClick, startEditing, setDraft, commit],
  );

  const items = virtualizer.getVirtualItems();
  const marginHelpId = useId();
  const headerCell = 'flex items-center px-2 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300';

  return (
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
      data-grid-scroll=""
      className="group/grid relative h-[min(65vh,40rem)] min-h-72 overflow-auto overscroll-contain rounded-md border border-gray-300 bg-white text-sm dark:border-gray-700 dark:bg-gray-950"
      // Focus scrolls a cell into view clear of the sticky header row and the sticky first columns.
      style={{ scrollPaddingTop: HEADER_HEIGHT, scrollPaddingLeft: `${WIDTH.select + WIDTH.product}rem` }}
    >
      <div role="rowgroup" className="sticky top-0 z-10" style={{ minWidth }}>
        <div
          role="row"
          aria-rowindex={1}
          className="grid border-b border-gray-300 bg-gray-100 dark:border-gray-700 dark:bg-gray-800"
          style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
        >
          {columns.map((c) => (
            <div
              key={c}
              role="columnheader"
              // The margin is the gross margin, (price - cost) / price: said on hover and to screen readers.
              {...(c === 'margin' ? { title: t('editor.columns.marginHelp'), 'aria-describedby': marginHelpId } : {})}
              className={`${headerCell} ${NUMERIC.has(c) ? 'justify-end text-right' : ''} ${c === 'margin' ? 'cursor-help' : ''} ${STICKY[c] ? `${STICKY[c]} bg-gray-100 dark:bg-gray-800` : ''}`}
            >
              {c === 'select' || c === 'follow' || c === 'remove' ? <span className="sr-only">{t(`editor.columns.${c}`)}</span> : t(`editor.columns.${c}`)}
            </div>
          ))}
          <span id={marginHelpId} hidden>
            {t('editor.columns.marginHelp')}
          </span>
        </div>
      </div>
      <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT, minWidth }}>
        {rows.length === 0 ? (
          <div role="row" aria-rowindex={2} className="p-6 text-center text-gray-700 dark:text-gray-300">
            <div role="gridcell">{t('editor.grid.empty')}</div>
          </div>
        ) : null}
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
              difference={differences.get(row.productId)}
              ctx={ctx}
            />
          );
        })}
      </div>
    </div>
  );
}

interface RowContext {
  columns: ColumnId[];
  template: string;
  language: 'en' | 'es';
  minMarginBp: number;
  rule: LinkRule;
  t: (key: string, options?: Record<string, unknown>) => string;
  onCellFocus: (pos: GridPos) => void;
  onPriceClick: (pos: GridPos, wasActive: boolean, touch: boolean) => void;
  onDoubleClick: () => void;
  setDraft: (draft: string) => void;
  commitOnBlur: () => void;
  onSelectClick: (index: number, range: boolean) => void;
  onRemove: (row: EditorRow) => void;
  onUndoRemove: (id: string) => void;
  onFollow: (row: EditorRow) => void;
  onUndoFollow: (id: string) => void;
}

interface RowProps {
  index: number;
  top: number;
  row: EditorRow;
  edit: Edit | undefined;
  /** The active column when this row holds the active cell, else -1. */
  activeCol: number;
  editing: Editing | null;
  selected: boolean;
  difference: Difference | undefined;
  ctx: RowContext;
}

const smallButton =
  'rounded px-2 py-1 text-xs font-semibold text-emerald-800 underline-offset-2 hover:bg-emerald-50 hover:underline focus-visible:outline-offset-0 dark:text-emerald-300 dark:hover:bg-emerald-950';

const GridRow = memo(function GridRow({ index, top, row, edit, activeCol, editing, selected, difference, ctx }: RowProps) {
  const { columns, template, language, minMarginBp, rule, t } = ctx;
  const name = language === 'es' ? row.nameEs : row.nameEn;
  const price = effectivePrice(row, edit, rule);
  const invalid = isInvalid(edit);
  const removed = Boolean(edit?.removed);
  const below = rowBelowFloor(row, edit, minMarginBp, rule);
  const changed = edit !== undefined;
  const flagId = `price-flag-${row.productId}`;
  const wasActive = useRef(false);
  const touched = useRef(false);

  const cell = (col: number, id: ColumnId, content: React.ReactNode, extra: { focusable: boolean; className?: string; editable?: boolean; label?: string }) => {
    const isActive = activeCol === col;
    return (
      <div
        key={id}
        role="gridcell"
        data-cell={`${index}:${col}`}
        data-changed={id === 'price' && changed ? 'true' : undefined}
        aria-readonly={extra.editable ? undefined : true}
        aria-label={extra.label}
        aria-describedby={id === 'price' && (invalid || below) ? flagId : undefined}
        tabIndex={extra.focusable ? (isActive ? 0 : -1) : undefined}
        onFocus={() => ctx.onCellFocus({ row: index, col })}
        className={`flex min-w-0 items-center border-b border-gray-200 px-2 outline-none dark:border-gray-800 ${NUMERIC.has(id) ? 'justify-end text-right tabular-nums' : ''} ${
          isActive ? 'group-focus-within/grid:outline-solid group-focus-within/grid:outline-2 group-focus-within/grid:-outline-offset-2 group-focus-within/grid:outline-emerald-700 dark:group-focus-within/grid:outline-emerald-400' : ''
        } ${STICKY[id] ? `${STICKY[id]} ${rowBg}` : ''} ${extra.className ?? ''}`}
        {...(id === 'price'
          ? {
              onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
                touched.current = event.pointerType === 'touch' || event.pointerType === 'pen';
              },
              onMouseDown: (event: MouseEvent<HTMLDivElement>) => {
                // A second click on the focused price edits it; the first one only makes it active.
                wasActive.current = isActive && event.currentTarget.contains(document.activeElement);
              },
              onClick: (event: MouseEvent) => {
                if (event.target === event.currentTarget || !(event.target as HTMLElement).closest('input')) ctx.onPriceClick({ row: index, col }, wasActive.current, touched.current);
              },
              onDoubleClick: () => ctx.onDoubleClick(),
            }
          : {})}
      >
        {content}
      </div>
    );
  };

  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100, language));
  const rowBg = selected ? 'bg-emerald-50 dark:bg-emerald-950' : 'bg-white dark:bg-gray-950';
  const struck = removed ? 'line-through decoration-2 text-gray-500 dark:text-gray-400' : '';

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={`absolute top-0 left-0 grid w-full ${rowBg}`}
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT, gridTemplateColumns: template }}
    >
      {columns.map((id, col) => {
        const isActive = activeCol === col;
        switch (id) {
          case 'select':
            return cell(
              col,
              id,
              <input
                type="checkbox"
                data-focus-target=""
                tabIndex={isActive ? 0 : -1}
                checked={selected}
                onChange={() => undefined}
                onClick={(event) => ctx.onSelectClick(index, event.shiftKey)}
                aria-label={t('editor.grid.selectRow', { name })}
                className="size-5 accent-emerald-700 focus-visible:outline-offset-0 dark:accent-emerald-400"
              />,
              { focusable: false, className: 'justify-center' },
            );
          case 'product':
            return cell(
              col,
              id,
              <div className={`flex min-w-0 flex-wrap items-center gap-x-2 ${struck}`}>
                <span className="truncate font-medium text-gray-900 dark:text-gray-100" title={name}>
                  {name}
                </span>
                {row.isNew ? <span className="rounded bg-sky-100 px-1.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-200">{t('editor.grid.new')}</span> : null}
                {row.overridden && !edit?.follow ? (
                  <span className="rounded bg-violet-100 px-1.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-200">{t('editor.grid.setByHand')}</span>
                ) : null}
              </div>,
              { focusable: true },
            );
          case 'pack':
            return cell(col, id, <span className={`truncate text-gray-700 dark:text-gray-300 ${struck}`}>{language === 'es' ? row.packEs : row.packEn}</span>, { focusable: true });
          case 'cost':
            return cell(col, id, <span className="text-gray-700 dark:text-gray-300">{money(row.cost)}</span>, { focusable: true });
          case 'base':
            return cell(col, id, <span className="text-gray-700 dark:text-gray-300">{money(row.basePrice)}</span>, { focusable: true });
          case 'price':
            if (editing) {
              return cell(
                col,
                id,
                <PriceInput editing={editing} label={t('editor.grid.priceOf', { name })} invalid={invalid} describedBy={invalid || below ? flagId : undefined} ctx={ctx} />,
                { focusable: false, editable: true, className: 'bg-white px-1 dark:bg-gray-900' },
              );
            }
            return cell(
              col,
              id,
              <span className={`flex items-center gap-1.5 ${struck}`}>
                {changed && !removed ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500 dark:bg-amber-300" /> : null}
                <span className={changed ? 'font-semibold text-gray-950 dark:text-white' : 'text-gray-900 dark:text-gray-100'}>
                  {invalid ? edit!.price!.text || '—' : money(price)}
                </span>
                {changed && !removed && edit!.seen !== null && (edit!.price || edit!.follow) ? (
                  <span className="sr-only">{t('editor.grid.changedFrom', { price: money(edit!.seen) })}</span>
                ) : null}
              </span>,
              {
                focusable: true,
                editable: true,
                className: `cursor-cell ${invalid ? 'bg-red-50 dark:bg-red-950/60' : changed ? 'bg-amber-50 dark:bg-amber-950/40' : ''}`,
              },
            );
          case 'margin': {
            const bp = price === null || removed ? null : marginBp(price, row.cost);
            return cell(col, id, <span className="text-gray-700 dark:text-gray-300">{bp === null ? '—' : formatMargin(bp, language)}</span>, { focusable: true });
          }
          case 'flag': {
            const floor = row.cost === null ? null : floorPrice(row.cost, minMarginBp);
            return cell(
              col,
              id,
              <div id={flagId} className="flex min-w-0 flex-col text-xs leading-tight">
                {invalid ? (
                  <span className="flex items-center gap-1 font-semibold text-red-800 dark:text-red-300">
                    <AlertIcon className="size-4 shrink-0" />
                    {t('editor.grid.invalidPrice')}
                  </span>
                ) : null}
                {below ? (
                  <span className="flex items-center gap-1 font-semibold text-amber-900 dark:text-amber-200" title={t('editor.grid.floorIs', { price: money(floor) })}>
                    <AlertIcon className="size-4 shrink-0" />
                    <span>
                      {t('editor.grid.belowFloor')}
                      <span className="sr-only"> {t('editor.grid.floorIs', { price: money(floor) })}</span>
                    </span>
                  </span>
                ) : null}
                {removed ? <span className="font-semibold text-gray-800 dark:text-gray-200">{t('editor.grid.toBeRemoved')}</span> : null}
                {edit?.follow ? <span className="text-gray-800 dark:text-gray-200">{t('editor.grid.willFollow')}</span> : null}
                {difference ? (
                  <span className="text-sky-900 dark:text-sky-200">
                    {difference.now === null ? t('editor.grid.goneMeanwhile') : t('editor.grid.changedMeanwhile', { price: money(difference.now) })}
                  </span>
                ) : null}
              </div>,
              { focusable: true },
            );
          }
          case 'follow':
            return cell(
              col,
              id,
              edit?.follow ? (
                <button type="button" data-focus-target="" tabIndex={isActive ? 0 : -1} className={smallButton} onClick={() => ctx.onUndoFollow(row.productId)} aria-label={t('editor.grid.undoFollowOf', { name })}>
                  {t('editor.grid.undoFollow')}
                </button>
              ) : row.overridden && !removed ? (
                <button type="button" data-focus-target="" tabIndex={isActive ? 0 : -1} className={smallButton} onClick={() => ctx.onFollow(row)} aria-label={t('editor.grid.followOf', { name })}>
                  {t('editor.grid.follow')}
                </button>
              ) : null,
              { focusable: !(edit?.follow || (row.overridden && !removed)) },
            );
          case 'remove':
            return cell(
              col,
              id,
              removed ? (
                <button type="button" data-focus-target="" tabIndex={isActive ? 0 : -1} className={smallButton} onClick={() => ctx.onUndoRemove(row.productId)} aria-label={t('editor.grid.undoRemoveOf', { name })}>
                  {t('editor.grid.undoRemove')}
                </button>
              ) : (
                <button
                  type="button"
                  data-focus-target=""
                  tabIndex={isActive ? 0 : -1}
                  className={`${smallButton} text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950`}
                  onClick={() => ctx.onRemove(row)}
                  aria-label={t('editor.grid.removeOf', { name })}
                >
                  {t('editor.grid.remove')}
                </button>
              ),
              { focusable: false },
            );
        }
      })}
    </div>
  );
});

function PriceInput({ editing, label, invalid, describedBy, ctx }: { editing: Editing; label: string; invalid: boolean; describedBy?: string; ctx: RowContext }) {
  const ref = useRef<HTMLInputElement>(null);
  const selectAll = editing.selectAll;
  // Focused as it is drawn, still within the tap that opened it: a phone shows its keypad only then.
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    if (selectAll) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
    // Only when the box opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <input
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={editing.draft}
      onChange={(event) => ctx.setDraft(event.target.value)}
      onBlur={() => ctx.commitOnBlur()}
      className="h-9 w-full rounded border-2 border-emerald-700 bg-white px-2 text-right text-gray-900 tabular-nums focus-visible:outline-none dark:border-emerald-400 dark:bg-gray-950 dark:text-gray-100"
    />
  );
}
