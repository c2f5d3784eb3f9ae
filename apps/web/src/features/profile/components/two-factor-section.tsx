import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { BackupCodes } from './backup-codes';
import { PasswordStep, ScanStep, type Step } from './two-factor-forms';

const card = 'min-w-0 rounded-lg border border-gray-200 p-4 dark:border-gray-700';

/** Two-step verification: turn on by scanning a QR code and confirming a code; backup codes once; off with the password. */
export function TwoFactorSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // Each step starts with empty fields and no error: its form is drawn anew.
  const go = setStep;

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

      {step.kind === 'password' ? <PasswordStep action={step.action} go={go} /> : null}
      {step.kind === 'scan' ? <ScanStep step={step} go={go} /> : null}

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
