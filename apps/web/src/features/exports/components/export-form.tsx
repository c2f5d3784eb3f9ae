import type { FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExportCustomer, PriceListSummary } from '@freshprice/shared';
import { DateField } from '../../../components/ui/date-field';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select-field';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { TextField } from '../../../components/ui/text-field';
import { exportApi } from '../../../api/exports';
import { CATEGORY_CHOICES, type ExportFormValues } from './use-export-form';

const fieldset = 'rounded-lg border border-gray-200 p-4 dark:border-gray-700';
const legend = 'px-1 font-medium text-gray-900 dark:text-gray-100';
const check = 'flex items-center gap-2 text-gray-900 dark:text-gray-100';
const box = 'h-4 w-4 accent-emerald-700';

interface ExportFormProps {
  form: UseFormReturn<ExportFormValues>;
  values: ExportFormValues;
  lists: UseQueryResult<PriceListSummary[]>;
  customers: UseQueryResult<ExportCustomer[]>;
  /** The printable sheet's address, when the choices make one. */
  sheetHref: string | null;
  onGenerate: (event: FormEvent) => Promise<void>;
}

/** The export's choices: customer, list, language, categories, what to leave out, validity and number. */
export function ExportForm({ form, values, lists, customers, sheetHref, onGenerate }: ExportFormProps) {
  const { t } = useTranslation(['exports', 'common']);
  const {
    register,
    setValue,
    clearErrors,
    trigger,
    formState: { errors, isSubmitting },
  } = form;
  const customer = customers.data?.find((c) => c.id === values.customerId);
  const customerName = customer ? customer.name || customer.email : null;
  const sharedIds = new Set(customer?.lists.map((l) => l.id));

  /**
   * Picking a customer picks their list (when they have one only: of several, staff choose which), their
   * language and their number; none keeps the choices made.
   */
  function pickCustomer(id: string) {
    const picked = customers.data?.find((c) => c.id === id);
    if (!picked) return;
    if (picked.lists.length === 1) {
      setValue('slug', picked.lists[0]!.slug);
      clearErrors('slug');
    } else if (picked.lists.length > 1) {
      setValue('slug', '');
    }
    if (picked.language) setValue('language', picked.language);
    setValue('phone', picked.phone ?? '');
  }

  const message = (error?: { message?: string }) => (error?.message ? t(error.message, { format: t('common:dateFormat') }) : undefined);

  return (
    <form noValidate onSubmit={(e) => void onGenerate(e)} className="min-w-0 space-y-4">
      {lists.isError ? <LoadError message={t('errors.loadLists')} retryLabel={t('errors.retry')} onRetry={() => void lists.refetch()} /> : null}
      {customers.isError ? (
        <LoadError message={t('errors.loadCustomers')} retryLabel={t('errors.retry')} onRetry={() => void customers.refetch()} />
      ) : null}
      <SelectField
        label={t('form.customer')}
        hint={
          customer && customer.lists.length === 0
            ? t('form.customerNoList', { name: customerName })
            : customer && customer.lists.length > 1
              ? t('form.customerSeveralLists', { name: customerName, lists: customer.lists.length })
              : t('form.customerHint')
        }
        {...register('customerId', { onChange: (e: { target: { value: string } }) => pickCustomer(e.target.value) })}
      >
        <option value="">{t('form.customerPlaceholder')}</option>
        {(customers.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name ? `${c.name} (${c.email})` : c.email}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.list')}
        error={message(errors.slug)}
        announce
        {...register('slug', { onChange: () => clearErrors('slug') })}
        // Held by the form's value: the options change with the customer, and a browser's own choice would go with them.
        value={values.slug}
      >
        <option value="">{t('form.listPlaceholder')}</option>
        {customer && customer.lists.length > 0 ? (
          <>
            <optgroup label={t('form.customerLists', { name: customerName })}>{listOptions((lists.data ?? []).filter((l) => sharedIds.has(l.id)))}</optgroup>
            <optgroup label={t('form.otherLists')}>{listOptions((lists.data ?? []).filter((l) => !sharedIds.has(l.id)))}</optgroup>
          </>
        ) : (
          listOptions(lists.data ?? [])
        )}
      </SelectField>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('form.language')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['en', 'es'] as const).map((l) => (
            <label key={l} className={check}>
              <input type="radio" value={l} className={box} {...register('language')} />
              {l === 'en' ? t('form.english') : t('form.spanish')}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('form.categories')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {CATEGORY_CHOICES.map((c) => (
            <label key={c} className={check}>
              <input type="checkbox" value={c} className={box} {...register('categories', { onChange: () => clearErrors('categories') })} />
              {t(`common:categories.${c}`)}
            </label>
          ))}
        </div>
        {errors.categories ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            {message(errors.categories)}
          </p>
        ) : null}
      </fieldset>

      <div className="space-y-2">
        {(['inStockOnly', 'changedOnly', 'arrows', 'validity'] as const).map((name) => (
          <label key={name} className={check}>
            <input type="checkbox" className={box} {...register(name)} />
            {t(`form.${name}`)}
          </label>
        ))}
      </div>
      {values.validity ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField label={t('form.validDate')} value={values.validDate} onChange={(day) => setValue('validDate', day)} error={message(errors.validDate)} announce />
          <TextField label={t('form.validTime')} type="time" {...register('validTime')} />
        </div>
      ) : null}
      <TextField label={t('form.phone')} hint={t('form.phoneHint')} type="tel" autoComplete="off" {...register('phone')} />

      {errors.root?.generate ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {errors.root.generate.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonPrimary} disabled={isSubmitting}>
          {t('form.generate')}
        </button>
        {sheetHref ? (
          <a
            className={buttonSecondary}
            href={sheetHref}
            download
            onClick={() =>
              void exportApi
                .record(values.slug, { channel: 'pdf', language: values.language, parts: 1, ...(values.customerId ? { customerId: values.customerId } : {}) })
                .catch(() => undefined)
            }
          >
            {t('form.pdf')}
          </a>
        ) : (
          <button type="button" className={buttonSecondary} onClick={() => void trigger()}>
            {t('form.pdf')}
          </button>
        )}
        {values.slug ? (
          <Link className={buttonSecondary} to={`/exportlistswhatsapp/${encodeURIComponent(values.slug)}`}>
            {t('form.sendToCustomers')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

const listOptions = (lists: { id: string; slug: string; name: string }[]) =>
  lists.map((l) => (
    <option key={l.id} value={l.slug}>
      {l.name}
    </option>
  ));
