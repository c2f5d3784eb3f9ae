import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { magicLinkSchema, signInSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { buttonPrimary, textLink } from '../../../components/ui/styles';
import { redirectTargetFromSearch } from '../../../lib/safe-redirect';
import { refreshSession } from '../../../lib/session';
import {
  isAccountDisabled,
  isAccountLocked,
  isEmailNotVerified,
  isNetworkLocked,
  isRateLimited,
  minutesToWait,
  sendMagicLink,
  signInWithPassword,
  type AuthResult,
} from '../api/auth-api';
import { AuthCard, FormAlert } from '../components/auth-card';
import { useFieldError } from '../../../lib/use-field-error';

type Mode = 'password' | 'magicLink';

/** The translation key and values that explain a refused password sign-in. */
function signInFailure(result: AuthResult): [string, Record<string, unknown>?] {
  const minutes = minutesToWait(result) ?? 1;
  if (isEmailNotVerified(result)) return ['login.emailNotVerified'];
  if (isAccountDisabled(result)) return ['login.accountDisabled'];
  if (isAccountLocked(result)) return ['login.accountLocked', { minutes }];
  if (isNetworkLocked(result)) return ['login.networkLocked', { minutes }];
  return [isRateLimited(result) ? 'tooManyRequests' : 'login.failed'];
}

function PasswordForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
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
    const user = await refreshSession(queryClient).catch(() => null);
    if (!user) {
      setFailure(t('login.failed'));
      return;
    }
    await navigate(target, { replace: true });
  });

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
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonPrimary}>
        {t('login.submit')}
      </button>
    </form>
  );
}

function MagicLinkForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(magicLinkSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setSentTo(null);
    const result = await sendMagicLink(email, target);
    if (!result.ok) {
      setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'login.magicLinkFailed'));
      return;
    }
    setSentTo(email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      {sentTo ? <FormAlert kind="success">{t('login.magicLinkSent', { email: sentTo })}</FormAlert> : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        hint={t('login.magicLinkHint')}
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={buttonPrimary}>
        {t('login.sendMagicLink')}
      </button>
    </form>
  );
}

const MODE_BUTTON =
  'flex-1 rounded px-3 py-1.5 text-sm font-semibold aria-pressed:bg-white aria-pressed:text-emerald-800 aria-pressed:shadow text-gray-800 dark:text-gray-200 dark:aria-pressed:bg-gray-950 dark:aria-pressed:text-emerald-300';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const target = redirectTargetFromSearch(location.search);
  const [mode, setMode] = useState<Mode>('password');
  const linkError = params.get('error');

  return (
    <AuthCard title={t('login.title')}>
      {linkError ? <FormAlert kind="error">{t('login.magicLinkInvalid')}</FormAlert> : null}
      <div role="group" aria-label={t('login.method')} className="mb-6 flex gap-1 rounded-md bg-gray-100 p-1 dark:bg-gray-800">
        <button
          type="button"
          aria-pressed={mode === 'password'}
          onClick={() => setMode('password')}
          className={MODE_BUTTON}
        >
          {t('login.methodPassword')}
        </button>
        <button
          type="button"
          aria-pressed={mode === 'magicLink'}
          onClick={() => setMode('magicLink')}
          className={MODE_BUTTON}
        >
          {t('login.methodMagicLink')}
        </button>
      </div>
      {mode === 'password' ? <PasswordForm target={target} /> : <MagicLinkForm target={target} />}
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to="/forgot-password" className={textLink}>
          {t('login.forgotPassword')}
        </Link>
        <p className="text-gray-700 dark:text-gray-300">
          {t('login.noAccount')}{' '}
          <Link to="/register" className={textLink}>
            {t('login.register')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
