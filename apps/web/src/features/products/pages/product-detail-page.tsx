import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@freshprice/shared';
import { AvailabilityBadge } from '../../../components/ui/badge';
import { ArrowLeftIcon, PhoneIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader, useHttpStatus, usePageTitle, useMetaDescription } from '../../../components/ui/page-title';
import { buttonPrimary, buttonSecondary, textLink } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-error';
import { categoryGroup, productNames, productPack } from '../../../lib/catalogue';
import { useCompanyFacts } from '../../../api/company';
import { telHref } from '../../../lib/company-format';
import { usePublicProduct } from '../../../api/catalogue';
import { ProductImage } from '../../../components/ui/product-image';
import { categoryParam } from '../lib/product-filters';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['products'];

/** /products/:productSlug: one product for anyone (linked from the landing page). Never a price. */
export default function ProductDetailPage() {
  const { t } = useTranslation('products');
  const { productSlug = '' } = useParams();
  const product = usePublicProduct(productSlug);

  let body;
  if (product.data) body = <ProductDetail product={product.data} />;
  else if (product.error instanceof ApiError && product.error.status === 404) body = <ProductNotFound />;
  else if (product.isError)
    body = (
      <>
        <PageHeader title={t('detail.loadErrorTitle')} />
        <LoadError message={t('detail.loadError')} retryLabel={t('retry')} onRetry={() => void product.refetch()} />
      </>
    );
  else body = <ProductDetailSkeleton />;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Link to="/products" className={`mb-6 inline-flex items-center gap-1.5 text-sm ${textLink}`}>
        <ArrowLeftIcon className="size-4" />
        {t('detail.backToProducts')}
      </Link>
      {body}
    </section>
  );
}

function ProductDetail({ product }: { product: PublicProduct }) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  const facts = useCompanyFacts();
  const { name, other, otherLang } = productNames(product, language);
  const pack = productPack(product, language);
  const group = categoryGroup(product.category);
  useMetaDescription(t('detail.metaDescription', { name, other, pack }));
  const contactLink = `/contact?${new URLSearchParams({ reason: 'check_availability', product: product.slug })}`;

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10">
      {/* self-start: a grid item stretches to its row, which showed a grey band under the picture. */}
      <div className="self-start overflow-hidden rounded-xl border border-gray-200 bg-gray-100 dark:border-gray-800 dark:bg-gray-800">
        <ProductImage
          product={product}
          alt=""
          width={800}
          height={600}
          data-testid="product-image"
          className="block aspect-[4/3] w-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-4">
        <div>
          <Link
            to={`/products?category=${categoryParam(group)}`}
            className="text-sm font-semibold tracking-wide text-emerald-800 uppercase hover:underline dark:text-emerald-300"
          >
            {t(`common:categories.${group}`)}
          </Link>
          <div className="mt-1">
            <PageHeader title={name}>
              {other !== name ? (
                <span lang={otherLang} className="text-lg">
                  {other}
                </span>
              ) : null}
            </PageHeader>
          </div>
        </div>

        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-800">
          <dt className="font-medium text-gray-700 dark:text-gray-300">{t('detail.pack')}</dt>
          <dd className="text-gray-900 dark:text-gray-100">{pack}</dd>
          <dt className="font-medium text-gray-700 dark:text-gray-300">{t('detail.category')}</dt>
          <dd className="text-gray-900 dark:text-gray-100">{t(`common:categories.${group}`)}</dd>
          <dt className="font-medium text-gray-700 dark:text-gray-300">{t('detail.availability')}</dt>
          <dd>
            <AvailabilityBadge
              inStock={product.inStock}
              label={t(product.inStock ? 'common:availability.in_stock' : 'common:availability.out_of_stock')}
            />
          </dd>
        </dl>

        <p className="text-gray-700 dark:text-gray-300">{t(product.inStock ? 'detail.ctaInStock' : 'detail.ctaOutOfStock')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={contactLink} className={buttonPrimary}>
            {t('detail.checkAvailability')}
          </Link>
          <Link to="/prices" className={buttonSecondary}>
            {t('detail.seePrices')}
          </Link>
        </div>
        <p className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <PhoneIcon className="size-4 shrink-0" />
          <span>
            {t('detail.orCall')}{' '}
            <a href={telHref(facts.phone)} className={textLink}>
              {facts.phone}
            </a>
          </span>
        </p>
      </div>
    </div>
  );
}

function ProductNotFound() {
  const { t } = useTranslation('products');
  useMetaDescription(t('detail.notFoundText'));
  useHttpStatus(404);
  return (
    <div className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
      <div className="mx-auto max-w-md">
        <PageHeader title={t('detail.notFoundTitle')}>{t('detail.notFoundText')}</PageHeader>
        <Link to="/products" className={buttonPrimary}>
          {t('detail.browseAll')}
        </Link>
      </div>
    </div>
  );
}

function ProductDetailSkeleton() {
  const { t } = useTranslation('products');
  usePageTitle(t('title'));
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="aspect-[4/3] w-full animate-pulse rounded-xl bg-gray-200 motion-reduce:animate-none dark:bg-gray-800" />
      <div className="flex flex-col gap-4" aria-hidden="true">
        <div className="h-4 w-24 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-9 w-3/4 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-6 w-1/2 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-28 rounded-lg bg-gray-200 dark:bg-gray-800" />
      </div>
    </div>
  );
}
