import { useId, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { can, pricingSettingsInputSchema, type PricingSettings, type Role } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { priceListsApi, usePriceListMutation, usePricingSettings } from '../../../api/price-lists';
import { formatPercent, parsePercentInput, percentInputText } from '../../../lib/format';
import { errorDetail } from './errors';

const small = 'px-3 py-1.5 text-sm';

type PercentKey = 'minMarginBp' | 'largeMoveBp' | 'alertMoveBp';

/** Each setting's strings under priceLists:manage.{prefix}. */
const PREFIX: Record<PercentKey, 'margin' | 'largeMove' | 'alertMove'> = { minMarginBp: 'margin', largeMoveBp: 'largeMove', alertMoveBp: 'alertMove' };

/** The typed percent in basis points, within the bounds of the shared settings schema (the server's); else the message. */
const percentResolver =
  (setting: PercentKey, invalid: string): Resolver<{ value: string }, unknown, { bp: number }> =>
  ({ value }): ResolverResult<{ value: string }, { bp: number }> => {
    const bp = parsePercentInput(value.trim());
    if (bp !== null && pricingSettingsInputSchema.safeParse({ [setting]: bp }).success) return { values: { bp }, errors: {} };
    return { values: {}, errors: { value: { type: 'validate', message: invalid } } };
  };

/**
 * The company's pricing rules: the minimum gross margin, the share beyond which a price move needs
 * a confirmation, and the one beyond which customers are alerted to a move. Everyone on this page
 * reads them, an admin changes them.
 */
export function MarginSetting({ role }: { role: Role | null }) {
  return (
    <div className="mb-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      <PercentSetting role={role} setting="minMarginBp" />
      <PercentSetting role={role} setting="largeMoveBp" />
      <PercentSetting role={role} setting="alertMoveBp" />
    </div>
  );
}

function PercentSetting({ role, setting }: { role: Role | null; setting: PercentKey }) {
  const { t, i18n } = useTranslation('priceLists');
  const language = i18n.resolvedLanguage ?? 'en';
  const prefix = PREFIX[setting];
  const settings = usePricingSettings();
  const editable = can(role, 'settings.manage');
  const [editing, setEditing] = useState(false);
  // Checked when saved; a message stays until the next save or Cancel.
  const { register, handleSubmit, reset, setError, formState } = useForm<{ value: string }, unknown, { bp: number }>({
    defaultValues: { value: '' },
    resolver: percentResolver(setting, t(`manage.${prefix}.invalid`)),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = formState.errors.value?.message ?? null;
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const update = usePriceListMutation((bp: number) => priceListsApi.updateSettings({ [setting]: bp }));
  const current = (s: PricingSettings) => s[setting];
  const close = () => {
    setEditing(false);
    reset({ value: '' });
  };

  const save = ({ bp }: { bp: number }) => {
    update.mutate(bp, {
      onSuccess: (saved) => {
        close();
        notify('success', t(`manage.${prefix}.saved`, { value: formatPercent(current(saved), language) }));
      },
      onError: (cause) => setError('value', { type: 'server', message: [t(`manage.${prefix}.saveError`), errorDetail(cause, t)].filter(Boolean).join(' ') }),
    });
  };

  let body;
  if (settings.isError) {
    body = (
      <p role="alert" className="text-sm text-red-800 dark:text-red-200">
        {t(`manage.${prefix}.loadError`)}{' '}
        <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void settings.refetch()}>
          {t('manage.retry')}
        </button>
      </p>
    );
  } else if (!settings.data) {
    body = <p className="text-sm text-gray-700 dark:text-gray-300">{t(`manage.${prefix}.loading`)}</p>;
  } else if (!editing) {
    body = (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="font-semibold text-gray-900 dark:text-gray-100">{t(`manage.${prefix}.value`, { value: formatPercent(current(settings.data), language) })}</p>
        {editable ? (
          <button
            type="button"
            className={`${buttonSecondary} ${small}`}
            aria-label={t(`manage.${prefix}.changeLabel`)}
            onClick={() => {
              reset({ value: percentInputText(current(settings.data), language) });
              setEditing(true);
            }}
          >
            {t('manage.margin.change')}
          </button>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('manage.margin.adminOnly')}</p>
        )}
      </div>
    );
  } else {
    body = (
      <form noValidate onSubmit={handleSubmit(save)}>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
          {t(`manage.${prefix}.label`)}
        </label>
        {/* The box and its buttons on one line, wrapping together: a long label does not push Save away from Cancel. */}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-1">
            <input
              id={inputId}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
              {...register('value')}
              className="block h-10 w-24 rounded-md border border-gray-500 bg-white px-3 text-right text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
            />
            <span aria-hidden="true">%</span>
          </span>
          <button type="submit" className={`${buttonPrimary} ${small}`} disabled={update.isPending}>
            {update.isPending ? t('manage.saving') : t('manage.margin.save')}
          </button>
          <button type="button" className={`${buttonSecondary} ${small}`} disabled={update.isPending} onClick={close}>
            {t('manage.cancel')}
          </button>
        </div>
        <p id={hintId} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t(`manage.${prefix}.hint`)}
        </p>
      </form>
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-lg border border-gray-200 bg-gray-50 p-3 dark:border-gray-800 dark:bg-gray-900">
      <h2 id={`${inputId}-title`} className="text-sm font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
        {t(`manage.${prefix}.title`)}
      </h2>
      <div className="mt-1">{body}</div>
      {error && editing ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t(`manage.${prefix}.explain`)}</p>
    </section>
  );
}
