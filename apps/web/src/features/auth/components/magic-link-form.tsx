import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { magicLinkSchema } from '@freshprice/shared';
import { TextField } from '../../../components/ui/text-field';
import { useFieldError } from '../../../lib/use-field-error';
import { isRateLimited, sendMagicLink } from '../../../api/auth';
import { FormAlert } from './auth-card';
import { SubmitButton } from '../../../components/ui/submit-button';

/** Second way in: a link mailed to the address. */
export function MagicLinkForm({ target }: { target: string }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(magicLinkSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setSentTo(null);
    const result = await sendMagicLink(email, target);
    if (!result.ok) {
      setFailure(t(isRateLimited(result) ? 'tooManyRequests' : 'login.magicLinkFailed'));
      return;
    }
    setSentTo(email);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      {sentTo ? <FormAlert kind="success">{t('login.magicLinkSent', { email: sentTo })}</FormAlert> : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        hint={t('login.magicLinkHint')}
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <SubmitButton busy={isSubmitting}>
        {t('login.sendMagicLink')}
      </SubmitButton>
    </form>
  );
}

