import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { textLink } from '../../../components/ui/styles';
import { DEFAULT_SIGNED_IN_PATH } from '../../../lib/safe-redirect';
import { refreshSession } from '../../../api/me';
import { AuthCard, FormAlert } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['auth', 'validation'];

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [tokenRejected, setTokenRejected] = useState(false);

  const onDone = async () => {
    // SPEC: success ends signed in on the dashboard; the server signed the user in with the reset
    // (and signed every other session out). Should that session be missing, the guard still
    // sends the user on to /login?redirectTo=/dashboard.
    const user = await refreshSession(queryClient).catch(() => null);
    notify('success', t(user ? 'reset.success' : 'reset.successSignIn'), 15_000);
    await navigate(DEFAULT_SIGNED_IN_PATH, { replace: true });
  };

  const invalid = !token || params.has('error') || tokenRejected;
  return (
    <AuthCard title={t('reset.title')} intro={invalid ? undefined : t('reset.intro', { min: PASSWORD_MIN })}>
      {invalid ? (
        <InvalidLink />
      ) : (
        <NewPasswordForm
          token={token}
          passwordLabel={t('fields.newPassword')}
          submitLabel={t('reset.submit')}
          failedMessage={t('reset.failed')}
          onTokenRejected={() => setTokenRejected(true)}
          onDone={onDone}
        />
      )}
    </AuthCard>
  );
}
