import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@freshprice/shared';
import { AvailabilityBadge } from '../../../components/ui/badge';
import { productNames, productPack } from '../../../lib/catalogue';
import { ProductImage } from '../../../components/ui/product-image';

/** `attributes`: what the server adds for the catalogue island (its data, `hidden`). */
export function ProductCard({ product, attributes }: { product: PublicProduct; attributes?: Record<string, string | boolean> }) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  const { name, other, otherLang } = productNames(product, language);
  return (
    <article {...attributes} className="group relative flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition hover:border-emerald-600 hover:shadow-md focus-within:border-emerald-600 motion-reduce:transition-none dark:border-gray-800 dark:bg-gray-900 dark:hover:border-emerald-400">
      <div className="aspect-[16/10] bg-gray-100 dark:bg-gray-800">
        <ProductImage
          product={product}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="leading-snug font-semibold text-gray-900 dark:text-gray-50">
          <Link
            to={`/products/${product.slug}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
          >
            {name}
          </Link>
        </h3>
        {other !== name ? (
          <p lang={otherLang} className="text-sm leading-snug text-gray-600 dark:text-gray-400">
            {other}
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-sm text-gray-700 dark:text-gray-300">{productPack(product, language)}</p>
        <div>
          <AvailabilityBadge inStock={product.inStock} label={t(product.inStock ? 'common:availability.in_stock' : 'common:availability.out_of_stock')} />
        </div>
      </div>
    </article>
  );
}

/** Same size as a card, so nothing moves when the catalogue arrives. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <div className="aspect-[16/10] animate-pulse bg-gray-200 motion-reduce:animate-none dark:bg-gray-800" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <div className="h-4 w-4/5 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-3 w-3/5 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="mt-3 h-3 w-2/5 rounded bg-gray-200 dark:bg-gray-800" />
        <div className="h-5 w-20 rounded-full bg-gray-200 dark:bg-gray-800" />
      </div>
    </div>
  );
}
