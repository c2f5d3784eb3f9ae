import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { magicLinkSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { refreshSession } from '../../../api/me';
import { useFieldError } from '../../../lib/use-field-error';
import { isAccountDisabled, isRateLimited, sendSignInCode, signInWithCode } from '../../../api/auth';
import { FormAlert } from './auth-card';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The mailed code's message is a key of the auth namespace. */
const mailedCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'login.codeFormat') });

/** Third way in: a code mailed to the address, typed here. */
export function CodeForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(magicLinkSchema), defaultValues: { email: '' } });
  const codeForm = useForm({ resolver: zodResolver(mailedCodeSchema), reValidateMode: 'onSubmit', defaultValues: { code: '' } });
  const codeError = codeForm.formState.errors.code?.message;

  const onSend = handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await sendSignInCode(email);
    if (!result.ok) {
      setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'login.codeSendFailed'));
      return;
    }
    setSentTo(email.trim().toLowerCase());
    codeForm.reset({ code: '' });
  });

  const onSignIn = codeForm.handleSubmit(async ({ code }) => {
    if (!sentTo) return;
    setFailure(null);
    const result = await signInWithCode(sentTo, code);
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
  });

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
            {...codeForm.register('code', { onChange: (e: { target: { value: string } }) => codeForm.setValue('code', e.target.value.replace(/\D/g, '')) })}
            error={codeError ? t(codeError) : undefined}
          />
          <SubmitButton busy={codeForm.formState.isSubmitting}>
            {t('login.signInWithCode')}
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
