import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyFacts } from '@freshprice/shared';
import { ClockIcon } from '../../../components/ui/icons';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { formatTime } from '../../../lib/format';

export function Hero({ facts, language }: { facts: CompanyFacts; language: string }) {
  const { t } = useTranslation('landing');
  const cutoff = formatTime(facts.sameDayCutoff, language);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-amber-50 via-emerald-50/60 to-white dark:from-gray-900 dark:via-emerald-950/40 dark:to-gray-950"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:px-8 lg:pt-20 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
            {t('hero.eyebrow', { year: facts.foundedYear })}
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-6xl dark:text-gray-50"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-gray-700 dark:text-gray-300">{t('hero.subtitle')}</p>
          <p className="mt-5 flex max-w-xl items-start gap-3 rounded-lg border border-amber-200 bg-white/80 p-3 text-gray-800 dark:border-amber-400/30 dark:bg-gray-900/70 dark:text-gray-100">
            <ClockIcon className="mt-0.5 size-6 shrink-0 text-amber-600 dark:text-amber-300" />
            <span>{t('hero.cutoff', { cutoff })}</span>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/contact" className={`${buttonPrimary} px-5 py-3 text-base`}>
              {t('cta.contact')}
            </Link>
            <Link to="/products" className={`${buttonSecondary} bg-white/70 px-5 py-3 text-base dark:bg-transparent`}>
              {t('cta.products')}
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <img
            src="/images/hero.svg"
            alt={t('hero.imageAlt')}
            width={600}
            height={480}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-[2rem] shadow-xl ring-1 shadow-amber-900/10 ring-black/5 dark:shadow-black/40 dark:ring-white/10"
          />
        </div>
      </div>
    </section>
  );
}
