import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX, COMPANY_NAME_MAX, QUICKBOOKS_NAME_MAX, TIERS, WEEKDAYS, type Business, type Customer } from '@freshprice/shared';
import { textControl } from '../../../components/ui/field-frame';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { buttonSecondary } from '../../../components/ui/styles';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatWeekday, readerLanguage } from '../../../lib/format';
import { useFieldError } from '../../../lib/use-field-error';
import { saveBusiness, useCustomerBusiness } from '../../../api/users';
import { businessFormSchema, businessFormValues, businessInputOf } from '../lib/business-form';

const box = 'h-4 w-4 shrink-0 accent-emerald-700';
const legend = 'text-sm font-medium text-gray-900 dark:text-gray-100';

/**
 * A customer's business as staff set it: company and address, size, delivery days, substitutions and
 * the two exceptions (waive the minimum, one order past the cutoff). Admin and seller.
 */
export function BusinessDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation('users');
  const business = useCustomerBusiness(customer.id);
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      wide
      title={t('business.title', { name: customer.name })}
      description={customer.email}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('cancel')}
          </button>
          <SubmitButton form={formId} busy={busy} disabled={!business.data}>
            {t('business.save')}
          </SubmitButton>
        </>
      }
    >
      {business.isError ? (
        <LoadError
          message={business.error instanceof ApiError && business.error.status === 404 ? t('business.notCustomer') : t('errors.load')}
          retryLabel={t('errors.retry')}
          onRetry={() => void business.refetch()}
        />
      ) : null}
      {business.isPending ? <p role="status">{t('loading')}</p> : null}
      {business.data ? <BusinessForm id={formId} customer={customer} business={business.data} onSaved={onClose} setBusy={setBusy} /> : null}
    </Modal>
  );
}

function BusinessForm({ id, customer, business, onSaved, setBusy }: { id: string; customer: Customer; business: Business; onSaved: () => void; setBusy: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation('users');
  const language = readerLanguage(i18n.resolvedLanguage);
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(businessFormSchema), defaultValues: businessFormValues(business) });
  const substitutions = useWatch({ control, name: 'substitutions' });
  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      await saveBusiness(queryClient, customer.id, businessInputOf(values));
      notify('success', t('business.saved', { name: customer.name }));
      onSaved();
    } catch {
      notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form id={id} noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('business.company')} maxLength={COMPANY_NAME_MAX} error={fieldError(errors.company)} {...register('company')} />
        <SelectField label={t('business.size')} {...register('size')}>
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {t(`business.sizes.${tier}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={t('business.address')} rows={2} maxLength={ADDRESS_MAX} controlClassName={textControl} error={fieldError(errors.address)} {...register('address')} />
      <TextField
        label={t('business.quickbooksName')}
        hint={t('business.quickbooksNameHint')}
        maxLength={QUICKBOOKS_NAME_MAX}
        error={fieldError(errors.quickbooksName)}
        {...register('quickbooksName')}
      />
      <fieldset>
        <legend className={legend}>{t('business.deliveryDays')}</legend>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('business.deliveryDaysHint')}</p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-1.5">
              <input type="checkbox" value={day} className={box} {...register('deliveryDays')} />
              <span title={formatWeekday(day, language, 'long')}>{formatWeekday(day, language)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={legend}>{t('business.substitutionsTitle')}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" className={box} {...register('substitutions')} />
          {t('business.substitutions')}
        </label>
        {substitutions ? (
          <TextField
            label={t('business.substitutionLimit')}
            hint={t('business.substitutionLimitHint')}
            inputMode="numeric"
            className="sm:w-64"
            error={fieldError(errors.substitutionLimit)}
            {...register('substitutionLimit')}
          />
        ) : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className={legend}>{t('business.exceptions')}</legend>
        <label className="flex items-start gap-2">
          <input type="checkbox" className={`${box} mt-0.5`} {...register('minimumWaived')} />
          <span>{t('business.minimumWaived')}</span>
        </label>
        <label className="flex items-start gap-2">
          <input type="checkbox" className={`${box} mt-0.5`} {...register('lateOrderAllowed')} />
          <span>{t('business.lateOrderAllowed')}</span>
        </label>
      </fieldset>
    </form>
  );
}
