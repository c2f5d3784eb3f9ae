import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../../components/ui/icons';
import { PageHeader, useMetaDescription } from '../../../components/ui/page-title';
import { textLink } from '../../../components/ui/styles';
import { useCompanyFacts } from '../../../api/company';
import { productNames } from '../../../lib/catalogue';
import { telHref } from '../../../lib/company-format';
import { useProductForMessage } from '../../../api/contact';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { readContactPrefill } from '../lib/contact-logic';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['contact', 'validation'];

/** /contact: the contact form beside the business's contact details. Open to everyone. */
export default function ContactPage() {
  const { t, i18n } = useTranslation('contact');
  useMetaDescription(t('metaDescription'));
  const facts = useCompanyFacts();
  const [searchParams] = useSearchParams();
  // Read once: the form owns its values after the first render.
  const [prefill] = useState(() => readContactPrefill(searchParams));
  // Where the server sends a form posted without JavaScript once the message went (a reload does not send it again).
  const [sentBefore] = useState(() => searchParams.get('sent') === '1');
  const product = useProductForMessage(prefill.product);
  const productName = product.data ? productNames(product.data, i18n.resolvedLanguage ?? 'en').name : prefill.product;
  const productLine = productName
    ? t(prefill.reason === 'check_availability' ? 'prefill.checkAvailability' : 'prefill.about', { product: productName })
    : null;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title={t('title')}>
        <span>{t('intro')}</span>
        <a href={telHref(facts.phone)} className={`${textLink} mt-2 flex w-fit items-center gap-2 lg:hidden`}>
          <PhoneIcon className="size-4" />
          {t('callUs', { phone: facts.phone })}
        </a>
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900">
          <ContactForm phone={facts.phone} initialReason={prefill.reason} productLine={productLine} sentBefore={sentBefore} />
        </div>
        <ContactDetails facts={facts} />
      </div>
    </section>
  );
}
