import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OWN_TWO_FACTOR_MISSING, type SecuritySettings } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { securityApi, securitySettingsSaved, useSecuritySettings } from '../../../api/security';

/**
 * "Require two-step verification for staff" (admin). Turning it on is refused while the admin has
 * not turned it on for themself: the message says so and links to the profile's enrolment.
 */
export function StaffTwoFactorSetting() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const checkboxId = useId();
  const hintId = useId();
  const [ownMissing, setOwnMissing] = useState(false);
  const settings = useSecuritySettings();
  const save = useMutation({
    mutationFn: (requireStaffTwoFactor: boolean) => securityApi.save({ requireStaffTwoFactor }),
    onSuccess: (saved: SecuritySettings) => {
      setOwnMissing(false);
      securitySettingsSaved(queryClient, saved);
      notify('success', t(saved.requireStaffTwoFactor ? 'staffTwoFactor.turnedOn' : 'staffTwoFactor.turnedOff'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === OWN_TWO_FACTOR_MISSING) setOwnMissing(true);
      else notify('error', t('staffTwoFactor.saveError'));
    },
  });
  const checked = settings.data?.requireStaffTwoFactor ?? false;

  return (
    <section aria-labelledby={`${checkboxId}-title`} className="mb-6 rounded-lg border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-gray-900">
      <h2 id={`${checkboxId}-title`} className="text-sm font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300">
        {t('staffTwoFactor.title')}
      </h2>
      {settings.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {t('staffTwoFactor.loadError')}{' '}
          <button type="button" className="font-semibold underline underline-offset-2" onClick={() => void settings.refetch()}>
            {t('staffTwoFactor.retry')}
          </button>
        </p>
      ) : (
        <div className="mt-2 flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-green-700"
            checked={checked}
            disabled={!settings.data || save.isPending}
            aria-describedby={hintId}
            onChange={(event) => save.mutate(event.target.checked)}
          />
          <div className="min-w-0">
            <label htmlFor={checkboxId} className="font-medium text-gray-900 dark:text-gray-100">
              {t('staffTwoFactor.label')}
            </label>
            <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
              {t('staffTwoFactor.hint')}
            </p>
          </div>
        </div>
      )}
      {ownMissing ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-300">
          {t('staffTwoFactor.ownMissing')}{' '}
          <Link to="/profile?setup=two-factor#two-factor" className="font-semibold underline underline-offset-2">
            {t('staffTwoFactor.ownMissingLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
