import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, registerSchema } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { TextField } from '../../../components/ui/text-field';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import { DEFAULT_SIGNED_IN_PATH } from '../../../lib/safe-redirect';
import { refreshSession } from '../../../lib/session';
import { isEmailTaken, isRateLimited, signUp } from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { useFieldError } from '../hooks/use-field-error';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(registerSchema), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    const result = await signUp(name, email, password);
    if (!result.ok) {
      if (isEmailTaken(result)) setFailure(t('register.emailTaken'));
      else setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'register.failed'));
      return;
    }
    const user = await refreshSession(queryClient).catch(() => null);
    if (user) {
      await navigate(DEFAULT_SIGNED_IN_PATH, { replace: true });
      return;
    }
    // The server may ask for e-mail verification first: the account exists but no session yet.
    notify('success', t('register.created'));
    await navigate('/login', { replace: true });
  });

  return (
    <AuthCard title={t('register.title')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure ? (
          <FormAlert kind="error">
            {failure}
            {failure === t('register.emailTaken') ? (
              <>
                {' '}
                <Link to="/forgot-password" className={textLink}>
                  {t('login.forgotPassword')}
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <TextField label={t('fields.name')} autoComplete="name" error={fieldError(errors.name)} {...register('name')} />
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
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN })}
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonPrimary}>
          {t('register.submit')}
        </button>
      </form>
      <p className="mt-6 text-sm text-gray-700 dark:text-gray-300">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className={textLink}>
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
