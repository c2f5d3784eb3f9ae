import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { POPULAR_PRODUCTS } from '../lib/landing-data';
import { SectionHeading } from './section-heading';

export function PopularProducts() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="popular-title" className="bg-white py-16 sm:py-20 dark:bg-gray-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="popular-title" eyebrow={t('popular.eyebrow')} title={t('popular.title')}>
          {t('popular.subtitle')}
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5">
          {POPULAR_PRODUCTS.map((slug) => (
            <li key={slug}>
              <Link
                to={`/products/${slug}`}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-gray-800 dark:bg-gray-900"
              >
                <img
                  src={`/images/products/${slug}.svg`}
                  alt={t(`popular.items.${slug}.imageAlt`)}
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
                <span className="flex flex-1 flex-col p-3 sm:p-4">
                  <span className="font-semibold text-gray-900 dark:text-gray-50">{t(`popular.items.${slug}.name`)}</span>
                  <span className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t(`popular.items.${slug}.pack`)}</span>
                  <span className="mt-auto flex items-center gap-1 pt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300">
                    {t('popular.view')}
                    <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none" />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
