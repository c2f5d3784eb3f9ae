import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { formatAddress, telHref } from '../../../lib/company-format';
import { formatTime } from '../../../lib/format';

export function CallToAction({ facts, language }: { facts: CompanyFacts; language: string }) {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 py-16 sm:px-6 sm:py-20 lg:px-8 dark:bg-gray-950">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-800 to-emerald-950 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-emerald-50">
          {t('cta.body', { cutoff: formatTime(facts.sameDayCutoff, language) })}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-md bg-amber-400 px-5 py-3 font-semibold text-gray-950 hover:bg-amber-300"
          >
            {t('cta.contact')}
          </Link>
          <Link
            to="/products"
            className="inline-flex items-center justify-center rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('cta.products')}
          </Link>
          <Link
            to="/about-us"
            className="inline-flex items-center justify-center rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('cta.about')}
          </Link>
        </div>
        <ul className="mt-10 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-emerald-50 md:flex-row">
          <li className="flex items-center gap-2">
            <PhoneIcon className="size-5 text-amber-300" />
            <a href={telHref(facts.phone)} className="underline-offset-2 hover:underline">
              <span className="sr-only">{t('cta.phone')} </span>
              {facts.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MailIcon className="size-5 text-amber-300" />
            <a href={`mailto:${facts.email}`} className="break-all underline-offset-2 hover:underline">
              <span className="sr-only">{t('cta.email')} </span>
              {facts.email}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <MapPinIcon className="size-5 shrink-0 text-amber-300" />
            <span>
              <span className="sr-only">{t('cta.address')} </span>
              {formatAddress(facts.address)}
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
