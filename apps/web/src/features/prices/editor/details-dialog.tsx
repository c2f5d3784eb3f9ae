import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRICE_LIST_DESCRIPTION_MAX,
  PRICE_LIST_NAME_MAX,
  updatePriceListInputSchema,
  type Adjustment,
  type PriceListDetail,
  type PriceListSummary,
  type UpdatePriceListInput,
} from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-error';
import { priceListsApi, usePriceLists } from '../../../api/price-lists';
import { Modal } from '../../../components/ui/modal';
import { AdjustmentFields, type AdjustmentForm } from './adjustment-fields';
import { adjustmentFromForm, basisPointsText, plainPrice } from './numbers';
import { useListNames } from '../lib/list-name';

type FieldName = 'name' | 'slug' | 'description' | 'staffNote' | 'base' | 'adjustment';

/** Server and schema codes this form explains; anything else reads as the generic error. */
const KNOWN_CODES = ['nameRequired', 'textInvalid', 'slugTaken', 'invalidSlug', 'slugReserved', 'cycle', 'templateSlug', 'templateLinked', 'adjustmentRequired', 'unknownList', 'invalidAdjustment'] as const;

interface FormState extends AdjustmentForm {
  name: string;
  slug: string;
  description: string;
  staffNote: string;
  base: string;
  linked: boolean;
}

function initialForm(detail: PriceListDetail): FormState {
  const adj = detail.adjustment;
  return {
    name: detail.name,
    slug: detail.slug,
    description: detail.description ?? '',
    staffNote: detail.staffNote ?? '',
    base: detail.base?.id ?? '',
    linked: detail.linked ?? false,
    kind: adj?.kind ?? 'percent',
    direction: adj?.direction ?? 'up',
    value: adj ? (adj.kind === 'percent' ? basisPointsText(adj.value) : plainPrice(adj.value)) : '0',
    rounding: adj?.rounding ?? 'cent',
  };
}

function fieldOf(path: string): FieldName | null {
  const head = path.split('.')[0];
  if (head === 'name' || head === 'slug' || head === 'description' || head === 'staffNote') return head;
  if (path.includes('adjustment')) return 'adjustment';
  if (head === 'base' || head === 'from' || head === 'linked') return 'base';
  return null;
}

function sameAdjustment(a: Adjustment | null, b: Adjustment | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

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
  language: 'en' | 'es';
  onSaved: (summary: PriceListSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('priceLists');
  const names = useListNames();
  const lists = usePriceLists();
  const [form, setForm] = useState<FormState>(() => initialForm(detail));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [needsFloorConfirm, setNeedsFloorConfirm] = useState(false);
  const [floorConfirmed, setFloorConfirmed] = useState(false);
  const [saving, setSaving] = useState(false);
  const ids = { base: useId(), linked: useId(), floor: useId(), err: useId() };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    const field = fieldOf(key === 'kind' || key === 'direction' || key === 'value' || key === 'rounding' ? 'adjustment' : key);
    if (field) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (code: string) => t(`editor.details.errors.${(KNOWN_CODES as readonly string[]).includes(code) ? code : 'generic'}`);

  const build = (): UpdatePriceListInput | null => {
    const input: UpdatePriceListInput = { version: detail.version };
    if (form.name.trim() !== detail.name) input.name = form.name;
    if (form.slug.trim() !== detail.slug) input.slug = form.slug;
    if (form.description.trim() !== (detail.description ?? '')) input.description = form.description.trim() === '' ? null : form.description;
    if (form.staffNote.trim() !== (detail.staffNote ?? '')) input.staffNote = form.staffNote.trim() === '' ? null : form.staffNote;
    let adjustment: Adjustment | null = null;
    if (form.base) {
      adjustment = adjustmentFromForm(form, language);
      if (!adjustment) {
        setErrors((e) => ({ ...e, adjustment: t('editor.details.errors.invalidAdjustment') }));
        return null;
      }
    }
    const baseChanged =
      form.base !== (detail.base?.id ?? '') || (form.base !== '' && (form.linked !== detail.linked || !sameAdjustment(adjustment, detail.adjustment ?? null)));
    if (baseChanged) input.base = form.base ? { from: form.base, linked: form.linked, adjustment } : null;
    if (needsFloorConfirm && floorConfirmed) input.confirmBelowFloor = true;
    return input;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = build();
    if (!input) return;
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
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {formError ? (
          <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
            {formError}
          </p>
        ) : null}
        <TextField label={t('editor.details.name')} value={form.name} maxLength={PRICE_LIST_NAME_MAX} required onChange={(e) => set('name', e.target.value)} error={errors.name} />
        <TextField label={t('editor.details.slug')} hint={t('editor.details.slugHint')} value={form.slug} onChange={(e) => set('slug', e.target.value)} error={errors.slug} autoComplete="off" spellCheck={false} />
        <TextAreaField
          label={t('editor.details.description')}
          hint={t('editor.details.descriptionHint')}
          value={form.description}
          maxLength={PRICE_LIST_DESCRIPTION_MAX}
          rows={2}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <TextAreaField
          label={t('editor.details.staffNote')}
          hint={t('editor.details.staffNoteHint')}
          value={form.staffNote}
          maxLength={PRICE_LIST_DESCRIPTION_MAX}
          rows={2}
          error={errors.staffNote}
          onChange={(e) => set('staffNote', e.target.value)}
        />
        <fieldset className="rounded-md border border-gray-300 p-3 dark:border-gray-700">
          <legend className="px-1 font-semibold text-gray-900 dark:text-gray-100">{t('editor.details.baseTitle')}</legend>
          <label htmlFor={ids.base} className={label}>
            {t('editor.details.base')}
          </label>
          <select
            id={ids.base}
            value={form.base}
            aria-invalid={errors.base ? true : undefined}
            aria-describedby={errors.base ? `${ids.err}-b` : undefined}
            onChange={(e) => set('base', e.target.value)}
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
                <input id={ids.linked} type="checkbox" checked={form.linked} onChange={(e) => set('linked', e.target.checked)} className="mt-0.5 size-5 accent-emerald-700 dark:accent-emerald-400" />
                <label htmlFor={ids.linked} className="text-sm">
                  <span className="font-medium text-gray-900 dark:text-gray-100">{t('editor.details.linked')}</span>
                  <span className="block text-gray-700 dark:text-gray-300">{t('editor.details.linkedHint')}</span>
                </label>
              </div>
              <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                <AdjustmentFields
                  form={form}
                  onChange={(field, value) => set(field, value as FormState[typeof field])}
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
