import { memo, useMemo, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, UNITS } from '@freshprice/shared';
import { ProductImage } from '../../../components/ui/product-image';
import {
  blankValues,
  currentValues,
  validateValues,
  type ChangesAction,
  type EditEntry,
  type Field,
  type ManagedProduct,
  type NewRow,
  type RowValues,
} from './unsaved-changes';
import { readerLanguage } from '../../../lib/format';

const cellInput =
  'block h-8 w-full min-w-0 rounded border border-gray-400 bg-white px-1.5 text-sm text-gray-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 disabled:opacity-60 dark:border-gray-500 dark:bg-gray-950 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400';
const changedCell = 'bg-amber-100 dark:bg-amber-950';

/** In the order shown: what a product is sold by (unit, by weight, case weight) right after its prices, in view without scrolling. */
export const COLUMNS: { field: Field; width: string; numeric?: boolean }[] = [
  { field: 'nameEn', width: 'w-48 min-w-48' },
  { field: 'nameEs', width: 'w-44 min-w-44' },
  { field: 'inStock', width: 'w-16' },
  { field: 'priceSmall', width: 'w-24 min-w-24', numeric: true },
  { field: 'priceMedium', width: 'w-24 min-w-24', numeric: true },
  { field: 'priceLarge', width: 'w-24 min-w-24', numeric: true },
  { field: 'unit', width: 'w-24 min-w-24' },
  { field: 'soldByWeight', width: 'w-20' },
  { field: 'caseWeight', width: 'w-24 min-w-24', numeric: true },
  { field: 'category', width: 'w-36 min-w-36' },
  { field: 'packEn', width: 'w-28 min-w-28' },
  { field: 'packEs', width: 'w-28 min-w-28' },
  { field: 'quantity', width: 'w-24 min-w-24', numeric: true },
  { field: 'cost', width: 'w-24 min-w-24', numeric: true },
  { field: 'quickbooksId', width: 'w-28 min-w-28' },
  { field: 'quickbooksItem', width: 'w-40 min-w-40' },
  { field: 'slug', width: 'w-44 min-w-44' },
];

type RowProps =
  | { kind: 'stored'; product: ManagedProduct; entry: EditEntry | undefined; row?: undefined }
  | { kind: 'new'; row: NewRow; product?: undefined; entry?: undefined };

/** One product of the manage table: every field an input labelled with the product's name. */
export const ManageRow = memo(function ManageRow({
  dispatch,
  serverErrors,
  showAllErrors,
  onDelete,
  onImage,
  ...props
}: RowProps & {
  dispatch: Dispatch<ChangesAction>;
  serverErrors: Partial<Record<Field, string>> | undefined;
  showAllErrors: boolean;
  onDelete: (product: ManagedProduct) => void;
  onImage: (product: ManagedProduct) => void;
}) {
  const { t, i18n } = useTranslation('productsManage');
  const language = readerLanguage(i18n.resolvedLanguage);
  const values: RowValues = props.kind === 'new' ? props.row.values : currentValues(props.product, props.entry);
  const deleted = props.kind === 'stored' && props.entry?.deleted === true;
  const edited = props.kind === 'stored' ? (props.entry?.values ?? {}) : null;
  const touched = props.kind === 'new' || (props.entry !== undefined && !deleted);
  const browserErrors = useMemo(() => (touched ? validateValues(values, language) : {}), [touched, values, language]);
  const key = props.kind === 'new' ? props.row.clientId : props.product.id;
  const name = values.nameEn.trim() || values.nameEs.trim() || t('newProductName');

  const rowTone = deleted
    ? 'bg-red-50 text-gray-500 dark:bg-red-950 [&_input]:line-through'
    : props.kind === 'new'
      ? 'bg-emerald-50 dark:bg-emerald-950'
      : 'bg-white dark:bg-gray-900';

  const errorFor = (field: Field): string | undefined => {
    const server = serverErrors?.[field];
    if (server) return server;
    const local = browserErrors[field];
    if (!local) return undefined;
    // A new row's empty fields complain only once saving was tried; edited fields at once.
    if (showAllErrors) return local;
    if (props.kind === 'new') return values[field] !== blankValues()[field] || (field === 'caseWeight' && values.soldByWeight) ? local : undefined;
    // Ticking "sold by weight" asks for the case weight at once.
    if (field === 'caseWeight' && edited && 'soldByWeight' in edited) return local;
    return field in (edited ?? {}) ? local : undefined;
  };

  const set = (field: Field, value: RowValues[Field]) =>
    props.kind === 'new'
      ? dispatch({ type: 'editNew', clientId: props.row.clientId, field, value })
      : dispatch({ type: 'edit', product: props.product, field, value });

  const cell = (field: Field, numeric: boolean | undefined, control: (id: string, label: string, describedBy: string | undefined, invalid: boolean) => ReactNode) => {
    const id = `${key}-${field}`;
    const error = errorFor(field);
    const changed = edited !== null && field in edited;
    return (
      <td
        key={field}
        className={`px-1 py-1 align-top ${field === 'nameEn' ? `md:sticky md:left-10 md:z-[1] ${changed ? '' : rowTone}` : ''} ${changed ? changedCell : ''}`}
        data-changed={changed || undefined}
      >
        {control(id, t(`label.${field}`, { name }), error ? `${id}-error` : undefined, Boolean(error))}
        {error ? (
          <p id={`${id}-error`} className={`mt-0.5 text-xs leading-tight font-medium text-red-700 dark:text-red-300 ${numeric ? 'text-right' : ''}`}>
            {t(`validation.${error}`)}
          </p>
        ) : null}
      </td>
    );
  };

  const text = (field: Field, numeric?: boolean, perLb?: boolean) =>
    cell(field, numeric, (id, label, describedBy, invalid) => (
      <div className={perLb ? 'flex items-center gap-1' : undefined}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="text"
          inputMode={numeric ? 'decimal' : undefined}
          autoComplete="off"
          spellCheck={field.startsWith('name') || field.startsWith('pack') ? undefined : false}
          value={values[field] as string}
          disabled={deleted}
          aria-invalid={invalid || undefined}
          aria-describedby={[perLb ? `${id}-per-lb` : undefined, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => set(field, event.target.value)}
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

  const check = (field: 'inStock' | 'soldByWeight', help?: string) =>
    cell(field, false, (id, label, describedBy) => (
      <div className="flex h-8 items-center justify-center">
        <input
          id={id}
          type="checkbox"
          checked={values[field]}
          disabled={deleted}
          aria-label={label}
          aria-describedby={[help, describedBy].filter(Boolean).join(' ') || undefined}
          onChange={(event) => set(field, event.target.checked)}
          className="size-5 accent-emerald-700 dark:accent-emerald-400"
        />
      </div>
    ));

  const select = (field: 'category' | 'unit', options: readonly string[], blank?: string) =>
    cell(field, false, (id, label, describedBy, invalid) => (
      <>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <select
          id={id}
          value={values[field]}
          disabled={deleted}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => set(field, event.target.value)}
          // The unit sizes to its longest name ("caja de cartón"), never cut.
          className={field === 'unit' ? cellInput.replace('w-full', 'w-max min-w-full') : cellInput}
        >
          {blank ? <option value="">{blank}</option> : null}
          {options.map((o) => (
            <option key={o} value={o}>
              {field === 'category' ? t(`common:categories.${o}`) : t(`units.${o}`)}
            </option>
          ))}
        </select>
      </>
    ));

  return (
    <tr className={`border-b border-gray-200 dark:border-gray-800 ${rowTone}`} data-row={key} data-state={deleted ? 'deleted' : props.kind === 'new' ? 'new' : props.entry ? 'edited' : undefined}>
      <td className={`w-10 min-w-10 px-1 py-1 align-top md:sticky md:left-0 md:z-[1] ${rowTone}`}>
        <div className="flex items-center gap-1">
          {props.kind === 'stored' ? (
            <button
              type="button"
              onClick={() => onImage(props.product)}
              disabled={deleted}
              aria-label={t('image.open', { name: props.product.nameEn })}
              className="size-8 shrink-0 overflow-hidden rounded border border-gray-300 dark:border-gray-700"
            >
              <ProductImage product={props.product} sizes="32px" alt="" width={32} height={32} loading="lazy" className="size-full object-cover" />
            </button>
          ) : (
            <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded bg-emerald-700 text-[10px] font-bold text-white dark:bg-emerald-400 dark:text-gray-950">
              {t('newBadge')}
            </span>
          )}
        </div>
      </td>
      {text('nameEn')}
      {text('nameEs')}
      {check('inStock')}
      {text('priceSmall', true, values.soldByWeight)}
      {text('priceMedium', true, values.soldByWeight)}
      {text('priceLarge', true, values.soldByWeight)}
      {select('unit', UNITS)}
      {check('soldByWeight', 'sold-by-weight-help')}
      {text('caseWeight', true)}
      {select('category', CATEGORIES, t('common:categories.uncategorized'))}
      {text('packEn')}
      {text('packEs')}
      {text('quantity', true)}
      {text('cost', true)}
      {text('quickbooksId')}
      {text('quickbooksItem')}
      {text('slug')}
      {/* Stuck to the right edge from md up, like the name on the left: never cut off by the scroll area. */}
      <td className={`px-1 py-1 align-top whitespace-nowrap md:sticky md:right-0 md:z-[1] md:shadow-[-1px_0_0_var(--color-gray-300)] dark:md:shadow-[-1px_0_0_var(--color-gray-700)] ${rowTone}`}>
        {props.kind === 'new' ? (
          <button type="button" aria-label={`${t('removeNew')}, ${name}`} onClick={() => dispatch({ type: 'removeNew', clientId: props.row.clientId })} className={rowButton}>
            {t('removeNew')}
          </button>
        ) : deleted ? (
          <span className="flex items-center gap-2">
            <span className="text-xs font-semibold text-red-800 dark:text-red-300">{t('markedForDeletion')}</span>
            <button type="button" aria-label={`${t('undoDelete')}, ${name}`} onClick={() => dispatch({ type: 'undoDelete', id: props.product.id })} className={rowButton}>
              {t('undoDelete')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            aria-label={`${t('delete')}, ${name}`}
            onClick={() => onDelete(props.product)}
            className={`${rowButton} text-red-800 dark:text-red-300`}
          >
            {t('delete')}
          </button>
        )}
      </td>
    </tr>
  );
});

const rowButton =
  'inline-flex h-8 items-center rounded border border-gray-400 bg-white px-2 text-sm font-medium text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:bg-gray-950 dark:text-gray-100 dark:hover:bg-gray-800';
