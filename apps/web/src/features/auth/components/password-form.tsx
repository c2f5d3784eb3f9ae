import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signInSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { refreshSession } from '../../../api/me';
import { useFieldError } from '../../../lib/use-field-error';
import { isAccountDisabled, isAccountLocked, isEmailNotVerified, isNetworkLocked, isRateLimited, minutesToWait, signInWithPassword, type AuthResult } from '../../../api/auth';
import { FormAlert } from './auth-card';
import { SecondFactorForm } from './second-factor-form';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The translation key and values that explain a refused password sign-in. */
function signInFailure(result: AuthResult): [string, Record<string, unknown>?] {
  const minutes = minutesToWait(result) ?? 1;
  if (isEmailNotVerified(result)) return ['login.emailNotVerified'];
  if (isAccountDisabled(result)) return ['login.accountDisabled'];
  if (isAccountLocked(result)) return ['login.accountLocked', { minutes }];
  if (isNetworkLocked(result)) return ['login.networkLocked', { minutes }];
  return [isRateLimited(result) ? 'tooManyRequests' : 'login.failed'];
}

/** The first way in: address and password (then the second factor, when the account has one on). */
export function PasswordForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await signInWithPassword(email, password);
    if (!result.ok) {
      const [key, values] = signInFailure(result);
      setFailure(t(key, values));
      return;
    }
    if (result.twoFactor) {
      setSecondFactor(true);
      return;
    }
    const user = await refreshSession(queryClient).catch(() => null);
    if (!user) {
      setFailure(t('login.failed'));
      return;
    }
    await navigate(target, { replace: true });
  });

  if (secondFactor) return <SecondFactorForm target={target} />;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}

