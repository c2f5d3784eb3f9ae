import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_KINDS, ROUNDINGS, type Adjustment } from '@freshprice/shared';

/** What the four adjustment controls hold while the user types: the value is still text. */
export interface AdjustmentForm {
  kind: Adjustment['kind'];
  direction: Adjustment['direction'];
  value: string;
  rounding: Adjustment['rounding'];
}

/**
 * The four controls of an adjustment (percent or amount, up or down, how much, rounding), laid out
 * by the caller's grid. `errorId` names the message shown for an invalid value, when there is one.
 */
export function AdjustmentFields({
  form,
  onChange,
  errorId,
  labelClass,
  controlClass,
}: {
  form: AdjustmentForm;
  onChange: <K extends keyof AdjustmentForm>(field: K, value: AdjustmentForm[K]) => void;
  errorId?: string;
  labelClass: string;
  controlClass: string;
}) {
  const { t } = useTranslation('priceLists');
  const ids = { kind: useId(), direction: useId(), value: useId(), rounding: useId() };
  return (
    <>
      <div>
        <label htmlFor={ids.kind} className={labelClass}>
          {t('editor.adjust.kind')}
        </label>
        <select id={ids.kind} value={form.kind} onChange={(e) => onChange('kind', e.target.value as Adjustment['kind'])} className={controlClass}>
          {ADJUSTMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`editor.adjust.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.direction} className={labelClass}>
          {t('editor.adjust.direction')}
        </label>
        <select id={ids.direction} value={form.direction} onChange={(e) => onChange('direction', e.target.value as Adjustment['direction'])} className={controlClass}>
          <option value="up">{t('editor.adjust.up')}</option>
          <option value="down">{t('editor.adjust.down')}</option>
        </select>
      </div>
      <div>
        <label htmlFor={ids.value} className={labelClass}>
          {form.kind === 'percent' ? t('editor.adjust.percentValue') : t('editor.adjust.amountValue')}
        </label>
        <input
          id={ids.value}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.value}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(e) => onChange('value', e.target.value)}
          className={controlClass}
        />
      </div>
      <div>
        <label htmlFor={ids.rounding} className={labelClass}>
          {t('editor.adjust.rounding')}
        </label>
        <select id={ids.rounding} value={form.rounding} onChange={(e) => onChange('rounding', e.target.value as Adjustment['rounding'])} className={controlClass}>
          {ROUNDINGS.map((r) => (
            <option key={r} value={r}>
              {t(`editor.adjust.roundings.${r}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
