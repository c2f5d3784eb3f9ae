import { memo, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ariaSort, CATEGORIES, type Language, nextSort, type SortState, UNITS } from '@freshprice/shared';
import { ProductImage } from '../../../components/ui/product-image';
import { SortArrow } from '../../../components/ui/sort-arrow';
import { COLUMN_BY_FIELD } from './product-columns';
import { editAction, isDeleted, rowValues, shownError, type GridRow } from './grid-model';
import { validateValues, type Field, type ManagedProduct, type RowErrors, type RowValues } from './unsaved-changes';
import type { HistoryAction } from './changes-history';

export const HEADER_HEIGHT = 52;
export const ROW_HEIGHT = 44;
/** The row's buttons: image, details, delete. */
export const ACTIONS_WIDTH = 16;

const cellInput =
  'block h-8 w-full min-w-0 rounded border border-gray-300 bg-white px-1.5 text-sm text-gray-900 focus:border-emerald-700 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 dark:focus:border-emerald-400 dark:aria-[invalid=true]:border-red-400';
const rowButton =
  'inline-flex h-8 shrink-0 items-center rounded border border-gray-400 bg-white px-2 text-sm font-medium text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:bg-gray-950 dark:text-gray-100 dark:hover:bg-gray-800';

/** What every row shares: callbacks read through the grid's latest props, so rows re-render only for their own data. */
export interface RowContext {
  fields: readonly Field[];
  template: string;
  language: Language;
  t: TFunction;
  showAllErrors: boolean;
  send: (action: HistoryAction) => void;
  /** A text cell was typed into (the grid counts its keys as one step). */
  onType: (row: GridRow, field: Field, value: string) => void;
  onDelete: (product: ManagedProduct) => void;
  onImage: (product: ManagedProduct) => void;
  onDetails: (row: GridRow) => void;
  /** Whether this just-added row's first field takes the cursor: true once, for that row only. */
  takeFocus: (key: string) => boolean;
}

/** The sticky header: a sort button per column (aria-sort on the header). */
export function GridHeader({ fields, template, minWidth, sort, onSort, t }: { fields: readonly Field[]; template: string; minWidth: string; sort: SortState<Field> | null; onSort: (s: SortState<Field> | null) => void; t: TFunction }) {
  return (
    <div role="rowgroup" className="sticky top-0 z-10" style={{ minWidth }}>
      <div
        role="row"
        aria-rowindex={1}
        className="grid border-b border-gray-300 bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300"
        style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
      >
        {fields.map((field, col) => {
          const numeric = COLUMN_BY_FIELD[field].kind === 'money' || COLUMN_BY_FIELD[field].kind === 'amount';
          const dir = ariaSort(sort, field);
          return (
            <div
              key={field}
              role="columnheader"
              aria-colindex={col + 1}
              aria-sort={dir}
              className={`flex items-stretch ${col === 0 ? 'sticky left-0 z-[1] bg-gray-100 shadow-[1px_0_0_var(--color-gray-300)] dark:bg-gray-800 dark:shadow-[1px_0_0_var(--color-gray-700)]' : ''}`}
            >
              <button
                type="button"
                onClick={() => onSort(nextSort(sort, field))}
                className={`flex w-full items-center gap-1 px-2 text-left leading-tight uppercase hover:bg-gray-200 focus-visible:outline-2 dark:hover:bg-gray-700 ${numeric ? 'justify-end text-right' : ''}`}
              >
                <span>{t(`columns.${field}`)}</span>
                <SortArrow dir={dir === 'ascending' ? 'asc' : dir === 'descending' ? 'desc' : null} />
              </button>
            </div>
          );
        })}
        <div role="columnheader" aria-colindex={fields.length + 1} className="flex items-center bg-gray-100 px-2 md:sticky md:right-0 md:shadow-[-1px_0_0_var(--color-gray-300)] dark:bg-gray-800 dark:md:shadow-[-1px_0_0_var(--color-gray-700)]">
          {t('columns.actions')}
        </div>
      </div>
    </div>
  );
}

interface GridRowProps {
  row: GridRow;
  index: number;
  top: number;
  /** The active cell's column on this row, or -1. */
  activeCol: number;
  /** The selected columns of this row (a selection of more than one cell), or null. */
  selected: { left: number; right: number } | null;
  serverErrors: RowErrors[string] | undefined;
  ctx: RowContext;
  measure: (el: HTMLElement | null) => void;
}

/** One product of the grid: a cell per shown field, each a control labelled with the product's name. */
export const ProductGridRow = memo(function ProductGridRow({ row, index, top, activeCol, selected, serverErrors, ctx, measure }: GridRowProps) {
  const { fields, template, language, t, showAllErrors } = ctx;
  const values = rowValues(row);
  const deleted = isDeleted(row);
  const touched = row.kind === 'new' || (row.entry !== undefined && !deleted);
  const browserErrors = useMemo(() => (touched ? validateValues(values, language) : {}), [touched, values, language]);
  const name = values.nameEn.trim() || values.nameEs.trim() || t('newProductName');
  const edited = row.kind === 'stored' ? (row.entry?.values ?? {}) : null;
  const tone = deleted ? 'bg-red-50 text-gray-500 dark:bg-red-950 [&_input]:line-through' : row.kind === 'new' ? 'bg-emerald-50 dark:bg-emerald-950' : 'bg-white dark:bg-gray-900';

  const set = (field: Field, value: RowValues[Field]) => ctx.send({ type: 'change', action: editAction(row, field, value) });

  const cell = (field: Field, col: number, control: (id: string, label: string, describedBy: string | undefined, invalid: boolean, tabIndex: number) => ReactNode) => {
    const id = `${row.key}-${field}`;
    const error = shownError(row, field, values, serverErrors, browserErrors, showAllErrors);
    const changed = edited !== null && field in edited;
    const inRange = selected !== null && col >= selected.left && col <= selected.right;
    const bg = inRange ? 'bg-sky-100 dark:bg-sky-950' : changed ? 'bg-amber-100 dark:bg-amber-950' : tone;
    return (
      <div
        key={field}
        role="gridcell"
        aria-colindex={col + 1}
        aria-selected={selected ? inRange : undefined}
        data-cell={`${index}:${col}`}
        data-changed={changed || undefined}
        className={`px-1 py-1.5 ${bg} ${col === 0 ? 'sticky left-0 z-[1] shadow-[1px_0_0_var(--color-gray-200)] dark:shadow-[1px_0_0_var(--color-gray-800)]' : ''} ${activeCol === col ? 'outline-2 -outline-offset-2 outline-emerald-700 dark:outline-emerald-400' : ''}`}
      >
        {control(id, t(`label.${field}`, { name }), error ? `${id}-error` : undefined, Boolean(error), activeCol === col ? 0 : -1)}
        {error ? (
          <p id={`${id}-error`} className="mt-0.5 text-xs leading-tight font-medium text-red-700 dark:text-red-300">
            {t(`validation.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };

  const text = (field: Field, col: number) => {
    const { kind } = COLUMN_BY_FIELD[field];
    const numeric = kind === 'money' || kind === 'amount';
    const perLb = values.soldByWeight && (field === 'priceSmall' || field === 'priceMedium' || field === 'priceLarge');
    return cell(field, col, (id, label, describedBy, invalid, tabIndex) => (
      <div className={perLb ? 'flex items-center gap-1' : undefined}>
        <input
          id={id}
          // A row just added takes the cursor in its first field when the grid draws it (the grid may draw
          // it a render after the one that added it: its rows appear once it has measured itself).
          ref={row.kind === 'new' && col === 0 ? (el) => void (el && ctx.takeFocus(row.key) && el.focus()) : undefined}
          type="text"
          data-focus=""
          tabIndex={tabIndex}
          aria-label={label}
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
          spellCheck={field.startsWith('name') || field.startsWith('pack') ? undefined : false}
          value={values[field] as string}
          // The whole text on hover: a long name is never hidden by the column's width.
          title={(values[field] as string) || undefined}
          disabled={deleted}
          aria-invalid={invalid || undefined}
          aria-describedby={[perLb ? `${id}-per-lb` : undefined, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => ctx.onType(row, field, event.target.value)}
          className={`${cellInput} ${numeric ? 'text-right tabular-nums' : ''}`}
        />
        {/* A product sold by weight is priced per lb. */}
        {perLb ? (
          <span id={`${id}-per-lb`} className="shrink-0 text-xs text-gray-700 dark:text-gray-300" data-testid="per-lb">
            <span aria-hidden="true">{t('perLb.short')}</span>
            <span className="sr-only">{t('perLb.long')}</span>
          </span>
        ) : null}
      </div>
    ));
  };

  const check = (field: Field, col: number) =>
    cell(field, col, (id, label, describedBy, _invalid, tabIndex) => (
      <div className="flex h-8 items-center justify-center">
        <input
          id={id}
          type="checkbox"
          data-focus=""
          tabIndex={tabIndex}
          checked={values[field] as boolean}
          disabled={deleted}
          aria-label={label}
          aria-describedby={[field === 'soldByWeight' ? 'sold-by-weight-help' : undefined, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => set(field, event.target.checked)}
          className="size-5 accent-emerald-700 dark:accent-emerald-400"
        />
      </div>
    ));

  const select = (field: 'category' | 'unit', col: number) =>
    cell(field, col, (id, label, describedBy, invalid, tabIndex) => (
      <select
        id={id}
        data-focus=""
        tabIndex={tabIndex}
        aria-label={label}
        value={values[field]}
        disabled={deleted}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => set(field, event.target.value)}
        className={cellInput}
      >
        {field === 'category' ? <option value="">{t('common:categories.uncategorized')}</option> : null}
        {(field === 'category' ? CATEGORIES : UNITS).map((o) => (
          <option key={o} value={o}>
            {field === 'category' ? t(`common:categories.${o}`) : t(`units.${o}`)}
          </option>
        ))}
      </select>
    ));

  const actionsCol = fields.length;
  const actionTab = activeCol === actionsCol ? 0 : -1;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      data-row={row.key}
      data-state={deleted ? 'deleted' : row.kind === 'new' ? 'new' : row.entry ? 'edited' : undefined}
      ref={measure}
      className={`absolute top-0 left-0 grid w-full border-b border-gray-200 dark:border-gray-800 ${tone}`}
      style={{ transform: `translateY(${top}px)`, minHeight: ROW_HEIGHT, gridTemplateColumns: template }}
    >
      {fields.map((field, col) => {
        const { kind } = COLUMN_BY_FIELD[field];
        if (kind === 'bool') return check(field, col);
        if (kind === 'category' || kind === 'unit') return select(field as 'category' | 'unit', col);
        return text(field, col);
      })}
      {/* Stuck to the right edge from md up, like the name on the left: never cut off by the scroll area. */}
      <div
        role="gridcell"
        aria-colindex={actionsCol + 1}
        data-cell={`${index}:${actionsCol}`}
        className={`flex flex-wrap items-center gap-1 px-1 py-1.5 md:sticky md:right-0 md:shadow-[-1px_0_0_var(--color-gray-300)] dark:md:shadow-[-1px_0_0_var(--color-gray-700)] ${tone} ${activeCol === actionsCol ? 'outline-2 -outline-offset-2 outline-emerald-700 dark:outline-emerald-400' : ''}`}
      >
        {row.kind === 'stored' ? (
          <button
            type="button"
            tabIndex={actionTab}
            onClick={() => ctx.onImage(row.product)}
            disabled={deleted}
            aria-label={t('image.open', { name: row.product.nameEn })}
            className="size-8 shrink-0 overflow-hidden rounded border border-gray-300 dark:border-gray-700"
          >
            <ProductImage product={row.product} sizes="32px" alt="" width={32} height={32} loading="lazy" className="size-full object-cover" />
          </button>
        ) : (
          <span className="inline-flex h-8 min-w-8 shrink-0 items-center justify-center rounded bg-emerald-700 px-1 text-[10px] font-bold text-white dark:bg-emerald-400 dark:text-gray-950">
            {t('newBadge')}
          </span>
        )}
        <button type="button" data-focus="" tabIndex={actionTab} aria-label={`${t('details.open')}, ${name}`} aria-keyshortcuts="Alt+Enter" onClick={() => ctx.onDetails(row)} className={rowButton}>
          {t('details.open')}
        </button>
        {row.kind === 'new' ? (
          <button type="button" tabIndex={actionTab} aria-label={`${t('removeNew')}, ${name}`} onClick={() => ctx.send({ type: 'change', action: { type: 'removeNew', clientId: row.row.clientId } })} className={rowButton}>
            {t('removeNew')}
          </button>
        ) : deleted ? (
          <>
            <span className="text-xs font-semibold text-red-800 dark:text-red-300">{t('markedForDeletion')}</span>
            <button type="button" tabIndex={actionTab} aria-label={`${t('undoDelete')}, ${name}`} onClick={() => ctx.send({ type: 'change', action: { type: 'undoDelete', id: row.product.id } })} className={rowButton}>
              {t('undoDelete')}
            </button>
          </>
        ) : (
          <button type="button" tabIndex={actionTab} aria-label={`${t('delete')}, ${name}`} onClick={() => ctx.onDelete(row.product)} className={`${rowButton} text-red-800 dark:text-red-300`}>
            {t('delete')}
          </button>
        )}
        {row.kind === 'stored' && row.product.draft ? (
          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50">{t('drafts.badge')}</span>
        ) : null}
      </div>
    </div>
  );
});
