import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REASONS,
  CONTACT_REASON_LABELS,
  PURCHASE_SIZES,
  PURCHASE_SIZE_LABELS,
  checkContact,
  type ContactInput,
} from '@freshprice/shared';
import { buttonPrimary } from '../../../components/ui/styles';
import { textControl } from '../../../components/ui/field-frame';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { sendContact } from '../../../api/contact';
import { formatNumber, readerLanguage } from '../../../lib/format';
import { useServerForm } from '../../../lib/server-form';
import {
  CONTACT_FAILURES,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_KEYS,
  classifyContactError,
  serverFieldErrors,
  serverFormFailure,
  type ContactFailure,
  type ContactReason,
  type ContactTexts,
} from '../lib/contact-logic';
import { ContactFailureNote, ContactSuccess } from './contact-panels';

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

/** The shared plain rules (the server's and the contact island's) as the form's resolver. */
const resolver: Resolver<ContactFormValues> = (values) => {
  const problems = checkContact(values);
  const errors: FieldErrors<ContactFormValues> = {};
  for (const [field, message] of Object.entries(problems)) errors[field as keyof ContactFormValues] = { type: 'validate', message };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function islandTexts(t: TFunction<'contact'>, tv: TFunction<'validation'>): ContactTexts {
  return {
    fields: Object.fromEntries(CONTACT_MESSAGE_KEYS.map((key) => [key, tv(key)])),
    failures: Object.fromEntries(CONTACT_FAILURES.map((kind) => [kind, t(`errors.${kind}`)])) as Record<ContactFailure, string>,
    submit: t('submit'),
    sending: t('sending'),
    counter: t('counter', { used: '{{used}}', max: '{{max}}' }),
  };
}

interface ContactFormProps {
  phone: string;
  initialReason: ContactReason | null;
  /** A line about the product the visitor came from, put into the message while it is untouched. */
  productLine: string | null;
  /** The page was reached after a message went (`?sent=1`, where a form posted without JavaScript lands). */
  sentBefore?: boolean;
}

/**
 * A form that posts to `/contact` without JavaScript (the server checks it and renders it back); in the
 * app its handlers send it, and on a server-rendered page the contact island does.
 */
export function ContactForm({ phone, initialReason, productLine, sentBefore = false }: ContactFormProps) {
  const { t, i18n } = useTranslation('contact');
  const { t: tv } = useTranslation('validation');
  const language = readerLanguage(i18n.resolvedLanguage);
  const server = useServerForm();
  const [failure, setFailure] = useState<ContactFailure | null>(() => serverFormFailure(server));
  const [sent, setSent] = useState(sentBefore || server?.outcome === 'sent');
  const successRef = useRef<HTMLHeadingElement>(null);
  const posted = server ? (Object.fromEntries(CONTACT_FIELDS.map((f) => [f, server.values[f] ?? ''])) as unknown as ContactFormValues) : null;
  const defaults = posted ?? { ...EMPTY, reason: initialReason ?? '', message: productLine ? `${productLine}\n\n` : '' };

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
  } = useForm<ContactFormValues>({
    resolver,
    defaultValues: defaults,
  });
  // A form posted without JavaScript comes back with focus on its first refused field, as the browser's own check does.
  const firstRefused = server?.outcome === 'invalid' ? CONTACT_FIELDS.find((name) => server.errors[name]) : undefined;
  // The markup carries each value too: a server-rendered page has no script to fill the fields in.
  const field = (name: keyof ContactFormValues) => ({
    ...register(name),
    defaultValue: defaults[name],
    ...(name === firstRefused ? { autoFocus: true } : {}),
  });

  // The product's name may arrive after the form: update the line while the visitor has not typed.
  useEffect(() => {
    if (productLine && !server && !getFieldState('message').isDirty) setValue('message', `${productLine}\n\n`);
  }, [productLine, server, getFieldState, setValue]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const message = useWatch({ control, name: 'message' }) ?? '';
  // A form posted without JavaScript comes back with the server's errors, until the browser checks again.
  const fieldError = (field: keyof ContactFormValues) => {
    const key = errors[field]?.message ?? server?.errors[field];
    return key ? tv(key) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendContact({ ...(values as ContactInput), language });
      setSent(true);
    } catch (error) {
      setFailure(classifyContactError(error));
      const fields = serverFieldErrors(error);
      for (const [field, key] of fields) setError(field, { type: 'server', message: key });
      if (fields[0]) setFocus(fields[0][0]);
      else window.requestAnimationFrame(() => document.getElementById('contact-failure')?.focus());
    }
  });

  return (
    <div data-island="contact">
      <ContactSuccess
        hidden={!sent}
        headingRef={successRef}
        focusOnLoad={sentBefore}
        onSendAnother={(event) => {
          event.preventDefault();
          const { fullName, email, phone: senderPhone, company } = getValues();
          reset({ ...EMPTY, fullName, email, phone: senderPhone, company });
          setFailure(null);
          setSent(false);
        }}
      />
      <form
        method="post"
        action="/contact"
        noValidate
        hidden={sent}
        onSubmit={onSubmit}
        data-texts={JSON.stringify(islandTexts(t, tv))}
        aria-describedby={failure ? 'contact-failure' : undefined}
        className="flex flex-col gap-5"
      >
        <ContactFailureNote failure={failure} phone={phone} />

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('fields.fullName')} autoComplete="name" error={fieldError('fullName')} {...field('fullName')} />
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={fieldError('email')}
            {...field('email')}
          />
          <TextField
            label={`${t('fields.phone')} (${t('optional')})`}
            type="tel"
            autoComplete="tel"
            error={fieldError('phone')}
            {...field('phone')}
          />
          <TextField
            label={`${t('fields.company')} (${t('optional')})`}
            autoComplete="organization"
            error={fieldError('company')}
            {...field('company')}
          />
          <SelectField label={t('fields.reason')} error={fieldError('reason')} {...field('reason')}>
            <option value="">{t('choose')}</option>
            {CONTACT_REASONS.map((value) => (
              <option key={value} value={value}>
                {CONTACT_REASON_LABELS[language][value]}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('fields.purchaseSize')} error={fieldError('purchaseSize')} {...field('purchaseSize')}>
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
          error={fieldError('message')}
          hint={
            <span data-counter className={message.length > CONTACT_MESSAGE_MAX ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
              {t('counter', { used: formatNumber(message.length, language), max: formatNumber(CONTACT_MESSAGE_MAX, language) })}
            </span>
          }
          {...field('message')}
        />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className={`${buttonPrimary} py-3 sm:px-8`}>
            {isSubmitting ? t('sending') : t('submit')}
          </button>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('privacy')}</p>
        </div>
      </form>
    </div>
  );
}
