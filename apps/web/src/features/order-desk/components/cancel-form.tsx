import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX, type Order } from '@freshprice/shared';
import { buttonDanger, buttonSecondary } from '../../../components/ui/styles';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { notify } from '../../../components/ui/toast';
import { useFieldError } from '../../../lib/use-field-error';
import { cancelOrder } from '../../../api/order-desk';

/** Staff always give the customer a reason (it is mailed to them, in their language). */
export const cancelFormSchema = z.object({
  reason: z.string().trim().min(1, 'cancelReasonRequired').max(CANCEL_REASON_MAX, 'cancelReasonMax'),
});

export function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('orderDesk');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(cancelFormSchema), defaultValues: { reason: '' } });
  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await cancelOrder(queryClient, order.id, reason);
      notify('success', t('order.cancelled', { number: order.number }));
      onDone();
    } catch {
      notify('error', t('errors.generic'));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-3 rounded-lg border border-red-300 p-3 dark:border-red-800" aria-label={t('order.cancelTitle')}>
      <p className="font-semibold text-gray-900 dark:text-gray-100">{t('order.cancelTitle')}</p>
      <TextAreaField
        label={t('order.reason')}
        hint={t('order.reasonHint')}
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        autoFocus
        error={fieldError(errors.reason)}
        {...register('reason')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onDone} disabled={isSubmitting}>
          {t('order.keep')}
        </button>
        <SubmitButton busy={isSubmitting} className={buttonDanger}>
          {t('order.cancelConfirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
