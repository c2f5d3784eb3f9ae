import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@freshprice/shared';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { productNames, productPack } from '../../../lib/catalogue';
import { ProductImage } from '../../../components/ui/product-image';
import { POPULAR_PRODUCT_QUERIES, usePopularProducts } from '../lib/popular-products';
import { SectionHeading } from './section-heading';

const card =
  'flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900';

/** The cards show each product's own record (name, pack, picture), exactly as its page does. */
export function PopularProducts() {
  const { t } = useTranslation('landing');
  const results = usePopularProducts();
  return (
    <section aria-labelledby="popular-title" className="bg-white py-16 sm:py-20 dark:bg-gray-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="popular-title" eyebrow={t('popular.eyebrow')} title={t('popular.title')}>
          {t('popular.subtitle')}
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5">
          {POPULAR_PRODUCT_QUERIES.map(({ slug }, i) => {
            const { data, isError } = results[i];
            if (isError) return null;
            return <li key={slug}>{data ? <PopularCard product={data} /> : <PopularCardSkeleton />}</li>;
          })}
        </ul>
      </div>
    </section>
  );
}

function PopularCard({ product }: { product: PublicProduct }) {
  const { t, i18n } = useTranslation('landing');
  const language = i18n.resolvedLanguage ?? 'en';
  const { name } = productNames(product, language);
  return (
    <Link
      to={`/products/${product.slug}`}
      className={`group ${card} transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0`}
    >
      <ProductImage
        product={product}
        alt={name}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full object-cover"
      />
      <span className="flex flex-1 flex-col p-3 sm:p-4">
        <span className="font-semibold text-gray-900 dark:text-gray-50">{name}</span>
        <span className="mt-1 text-sm text-gray-600 dark:text-gray-400">{productPack(product, language)}</span>
        <span className="mt-auto flex items-center gap-1 pt-3 text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('popular.view')}
          <ArrowRightIcon className="size-4 transition group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </span>
    </Link>
  );
}

/** Same size as a card, so nothing moves when the products arrive (they come server-rendered). */
function PopularCardSkeleton() {
  return (
    <div aria-hidden="true" className={card}>
      <div className="aspect-[4/3] animate-pulse bg-gray-200 motion-reduce:animate-none dark:bg-gray-800" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <div className="h-4 w-4/5 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-3 w-3/5 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="mt-3 h-3 w-2/5 rounded bg-gray-200 dark:bg-gray-800" />
      </div>
    </div>
  );
}
