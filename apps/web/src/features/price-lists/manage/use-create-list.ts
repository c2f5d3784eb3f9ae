import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LARGE_MOVE, type CreatePriceListInput, type PriceListPreview, type PriceListSummary } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { priceListsApi, usePriceListMutation } from '../../../api/price-lists';
import { adjustmentOf, createFormErrors, createInput, FIELDS, fromOf, suggestedSlug, type CreateFormValues, type Field, type FieldErrors } from './create-form';
import { errorDetail } from './errors';

/**
 * The add form's state: its values in react-hook-form, checked with the shared schemas (`createFormErrors`)
 * once a create was tried (errors then follow the typing); the preview of the new prices; the create itself and the server's refusals.
 */
export function useCreateList(lists: PriceListSummary[], onClose: () => void, focusById: (field: Exclude<Field, 'name' | 'slug'>) => void) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const templates = useMemo(() => lists.filter((l) => l.kind === 'template'), [lists]);
  const customerLists = useMemo(() => lists.filter((l) => l.kind === 'customer'), [lists]);
  const takenSlugs = useMemo(() => new Set(lists.map((l) => l.slug)), [lists]);

  const form = useForm<CreateFormValues>({
    defaultValues: {
      name: '',
      slug: '',
      description: '',
      staffNote: '',
      source: templates.length ? 'template' : 'empty',
      templateRef: templates[0]?.slug ?? '',
      listRef: customerLists[0]?.slug ?? '',
      mode: 'linked',
      kind: 'percent',
      direction: 'up',
      value: '',
      rounding: 'cent',
      confirmBelow: false,
      confirmMoves: false,
      sharedWith: [],
    },
  });
  const values = useWatch({ control: form.control }) as CreateFormValues;
  const [preview, setPreview] = useState<{ key: string; data: PriceListPreview } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [refused, setRefused] = useState({ below: false, moves: false });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusField = (field: Field) => (field === 'name' || field === 'slug' ? form.setFocus(field) : focusById(field));
  const create = usePriceListMutation((input: CreatePriceListInput) => priceListsApi.create(input));

  const from = fromOf(values);
  const read = adjustmentOf(values, language);
  const adjustment = read.ok ? read.adjustment : null;
  const previewKey = JSON.stringify({ from, adjustment });
  const currentPreview = preview?.key === previewKey ? preview.data : null;
  const copying = values.source !== 'empty';
  const needsConfirm = copying && ((currentPreview?.belowFloor ?? 0) > 0 || refused.below);
  // Prices the adjustment makes $0.00 or moves far from the base's: shown, and created only once confirmed.
  const needsMovesConfirm = copying && ((currentPreview?.zero ?? 0) + (currentPreview?.large ?? 0) > 0 || refused.moves);
  const errors = createFormErrors(values, { takenSlugs, language, needsConfirm, needsMovesConfirm });
  const shownErrors: FieldErrors = attempted ? { ...errors, ...serverErrors } : serverErrors;
  const shown = Object.fromEntries(Object.entries(shownErrors).map(([field, e]) => [field, t(`manage.errors.${e.key}`, e.values)])) as Partial<Record<Field, string>>;
  // A field's server error stands until that field changes.
  const clearServer = (field: Field) => setServerErrors(({ [field]: _gone, ...rest }) => rest);

  const runPreview = async (): Promise<PriceListPreview | null> => {
    if (!copying || !from || !read.ok) {
      setAttempted(true);
      return null;
    }
    setPreviewing(true);
    setPreviewError(null);
    try {
      const data = await priceListsApi.preview({ from, adjustment });
      setPreview({ key: previewKey, data });
      return data;
    } catch (cause) {
      setPreviewError([t('manage.preview.error'), errorDetail(cause, t)].filter(Boolean).join(' '));
      return null;
    } finally {
      setPreviewing(false);
    }
  };

  const refusedWith = (kind: 'below' | 'moves', message: string) => {
    setRefused((r) => ({ ...r, [kind]: true }));
    setFormError(`${t('manage.messages.addError')} ${message}`);
    void runPreview();
  };

  const submit = () => {
    setAttempted(true);
    setFormError(null);
    const firstInvalid = FIELDS.find((f) => errors[f]);
    if (firstInvalid) {
      setFormError(t('manage.errors.fixFields'));
      focusField(firstInvalid);
      return;
    }
    create.mutate(createInput(values, adjustment, { below: needsConfirm, moves: needsMovesConfirm }), {
      onSuccess: (created) => {
        notify('success', t('manage.messages.added'));
        onClose();
        void navigate(`/prices-manage/${encodeURIComponent(created.slug)}`);
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.code === 'below_floor') return refusedWith('below', t('manage.errors.belowFloorRefused'));
        if (cause instanceof ApiError && cause.code === LARGE_MOVE) return refusedWith('moves', t('manage.errors.largeMoveRefused', { zero: formatMoney('0.00', language) }));
        const fields: FieldErrors = {};
        if (cause instanceof ApiError) {
          for (const [field, code] of Object.entries(cause.fields)) {
            if (field === 'name' || field === 'slug' || field === 'description' || field === 'staffNote') {
              fields[field] = { key: i18n.exists(`priceLists:manage.errors.${code}`) ? code : 'invalidField' };
            }
          }
        }
        setServerErrors(fields);
        setFormError([t('manage.messages.addError'), errorDetail(cause, t)].filter(Boolean).join(' '));
        if (fields.name) focusField('name');
        else if (fields.slug) focusField('slug');
      },
    });
  };

  return {
    form,
    values,
    language,
    templates,
    customerLists,
    generatedSlug: suggestedSlug(values.name, takenSlugs),
    from,
    shown,
    clearServer,
    preview,
    currentPreview,
    previewError,
    previewing,
    runPreview,
    needsConfirm,
    needsMovesConfirm,
    formError,
    busy: create.isPending,
    submit,
  };
}

export type CreateList = ReturnType<typeof useCreateList>;
