import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { pricingSettingsSchema } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { savePricingSettings } from '../../../api/price-lists';

/** The box's text as a whole number of days the shared settings schema takes; the message is a dashboard key. */
const staleDaysSchema = z.object({
  staleListDays: z.string().transform((text, ctx) => {
    const days = Number(text);
    if (/^\d+$/.test(text.trim()) && pricingSettingsSchema.shape.staleListDays.safeParse(days).success) return days;
    ctx.addIssue({ code: 'custom', message: 'staff.invalidDays' });
    return z.NEVER;
  }),
});

/** An admin changes how many days make a list "not updated" right where it shows. */
export function StaleDaysSetting({ days }: { days: number }) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof staleDaysSchema>, unknown, z.output<typeof staleDaysSchema>>({
    resolver: zodResolver(staleDaysSchema),
    // The error stays until the next try.
    reValidateMode: 'onSubmit',
    defaultValues: { staleListDays: String(days) },
  });

  const save = handleSubmit(async ({ staleListDays }) => {
    try {
      const saved = await savePricingSettings(queryClient, { staleListDays });
      notify('success', t('staff.saved', { count: saved.staleListDays }));
    } catch {
      setError('staleListDays', { type: 'server', message: 'staff.saveError' });
    }
  });

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="mt-4 flex flex-wrap items-end gap-2">
      <TextField
        label={t('staff.staleSetting')}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        {...register('staleListDays')}
        error={errors.staleListDays?.message ? t(errors.staleListDays.message) : undefined}
        announce
        className="w-full sm:w-auto"
      />
      <button type="submit" className={buttonSecondary} disabled={isSubmitting}>
        {t('staff.save')}
      </button>
    </form>
  );
}
