import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, TruckIcon } from '../../../components/ui/icons';
import { textLink } from '../../../components/ui/styles';
import { capitalize, openingHours, telHref } from '../../../lib/company-format';
import { formatTime } from '../../../lib/format';

/** The business's contact details, all from the company facts. */
export function ContactDetails({ facts }: { facts: CompanyFacts }) {
  const { t, i18n } = useTranslation('contact');
  const language = i18n.resolvedLanguage ?? 'en';
  const hours = openingHours(facts.hours, language);
  const icon = 'size-5 shrink-0 text-emerald-700 dark:text-emerald-400';
  const term = 'flex items-center gap-3 text-sm font-semibold text-gray-900 dark:text-gray-50';
  const detail = 'pl-8 text-gray-800 dark:text-gray-200';
  return (
    <aside
      aria-labelledby="contact-details-title"
      className="self-start rounded-xl border border-emerald-200 bg-emerald-50/60 p-5 sm:p-6 dark:border-emerald-900 dark:bg-emerald-950/30"
    >
      <h2 id="contact-details-title" className="text-lg font-bold text-gray-900 dark:text-gray-50">
        {facts.name}
      </h2>
      <dl className="mt-4 flex flex-col gap-4">
        <div className="min-w-0">
          <dt className={term}>
            <PhoneIcon className={icon} />
            {t('details.phone')}
          </dt>
          <dd className={detail}>
            <a href={telHref(facts.phone)} className={`${textLink} text-lg`}>
              {facts.phone}
            </a>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>
            <MailIcon className={icon} />
            {t('details.email')}
          </dt>
          <dd className={`${detail} break-words`}>
            <a href={`mailto:${facts.email}`} className={textLink}>
              {facts.email}
            </a>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>
            <MapPinIcon className={icon} />
            {t('details.address')}
          </dt>
          <dd className={detail}>
            <address className="not-italic">
              {facts.address.street}
              <br />
              {facts.address.city}, {facts.address.state} {facts.address.zip}
            </address>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>
            <ClockIcon className={icon} />
            {t('details.hours')}
          </dt>
          <dd className={detail}>
            {t('details.hoursValue', { ...hours, days: capitalize(hours.days) })}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className={term}>
            <TruckIcon className={icon} />
            {t('details.sameDay')}
          </dt>
          <dd className={detail}>{t('details.sameDayValue', { time: formatTime(facts.sameDayCutoff, language) })}</dd>
        </div>
      </dl>
    </aside>
  );
}
