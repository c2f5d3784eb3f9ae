import { memo, useId, useLayoutEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { ariaSort, floorPrice, type Language, type SortState } from '@freshprice/shared';
import { AlertIcon } from '../../../components/ui/icons';
import { formatMoney } from '../../../lib/format';
import { isInvalid, rowBelowFloor, type Difference, type Edit, type EditorRow, type LinkRule } from './edits';
import { HEADER_HEIGHT, isSortColumn, NUMERIC, ROW_HEIGHT, STICKY, type ColumnId, type Editing, type SortColumn } from './grid-columns';
import type { GridPos } from './grid-model';
import { shownValues } from './rows-view';
import { SortButton } from './sort-button';

/** What every row shares: the columns, the reader's language and the grid's handlers (stable across renders). */
export interface RowContext {
  columns: ColumnId[];
  template: string;
  language: Language;
  minMarginBp: number;
  rule: LinkRule;
  t: (key: string, options?: Record<string, unknown>) => string;
  categoryName: (category: string) => string;
  onCellFocus: (pos: GridPos) => void;
  /** A press on a cell: starts a selection drag, Shift extends the selection. */
  onCellPointerDown: (pos: GridPos, event: PointerEvent<HTMLDivElement>) => void;
  /** The pointer entering a cell: extends a selection drag. */
  onCellPointerEnter: (pos: GridPos, event: PointerEvent<HTMLDivElement>) => void;
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

const headerCell = 'flex items-center px-2 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300';

/** The column headers, kept in view at the top while the grid scrolls; a sortable one is a button that sorts by it. */
export function GridHeader({
  columns,
  template,
  minWidth,
  sort,
  onSort,
  t,
}: {
  columns: ColumnId[];
  template: string;
  minWidth: string;
  sort: SortState<SortColumn> | null;
  onSort: (column: SortColumn) => void;
  t: RowContext['t'];
}) {
  const marginHelpId = useId();
  return (
    <div role="rowgroup" className="sticky top-0 z-10" style={{ minWidth }}>
      <div
        role="row"
        aria-rowindex={1}
        className="grid border-b border-gray-300 bg-gray-100 dark:border-gray-700 dark:bg-gray-800"
        style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
      >
        {columns.map((c) => {
          const label = t(`editor.columns.${c}`);
          return (
            <div
              key={c}
              role="columnheader"
              aria-sort={isSortColumn(c) ? ariaSort(sort, c) : undefined}
              // The margin is the gross margin, (price - cost) / price: said on hover and to screen readers.
              {...(c === 'margin' ? { title: t('editor.columns.marginHelp'), 'aria-describedby': marginHelpId } : {})}
              className={`${headerCell} ${NUMERIC.has(c) ? 'justify-end text-right' : ''} ${STICKY[c] ? `${STICKY[c]} bg-gray-100 dark:bg-gray-800` : ''}`}
            >
              {c === 'select' || c === 'follow' || c === 'remove' ? (
                <span className="sr-only">{label}</span>
              ) : isSortColumn(c) ? (
                <SortButton column={c} label={label} sort={sort} onSort={onSort} t={t} />
              ) : (
                label
              )}
            </div>
          );
        })}
        <span id={marginHelpId} hidden>
          {t('editor.columns.marginHelp')}
        </span>
      </div>
    </div>
  );
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
  /**
   * The columns of the selected block this row is in (-1, -1: none), and whether the row is its top or
   * bottom edge. Primitives, so that only the rows whose part of the block changed are drawn again.
   */
  selLeft: number;
  selRight: number;
  /** Whether a block of several cells is selected anywhere (its cells say aria-selected, true or false). */
  blockOn: boolean;
  selTop: boolean;
  selBottom: boolean;
  difference: Difference | undefined;
  ctx: RowContext;
}

export const smallButton =
  'rounded px-2 py-1 text-xs font-semibold text-emerald-800 underline-offset-2 hover:bg-emerald-50 hover:underline focus-visible:outline-offset-0 dark:text-emerald-300 dark:hover:bg-emerald-950';

export const GridRow = memo(function GridRow({ index, top, row, edit, activeCol, editing, selected, selLeft, selRight, blockOn, selTop, selBottom, difference, ctx }: RowProps) {
  const { columns, template, language, minMarginBp, rule, t } = ctx;
  const shown = shownValues(row, edit, ctx);
  const name = shown.product;
  const invalid = isInvalid(edit);
  const removed = Boolean(edit?.removed);
  const below = rowBelowFloor(row, edit, minMarginBp, rule);
  const changed = edit !== undefined;
  const flagId = `price-flag-${row.productId}`;
  const wasActive = useRef(false);
  const touched = useRef(false);

  const cell = (col: number, id: ColumnId, content: React.ReactNode, extra: { focusable: boolean; className?: string; bg?: string; editable?: boolean; label?: string }) => {
    const isActive = activeCol === col;
    const inBlock = col >= selLeft && col <= selRight;
    // The selected block: a tint and, not by colour alone, a line around its edges.
    const edges = inBlock
      ? [selTop && 'inset 0 2px 0 0 var(--sel-edge)', selBottom && 'inset 0 -2px 0 0 var(--sel-edge)', col === selLeft && 'inset 2px 0 0 0 var(--sel-edge)', col === selRight && 'inset -2px 0 0 0 var(--sel-edge)'].filter(Boolean).join(', ')
      : '';
    const bg = inBlock ? 'bg-sky-100 dark:bg-sky-900/70' : (extra.bg ?? (STICKY[id] ? rowBg : ''));
    return (
      <div
        key={id}
        role="gridcell"
        data-cell={`${index}:${col}`}
        data-changed={id === 'price' && changed ? 'true' : undefined}
        aria-readonly={extra.editable ? undefined : true}
        aria-selected={blockOn ? inBlock : undefined}
        aria-label={extra.label}
        aria-describedby={id === 'price' && (invalid || below) ? flagId : undefined}
        tabIndex={extra.focusable ? (isActive ? 0 : -1) : undefined}
        onFocus={() => ctx.onCellFocus({ row: index, col })}
        onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
          if (id === 'price') touched.current = event.pointerType === 'touch' || event.pointerType === 'pen';
          ctx.onCellPointerDown({ row: index, col }, event);
        }}
        onPointerEnter={(event: PointerEvent<HTMLDivElement>) => ctx.onCellPointerEnter({ row: index, col }, event)}
        style={edges ? { boxShadow: edges } : undefined}
        className={`flex min-w-0 items-center border-b border-gray-200 px-2 outline-none dark:border-gray-800 ${NUMERIC.has(id) ? 'justify-end text-right tabular-nums' : ''} ${
          isActive ? 'group-focus-within/grid:outline-solid group-focus-within/grid:outline-2 group-focus-within/grid:-outline-offset-2 group-focus-within/grid:outline-emerald-700 dark:group-focus-within/grid:outline-emerald-400' : ''
        } ${STICKY[id] ?? ''} ${bg} ${extra.className ?? ''}`}
        {...(id === 'price'
          ? {
              onMouseDown: (event: MouseEvent<HTMLDivElement>) => {
                // A second click on the focused price edits it; the first one only makes it active.
                wasActive.current = isActive && event.currentTarget.contains(document.activeElement);
              },
              onClick: (event: MouseEvent) => {
                if (event.shiftKey) return;
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
                <ProductBadges row={row} edit={edit} t={t} />
              </div>,
              { focusable: true },
            );
          case 'category':
            return cell(col, id, <span className={`truncate text-gray-700 dark:text-gray-300 ${struck}`}>{shown.category || '—'}</span>, { focusable: true });
          case 'pack':
            return cell(col, id, <span className={`truncate text-gray-700 dark:text-gray-300 ${struck}`}>{shown.pack}</span>, { focusable: true });
          case 'cost':
          case 'base':
          case 'change':
            return cell(col, id, <span className="text-gray-700 dark:text-gray-300">{shown[id] || '—'}</span>, { focusable: true });
          case 'price':
            if (editing) {
              return cell(
                col,
                id,
                <PriceInput editing={editing} label={t('editor.grid.priceOf', { name })} invalid={invalid} describedBy={invalid || below ? flagId : undefined} ctx={ctx} />,
                { focusable: false, editable: true, bg: 'bg-white dark:bg-gray-900', className: 'px-1' },
              );
            }
            return cell(
              col,
              id,
              <span className={`flex items-center gap-1.5 ${struck}`}>
                {changed && !removed ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500 dark:bg-amber-300" /> : null}
                <span className={changed ? 'font-semibold text-gray-950 dark:text-white' : 'text-gray-900 dark:text-gray-100'}>
                  {shown.price || '—'}
                </span>
                {changed && !removed && edit!.seen !== null && (edit!.price || edit!.follow) ? (
                  <span className="sr-only">{t('editor.grid.changedFrom', { price: money(edit!.seen) })}</span>
                ) : null}
              </span>,
              {
                focusable: true,
                editable: true,
                className: 'cursor-cell',
                bg: invalid ? 'bg-red-50 dark:bg-red-950/60' : changed ? 'bg-amber-50 dark:bg-amber-950/40' : '',
              },
            );
          case 'margin':
            return cell(col, id, <span className="text-gray-700 dark:text-gray-300">{shown.margin || '—'}</span>, { focusable: true });
          case 'flag':
            return cell(
              col,
              id,
              <RowFlags id={flagId} row={row} edit={edit} invalid={invalid} below={below} removed={removed} difference={difference} money={money} ctx={ctx} />,
              { focusable: true },
            );
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

/** "New" (a product being added) and "Set by hand" (a linked list's overridden price). */
export function ProductBadges({ row, edit, t }: { row: EditorRow; edit: Edit | undefined; t: RowContext['t'] }) {
  return (
    <>
      {row.isNew ? <span className="rounded bg-sky-100 px-1.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-200">{t('editor.grid.new')}</span> : null}
      {row.overridden && !edit?.follow ? (
        <span className="rounded bg-violet-100 px-1.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-200">{t('editor.grid.setByHand')}</span>
      ) : null}
    </>
  );
}

/** A row's notes (the grid's and a phone card's): an invalid price, a price below the floor (and the floor), a removal, a follow, a change meanwhile. */
export function RowFlags({
  id,
  row,
  edit,
  invalid,
  below,
  removed,
  difference,
  money,
  ctx,
}: {
  id: string;
  row: EditorRow;
  edit: Edit | undefined;
  invalid: boolean;
  below: boolean;
  removed: boolean;
  difference: Difference | undefined;
  money: (cents: number | null) => string;
  ctx: Pick<RowContext, 't' | 'minMarginBp'>;
}) {
  const { t, minMarginBp } = ctx;
  const floor = row.cost === null ? null : floorPrice(row.cost, minMarginBp);
  return (
    <div id={id} className="flex min-w-0 flex-col text-xs leading-tight">
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
    </div>
  );
}

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
