import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import { z } from 'zod';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { invalidateTwoFactor, profileApi } from '../../../api/profile';

/** Where turning two-step verification on or off has got to. */
export type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'scan'; uri: string; secret: string; image: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

// The messages are keys of the profile namespace.
const passwordSchema = z.object({ password: z.string().min(1, 'twoFactor.passwordRequired') });
const codeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'twoFactor.codeFormat') });

/** The password first, to turn it on (then the QR code) or off. */
export function PasswordStep({ action, go }: { action: 'enable' | 'disable'; go: (next: Step) => void }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordSchema), reValidateMode: 'onSubmit', shouldFocusError: false, defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    const refused = (code?: string) => setError('password', { type: 'server', message: code === 'INVALID_PASSWORD' ? 'twoFactor.passwordWrong' : 'errors.generic' });
    if (action === 'disable') {
      const result = await profileApi.disableTwoFactor(password);
      if (!result.ok) return refused(result.code);
      // The session's "must enrol" (staff, admin setting) changes with it.
      await invalidateTwoFactor(queryClient);
      notify('success', t('twoFactor.turnedOff'));
      go({ kind: 'idle' });
      return;
    }
    const result = await profileApi.enableTwoFactor(password);
    if (!result.ok) return refused(result.code);
    const image = await QRCode.toDataURL(result.totpURI, { margin: 1, width: 200 });
    go({ kind: 'scan', uri: result.totpURI, secret: new URL(result.totpURI).searchParams.get('secret') ?? '', image, backupCodes: result.backupCodes });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
      <TextField
        label={t('twoFactor.password')}
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={errors.password?.message ? t(errors.password.message) : undefined}
        announce
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
          {action === 'enable' ? t('twoFactor.continue') : t('twoFactor.turnOff')}
        </button>
        <button type="button" className={buttonSecondary} onClick={() => go({ kind: 'idle' })} disabled={isSubmitting}>
          {t('twoFactor.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The QR code to scan, and the app's first code to confirm it. */
export function ScanStep({ step, go }: { step: Extract<Step, { kind: 'scan' }>; go: (next: Step) => void }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), reValidateMode: 'onSubmit', shouldFocusError: false, defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await profileApi.confirmTwoFactor(code);
    if (!result.ok) {
      setError('code', { type: 'server', message: 'twoFactor.codeWrong' });
      return;
    }
    // The session's "must enrol" (staff, admin setting) changes with it.
    await invalidateTwoFactor(queryClient);
    notify('success', t('twoFactor.turnedOn'));
    go({ kind: 'codes', backupCodes: step.backupCodes });
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
      <p className="text-gray-800 dark:text-gray-200">{t('twoFactor.scan')}</p>
      <img src={step.image} width={200} height={200} alt={t('twoFactor.qrAlt')} className="rounded bg-white p-1" />
      <p className="text-sm text-gray-800 dark:text-gray-200">
        {t('twoFactor.secretLabel')}{' '}
        <code className="break-all rounded bg-gray-100 px-1 font-mono dark:bg-gray-800" data-testid="totp-secret">
          {step.secret}
        </code>
      </p>
      <TextField
        label={t('twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...register('code', { onChange: (e: { target: { value: string } }) => setValue('code', e.target.value.replace(/\D/g, '')) })}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        announce
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
          {t('twoFactor.confirm')}
        </button>
        <button type="button" className={buttonSecondary} onClick={() => go({ kind: 'idle' })} disabled={isSubmitting}>
          {t('twoFactor.cancel')}
        </button>
      </div>
    </form>
  );
}
