import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ROUTE_NAME_MAX } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { formatTime, readerLanguage } from '../../../lib/format';

/** The form's boxes; messages are `dispatch` keys. An empty cutoff is the company's. */
function routeFormSchema(companyCutoff: string) {
  return z.object({
    name: z.string().trim().min(1, 'errors.nameRequired').max(ROUTE_NAME_MAX, 'errors.nameRequired'),
    cutoff: z
      .string()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'errors.cutoffInvalid')
      .refine((v) => !v || v <= companyCutoff, 'errors.cutoffTooLate'),
  });
}
export type RouteFormValues = z.infer<ReturnType<typeof routeFormSchema>>;

/** A route's name and cutoff, to add one or change one. */
export function RouteForm({
  initial,
  companyCutoff,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: RouteFormValues;
  companyCutoff: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: { name: string; cutoff: string | null }) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('dispatch');
  const language = readerLanguage(i18n.resolvedLanguage);
  const cutoff = formatTime(companyCutoff, language);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RouteFormValues>({ resolver: zodResolver(routeFormSchema(companyCutoff)), defaultValues: initial ?? { name: '', cutoff: '' } });
  const message = (error?: { message?: string }) => (error?.message ? t(error.message, { cutoff }) : undefined);
  const submit = handleSubmit(async (values) => {
    const done = await onSubmit({ name: values.name.trim(), cutoff: values.cutoff || null });
    if (done && !initial) reset({ name: '', cutoff: '' });
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
      <TextField label={t('routes.name')} maxLength={ROUTE_NAME_MAX} autoComplete="off" error={message(errors.name)} {...register('name')} />
      <TextField label={t('routes.cutoff')} hint={t('routes.cutoffHint', { cutoff, example: formatTime('05:30', language) })} type="time" error={message(errors.cutoff)} {...register('cutoff')} />
      <div className="flex flex-wrap gap-2 sm:mt-6">
        <button type="submit" className={buttonPrimary} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonSecondary} onClick={onCancel}>
            {t('routes.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
