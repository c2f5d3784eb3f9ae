import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailSchema, changePasswordSchema, updateProfileSchema, type Profile } from '@freshprice/shared';
import { SelectField } from '../../../components/ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { useFieldError } from '../../../lib/use-field-error';
import { invalidateSessions, profileApi, setProfile } from '../../../api/profile';
import { card, h2 } from './card';

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

export function DetailsForm({ profile }: { profile: Profile }) {
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

export function EmailForm({ profile }: { profile: Profile }) {
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

export function PasswordForm() {
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

