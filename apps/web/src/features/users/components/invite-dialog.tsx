import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { inviteUserInputSchema, ROLES, type InviteUserInput, type Role, type Language } from '@freshprice/shared';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { readerLanguage } from '../../../lib/format';
import { useFieldError } from '../../../lib/use-field-error';
import { invalidateUsers, usersApi } from '../../../api/users';

interface InviteFormValues {
  email: string;
  name: string;
  role: Role;
  language: Language;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

// The API's invitation body; an empty name is no name, and spaces around the address are not part of it.
const inviteFormSchema = inviteUserInputSchema.extend({
  email: z.preprocess(trimmed, inviteUserInputSchema.shape.email),
  name: z.preprocess((value) => trimmed(value) || undefined, inviteUserInputSchema.shape.name),
});

export function InviteDialog({ onClose, failure }: { onClose: () => void; failure: (error: unknown) => string }) {
  const { t, i18n } = useTranslation('users');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteFormValues, unknown, InviteUserInput>({
    resolver: zodResolver(inviteFormSchema) as unknown as Resolver<InviteFormValues, unknown, InviteUserInput>,
    // The error stays until the next try.
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', name: '', role: 'customer', language: readerLanguage(i18n.resolvedLanguage) },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const user = await usersApi.invite({ email: body.email, role: body.role, language: body.language, ...(body.name ? { name: body.name } : {}) });
      await invalidateUsers(queryClient);
      notify('success', t('invited', { email: user.email }));
      onClose();
    } catch (cause) {
      setError('email', { type: 'server', message: failure(cause) });
    }
  });

  // The address's own problem is the users page's sentence; a refusal from the server is already words.
  const emailError = errors.email && (errors.email.type === 'server' ? errors.email.message : t(`errors.${errors.email.message}`));

  return (
    <Modal title={t('inviteTitle')} description={t('inviteIntro')} onClose={onClose}>
      <form id="invite-user" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
        <TextField label={t('email')} type="email" autoComplete="off" error={emailError} announce data-autofocus {...register('email')} />
        <TextField label={t('name')} maxLength={100} error={fieldError(errors.name)} {...register('name')} />
        <SelectField label={t('role')} {...register('role')}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('inviteLanguage')} {...register('language')}>
          <option value="en">English</option>
          <option value="es">Español</option>
        </SelectField>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose} disabled={isSubmitting}>
            {t('cancel')}
          </button>
          <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
            {t('send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
