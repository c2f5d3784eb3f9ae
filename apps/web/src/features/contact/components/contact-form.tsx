import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_REASONS, CONTACT_REASON_LABELS, PURCHASE_SIZES, PURCHASE_SIZE_LABELS, contactSchema } from '@freshprice/shared';
import { CheckCircleIcon, PhoneIcon } from '../../../components/ui/icons';
import { buttonPrimary, buttonSecondary, textLink } from '../../../components/ui/styles';
import { textControl } from '../../../components/ui/field-frame';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { sendContact } from '../../../api/contact';
import { telHref } from '../../../lib/company-format';
import { formatNumber, readerLanguage } from '../../../lib/format';
import { classifyContactError, serverFieldErrors, type ContactFailure, type ContactReason } from '../lib/contact-logic';

type ContactOutput = z.output<typeof contactSchema>;

/** What the form holds: the selects start empty until the visitor chooses. */
export interface ContactFormValues {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  reason: ContactReason | '';
  purchaseSize: (typeof PURCHASE_SIZES)[number] | '';
}

const EMPTY: ContactFormValues = { fullName: '', email: '', phone: '', company: '', message: '', reason: '', purchaseSize: '' };

interface ContactFormProps {
  phone: string;
  initialReason: ContactReason | null;
  /** A line about the product the visitor came from, put into the message while it is untouched. */
  productLine: string | null;
}

export function ContactForm({ phone, initialReason, productLine }: ContactFormProps) {
  const { t, i18n } = useTranslation('contact');
  const { t: tv } = useTranslation('validation');
  const language = readerLanguage(i18n.resolvedLanguage);
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getFieldState,
    reset,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactOutput>({
    resolver: zodResolver(contactSchema) as unknown as Resolver<ContactFormValues, unknown, ContactOutput>,
    defaultValues: { ...EMPTY, reason: initialReason ?? '', message: productLine ? `${productLine}\n\n` : '' },
  });

  // The product's name may arrive after the form: update the line while the visitor has not typed.
  useEffect(() => {
    if (productLine && !getFieldState('message').isDirty) setValue('message', `${productLine}\n\n`);
  }, [productLine, getFieldState, setValue]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const message = useWatch({ control, name: 'message' }) ?? '';
  const fieldError = (key?: string) => (key ? tv(key) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContact({ ...values, language });
      setSent(true);
    } catch (error) {
      const kind = classifyContactError(error);
      setFailure(kind);
      const fields = serverFieldErrors(error);
      for (const [field, key] of fields) setError(field, { type: 'server', message: key });
      if (fields[0]) setFocus(fields[0][0]);
      else window.requestAnimationFrame(() => document.getElementById('contact-failure')?.focus());
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-center sm:p-10 dark:border-emerald-800 dark:bg-emerald-950/40">
        <CheckCircleIcon className="mx-auto size-12 text-emerald-700 dark:text-emerald-400" />
        <h2 ref={successRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-gray-900 outline-none dark:text-gray-50">
          {t('success.title')}
        </h2>
        <p className="mt-2 text-gray-800 dark:text-gray-200">{t('success.text')}</p>
        <button
          type="button"
          className={`${buttonSecondary} mt-6`}
          onClick={() => {
            const { fullName, email, phone: senderPhone, company } = getValues();
            reset({ ...EMPTY, fullName, email, phone: senderPhone, company });
            setFailure(null);
            setSent(false);
          }}
        >
          {t('success.sendAnother')}
        </button>
      </div>
    );
  }

  // The number is shown once, as the call link under the message.
  const failureText = failure ? t(`errors.${failure}`) : null;
  const offerCall = failure !== null && failure !== 'form' && failure !== 'tooLarge';

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={failure ? 'contact-failure' : undefined} className="flex flex-col gap-5">
      {failureText ? (
        <div
          id="contact-failure"
          role="alert"
          tabIndex={-1}
          className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900 outline-none dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-medium">{failureText}</p>
          {offerCall ? (
            <a href={telHref(phone)} className={`${textLink} mt-2 inline-flex items-center gap-1.5`}>
              <PhoneIcon className="size-4" />
              {t('callUs', { phone })}
            </a>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('fields.fullName')} autoComplete="name" error={fieldError(errors.fullName?.message)} {...register('fullName')} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={`${t('fields.phone')} (${t('optional')})`}
          type="tel"
          autoComplete="tel"
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={`${t('fields.company')} (${t('optional')})`}
          autoComplete="organization"
          error={fieldError(errors.company?.message)}
          {...register('company')}
        />
        <SelectField label={t('fields.reason')} error={fieldError(errors.reason?.message)} {...register('reason')}>
          <option value="">{t('choose')}</option>
          {CONTACT_REASONS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_REASON_LABELS[language][value]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.purchaseSize')} error={fieldError(errors.purchaseSize?.message)} {...register('purchaseSize')}>
          <option value="">{t('choose')}</option>
          {PURCHASE_SIZES.map((value) => (
            <option key={value} value={value}>
              {PURCHASE_SIZE_LABELS[language][value]}
            </option>
          ))}
        </SelectField>
      </div>

      <TextAreaField
        label={t('fields.message')}
        rows={6}
        controlClassName={`${textControl} min-h-40 resize-y`}
        error={fieldError(errors.message?.message)}
        hint={
          <span className={message.length > CONTACT_MESSAGE_MAX ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
            {t('counter', { used: formatNumber(message.length, language), max: formatNumber(CONTACT_MESSAGE_MAX, language) })}
          </span>
        }
        {...register('message')}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={`${buttonPrimary} py-3 sm:px-8`}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('privacy')}</p>
      </div>
    </form>
  );
}
