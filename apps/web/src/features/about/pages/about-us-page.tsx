import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BadgeCheckIcon,
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  SnowflakeIcon,
  TruckIcon,
  WarehouseIcon,
} from '../../../components/ui/icons';
import { useMetaDescription, usePageTitle } from '../../../components/ui/page-title';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { useCompanyFacts } from '../../../api/company';
import { formatAddress, formatList, openingHours, telHref } from '../../../lib/company-format';
import { formatNumber, formatTime, readerLanguage } from '../../../lib/format';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['about'];

const AREAS = ['miamiDade', 'broward', 'palmBeach', 'keys'] as const;

export default function AboutUsPage() {
  const { t, i18n } = useTranslation('about');
  const facts = useCompanyFacts();
  const language = readerLanguage(i18n.resolvedLanguage);
  const values = {
    year: facts.foundedYear,
    years: formatNumber(new Date().getFullYear() - facts.foundedYear, language),
    size: formatNumber(facts.facilitySqFt, language),
    trucks: formatNumber(facts.refrigeratedTrucks, language),
    cutoff: formatTime(facts.sameDayCutoff, language),
    ...openingHours(facts.hours, language),
    certifications: formatList(facts.certifications, language),
  };
  usePageTitle(t('title'));
  useMetaDescription(t('meta.description', values));

  return (
    <>
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-amber-50 via-emerald-50/60 to-white dark:from-gray-900 dark:via-emerald-950/40 dark:to-gray-950"
      >
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-16 lg:px-8">
          <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
            {t('eyebrow', values)}
          </p>
          <h1
            id="about-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl dark:text-gray-50"
          >
            {t('title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-gray-700 dark:text-gray-300">{t('intro', values)}</p>
        </div>
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-3 px-4 pb-14 sm:px-6 md:grid-cols-4 lg:px-8">
          {(
            [
              ['founded', String(facts.foundedYear)],
              ['facility', t('stats.facilityValue', values)],
              ['trucks', values.trucks],
              ['cutoff', values.cutoff],
            ] as const
          ).map(([key, value]) => (
            <div
              key={key}
              className="rounded-2xl border border-gray-200 bg-white p-4 text-center shadow-sm dark:border-gray-800 dark:bg-gray-900"
            >
              <dt className="text-sm text-gray-600 dark:text-gray-400">{t(`stats.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-emerald-800 tabular-nums dark:text-emerald-300">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="story-title" className="bg-white py-14 sm:py-16 dark:bg-gray-950">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-50">
              {t('story.title')}
            </h2>
            <div className="mt-5 space-y-4 text-lg text-gray-700 dark:text-gray-300">
              <p>{t('story.p1', values)}</p>
              <p>{t('story.p2', values)}</p>
              <p>{t('story.p3', values)}</p>
            </div>
          </div>
          <img
            src="/images/fleet/dock.svg"
            alt={t('story.imageAlt')}
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className="aspect-video h-auto w-full rounded-3xl shadow-lg ring-1 ring-black/5 dark:ring-white/10"
          />
        </div>
      </section>

      <section aria-labelledby="operation-title" className="bg-emerald-50/70 py-14 sm:py-16 dark:bg-gray-900">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="operation-title" className="text-center text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-50">
            {t('operation.title')}
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <article className="overflow-hidden rounded-3xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
              <img
                src="/images/fleet/cold-room.svg"
                alt={t('facility.imageAlt')}
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
                className="aspect-video h-auto w-full"
              />
              <div className="p-6">
                <h3 className="flex items-center gap-2 text-xl font-semibold text-gray-900 dark:text-gray-50">
                  <WarehouseIcon className="size-6 text-emerald-700 dark:text-emerald-300" />
                  {t('facility.title', values)}
                </h3>
                <p className="mt-3 text-gray-700 dark:text-gray-300">{t('facility.body', values)}</p>
              </div>
            </article>
            <article className="overflow-hidden rounded-3xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
              <img
                src="/images/fleet/truck.svg"
                alt={t('fleet.imageAlt')}
                width={800}
                height={450}
                loading="lazy"
                decoding="async"
                className="aspect-video h-auto w-full"
              />
              <div className="p-6">
                <h3 className="flex items-center gap-2 text-xl font-semibold text-gray-900 dark:text-gray-50">
                  <TruckIcon className="size-6 text-emerald-700 dark:text-emerald-300" />
                  {t('fleet.title', values)}
                </h3>
                <p className="mt-3 text-gray-700 dark:text-gray-300">{t('fleet.body', values)}</p>
              </div>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="certifications-title" className="bg-white py-14 sm:py-16 dark:bg-gray-950">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="grid gap-10 lg:grid-cols-2">
            <div>
              <h2 id="certifications-title" className="text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-50">
                {t('certifications.title')}
              </h2>
              <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{t('certifications.body', values)}</p>
              <ul className="mt-6 flex flex-wrap gap-3">
                {facts.certifications.map((name) => (
                  <li
                    key={name}
                    className="inline-flex items-center gap-2 rounded-full border border-emerald-300 bg-emerald-50 px-4 py-2 font-semibold text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
                  >
                    <BadgeCheckIcon className="size-5" />
                    {name}
                  </li>
                ))}
                <li className="inline-flex items-center gap-2 rounded-full border border-sky-300 bg-sky-50 px-4 py-2 font-semibold text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100">
                  <SnowflakeIcon className="size-5" />
                  {t('certifications.coldChain')}
                </li>
              </ul>
            </div>
            <div>
              <h2 id="hours-title" className="text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-50">
                {t('hours.title')}
              </h2>
              <ul className="mt-6 space-y-4 text-gray-800 dark:text-gray-200">
                <li className="flex gap-3">
                  <ClockIcon className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-300" />
                  <span>
                    <span className="block font-semibold">{t('hours.open', values)}</span>
                    <span className="text-gray-700 dark:text-gray-300">{t('hours.cutoff', values)}</span>
                  </span>
                </li>
                <li className="flex gap-3">
                  <MapPinIcon className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-300" />
                  <span>
                    <span className="block font-semibold">{t('area.title')}</span>
                    <span className="text-gray-700 dark:text-gray-300">
                      {formatList(
                        AREAS.map((a) => t(`area.${a}`)),
                        language,
                      )}
                    </span>
                  </span>
                </li>
                <li className="flex gap-3">
                  <PhoneIcon className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-300" />
                  <a href={telHref(facts.phone)} className="font-semibold underline-offset-2 hover:underline">
                    <span className="sr-only">{t('contact.phone')} </span>
                    {facts.phone}
                  </a>
                </li>
                <li className="flex gap-3">
                  <MailIcon className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-300" />
                  <a href={`mailto:${facts.email}`} className="font-semibold break-all underline-offset-2 hover:underline">
                    <span className="sr-only">{t('contact.email')} </span>
                    {facts.email}
                  </a>
                </li>
                <li className="flex gap-3">
                  <WarehouseIcon className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-300" />
                  <span>
                    <span className="sr-only">{t('contact.address')} </span>
                    {formatAddress(facts.address)}
                  </span>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="bg-white px-4 pb-16 sm:px-6 lg:px-8 dark:bg-gray-950">
        <div className="mx-auto max-w-4xl rounded-3xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center dark:border-emerald-900 dark:bg-emerald-950/50">
          <h2 id="about-cta-title" className="text-2xl font-bold text-gray-900 dark:text-gray-50">
            {t('cta.title')}
          </h2>
          <p className="mt-3 text-gray-700 dark:text-gray-300">{t('cta.body')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/contact" className={`${buttonPrimary} px-5 py-3`}>
              {t('cta.contact')}
            </Link>
            <Link to="/products" className={`${buttonSecondary} px-5 py-3`}>
              {t('cta.products')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
