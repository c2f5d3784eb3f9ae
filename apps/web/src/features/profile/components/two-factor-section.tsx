import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import QRCode from 'qrcode';
import type { Profile } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { invalidateTwoFactor, profileApi } from '../../../api/profile';
import { BackupCodes } from './backup-codes';

type Step = { kind: 'idle' } | { kind: 'password'; action: 'enable' | 'disable' } | { kind: 'scan'; uri: string; secret: string; image: string; backupCodes: string[] } | { kind: 'codes'; backupCodes: string[] };

const card = 'min-w-0 rounded-lg border border-gray-200 p-4 dark:border-gray-700';

/** Two-step verification: turn on by scanning a QR code and confirming a code; backup codes once; off with the password. */
export function TwoFactorSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Each step starts with empty fields and no error. */
  const go = (next: Step) => {
    setPassword('');
    setCode('');
    setError(undefined);
    setStep(next);
  };

  async function withPassword(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'password') return;
    if (!password) {
      setError(t('twoFactor.passwordRequired'));
      return;
    }
    setBusy(true);
    if (step.action === 'disable') {
      const result = await profileApi.disableTwoFactor(password);
      setBusy(false);
      if (!result.ok) {
        setError(result.code === 'INVALID_PASSWORD' ? t('twoFactor.passwordWrong') : t('errors.generic'));
        return;
      }
      // The session's "must enrol" (staff, admin setting) changes with it.
      await invalidateTwoFactor(queryClient);
      notify('success', t('twoFactor.turnedOff'));
      go({ kind: 'idle' });
      return;
    }
    const result = await profileApi.enableTwoFactor(password);
    if (!result.ok) {
      setBusy(false);
      setError(result.code === 'INVALID_PASSWORD' ? t('twoFactor.passwordWrong') : t('errors.generic'));
      return;
    }
    const image = await QRCode.toDataURL(result.totpURI, { margin: 1, width: 200 });
    setBusy(false);
    go({ kind: 'scan', uri: result.totpURI, secret: new URL(result.totpURI).searchParams.get('secret') ?? '', image, backupCodes: result.backupCodes });
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('twoFactor.codeFormat'));
      return;
    }
    setBusy(true);
    const result = await profileApi.confirmTwoFactor(code.trim());
    setBusy(false);
    if (!result.ok) {
      setError(t('twoFactor.codeWrong'));
      return;
    }
    // The session's "must enrol" (staff, admin setting) changes with it.
      await invalidateTwoFactor(queryClient);
    notify('success', t('twoFactor.turnedOn'));
    go({ kind: 'codes', backupCodes: step.backupCodes });
  }

  return (
    <section id="two-factor" className={card} aria-label={t('twoFactor.title')}>
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{t('twoFactor.title')}</h2>
      <p className="mt-1 text-gray-800 dark:text-gray-200">{profile.twoFactorEnabled ? t('twoFactor.on') : t('twoFactor.off')}</p>

      {step.kind === 'idle' ? (
        <button
          type="button"
          className={`${profile.twoFactorEnabled ? buttonSecondary : buttonPrimary} mt-3`}
          onClick={() => go({ kind: 'password', action: profile.twoFactorEnabled ? 'disable' : 'enable' })}
        >
          {profile.twoFactorEnabled ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
        </button>
      ) : null}

      {step.kind === 'password' ? (
        <form noValidate onSubmit={(e) => void withPassword(e)} className="mt-3 space-y-3">
          <TextField label={t('twoFactor.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={error} announce />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {step.action === 'enable' ? t('twoFactor.continue') : t('twoFactor.turnOff')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => go({ kind: 'idle' })} disabled={busy}>
              {t('twoFactor.cancel')}
            </button>
          </div>
        </form>
      ) : null}

      {step.kind === 'scan' ? (
        <form noValidate onSubmit={(e) => void confirm(e)} className="mt-3 space-y-3">
          <p className="text-gray-800 dark:text-gray-200">{t('twoFactor.scan')}</p>
          <img src={step.image} width={200} height={200} alt={t('twoFactor.qrAlt')} className="rounded bg-white p-1" />
          <p className="text-sm text-gray-800 dark:text-gray-200">
            {t('twoFactor.secretLabel')} <code className="break-all rounded bg-gray-100 px-1 font-mono dark:bg-gray-800" data-testid="totp-secret">{step.secret}</code>
          </p>
          <TextField label={t('twoFactor.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} error={error} announce />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonPrimary} disabled={busy}>
              {t('twoFactor.confirm')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => go({ kind: 'idle' })} disabled={busy}>
              {t('twoFactor.cancel')}
            </button>
          </div>
        </form>
      ) : null}

      {step.kind === 'codes' ? (
        <div className="mt-3 space-y-3">
          <p role="status" className="text-gray-800 dark:text-gray-200">
            {t('twoFactor.backupIntro')}
          </p>
          <BackupCodes codes={step.backupCodes} email={profile.email} />
          <button type="button" className={buttonPrimary} onClick={() => go({ kind: 'idle' })}>
            {t('twoFactor.saved')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
