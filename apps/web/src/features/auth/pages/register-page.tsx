import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX, COMPANY_NAME_MAX, PASSWORD_MIN, registerSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { textControl } from '../../../components/ui/field-frame';
import { textLink } from '../../../components/ui/styles';
import { isCommonPassword, isInvalidName, isRateLimited, signUp } from '../../../api/auth';
import { AuthCard, FormAlert } from '../components/auth-card';
import { useFieldError } from '../../../lib/use-field-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['auth', 'validation'];

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(registerSchema), defaultValues: { name: '', email: '', password: '', companyName: '', deliveryAddress: '' } });

  // The answer is the same for a new and a registered address (the server mails either a
  // confirmation link or a notice to the owner), so the page cannot, and does not, tell them apart.
  const onSubmit = handleSubmit(async (input) => {
    const { email } = input;
    setFailure(null);
    const result = await signUp(input);
    if (!result.ok) {
      if (isInvalidName(result)) setError('name', { message: 'personNameInvalid' });
      else if (isCommonPassword(result)) setError('password', { message: 'passwordCommon' }, { shouldFocus: true });
      else setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'register.failed'));
      return;
    }
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthCard title={t('register.checkEmailTitle')}>
        <FormAlert kind="success">{t('register.checkEmail', { email: sentTo })}</FormAlert>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('register.checkEmailHint')}</p>
        <p className="mt-6 text-sm">
          <Link to="/login" className={textLink}>
            {t('backToSignIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
        <TextField label={t('fields.name')} autoComplete="name" error={fieldError(errors.name)} {...register('name')} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint', { min: PASSWORD_MIN })}
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <TextField
          label={t('fields.companyName')}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX}
          hint={t('register.businessHint')}
          error={fieldError(errors.companyName)}
          {...register('companyName')}
        />
        <TextAreaField
          label={t('fields.deliveryAddress')}
          autoComplete="street-address"
          rows={2}
          maxLength={ADDRESS_MAX}
          controlClassName={textControl}
          error={fieldError(errors.deliveryAddress)}
          {...register('deliveryAddress')}
        />
        <SubmitButton busy={isSubmitting}>
          {t('register.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm text-gray-700 dark:text-gray-300">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className={textLink}>
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
