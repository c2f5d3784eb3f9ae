import { useId } from 'react';
import { useForm, useWatch, type PathValue, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Adjustment, Language } from '@freshprice/shared';
import { buttonPrimary } from '../../../components/ui/styles';
import { formatNumber } from '../../../lib/format';
import { AdjustmentFields, type AdjustmentForm } from './adjustment-fields';
import { readEditorAdjustment } from './numbers';

/** The form read through the shared adjustment schema (`readEditorAdjustment`); a refused value is the value's error. */
const adjustmentResolver =
  (language: Language): Resolver<AdjustmentForm, unknown, Adjustment> =>
  (form): ResolverResult<AdjustmentForm, Adjustment> => {
    const read = readEditorAdjustment(form, language);
    if (read?.ok) return { values: read.adjustment, errors: {} };
    const message = read?.error === 'tooLarge' ? 'tooLarge' : form.kind === 'percent' ? 'invalidPercent' : 'invalidAmount';
    return { values: {}, errors: { value: { type: 'validate', message } } };
  };

/** Adjust the selected rows by a percent or an amount, up or down, rounded: the results become pending edits. */
export function BulkAdjust({
  selectedCount,
  language,
  onApply,
  onClear,
}: {
  selectedCount: number;
  language: Language;
  onApply: (adjustment: Adjustment) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('priceLists');
  // Checked when applied; an error stays until the value changes.
  const { control, setValue, clearErrors, handleSubmit, formState } = useForm<AdjustmentForm, unknown, Adjustment>({
    defaultValues: { kind: 'percent', direction: 'up', value: '', rounding: 'cent' },
    resolver: adjustmentResolver(language),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const form = useWatch({ control }) as AdjustmentForm;
  const error = formState.errors.value?.message ? t(`editor.adjust.${formState.errors.value.message}`) : null;
  const ids = { error: useId(), title: useId() };
  const controlClass =
    'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-2 text-sm text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';
  const label = 'block text-xs font-medium text-gray-900 dark:text-gray-100';

  return (
    <form aria-labelledby={ids.title} className="rounded-lg border border-gray-200 bg-gray-50 p-3 dark:border-gray-800 dark:bg-gray-900" onSubmit={handleSubmit(onApply)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={ids.title} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
          {t('editor.adjust.title')}{' '}
          <span className="font-normal text-gray-700 dark:text-gray-300">
            {t('editor.adjust.selected', { count: selectedCount, formatted: formatNumber(selectedCount, language) })}
          </span>
        </h2>
        {selectedCount > 0 ? (
          <button type="button" onClick={onClear} className="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
            {t('editor.adjust.clear')}
          </button>
        ) : null}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end">
        <AdjustmentFields
          form={form}
          onChange={<K extends keyof AdjustmentForm>(field: K, value: AdjustmentForm[K]) => {
            setValue(field, value as PathValue<AdjustmentForm, K>);
            if (field === 'value') clearErrors('value');
          }}
          errorId={error ? ids.error : undefined}
          labelClass={label}
          controlClass={controlClass}
        />
        <button type="submit" disabled={selectedCount === 0} className={`${buttonPrimary} col-span-2 h-10 py-0 text-sm sm:col-span-1`}>
          {t('editor.adjust.apply')}
        </button>
      </div>
      {error ? (
        <p id={ids.error} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
