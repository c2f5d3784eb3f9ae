import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailSchema, changePasswordSchema, updateProfileSchema, type Profile } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { SelectField } from '../../../components/ui/select-field';
import { buttonDanger, buttonPrimary, buttonSecondary, pageContainer } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime, readerLanguage } from '../../../lib/format';
import { useCurrentUser } from '../../../api/me';
import { useFieldError } from '../../../lib/use-field-error';
import { invalidateSessions, profileApi, profileQuery, profileSessionsQuery, setProfile } from '../../../api/profile';
import { deviceOf } from '../lib/device';
import { TwoFactorSection } from '../components/two-factor-section';

const card = 'min-w-0 rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const h2 = 'text-lg font-semibold text-gray-900 dark:text-gray-100';

/** /profile (any signed-in user). */
export default function ProfilePage() {
  const { t } = useTranslation(['pages', 'profile']);
  const profile = useQuery(profileQuery);
  // Staff, while the admin setting requires two-step verification and theirs is off (route-rules.ts).
  const mustEnrol = useCurrentUser()?.twoFactorSetupRequired === true;
  return (
    <section className={`${pageContainer} py-6`}>
      <PageHeader title={t('profile.title')}>
        <p>{t('profile:intro')}</p>
      </PageHeader>
      {profile.isError ? <LoadError message={t('profile:errors.load')} retryLabel={t('profile:errors.retry')} onRetry={() => void profile.refetch()} /> : null}
      {profile.isPending ? <p role="status">{t('profile:loading')}</p> : null}
      {mustEnrol ? (
        <div role="alert" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <h2 className="font-semibold">{t('profile:twoFactorRequired.title')}</h2>
          <p className="mt-1 text-sm">{t('profile:twoFactorRequired.body')}</p>
        </div>
      ) : null}
      {profile.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {/* Staff who must enrol see the enrolment first. */}
          {mustEnrol ? <TwoFactorSection profile={profile.data} /> : null}
          <DetailsForm profile={profile.data} />
          <div className="space-y-6">
            <EmailForm profile={profile.data} />
            <PasswordForm />
          </div>
          {mustEnrol ? null : <TwoFactorSection profile={profile.data} />}
          <Sessions />
        </div>
      ) : null}
    </section>
  );
}

/** Server-side field errors (translation keys of `validation`) on the form's fields. */
function useServerErrors<F extends string>(setError: (field: F, error: { message: string }) => void) {
  const { t } = useTranslation('profile');
  return (error: unknown, fields: readonly F[]) => {
    if (error instanceof ApiError && error.code === 'validation_failed') {
      const known = Object.entries(error.fields).filter(([f]) => (fields as readonly string[]).includes(f));
      for (const [field, key] of known) setError(field as F, { message: key });
      if (known.length) return;
    }
    notify('error', t('errors.generic'));
  };
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '', language: profile.language },
  });
  const serverErrors = useServerErrors<'name' | 'phone' | 'language'>(setError);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await profileApi.update({ ...values, language: values.language || null });
      setProfile(queryClient, saved);
      notify('success', t('details.saved'));
    } catch (error) {
      serverErrors(error, ['name', 'phone', 'language']);
    }
  });
  return (
    <section className={card} aria-label={t('details.title')}>
      <h2 className={h2}>{t('details.title')}</h2>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
        <TextField label={t('details.name')} autoComplete="name" {...register('name')} error={fieldError(errors.name)} />
        <TextField label={t('details.phone')} type="tel" autoComplete="tel" hint={t('details.phoneHint')} {...register('phone')} error={fieldError(errors.phone)} />
        <SelectField label={t('details.language')} hint={t('details.languageHint')} {...register('language', { setValueAs: (v: string) => v || null })}>
          <option value="">{t('details.siteDefault')}</option>
          <option value="en">{t('details.english')}</option>
          <option value="es">{t('details.spanish')}</option>
        </SelectField>
        <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
          {t('details.save')}
        </button>
      </form>
    </section>
  );
}

function EmailForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '', password: '' } });
  const serverErrors = useServerErrors<'newEmail' | 'password'>(setError);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await profileApi.changeEmail(values);
      setSentTo(values.newEmail.trim().toLowerCase());
      reset();
    } catch (error) {
      serverErrors(error, ['newEmail', 'password']);
    }
  });
  return (
    <section className={card} aria-label={t('email.title')}>
      <h2 className={h2}>{t('email.title')}</h2>
      <p className="mt-1 break-words text-gray-800 dark:text-gray-200">{t('email.current', { email: profile.email })}</p>
      {sentTo ? (
        <p role="status" className="mt-3 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100">
          {t('email.sent', { email: sentTo })}
        </p>
      ) : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
        <TextField label={t('email.newEmail')} type="email" autoComplete="email" {...register('newEmail')} error={fieldError(errors.newEmail)} />
        <TextField label={t('email.password')} type="password" autoComplete="current-password" {...register('password')} error={fieldError(errors.password)} />
        <button type="submit" className={buttonSecondary} disabled={isSubmitting}>
          {t('email.submit')}
        </button>
      </form>
    </section>
  );
}

function PasswordForm() {
  const { t } = useTranslation('profile');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const onSubmit = handleSubmit(async (values) => {
    const result = await profileApi.changePassword(values.currentPassword, values.newPassword);
    if (result.ok) {
      reset();
      notify('success', t('password.changed'));
      await invalidateSessions(queryClient);
    } else if (result.code === 'INVALID_PASSWORD') setError('currentPassword', { message: 'passwordWrong' });
    else if (result.code === 'PASSWORD_TOO_COMMON') setError('newPassword', { message: 'passwordCommon' }, { shouldFocus: true });
    else notify('error', t('errors.generic'));
  });
  return (
    <section className={card} aria-label={t('password.title')}>
      <h2 className={h2}>{t('password.title')}</h2>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
        <TextField label={t('password.current')} type="password" autoComplete="current-password" {...register('currentPassword')} error={fieldError(errors.currentPassword)} />
        <TextField label={t('password.new')} type="password" autoComplete="new-password" {...register('newPassword')} error={fieldError(errors.newPassword)} />
        <TextField label={t('password.confirm')} type="password" autoComplete="new-password" {...register('confirmPassword')} error={fieldError(errors.confirmPassword)} />
        <button type="submit" className={buttonSecondary} disabled={isSubmitting}>
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}

function Sessions() {
  const { t, i18n } = useTranslation('profile');
  const language = readerLanguage(i18n.resolvedLanguage);
  const sessions = useQuery(profileSessionsQuery);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => formatDateTime(iso, language);

  async function revoke(id: string) {
    setBusy(true);
    try {
      await profileApi.revokeSession(id);
      notify('success', t('sessions.revoked'));
    } catch (error) {
      // Already gone (signed out there meanwhile): the list below shows it without it.
      if (!(error instanceof ApiError && error.status === 404)) notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
    await sessions.refetch();
  }

  async function everywhere() {
    setBusy(true);
    const result = await profileApi.revokeAll();
    if (result.ok) {
      // A fresh load of the sign-in page: nothing of this session stays in memory.
      window.location.assign('/login');
      return;
    }
    setBusy(false);
    notify('error', t('errors.generic'));
  }

  return (
    <section className={card} aria-label={t('sessions.title')}>
      <h2 className={h2}>{t('sessions.title')}</h2>
      {sessions.isError ? <LoadError message={t('sessions.loadError')} retryLabel={t('errors.retry')} onRetry={() => void sessions.refetch()} /> : null}
      {sessions.data ? (
        <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-700">
          {[...sessions.data.items]
            // This device first, then the others by last activity.
            .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt))
            .map((s) => {
              const { browser, system } = deviceOf(s.userAgent);
              const device = [browser, system].filter(Boolean).join(' · ') || t('sessions.unknownDevice');
              const current = s.current;
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-gray-900 dark:text-gray-100">
                      {device}
                      {current ? (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{t('sessions.this')}</span>
                      ) : null}
                    </p>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {[s.ipAddress ? t('sessions.address', { ip: s.ipAddress }) : null, t('sessions.lastActive', { when: when(s.updatedAt) }), t('sessions.signedInAt', { when: when(s.createdAt) })]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {current ? null : (
                    <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} disabled={busy} onClick={() => void revoke(s.id)}>
                      {t('sessions.revoke')}
                    </button>
                  )}
                </li>
              );
            })}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonDanger} disabled={busy} onClick={() => void everywhere()}>
          {t('sessions.everywhere')}
        </button>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('sessions.everywhereHint')}</p>
      </div>
    </section>
  );
}
