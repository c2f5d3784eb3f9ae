import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { magicLinkSchema, signInSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { buttonPrimary, buttonSecondary, textLink } from '../../../components/ui/styles';
import { redirectTargetFromSearch } from '../../../lib/safe-redirect';
import { refreshSession } from '../../../api/me';
import {
  isAccountDisabled,
  isAccountLocked,
  isEmailNotVerified,
  isNetworkLocked,
  isRateLimited,
  minutesToWait,
  sendMagicLink,
  sendSignInCode,
  signInWithCode,
  signInWithPassword,
  verifySecondFactor,
  type AuthResult,
} from '../../../api/auth';
import { AuthCard, FormAlert } from '../components/auth-card';
import { useFieldError } from '../../../lib/use-field-error';

type Mode = 'password' | 'magicLink' | 'code';

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

/** After the right password, with two-factor on: a code from the authenticator app, or a backup code. */
function SecondFactorForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (backup ? value.length < 4 : !/^\d{6}$/.test(value)) {
      setError(t(backup ? 'login.backupFormat' : 'login.codeFormat'));
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await verifySecondFactor(value, backup);
    setBusy(false);
    if (!result.ok) {
      setError(t(isRateLimited(result) ? 'tooManyRequests' : result.code === 'INVALID_TWO_FACTOR_COOKIE' ? 'login.secondFactorExpired' : 'login.secondFactorWrong'));
      return;
    }
    const user = await refreshSession(queryClient).catch(() => null);
    if (!user) {
      setError(t('login.failed'));
      return;
    }
    await navigate(target, { replace: true });
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormAlert kind="success">{t(backup ? 'login.backupIntro' : 'login.secondFactorIntro')}</FormAlert>
      <TextField
        key={backup ? 'backup' : 'totp'}
        label={t(backup ? 'login.backupCode' : 'login.appCode')}
        inputMode={backup ? 'text' : 'numeric'}
        // Backup codes are lower case: a phone's keyboard must not capitalise them.
        autoCapitalize="none"
        spellCheck={false}
        autoComplete="one-time-code"
        maxLength={backup ? 20 : 6}
        value={code}
        onChange={(e) => setCode(backup ? e.target.value : e.target.value.replace(/\D/g, ''))}
        error={error}
        announce
        data-autofocus
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonPrimary}>
        {t('login.verifyCode')}
      </button>
      <button
        type="button"
        className={textLink}
        onClick={() => {
          setBackup(!backup);
          setCode('');
          setError(undefined);
        }}
      >
        {t(backup ? 'login.useAppCode' : 'login.useBackupCode')}
      </button>
    </form>
  );
}

/** Third way in: a code mailed to the address, typed here. */
function CodeForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(magicLinkSchema), defaultValues: { email: '' } });

  const onSend = handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await sendSignInCode(email);
    if (!result.ok) {
      setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'login.codeSendFailed'));
      return;
    }
    setSentTo(email.trim().toLowerCase());
    setCode('');
  });

  async function onSignIn(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('login.codeFormat'));
      return;
    }
    setCodeError(undefined);
    setFailure(null);
    setBusy(true);
    const result = await signInWithCode(sentTo, code.trim());
    setBusy(false);
    if (!result.ok) {
      setFailure(
        isAccountDisabled(result)
          ? t('login.accountDisabled')
          : result.code === 'TWO_FACTOR_REQUIRED'
            ? t('login.twoFactorRequired')
            : t(isRateLimited(result) ? 'tooManyRequests' : 'login.codeWrong'),
      );
      return;
    }
    const user = await refreshSession(queryClient).catch(() => null);
    if (!user) {
      setFailure(t('login.failed'));
      return;
    }
    await navigate(target, { replace: true });
  }

  return (
    <div className="flex flex-col gap-4">
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      <form noValidate onSubmit={onSend} className="flex flex-col gap-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" hint={t('login.codeHint')} error={fieldError(errors.email)} {...register('email')} />
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={sentTo ? buttonSecondary : buttonPrimary}>
          {sentTo ? t('login.resendCode') : t('login.sendCode')}
        </button>
      </form>
      {sentTo ? (
        <form noValidate onSubmit={(e) => void onSignIn(e)} className="flex flex-col gap-4">
          <FormAlert kind="success">{t('login.codeSent', { email: sentTo })}</FormAlert>
          <TextField
            label={t('login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={codeError}
          />
          <button type="submit" disabled={busy} aria-busy={busy} className={buttonPrimary}>
            {t('login.signInWithCode')}
          </button>
        </form>
      ) : null}
    </div>
  );
}

const MODE_BUTTON =
  'flex-1 rounded px-3 py-1.5 text-sm font-semibold aria-pressed:bg-white aria-pressed:text-emerald-800 aria-pressed:shadow text-gray-800 dark:text-gray-200 dark:aria-pressed:bg-gray-950 dark:aria-pressed:text-emerald-300';

/** Why a mailed link was refused (the server's `?error=`), else: invalid or expired. */
const LINK_ERRORS: Record<string, string> = {
  two_factor_required: 'login.linkNeedsTwoFactor',
  account_disabled: 'login.accountDisabled',
};

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const target = redirectTargetFromSearch(location.search);
  const [mode, setMode] = useState<Mode>('password');
  const linkError = params.get('error');

  return (
    <AuthCard title={t('login.title')}>
      {linkError ? <FormAlert kind="error">{t(LINK_ERRORS[linkError] ?? 'login.magicLinkInvalid')}</FormAlert> : null}
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
        <button type="button" aria-pressed={mode === 'code'} onClick={() => setMode('code')} className={MODE_BUTTON}>
          {t('login.methodCode')}
        </button>
      </div>
      {mode === 'password' ? <PasswordForm target={target} /> : mode === 'magicLink' ? <MagicLinkForm target={target} /> : <CodeForm target={target} />}
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
