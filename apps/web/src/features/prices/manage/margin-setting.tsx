import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Role } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { notify } from '../../../components/ui/toast';
import { priceListsApi, usePriceListMutation, usePricingSettings } from '../api/price-lists-api';
import { formatPercent, parsePercentInput, percentInputText } from './adjustment';
import { errorDetail } from './errors';

const small = 'px-3 py-1.5 text-sm';

/** The company's minimum margin over cost: everyone on this page reads it, an admin changes it. */
export function MarginSetting({ role }: { role: Role | null }) {
  const { t, i18n } = useTranslation('priceManage');
  const language = i18n.resolvedLanguage ?? 'en';
  const settings = usePricingSettings();
  const editable = can(role, 'settings.manage');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const update = usePriceListMutation((minMarginBp: number) => priceListsApi.updateSettings({ minMarginBp }));

  const save = () => {
    const bp = parsePercentInput((draft ?? '').trim());
    if (bp === null || bp > 9999) {
      setError(t('margin.invalid'));
      return;
    }
    setError(null);
    update.mutate(bp, {
      onSuccess: (saved) => {
        setDraft(null);
        notify('success', t('margin.saved', { value: formatPercent(saved.minMarginBp, language) }));
      },
      onError: (cause) => setError([t('margin.saveError'), errorDetail(cause, t)].filter(Boolean).join(' ')),
    });
  };

  let body;
  if (settings.isError) {
    body = (
      <p role="alert" className="text-sm text-red-800 dark:text-red-200">
        {t('margin.loadError')}{' '}
        <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void settings.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  } else if (!settings.data) {
    body = <p className="text-sm text-gray-700 dark:text-gray-300">{t('margin.loading')}</p>;
  } else if (draft === null) {
    body = (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="font-semibold text-gray-900 dark:text-gray-100">
          {t('margin.value', { value: formatPercent(settings.data.minMarginBp, language) })}
        </p>
        {editable ? (
          <button
            type="button"
            className={`${buttonSecondary} ${small}`}
            onClick={() => {
              setError(null);
              setDraft(percentInputText(settings.data.minMarginBp, language));
            }}
          >
            {t('margin.change')}
          </button>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('margin.adminOnly')}</p>
        )}
      </div>
    );
  } else {
    body = (
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('margin.label')}
          </label>
          <div className="mt-1 flex items-center gap-1">
            <input
              id={inputId}
              value={draft}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
              onChange={(event) => setDraft(event.target.value)}
              className="block h-10 w-24 rounded-md border border-gray-500 bg-white px-3 text-right text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
            />
            <span aria-hidden="true">%</span>
          </div>
        </div>
        <button type="submit" className={`${buttonPrimary} ${small}`} disabled={update.isPending}>
          {update.isPending ? t('saving') : t('margin.save')}
        </button>
        <button type="button" className={`${buttonSecondary} ${small}`} disabled={update.isPending} onClick={() => (setDraft(null), setError(null))}>
          {t('cancel')}
        </button>
        <p id={hintId} className="w-full text-sm text-gray-700 dark:text-gray-300">
          {t('margin.hint')}
        </p>
      </form>
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-4 rounded-lg border border-gray-200 bg-gray-50 p-3 dark:border-gray-800 dark:bg-gray-900">
      <h2 id={`${inputId}-title`} className="text-sm font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
        {t('margin.title')}
      </h2>
      <div className="mt-1">{body}</div>
      {error && draft !== null ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('margin.explain')}</p>
    </section>
  );
}
