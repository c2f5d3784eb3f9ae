import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LARGE_MOVE,
  ONE_LINE_TEXT,
  PRICE_LIST_DESCRIPTION_MAX,
  PRICE_LIST_NAME_MAX,
  slugCandidates,
  priceListSlugSchema,
  type Adjustment,
  type CreatePriceListInput,
  type PriceListPreview,
  type PriceListSummary,
} from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { priceListsApi, usePriceListMutation, usePricingSettings } from '../../../api/price-lists';
import { formatPercent, readAdjustment, type AdjustmentDraft } from './adjustment';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useListNames } from '../lib/list-name';
import { CustomerChecklist } from './customer-checklist';
import { errorDetail } from './errors';
import { Modal } from '../../../components/ui/modal';
import { PreviewTable } from './preview-table';

type Source = 'empty' | 'template' | 'list';
type Mode = 'linked' | 'copy';
type FieldErrors = Partial<Record<'name' | 'slug' | 'description' | 'staffNote' | 'from' | 'value' | 'confirm' | 'moves', string>>;

const labelClass = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
const control =
  'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400';
const radioClass = 'size-4 shrink-0 accent-emerald-700 dark:accent-emerald-400';
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';

/** The slug the server makes from the name when none is given: the first free one of x, x-2, x-3… */
export function suggestedSlug(name: string, taken: ReadonlySet<string>): string {
  if (!name.trim()) return '';
  for (const candidate of slugCandidates(name)) if (!taken.has(candidate)) return candidate;
  return '';
}

function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  describedBy,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: ReactNode; disabled?: boolean }[];
  onChange: (value: T) => void;
  describedBy?: string;
}) {
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-8 items-center gap-2 text-sm has-[:disabled]:opacity-60">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className={radioClass}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Add a price list: empty, or made from a template or another list, optionally adjusted and linked. */
export function CreateDialog({ lists, onClose }: { lists: PriceListSummary[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const names = useListNames();
  const navigate = useNavigate();
  const settings = usePricingSettings();
  const ids = {
    form: useId(),
    description: useId(),
    staffNote: useId(),
    from: useId(),
    value: useId(),
    rounding: useId(),
    confirm: useId(),
    moves: useId(),
    radio: useId(),
    formError: useId(),
  };
  const nameRef = useRef<HTMLInputElement>(null);
  const slugRef = useRef<HTMLInputElement>(null);

  const templates = useMemo(() => lists.filter((l) => l.kind === 'template'), [lists]);
  const customerLists = useMemo(() => lists.filter((l) => l.kind === 'customer'), [lists]);
  const takenSlugs = useMemo(() => new Set(lists.map((l) => l.slug)), [lists]);

  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [description, setDescription] = useState('');
  const [staffNote, setStaffNote] = useState('');
  const [source, setSource] = useState<Source>(templates.length ? 'template' : 'empty');
  const [templateRef, setTemplateRef] = useState(templates[0]?.slug ?? '');
  const [listRef, setListRef] = useState(customerLists[0]?.slug ?? '');
  const [mode, setMode] = useState<Mode>('linked');
  const [draft, setDraft] = useState<AdjustmentDraft>({ kind: 'percent', direction: 'up', value: '', rounding: 'cent' });
  const [shareWith, setShareWith] = useState<Set<string>>(() => new Set());
  const [confirmBelow, setConfirmBelow] = useState(false);
  const [preview, setPreview] = useState<{ key: string; data: PriceListPreview } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [refusedBelow, setRefusedBelow] = useState(false);
  const [confirmMoves, setConfirmMoves] = useState(false);
  const [refusedMoves, setRefusedMoves] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = usePriceListMutation((input: CreatePriceListInput) => priceListsApi.create(input));

  const generatedSlug = suggestedSlug(name, takenSlugs);
  const from = source === 'template' ? templateRef : source === 'list' ? listRef : '';
  const read = readAdjustment(draft, language);
  // A one-time copy with nothing to change copies the prices as they are; a linked list always has a rule.
  const isNeutral = (a: Adjustment) => a.value === 0 && a.rounding === 'cent';
  const adjustment: Adjustment | null = read.ok ? (mode === 'copy' && isNeutral(read.adjustment) ? null : read.adjustment) : null;
  const previewKey = JSON.stringify({ from, adjustment });
  const currentPreview = preview?.key === previewKey ? preview.data : null;
  const needsConfirm = source !== 'empty' && ((currentPreview?.belowFloor ?? 0) > 0 || refusedBelow);
  // Prices the adjustment makes $0.00 or moves far from the base's: shown, and created only once confirmed.
  const needsMovesConfirm = source !== 'empty' && ((currentPreview?.zero ?? 0) + (currentPreview?.large ?? 0) > 0 || refusedMoves);

  const errors: FieldErrors = {};
  if (!name.trim()) errors.name = t('manage.errors.nameRequired');
  else if (name.trim().length > PRICE_LIST_NAME_MAX) errors.name = t('manage.errors.nameTooLong', { max: PRICE_LIST_NAME_MAX });
  else if (!ONE_LINE_TEXT.test(name.trim())) errors.name = t('manage.errors.textInvalid');
  if (slug.trim()) {
    const parsed = priceListSlugSchema.safeParse(slug);
    if (!parsed.success) errors.slug = t(`manage.errors.${parsed.error.issues[0]?.message === 'slugReserved' ? 'slugReserved' : 'invalidSlug'}`);
    else if (takenSlugs.has(parsed.data)) errors.slug = t('manage.errors.slugTaken');
  }
  if (description.trim().length > PRICE_LIST_DESCRIPTION_MAX) errors.description = t('manage.errors.descriptionTooLong', { max: PRICE_LIST_DESCRIPTION_MAX });
  if (staffNote.trim().length > PRICE_LIST_DESCRIPTION_MAX) errors.staffNote = t('manage.errors.descriptionTooLong', { max: PRICE_LIST_DESCRIPTION_MAX });
  if (source !== 'empty' && !from) errors.from = t('manage.errors.fromRequired');
  if (source !== 'empty' && !read.ok) errors.value = t(`manage.errors.${read.error}`);
  if (needsConfirm && !confirmBelow) errors.confirm = t('manage.errors.confirmRequired');
  if (needsMovesConfirm && !confirmMoves) errors.moves = t('manage.errors.confirmMovesRequired');
  const shown: FieldErrors = attempted ? { ...errors, ...serverErrors } : serverErrors;
  // A field's server error stands until that field changes.
  const clearServer = (field: keyof FieldErrors) => setServerErrors(({ [field]: _gone, ...rest }) => rest);

  const runPreview = async (): Promise<PriceListPreview | null> => {
    if (source === 'empty' || !from || !read.ok) {
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

  const submit = () => {
    setAttempted(true);
    setFormError(null);
    const firstInvalid = (['name', 'slug', 'description', 'staffNote', 'from', 'value', 'confirm', 'moves'] as const).find((f) => errors[f]);
    if (firstInvalid) {
      setFormError(t('manage.errors.fixFields'));
      const target = firstInvalid === 'name' ? nameRef.current : firstInvalid === 'slug' ? slugRef.current : document.getElementById(ids[firstInvalid]);
      target?.focus();
      return;
    }
    const input: CreatePriceListInput = {
      name: name.trim(),
      ...(slug.trim() ? { slug: slug.trim() } : {}),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(staffNote.trim() ? { staffNote: staffNote.trim() } : {}),
      source: source === 'empty' ? { kind: 'empty' } : { kind: 'copy', from, adjustment, linked: mode === 'linked' },
      ...(needsConfirm && confirmBelow ? { confirmBelowFloor: true } : {}),
      ...(needsMovesConfirm && confirmMoves ? { confirmLargeMoves: true } : {}),
      ...(shareWith.size ? { sharedWith: [...shareWith] } : {}),
    };
    create.mutate(input, {
      onSuccess: (created) => {
        notify('success', t('manage.messages.added'));
        onClose();
        void navigate(`/prices-manage/${encodeURIComponent(created.slug)}`);
      },
      onError: (cause) => {
        const fields: FieldErrors = {};
        if (cause instanceof ApiError && cause.code === 'below_floor') {
          setRefusedBelow(true);
          setFormError(`${t('manage.messages.addError')} ${t('manage.errors.belowFloorRefused')}`);
          void runPreview();
          return;
        }
        if (cause instanceof ApiError && cause.code === LARGE_MOVE) {
          setRefusedMoves(true);
          setFormError(`${t('manage.messages.addError')} ${t('manage.errors.largeMoveRefused', { zero: formatMoney('0.00', language) })}`);
          void runPreview();
          return;
        }
        if (cause instanceof ApiError) {
          for (const [field, code] of Object.entries(cause.fields)) {
            if (field === 'name' || field === 'slug' || field === 'description' || field === 'staffNote') {
              fields[field] = i18n.exists(`priceLists:manage.errors.${code}`) ? t(`manage.errors.${code}`) : t('manage.errors.invalidField');
            }
          }
        }
        setServerErrors(fields);
        setFormError([t('manage.messages.addError'), errorDetail(cause, t)].filter(Boolean).join(' '));
        if (fields.name) nameRef.current?.focus();
        else if (fields.slug) slugRef.current?.focus();
      },
    });
  };

  const busy = create.isPending;
  const sourceOptions: { value: Source; label: string; disabled?: boolean }[] = [
    { value: 'empty', label: t('manage.create.sourceEmpty') },
    { value: 'template', label: t('manage.create.sourceTemplate'), disabled: templates.length === 0 },
    { value: 'list', label: t('manage.create.sourceList'), disabled: customerLists.length === 0 },
  ];
  const fromLists = source === 'template' ? templates : customerLists;

  return (
    <Modal
      wide
      title={t('manage.create.title')}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose} disabled={busy}>
            {t('manage.cancel')}
          </button>
          <button type="submit" form={ids.form} className={buttonPrimary} disabled={busy}>
            {busy ? t('manage.create.creating') : t('manage.create.submit')}
          </button>
        </>
      }
    >
      <form
        id={ids.form}
        noValidate
        aria-describedby={formError ? ids.formError : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mt-4 space-y-4"
      >
        <TextField
          ref={nameRef}
          data-autofocus
          label={t('manage.create.name')}
          value={name}
          required
          aria-required="true"
          autoComplete="off"
          error={shown.name}
          onChange={(event) => {
            setName(event.target.value);
            clearServer('name');
          }}
        />
        <TextField
          ref={slugRef}
          label={t('manage.create.slug')}
          value={slug}
          autoComplete="off"
          spellCheck={false}
          placeholder={generatedSlug || t('manage.create.slugPlaceholder')}
          hint={generatedSlug ? t('manage.create.slugHintNamed', { slug: generatedSlug }) : t('manage.create.slugHint')}
          error={shown.slug}
          onChange={(event) => {
            setSlug(event.target.value);
            clearServer('slug');
          }}
        />
        <TextAreaField
          id={ids.description}
          label={t('manage.create.description')}
          hint={t('manage.create.descriptionHint')}
          value={description}
          rows={2}
          error={shown.description}
          onChange={(event) => {
            setDescription(event.target.value);
            clearServer('description');
          }}
        />
        <TextAreaField
          id={ids.staffNote}
          label={t('manage.create.staffNote')}
          hint={t('manage.create.staffNoteHint')}
          value={staffNote}
          rows={2}
          error={shown.staffNote}
          onChange={(event) => {
            setStaffNote(event.target.value);
            clearServer('staffNote');
          }}
        />

        <RadioGroup legend={t('manage.create.source')} name={`${ids.radio}-source`} value={source} options={sourceOptions} onChange={setSource} />

        {source !== 'empty' ? (
          <div className="space-y-4 rounded-md border border-gray-200 p-3 dark:border-gray-700">
            <div>
              <label htmlFor={ids.from} className={labelClass}>
                {source === 'template' ? t('manage.create.template') : t('manage.create.baseList')}
              </label>
              <select
                id={ids.from}
                value={from}
                aria-invalid={shown.from ? true : undefined}
                aria-describedby={shown.from ? `${ids.from}-error` : undefined}
                onChange={(event) => (source === 'template' ? setTemplateRef : setListRef)(event.target.value)}
                className={control}
              >
                {from ? null : <option value="">{t('manage.create.choose')}</option>}
                {fromLists.map((l) => (
                  <option key={l.id} value={l.slug}>
                    {names.name(l)}
                  </option>
                ))}
              </select>
              {shown.from ? (
                <p id={`${ids.from}-error`} className={errorClass}>
                  {shown.from}
                </p>
              ) : null}
            </div>

            <fieldset className="min-w-0 space-y-3">
              <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{t('manage.create.adjustment')}</legend>
              <p className="text-sm text-gray-700 dark:text-gray-300">{t('manage.create.adjustmentHint')}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                <RadioGroup
                  legend={t('manage.create.kind')}
                  name={`${ids.radio}-kind`}
                  value={draft.kind}
                  options={[
                    { value: 'percent', label: t('manage.create.percent') },
                    { value: 'amount', label: t('manage.create.amount') },
                  ]}
                  onChange={(kind) => setDraft((d) => ({ ...d, kind }))}
                />
                <RadioGroup
                  legend={t('manage.create.direction')}
                  name={`${ids.radio}-direction`}
                  value={draft.direction}
                  options={[
                    { value: 'up', label: t('manage.create.up') },
                    { value: 'down', label: t('manage.create.down') },
                  ]}
                  onChange={(direction) => setDraft((d) => ({ ...d, direction }))}
                />
                <div>
                  <label htmlFor={ids.value} className={labelClass}>
                    {draft.kind === 'percent' ? t('manage.create.valuePercent') : t('manage.create.valueAmount')}
                  </label>
                  <input
                    id={ids.value}
                    value={draft.value}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={draft.kind === 'percent' ? '0' : language === 'es' ? '0,00' : '0.00'}
                    aria-invalid={shown.value ? true : undefined}
                    aria-describedby={shown.value ? `${ids.value}-error` : undefined}
                    onChange={(event) => setDraft((d) => ({ ...d, value: event.target.value }))}
                    className={control}
                  />
                  {shown.value ? (
                    <p id={`${ids.value}-error`} className={errorClass}>
                      {shown.value}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={ids.rounding} className={labelClass}>
                    {t('manage.create.rounding')}
                  </label>
                  <select
                    id={ids.rounding}
                    value={draft.rounding}
                    onChange={(event) => setDraft((d) => ({ ...d, rounding: event.target.value as Adjustment['rounding'] }))}
                    className={control}
                  >
                    <option value="cent">{t('manage.create.roundCent')}</option>
                    <option value="nickel">{t('manage.create.roundNickel')}</option>
                    <option value="x9">{t('manage.create.roundX9')}</option>
                  </select>
                </div>
              </div>
            </fieldset>

            <RadioGroup
              legend={t('manage.create.mode')}
              name={`${ids.radio}-mode`}
              value={mode}
              options={[
                { value: 'linked', label: t('manage.create.linked') },
                { value: 'copy', label: t('manage.create.copy') },
              ]}
              onChange={setMode}
            />

            <div>
              <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} onClick={() => void runPreview()} disabled={previewing}>
                {previewing ? t('manage.preview.loading') : t('manage.preview.button')}
              </button>
              {previewError ? (
                <p role="alert" className={errorClass}>
                  {previewError}
                </p>
              ) : null}
              {preview && !currentPreview ? <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('manage.preview.stale')}</p> : null}
              {currentPreview ? <PreviewTable preview={currentPreview} minMarginBp={settings.data?.minMarginBp ?? null} /> : null}
            </div>

            {needsConfirm ? (
              <div className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 dark:border-amber-400 dark:bg-amber-950">
                <label className="flex items-start gap-2 text-sm font-medium text-amber-950 dark:text-amber-100">
                  <input
                    id={ids.confirm}
                    type="checkbox"
                    checked={confirmBelow}
                    aria-invalid={shown.confirm ? true : undefined}
                    aria-describedby={shown.confirm ? `${ids.confirm}-error` : undefined}
                    onChange={(event) => setConfirmBelow(event.target.checked)}
                    className="mt-0.5 size-5 shrink-0 accent-amber-700 dark:accent-amber-400"
                  />
                  {t('manage.create.confirmBelow')}
                </label>
                {shown.confirm ? (
                  <p id={`${ids.confirm}-error`} className={errorClass}>
                    {shown.confirm}
                  </p>
                ) : null}
              </div>
            ) : null}

            {needsMovesConfirm ? (
              <div className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
                {currentPreview && (currentPreview.zero > 0 || currentPreview.large > 0) ? (
                  <ul className="mb-2 list-disc pl-5 text-sm font-semibold">
                    {currentPreview.zero > 0 ? (
                      <li>{t('manage.create.zeroPrices', { count: currentPreview.zero, formatted: formatNumber(currentPreview.zero, language), zero: formatMoney('0.00', language) })}</li>
                    ) : null}
                    {currentPreview.large > 0 ? (
                      <li>
                        {t('manage.create.largeMoves', {
                          count: currentPreview.large,
                          formatted: formatNumber(currentPreview.large, language),
                          share: formatPercent(currentPreview.largeMoveBp, language),
                        })}
                      </li>
                    ) : null}
                  </ul>
                ) : null}
                <label className="flex items-start gap-2 text-sm font-medium">
                  <input
                    id={ids.moves}
                    type="checkbox"
                    checked={confirmMoves}
                    aria-invalid={shown.moves ? true : undefined}
                    aria-describedby={shown.moves ? `${ids.moves}-error` : undefined}
                    onChange={(event) => setConfirmMoves(event.target.checked)}
                    className="mt-0.5 size-5 shrink-0 accent-red-700 dark:accent-red-400"
                  />
                  {t('manage.create.confirmMoves', { zero: formatMoney('0.00', language) })}
                </label>
                {shown.moves ? (
                  <p id={`${ids.moves}-error`} className={errorClass}>
                    {shown.moves}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}

        <details className="rounded-md border border-gray-200 p-3 dark:border-gray-700">
          <summary className="cursor-pointer text-sm font-semibold">{t('manage.create.shareSummary', { count: shareWith.size })}</summary>
          <CustomerChecklist selected={shareWith} onChange={setShareWith} legend={t('manage.create.shareLegend')} />
        </details>

        {formError ? (
          <p
            id={ids.formError}
            role="alert"
            className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          >
            {formError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
