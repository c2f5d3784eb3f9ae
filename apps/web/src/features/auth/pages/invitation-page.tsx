import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@freshprice/shared';
import { notify } from '../../../components/ui/toast';
import { TextField } from '../../../components/ui/text-field';
import { buttonSecondary, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { useInvitationCheck } from '../../../api/users';
import { useCompanyFacts } from '../../../api/company';
import { DEFAULT_SIGNED_IN_PATH } from '../../../lib/safe-redirect';
import { refreshSession } from '../../../api/me';
import { AuthCard, FormAlert } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['auth', 'validation'];

/** An invitation that was used, expired or replaced: what happened and what to do, instead of the form. */
function NoLongerValid({ company }: { company: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormAlert kind="error">{t('invitation.invalid')}</FormAlert>
      <p className="mb-4 text-gray-800 dark:text-gray-200">{t('invitation.invalidWhatToDo', { company })}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/login" className={textLink}>
          {t('invitation.signIn')}
        </Link>
        <Link to="/contact" className={textLink}>
          {t('invitation.contact')}
        </Link>
      </div>
    </>
  );
}

/**
 * /invitation?token=…: an admin created the account; the invitee chooses a password here (better-auth's
 * reset with the invitation's token) and ends signed in. The link is checked on arrival.
 */
export default function InvitationPage() {
  const { t } = useTranslation('auth');
  const company = useCompanyFacts().name;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [tokenRejected, setTokenRejected] = useState(false);
  const check = useInvitationCheck(token);
  const onDone = async () => {
    // The server signed the new user in with the password; should that session be missing, they sign in.
    const user = await refreshSession(queryClient).catch(() => null);
    notify('success', t(user ? 'invitation.ready' : 'invitation.readySignIn', { company }), 15_000);
    await navigate(user ? DEFAULT_SIGNED_IN_PATH : '/login', { replace: true });
  };

  const invalid = token === '' || tokenRejected || (check.isSuccess && !check.data.valid);
  const title = t('invitation.title', { company });
  if (invalid) {
    return (
      <AuthCard title={t('invitation.invalidTitle')}>
        <NoLongerValid company={company} />
      </AuthCard>
    );
  }
  if (check.isError) {
    const limited = check.error instanceof ApiError && check.error.status === 429;
    return (
      <AuthCard title={title}>
        <FormAlert kind="error">{t(limited ? 'tooManyRequests' : 'invitation.checkFailed')}</FormAlert>
        <button type="button" className={buttonSecondary} onClick={() => void check.refetch()}>
          {t('invitation.retry')}
        </button>
      </AuthCard>
    );
  }
  if (!check.isSuccess) {
    return (
      <AuthCard title={title}>
        <p role="status" className="text-gray-800 dark:text-gray-200">
          {t('invitation.checking')}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} intro={t('invitation.intro', { min: PASSWORD_MIN })}>
      <NewPasswordForm
        token={token}
        passwordLabel={t('fields.password')}
        submitLabel={t('invitation.submit')}
        failedMessage={t('invitation.failed')}
        onTokenRejected={() => setTokenRejected(true)}
        onDone={onDone}
      >
        {/* The address to sign in with, read-only; password managers file the new password under it. */}
        <TextField label={t('invitation.email')} type="email" autoComplete="username" value={check.data.email ?? ''} readOnly />
      </NewPasswordForm>
    </AuthCard>
  );
}
