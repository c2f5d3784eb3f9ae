import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { useFieldError } from '../../../lib/use-field-error';
import { isCommonPassword, isInvalidToken, isRateLimited, resetPassword } from '../../../api/auth';
import { FormAlert } from './auth-card';
import { SubmitButton } from '../../../components/ui/submit-button';

/**
 * A password chosen with a mailed link's token (a reset, an invitation): typed twice, a common one refused
 * on its field. A refused token is the page's to explain; other failures are said above the fields.
 */
export function NewPasswordForm({
  token,
  passwordLabel,
  submitLabel,
  failedMessage,
  onTokenRejected,
  onDone,
  children,
}: {
  token: string;
  passwordLabel: string;
  submitLabel: string;
  /** Said when the server refuses for another reason (too many requests says so instead). */
  failedMessage: string;
  onTokenRejected: () => void;
  /** After the password is set (the server signed the user in with it). */
  onDone: () => Promise<void>;
  /** Shown above the password fields. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await resetPassword(password, token);
    if (!result.ok) {
      if (isInvalidToken(result)) onTokenRejected();
      else if (isCommonPassword(result)) setError('password', { message: 'passwordCommon' }, { shouldFocus: true });
      else setFailure(isRateLimited(result) ? t('tooManyRequests') : failedMessage);
      return;
    }
    await onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      {children}
      <TextField label={passwordLabel} type="password" autoComplete="new-password" error={fieldError(errors.password)} {...register('password')} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
