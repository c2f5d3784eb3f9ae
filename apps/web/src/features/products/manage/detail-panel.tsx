import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UNITS } from '@freshprice/shared';
import { Modal } from '../../../components/ui/modal';
import { ProductImage } from '../../../components/ui/product-image';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { readerLanguage } from '../../../lib/format';
import type { HistoryAction } from './changes-history';
import { editAction, isDeleted, rowValues, shownError, type GridRow } from './grid-model';
import { COLUMN_BY_FIELD, RARE_FIELDS } from './product-columns';
import { validateValues, type Field, type ManagedProduct, type RowErrors, type RowValues } from './unsaved-changes';

const control =
  'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-sm text-gray-900 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700 disabled:opacity-60 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400';

/**
 * A product's rarely edited fields (URL name, unit, sold by weight, case weight, quantity, QuickBooks)
 * and its image: a side sheet on a desk, the whole screen on a phone. Edits are the grid's unsaved
 * changes (saved, undone and discarded with them).
 */
export function DetailPanel({
  row,
  send,
  serverErrors,
  showAllErrors,
  onClose,
  onImage,
}: {
  row: GridRow;
  send: (action: HistoryAction) => void;
  serverErrors: RowErrors[string] | undefined;
  showAllErrors: boolean;
  onClose: () => void;
  onImage: (product: ManagedProduct) => void;
}) {
  const { t, i18n } = useTranslation(['productsManage', 'common']);
  const language = readerLanguage(i18n.resolvedLanguage);
  const id = useId();
  const values = rowValues(row);
  const deleted = isDeleted(row);
  const browserErrors = useMemo(() => validateValues(values, language), [values, language]);
  const name = values.nameEn.trim() || values.nameEs.trim() || t('newProductName');
  const set = (field: Field, value: RowValues[Field], typing?: boolean) =>
    send({ type: 'change', action: editAction(row, field, value), typing: typing ? `${row.key}:${field}:panel` : undefined });

  const field = (f: Field) => {
    const fid = `${id}-${f}`;
    const error = shownError(row, f, values, serverErrors, browserErrors, showAllErrors);
    const kind = COLUMN_BY_FIELD[f].kind;
    const described = [f === 'soldByWeight' ? `${id}-weight-help` : null, error ? `${fid}-error` : null].filter(Boolean).join(' ') || undefined;
    const label = t(`columns.${f}`);
    return (
      <div key={f} className="mt-3">
        {kind === 'bool' ? (
          <div className="flex min-h-10 items-center gap-2">
            <input
              id={fid}
              type="checkbox"
              checked={values[f] as boolean}
              disabled={deleted}
              aria-describedby={described}
              onChange={(event) => set(f, event.target.checked)}
              className="size-5 accent-emerald-700 dark:accent-emerald-400"
            />
            <label htmlFor={fid} className="text-sm font-medium">
              {label}
            </label>
          </div>
        ) : (
          <>
            <label htmlFor={fid} className="block text-sm font-medium">
              {label}
            </label>
            {kind === 'unit' ? (
              <select id={fid} value={values[f] as string} disabled={deleted} aria-invalid={Boolean(error) || undefined} aria-describedby={described} onChange={(event) => set(f, event.target.value)} className={control}>
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {t(`units.${u}`)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fid}
                type="text"
                autoComplete="off"
                spellCheck={false}
                inputMode={kind === 'amount' || kind === 'money' ? 'decimal' : undefined}
                value={values[f] as string}
                disabled={deleted}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={described}
                onChange={(event) => set(f, event.target.value, true)}
                onBlur={() => send({ type: 'endTyping' })}
                className={control}
              />
            )}
          </>
        )}
        {f === 'soldByWeight' ? (
          <p id={`${id}-weight-help`} className="mt-1 text-xs text-gray-700 dark:text-gray-300">
            {t('details.weightHelp')}
          </p>
        ) : null}
        {error ? (
          <p id={`${fid}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
            {t(`validation.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Modal
      sheet
      title={t('details.title', { name })}
      onClose={onClose}
      footer={
        <button type="button" data-autofocus="" className={`${buttonPrimary} px-4 py-2 text-sm`} onClick={onClose}>
          {t('details.done')}
        </button>
      }
    >
      <p className="text-gray-700 dark:text-gray-300">{t('details.intro')}</p>
      {row.kind === 'stored' && row.product.draft ? (
        <p className="mt-2 rounded-md border-l-4 border-amber-500 bg-amber-50 p-2 font-medium text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">{t('details.draft')}</p>
      ) : null}
      {row.kind === 'stored' ? (
        <div className="mt-3 flex items-center gap-3">
          <ProductImage product={row.product} sizes="64px" alt="" width={64} height={64} className="size-16 rounded border border-gray-300 object-cover dark:border-gray-700" />
          <button type="button" disabled={deleted} className={`${buttonSecondary} px-3 py-1.5 text-sm`} onClick={() => onImage(row.product)} aria-label={t('image.open', { name: row.product.nameEn })}>
            {t('details.image')}
          </button>
        </div>
      ) : null}
      {RARE_FIELDS.map(field)}
    </Modal>
  );
}
