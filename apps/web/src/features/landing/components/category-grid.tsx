import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { formatNumber, otherLanguage, readerLanguage } from '../../../lib/format';
import { useCategoryCounts } from '../../../api/catalogue';
import { LANDING_CATEGORIES } from '../lib/landing-data';
import type { LandingCategory } from '../lib/landing-data';
import { SectionHeading } from './section-heading';

export function CategoryGrid({ language }: { language: string }) {
  const { t } = useTranslation('landing');
  const counts = useCategoryCounts();
  const other = otherLanguage(language);
  const nameIn = (c: LandingCategory, lng: string) => (readerLanguage(lng) === 'es' ? c.nameEs : c.nameEn);
  return (
    <section aria-labelledby="categories-title" className="bg-amber-50/60 py-16 sm:py-20 dark:bg-gray-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="categories-title" eyebrow={t('categories.eyebrow')} title={t('categories.title')}>
          {t('categories.subtitle')}
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-5">
          {LANDING_CATEGORIES.map((category) => {
            const live = counts.data?.[category.id];
            const count = live ?? category.placeholderCount;
            return (
              <li key={category.id}>
                <Link
                  to={`/products?category=${category.param}`}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-gray-800 dark:bg-gray-950"
                >
                  <img
                    src={category.image}
                    alt={t(`categories.items.${category.id}.imageAlt`)}
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                  <span className="flex flex-1 flex-col p-3 sm:p-4">
                    <span className="text-lg font-semibold text-gray-900 dark:text-gray-50">
                      {nameIn(category, language)}
                    </span>
                    <span lang={other} className="text-sm text-gray-600 italic dark:text-gray-400">
                      {nameIn(category, other)}
                    </span>
                    <span className="mt-auto flex items-center justify-between gap-2 pt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300">
                      <span
                        data-testid={`count-${category.param}`}
                        aria-busy={live === undefined ? true : undefined}
                        className={`tabular-nums ${live === undefined ? 'opacity-60' : ''}`}
                      >
                        {t('categories.count', { count, formatted: formatNumber(count, language) })}
                      </span>
                      <ArrowRightIcon className="size-5 transition group-hover:translate-x-0.5 motion-reduce:transition-none" />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
