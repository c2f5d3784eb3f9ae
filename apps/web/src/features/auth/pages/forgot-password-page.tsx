import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { textLink } from '../../../components/ui/styles';
import { isRateLimited, requestPasswordReset } from '../../../api/auth';
import { AuthCard, FormAlert } from '../components/auth-card';
import { useFieldError } from '../../../lib/use-field-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['auth', 'validation'];

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setSent(false);
    const result = await requestPasswordReset(email);
    if (!result.ok) {
      setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'forgot.failed'));
      return;
    }
    setSent(true);
  });

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
        {sent ? <FormAlert kind="success">{t('forgot.sent')}</FormAlert> : null}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <p className="mt-6 text-sm">
        <Link to="/login" className={textLink}>
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
