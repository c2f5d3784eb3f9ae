import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../components/ui/styles';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useListNames } from '../lib/list-name';
import { formatPercent } from '../../../lib/format';
import { PreviewTable } from './preview-table';
import { RadioGroup } from './radio-group';
import type { CreateList } from './use-create-list';

const labelClass = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
const control =
  'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400';
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';

/** The ids the form moves the focus to. */
export interface SourceIds {
  from: string;
  value: string;
  confirm: string;
  moves: string;
  radio: string;
}

/** A list made from another: which one, the adjustment, linked or copied, and the preview of its prices. */
export function SourceFields({ create, ids, minMarginBp }: { create: CreateList; ids: SourceIds; minMarginBp: number | null }) {
  const { t } = useTranslation('priceLists');
  const names = useListNames();
  const { form, values, shown, from, language } = create;
  const fromLists = values.source === 'template' ? create.templates : create.customerLists;
  return (
    <>
      <div>
        <label htmlFor={ids.from} className={labelClass}>
          {values.source === 'template' ? t('manage.create.template') : t('manage.create.baseList')}
        </label>
        <select
          id={ids.from}
          value={from}
          aria-invalid={shown.from ? true : undefined}
          aria-describedby={shown.from ? `${ids.from}-error` : undefined}
          onChange={(event) => form.setValue(values.source === 'template' ? 'templateRef' : 'listRef', event.target.value)}
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
            value={values.kind}
            options={[
              { value: 'percent', label: t('manage.create.percent') },
              { value: 'amount', label: t('manage.create.amount') },
            ]}
            onChange={(kind) => form.setValue('kind', kind)}
          />
          <RadioGroup
            legend={t('manage.create.direction')}
            name={`${ids.radio}-direction`}
            value={values.direction}
            options={[
              { value: 'up', label: t('manage.create.up') },
              { value: 'down', label: t('manage.create.down') },
            ]}
            onChange={(direction) => form.setValue('direction', direction)}
          />
          <div>
            <label htmlFor={ids.value} className={labelClass}>
              {values.kind === 'percent' ? t('manage.create.valuePercent') : t('manage.create.valueAmount')}
            </label>
            <input
              id={ids.value}
              inputMode="decimal"
              autoComplete="off"
              placeholder={values.kind === 'percent' ? '0' : language === 'es' ? '0,00' : '0.00'}
              aria-invalid={shown.value ? true : undefined}
              aria-describedby={shown.value ? `${ids.value}-error` : undefined}
              {...form.register('value')}
              className={control}
            />
            {shown.value ? (
              <p id={`${ids.value}-error`} className={errorClass}>
                {shown.value}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${ids.value}-rounding`} className={labelClass}>
              {t('manage.create.rounding')}
            </label>
            <select id={`${ids.value}-rounding`} {...form.register('rounding')} className={control}>
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
        value={values.mode}
        options={[
          { value: 'linked', label: t('manage.create.linked') },
          { value: 'copy', label: t('manage.create.copy') },
        ]}
        onChange={(mode) => form.setValue('mode', mode)}
      />

      <div>
        <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} onClick={() => void create.runPreview()} disabled={create.previewing}>
          {create.previewing ? t('manage.preview.loading') : t('manage.preview.button')}
        </button>
        {create.previewError ? (
          <p role="alert" className={errorClass}>
            {create.previewError}
          </p>
        ) : null}
        {create.preview && !create.currentPreview ? <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('manage.preview.stale')}</p> : null}
        {create.currentPreview ? <PreviewTable preview={create.currentPreview} minMarginBp={minMarginBp} /> : null}
      </div>

      {create.needsConfirm ? (
        <div className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 dark:border-amber-400 dark:bg-amber-950">
          <label className="flex items-start gap-2 text-sm font-medium text-amber-950 dark:text-amber-100">
            <input
              id={ids.confirm}
              type="checkbox"
              aria-invalid={shown.confirm ? true : undefined}
              aria-describedby={shown.confirm ? `${ids.confirm}-error` : undefined}
              {...form.register('confirmBelow')}
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

      {create.needsMovesConfirm ? <MovesConfirm create={create} id={ids.moves} language={language} /> : null}
    </>
  );
}

/** The prices that become $0.00 or move a lot, and the box that confirms them. */
function MovesConfirm({ create, id, language }: { create: CreateList; id: string; language: string }) {
  const { t } = useTranslation('priceLists');
  const { currentPreview: preview, shown, form } = create;
  return (
    <div className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
      {preview && (preview.zero > 0 || preview.large > 0) ? (
        <ul className="mb-2 list-disc pl-5 text-sm font-semibold">
          {preview.zero > 0 ? (
            <li>{t('manage.create.zeroPrices', { count: preview.zero, formatted: formatNumber(preview.zero, language), zero: formatMoney('0.00', language) })}</li>
          ) : null}
          {preview.large > 0 ? (
            <li>
              {t('manage.create.largeMoves', {
                count: preview.large,
                formatted: formatNumber(preview.large, language),
                share: formatPercent(preview.largeMoveBp, language),
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <label className="flex items-start gap-2 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          aria-invalid={shown.moves ? true : undefined}
          aria-describedby={shown.moves ? `${id}-error` : undefined}
          {...form.register('confirmMoves')}
          className="mt-0.5 size-5 shrink-0 accent-red-700 dark:accent-red-400"
        />
        {t('manage.create.confirmMoves', { zero: formatMoney('0.00', language) })}
      </label>
      {shown.moves ? (
        <p id={`${id}-error`} className={errorClass}>
          {shown.moves}
        </p>
      ) : null}
    </div>
  );
}
