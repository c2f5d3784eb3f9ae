import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { textLink } from '../../../components/ui/styles';
import { refreshSession } from '../../../api/me';
import { isRateLimited, verifySecondFactor } from '../../../api/auth';
import { FormAlert } from './auth-card';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The messages are keys of the auth namespace. */
const appCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'login.codeFormat') });
const backupCodeSchema = z.object({ code: z.string().trim().min(4, 'login.backupFormat') });

/** After the right password, with two-factor on: a code from the authenticator app, or a backup code. */
export function SecondFactorForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [backup, setBackup] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(backup ? backupCodeSchema : appCodeSchema), reValidateMode: 'onSubmit', defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await verifySecondFactor(code, backup);
    if (!result.ok) {
      const key = isRateLimited(result) ? 'tooManyRequests' : result.code === 'INVALID_TWO_FACTOR_COOKIE' ? 'login.secondFactorExpired' : 'login.secondFactorWrong';
      setError('code', { type: 'server', message: key });
      return;
    }
    const user = await refreshSession(queryClient).catch(() => null);
    if (!user) {
      setError('code', { type: 'server', message: 'login.failed' });
      return;
    }
    await navigate(target, { replace: true });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
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
        {...register('code', { onChange: (e: { target: { value: string } }) => !backup && setValue('code', e.target.value.replace(/\D/g, '')) })}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        announce
        data-autofocus
      />
      <SubmitButton busy={isSubmitting}>
        {t('login.verifyCode')}
      </SubmitButton>
      <button
        type="button"
        className={textLink}
        onClick={() => {
          setBackup(!backup);
          reset({ code: '' });
        }}
      >
        {t(backup ? 'login.useAppCode' : 'login.useBackupCode')}
      </button>
    </form>
  );
}
