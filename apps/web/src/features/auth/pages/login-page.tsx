import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { textLink } from '../../../components/ui/styles';
import { redirectTargetFromSearch } from '../../../lib/safe-redirect';
import { AuthCard, FormAlert } from '../components/auth-card';
import { CodeForm } from '../components/code-form';
import { MagicLinkForm } from '../components/magic-link-form';
import { PasswordForm } from '../components/password-form';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['auth', 'validation'];

type Mode = 'password' | 'magicLink' | 'code';

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
