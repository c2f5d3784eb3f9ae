import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX, COMPANY_NAME_MAX, registerSchema, type Business } from '@freshprice/shared';
import { textControl } from '../../../components/ui/field-frame';
import { LoadError } from '../../../components/ui/load-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-error';
import { formatWeekday, readerLanguage } from '../../../lib/format';
import { useFieldError } from '../../../lib/use-field-error';
import { ownBusinessQuery, saveOwnBusiness } from '../../../api/profile';
import { card, h2 } from './card';

/** The same rule as at registration: a company and an address, both needed to order. */
const businessFormSchema = registerSchema.pick({ companyName: true, deliveryAddress: true });

/** A customer's business on their profile: company and delivery address to edit; what staff set, to read. */
export function BusinessSection() {
  const { t } = useTranslation('profile');
  const business = useQuery(ownBusinessQuery);
  return (
    <section className={card} aria-labelledby="business-title">
      <h2 id="business-title" className={h2}>
        {t('business.title')}
      </h2>
      {business.isError ? <LoadError message={t('errors.load')} retryLabel={t('errors.retry')} onRetry={() => void business.refetch()} /> : null}
      {business.isPending ? <p role="status">{t('loading')}</p> : null}
      {business.data ? (
        <>
          <BusinessForm business={business.data} />
          <StaffTerms business={business.data} />
        </>
      ) : null}
    </section>
  );
}

function BusinessForm({ business }: { business: Business }) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(businessFormSchema),
    defaultValues: { companyName: business.company ?? '', deliveryAddress: business.address ?? '' },
  });
  const onSubmit = handleSubmit(async ({ companyName, deliveryAddress }) => {
    try {
      await saveOwnBusiness(queryClient, { company: companyName, address: deliveryAddress });
      notify('success', t('business.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.company) setError('companyName', { message: fields.company });
      if (fields.address) setError('deliveryAddress', { message: fields.address });
      if (!fields.company && !fields.address) notify('error', t('errors.generic'));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-4">
      <TextField label={t('business.company')} autoComplete="organization" maxLength={COMPANY_NAME_MAX} error={fieldError(errors.companyName)} {...register('companyName')} />
      <TextAreaField
        label={t('business.address')}
        autoComplete="street-address"
        rows={3}
        maxLength={ADDRESS_MAX}
        controlClassName={textControl}
        error={fieldError(errors.deliveryAddress)}
        {...register('deliveryAddress')}
      />
      <SubmitButton busy={isSubmitting}>{t('business.save')}</SubmitButton>
    </form>
  );
}

/** What staff set for the account, told plainly so the customer knows what to expect. */
function StaffTerms({ business }: { business: Business }) {
  const { t, i18n } = useTranslation('profile');
  const language = readerLanguage(i18n.resolvedLanguage);
  const days = business.deliveryDays?.length ? business.deliveryDays.map((d) => formatWeekday(d, language, 'long')).join(', ') : t('business.everyDay');
  return (
    <div className="mt-5 border-t border-gray-200 pt-4 text-sm dark:border-gray-700">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium text-gray-900 dark:text-gray-100">{t('business.size')}</dt>
        <dd className="text-gray-800 dark:text-gray-200">{t(`business.sizes.${business.size}`)}</dd>
        <dt className="font-medium text-gray-900 dark:text-gray-100">{t('business.deliveryDays')}</dt>
        <dd className="text-gray-800 dark:text-gray-200">{days}</dd>
      </dl>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('business.setByStaff')}</p>
    </div>
  );
}
