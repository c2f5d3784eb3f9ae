import type { MouseEventHandler, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon, PhoneIcon } from '../../../components/ui/icons';
import { buttonSecondary, textLink } from '../../../components/ui/styles';
import { telHref } from '../../../lib/company-format';
import { offersCall, type ContactFailure } from '../lib/contact-logic';

/**
 * Why the last send failed, with the number to call when calling helps. Always in the page, hidden while
 * there is no failure, so the contact island can show it on a server-rendered page.
 */
export function ContactFailureNote({ failure, phone }: { failure: ContactFailure | null; phone: string }) {
  const { t } = useTranslation('contact');
  return (
    <div
      id="contact-failure"
      role="alert"
      tabIndex={-1}
      hidden={failure === null}
      className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900 outline-none dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-medium" data-failure-text>
        {failure ? t(`errors.${failure}`) : null}
      </p>
      <a href={telHref(phone)} hidden={!offersCall(failure)} className={`${textLink} mt-2 inline-flex items-center gap-1.5`}>
        <PhoneIcon className="size-4" />
        {t('callUs', { phone })}
      </a>
    </div>
  );
}

/**
 * The confirmation after a message went. "Send another message" is a link to the empty form, so it works
 * without JavaScript; with it, the form comes back keeping who is writing.
 */
export function ContactSuccess({
  hidden,
  headingRef,
  focusOnLoad = false,
  onSendAnother,
}: {
  hidden: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Reached after a form posted without JavaScript: the page opens on the confirmation. */
  focusOnLoad?: boolean;
  onSendAnother?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const { t } = useTranslation('contact');
  return (
    <div
      role="status"
      hidden={hidden}
      data-contact-success
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-center sm:p-10 dark:border-emerald-800 dark:bg-emerald-950/40"
    >
      <CheckCircleIcon className="mx-auto size-12 text-emerald-700 dark:text-emerald-400" />
      <h2 ref={headingRef} tabIndex={-1} autoFocus={focusOnLoad} className="mt-4 text-2xl font-bold text-gray-900 outline-none dark:text-gray-50">
        {t('success.title')}
      </h2>
      <p className="mt-2 text-gray-800 dark:text-gray-200">{t('success.text')}</p>
      <a href="/contact" data-send-another onClick={onSendAnother} className={`${buttonSecondary} mt-6`}>
        {t('success.sendAnother')}
      </a>
    </div>
  );
}
