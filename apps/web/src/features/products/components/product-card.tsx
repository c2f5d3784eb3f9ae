import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@freshprice/shared';
import { productNames, productPack } from '../../../lib/catalogue';
import { ProductImage } from '../../../components/ui/product-image';

/** `attributes`: what the server adds for the catalogue island (its data, `hidden`). */
export function ProductCard({ product, attributes }: { product: PublicProduct; attributes?: Record<string, string | boolean> }) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  const { name, other, otherLang } = productNames(product, language);
  // Its classes are in index.css (.product-card): the visitors' catalogue renders every card, about 350.
  return (
    <article {...attributes} className="product-card">
      <div>
        <ProductImage product={product} alt="" width={400} height={300} loading="lazy" decoding="async" />
      </div>
      <div>
        <h3>
          <Link to={`/products/${product.slug}`}>{name}</Link>
        </h3>
        {other !== name ? <p lang={otherLang}>{other}</p> : null}
        <p className="card-pack">{productPack(product, language)}</p>
        <div>
          <span className="stock-badge" data-in={product.inStock ? '' : undefined}>
            {t(product.inStock ? 'common:availability.in_stock' : 'common:availability.out_of_stock')}
          </span>
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
