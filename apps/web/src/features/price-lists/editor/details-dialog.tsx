import { useId, useState } from 'react';
import { useForm, useWatch, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PRICE_LIST_DESCRIPTION_MAX,
  PRICE_LIST_NAME_MAX,
  updatePriceListInputSchema,
  type PriceListDetail,
  type PriceListSummary,
  type Language,
} from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-error';
import { priceListsApi, usePriceLists } from '../../../api/price-lists';
import { Modal } from '../../../components/ui/modal';
import { AdjustmentFields, type AdjustmentForm } from './adjustment-fields';
import { detailsInput, fieldOf, initialForm, KNOWN_CODES, type FieldName, type FormState } from './details-form';
import { useListNames } from '../lib/list-name';

/**
 * The list's details and base rule (PATCH with the version they were loaded at). Errors show by field;
 * a base rule that would put prices under the margin floor asks for a confirmation first.
 */
export function DetailsDialog({
  detail,
  language,
  onSaved,
  onClose,
}: {
  detail: PriceListDetail;
  language: Language;
  onSaved: (summary: PriceListSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('priceLists');
  const names = useListNames();
  const lists = usePriceLists();
  const { register, control: formControl, setValue, handleSubmit } = useForm<FormState>({ defaultValues: initialForm(detail) });
  const form = useWatch({ control: formControl }) as FormState;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsFloorConfirm, setNeedsFloorConfirm] = useState(false);
  const [floorConfirmed, setFloorConfirmed] = useState(false);
  const [saving, setSaving] = useState(false);
  const ids = { base: useId(), linked: useId(), floor: useId(), err: useId() };

  // A field's error goes when it changes.
  const clearError = (key: keyof FormState) => {
    const field = fieldOf(key === 'kind' || key === 'direction' || key === 'value' || key === 'rounding' ? 'adjustment' : key);
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const field = <K extends 'name' | 'slug' | 'description' | 'staffNote' | 'base' | 'linked'>(key: K) => register(key, { onChange: () => clearError(key) });
  const message = (code: string) => t(`editor.details.errors.${(KNOWN_CODES as readonly string[]).includes(code) ? code : 'generic'}`);

  const submit = async (form: FormState) => {
    setFormError(null);
    const built = detailsInput(form, detail, language, needsFloorConfirm && floorConfirmed);
    if (!built.ok) {
      setErrors((e) => ({ ...e, adjustment: t('editor.details.errors.invalidAdjustment') }));
      return;
    }
    const input = built.input;
    const parsed = updatePriceListInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !next[field]) next[field] = message(issue.message);
      }
      setErrors(next);
      return;
    }
    if (Object.keys(input).length === 1) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const summary = await priceListsApi.update(detail.id, parsed.data);
      onSaved(summary);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.code === 'below_floor') {
          setNeedsFloorConfirm(true);
          setFormError(t('editor.details.belowFloor', { count: Object.keys(error.fields).length }));
        } else if (error.code === 'version_conflict') {
          setFormError(t('editor.details.conflict', { version: error.fields.version ?? '', savedBy: error.fields.savedBy || t('editor.someone') }));
        } else if (error.status === 401) {
          setFormError(t('editor.mustSignIn'));
        } else {
          const next: Partial<Record<FieldName, string>> = {};
          const rest: string[] = [];
          for (const [path, code] of Object.entries(error.fields)) {
            const field = fieldOf(path);
            if (field) next[field] = message(code);
            else rest.push(message(code));
          }
          setErrors(next);
          setFormError(rest[0] ?? (Object.keys(next).length ? null : t('editor.messages.updateError')));
        }
      } else {
        setFormError(t('editor.messages.updateError'));
      }
    } finally {
      setSaving(false);
    }
  };

  const label = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
  const control =
    'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';
  const fieldError = (field: FieldName, id: string) =>
    errors[field] ? (
      <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
        {errors[field]}
      </p>
    ) : null;
  const others = (lists.data ?? []).filter((l) => l.id !== detail.id);
  const formId = useId();

  return (
    <Modal
      title={t('editor.details.title')}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('editor.details.cancel')}
          </button>
          <button type="submit" form={formId} className={buttonPrimary} disabled={saving || (needsFloorConfirm && !floorConfirmed)}>
            {saving ? t('editor.save.saving') : t('editor.details.save')}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        {formError ? (
          <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
            {formError}
          </p>
        ) : null}
        <TextField label={t('editor.details.name')} maxLength={PRICE_LIST_NAME_MAX} required error={errors.name} {...field('name')} />
        <TextField label={t('editor.details.slug')} hint={t('editor.details.slugHint')} error={errors.slug} autoComplete="off" spellCheck={false} {...field('slug')} />
        <TextAreaField
          label={t('editor.details.description')}
          hint={t('editor.details.descriptionHint')}
          maxLength={PRICE_LIST_DESCRIPTION_MAX}
          rows={2}
          error={errors.description}
          {...field('description')}
        />
        <TextAreaField
          label={t('editor.details.staffNote')}
          hint={t('editor.details.staffNoteHint')}
          maxLength={PRICE_LIST_DESCRIPTION_MAX}
          rows={2}
          error={errors.staffNote}
          {...field('staffNote')}
        />
        <fieldset className="rounded-md border border-gray-300 p-3 dark:border-gray-700">
          <legend className="px-1 font-semibold text-gray-900 dark:text-gray-100">{t('editor.details.baseTitle')}</legend>
          <label htmlFor={ids.base} className={label}>
            {t('editor.details.base')}
          </label>
          <select
            id={ids.base}
            aria-invalid={errors.base ? true : undefined}
            aria-describedby={errors.base ? `${ids.err}-b` : undefined}
            {...field('base')}
            // Controlled: the base's option is replaced when the other lists arrive, and an uncontrolled
            // select would then fall back to "No base" while the form still holds the base.
            value={form.base}
            className={control}
          >
            <option value="">{t('editor.details.noBase')}</option>
            {detail.base && !others.some((l) => l.id === detail.base!.id) ? <option value={detail.base.id}>{names.name(detail.base)}</option> : null}
            {others.map((l) => (
              <option key={l.id} value={l.id}>
                {names.name(l)}
              </option>
            ))}
          </select>
          {fieldError('base', `${ids.err}-b`)}
          {form.base ? (
            <>
              <div className="mt-3 flex items-start gap-2">
                <input id={ids.linked} type="checkbox" {...field('linked')} className="mt-0.5 size-5 accent-emerald-700 dark:accent-emerald-400" />
                <label htmlFor={ids.linked} className="text-sm">
                  <span className="font-medium text-gray-900 dark:text-gray-100">{t('editor.details.linked')}</span>
                  <span className="block text-gray-700 dark:text-gray-300">{t('editor.details.linkedHint')}</span>
                </label>
              </div>
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <AdjustmentFields
                  form={form}
                  onChange={<K extends keyof AdjustmentForm>(key: K, value: AdjustmentForm[K]) => {
                    setValue(key, value as PathValue<FormState, K>);
                    clearError(key);
                  }}
                  errorId={errors.adjustment ? `${ids.err}-a` : undefined}
                  labelClass={label}
                  controlClass={control}
                />
              </div>
              {fieldError('adjustment', `${ids.err}-a`)}
            </>
          ) : null}
        </fieldset>
        {needsFloorConfirm ? (
          <div className="flex items-start gap-2 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
            <input id={ids.floor} type="checkbox" checked={floorConfirmed} onChange={(e) => setFloorConfirmed(e.target.checked)} className="mt-0.5 size-5 accent-emerald-700 dark:accent-emerald-400" />
            <label htmlFor={ids.floor} className="text-sm font-medium">
              {t('editor.save.belowConfirm')}
            </label>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
