import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isIsoDate, WEEKDAYS, type CompanyFacts } from '@freshprice/shared';
import { DateField } from '../../../components/ui/date-field';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { buttonSecondary } from '../../../components/ui/styles';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { formatDateTime, formatWeekday, readerLanguage } from '../../../lib/format';
import { useFieldError } from '../../../lib/use-field-error';
import { saveCompanyFacts, useStoredCompanyFacts } from '../../../api/company';
import { factsWithSettings, settingsFormSchema, settingsFormValues, withHoliday } from '../lib/desk';

const box = 'h-4 w-4 shrink-0 accent-emerald-700';
const legend = 'text-sm font-medium text-gray-900 dark:text-gray-100';
const small = 'px-2.5 py-1 text-sm';

/** The admin's ordering rules (company facts): the cutoff, the truck days, holidays and the minimum per size. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('orderDesk');
  const facts = useStoredCompanyFacts();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      wide
      title={t('settings.title')}
      description={t('settings.intro')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('cancel')}
          </button>
          <SubmitButton form={formId} busy={busy} disabled={!facts.data}>
            {t('settings.save')}
          </SubmitButton>
        </>
      }
    >
      {facts.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void facts.refetch()} /> : null}
      {facts.isPending ? <p role="status">{t('loading')}</p> : null}
      {facts.data ? <SettingsForm id={formId} facts={facts.data} setBusy={setBusy} onSaved={onClose} /> : null}
    </Modal>
  );
}

function SettingsForm({ id, facts, setBusy, onSaved }: { id: string; facts: CompanyFacts; setBusy: (busy: boolean) => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation('orderDesk');
  const language = readerLanguage(i18n.resolvedLanguage);
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const [holiday, setHoliday] = useState('');
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(settingsFormSchema), defaultValues: settingsFormValues(facts) });
  const holidays = useWatch({ control, name: 'holidays' });
  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await saveCompanyFacts(queryClient, factsWithSettings(facts, values));
      notify('success', t('settings.saved'));
      onSaved();
    } catch {
      notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
  });
  const addHoliday = () => {
    if (!isIsoDate(holiday)) return;
    setValue('holidays', withHoliday(holidays, holiday), { shouldDirty: true });
    setHoliday('');
  };
  return (
    <form id={id} noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-5">
      <TextField label={t('settings.cutoff')} hint={t('settings.cutoffHint')} type="time" className="sm:max-w-xs" error={fieldError(errors.cutoff)} {...register('cutoff')} />
      <fieldset>
        <legend className={legend}>{t('settings.deliveryDays')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-1.5">
              <input type="checkbox" value={day} className={box} {...register('deliveryDays')} />
              <span title={formatWeekday(day, language, 'long')}>{formatWeekday(day, language)}</span>
            </label>
          ))}
        </div>
        {errors.deliveryDays ? <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{fieldError(errors.deliveryDays)}</p> : null}
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('settings.holidays')}</legend>
        {holidays.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('settings.holidays')}>
            {holidays.map((d) => (
              <li key={d} className="flex items-center gap-2 rounded-md border border-gray-300 py-1 pr-1 pl-2 dark:border-gray-600">
                {formatDateTime(`${d}T12:00:00Z`, language, { time: false })}
                <button
                  type="button"
                  className={`${buttonSecondary} ${small}`}
                  aria-label={t('settings.removeHoliday', { date: formatDateTime(`${d}T12:00:00Z`, language, { time: false }) })}
                  onClick={() => setValue('holidays', holidays.filter((h) => h !== d), { shouldDirty: true })}
                >
                  {t('settings.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-gray-700 dark:text-gray-300">{t('settings.noHolidays')}</p>
        )}
        <div className="mt-2 flex flex-wrap items-start gap-2">
          <DateField label={t('settings.holiday')} value={holiday} onChange={setHoliday} className="w-40" />
          <button type="button" className={`${buttonSecondary} mt-6`} disabled={!isIsoDate(holiday)} onClick={addHoliday}>
            {t('settings.addHoliday')}
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('settings.minimums')}</legend>
        <p className="text-gray-700 dark:text-gray-300">{t('settings.minimumsHint')}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <TextField label={t('settings.minimum.small')} inputMode="numeric" error={fieldError(errors.small)} {...register('small')} />
          <TextField label={t('settings.minimum.medium')} inputMode="numeric" error={fieldError(errors.medium)} {...register('medium')} />
          <TextField label={t('settings.minimum.large')} hint={t('settings.largeHint')} inputMode="numeric" error={fieldError(errors.large)} {...register('large')} />
        </div>
      </fieldset>
    </form>
  );
}
