import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, resetPasswordSchema } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { TextField } from '../../../components/ui/text-field';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import { DEFAULT_SIGNED_IN_PATH } from '../../../lib/safe-redirect';
import { refreshSession } from '../../../lib/session';
import { isCommonPassword, isInvalidToken, isRateLimited, resetPassword } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { useFieldError } from '../../../lib/use-field-error';

function InvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormAlert kind="error">{t('reset.invalidToken')}</FormAlert>
      <Link to="/forgot-password" className={textLink}>
        {t('reset.requestNew')}
      </Link>
    </>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [tokenRejected, setTokenRejected] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setFailure(null);
    const result = await resetPassword(password, token);
    if (!result.ok) {
      if (isInvalidToken(result)) setTokenRejected(true);
      else if (isCommonPassword(result)) setError('password', { message: 'passwordCommon' }, { shouldFocus: true });
      else setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'reset.failed'));
      return;
    }
    // SPEC: success ends signed in on the dashboard; the server signed the user in with the reset
    // (and signed every other session out). Should that session be missing, the guard still
    // sends the user on to /login?redirectTo=/dashboard.
    const user = await refreshSession(queryClient).catch(() => null);
    notify('success', t(user ? 'reset.success' : 'reset.successSignIn'), 15_000);
    await navigate(DEFAULT_SIGNED_IN_PATH, { replace: true });
  });

  const invalid = !token || params.has('error') || tokenRejected;
  return (
    <AuthCard title={t('reset.title')} intro={invalid ? undefined : t('reset.intro', { min: PASSWORD_MIN })}>
      {invalid ? (
        <InvalidLink />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.password)}
            {...register('password')}
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.confirmPassword)}
            {...register('confirmPassword')}
          />
          <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonPrimary}>
            {t('reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
