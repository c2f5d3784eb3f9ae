import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff, TIERS } from '@freshprice/shared';
import { AvailabilityBadge } from '../../../components/ui/badge';
import { AlertIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-title';
import { ProductImage } from '../../../components/ui/product-image';
import { Spinner } from '../../../components/ui/spinner';
import { buttonSecondary } from '../../../components/ui/styles';
import { filterCatalogue, groupCatalogue, productNames, productPack, productPrice } from '../../../lib/catalogue';
import { formatNumber } from '../../../lib/format';
import { useSession } from '../../../api/me';
import { CatalogueFilterBar } from '../components/catalogue-filters';
import { useCatalogueFilters } from '../lib/use-catalogue-filters';
import { listPrice, priceView, tierPrice, type PriceView, type UserProduct } from './private-catalogue';
import { useUserProducts } from '../../../api/products';

/** Rows shown per category at first, and added by each "Show more". */
const GROUP_PAGE = 50;

/** /products for signed-in users: every product with the prices this user may see. */
export function ProductsPrivateView() {
  // The filters' texts are in `products`: both namespaces load together, not one after the other.
  const { t, i18n } = useTranslation(['catalogue', 'products']);
  const language = i18n.resolvedLanguage ?? 'en';
  const session = useSession();
  const staff = session.status === 'signedIn' && isStaff(session.role);
  const products = useUserProducts();
  const state = useCatalogueFilters({ history: 'replace' });
  const { category, availability } = state.filters;
  const { query } = state;

  const view = useMemo(() => priceView(products.data ?? [], staff), [products.data, staff]);
  const result = useMemo(
    () => (products.data ? filterCatalogue(products.data, { category, availability, q: query }) : null),
    [products.data, category, availability, query],
  );
  const grouping = useMemo(() => (result ? groupCatalogue(result.items, language) : null), [result, language]);
  const hasUncategorized = useMemo(() => (products.data ?? []).some((p) => p.category === null), [products.data]);
  const stale = query !== state.text;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <PageHeader title={t('title')}>{t(staff ? 'introStaff' : 'introCustomer')}</PageHeader>

      {products.data && view.kind === 'none' ? (
        <div role="note" className="mb-6 flex items-start gap-3 rounded-lg border-l-4 border-sky-700 bg-sky-50 p-4 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <p>
            {t('noListShared')}{' '}
            <Link to="/contact" className="font-semibold underline underline-offset-2">
              {t('contactUs')}
            </Link>
          </p>
        </div>
      ) : null}

      <CatalogueFilterBar state={state} counts={result?.counts ?? null} hasUncategorized={hasUncategorized} />

      {products.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void products.refetch()} />
      ) : !result || !grouping ? (
        <Spinner className="min-h-[30vh]" />
      ) : (
        <div aria-busy={stale || undefined} className={stale ? 'opacity-70 transition-opacity' : undefined}>
          <div className="mb-3 flex min-h-6 flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
              {t('results', { count: result.items.length, formatted: formatNumber(result.items.length, language) })}
            </p>
            {state.hasFilters ? (
              <button
                type="button"
                className="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
                onClick={state.clear}
              >
                {t('clearFilters')}
              </button>
            ) : null}
          </div>
          {grouping.status === 'empty' ? (
            <div className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
              <p className="font-medium text-gray-900 dark:text-gray-100">{t('noMatch')}</p>
            </div>
          ) : (
            <div className="flex flex-col gap-8">
              {grouping.status === 'grouped'
                ? grouping.groups.map((group) => (
                    <ProductGroupSection
                      // A new filter starts each group again at its first rows.
                      key={`${group.category}|${category}|${availability}|${query}`}
                      id={group.category}
                      title={t(`common:categories.${group.category}`)}
                      items={group.items}
                      view={view}
                    />
                  ))
                : null}
              {grouping.ungrouped.length > 0 ? (
                <div className="flex flex-col gap-3">
                  <p role="alert" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
                    {t('ungroupable')}
                  </p>
                  <ProductGroupSection id="other" title={t('ungroupedTitle')} items={grouping.ungrouped} view={view} />
                </div>
              ) : null}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** Grid columns of a row on wide screens: image, name, pack, availability, then the price cells. */
function rowColumns(view: PriceView): string {
  const prices = view.kind === 'tiers' ? 'md:grid-cols-[3rem_minmax(0,1fr)_10rem_8rem_repeat(3,6.5rem)]' : view.kind === 'lists' ? 'md:grid-cols-[3rem_minmax(0,1fr)_10rem_8rem_14rem]' : 'md:grid-cols-[3rem_minmax(0,1fr)_12rem_8rem]';
  return `grid grid-cols-[3rem_minmax(0,1fr)] gap-x-3 gap-y-1 md:items-center ${prices}`;
}

function ProductGroupSection({ id, title, items, view }: { id: string; title: string; items: UserProduct[]; view: PriceView }) {
  const { t, i18n } = useTranslation('catalogue');
  const language = i18n.resolvedLanguage ?? 'en';
  const [limit, setLimit] = useState(GROUP_PAGE);
  const visible = items.length > limit ? items.slice(0, limit) : items;
  const headingId = `group-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 flex items-baseline gap-2 border-b border-gray-300 pb-1 text-xl font-bold text-gray-900 dark:border-gray-700 dark:text-gray-50">
        {title}
        <span className="text-sm font-medium text-gray-600 dark:text-gray-400">
          {t('groupCount', { count: items.length, formatted: formatNumber(items.length, language) })}
        </span>
      </h2>
      <div aria-hidden="true" className={`hidden px-2 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase md:grid dark:text-gray-400 ${rowColumns(view)}`}>
        <span />
        <span>{t('columns.product')}</span>
        <span>{t('columns.pack')}</span>
        <span>{t('columns.availability')}</span>
        {view.kind === 'tiers' ? TIERS.map((tier) => <span key={tier} className="text-right">{t(`tiers.${tier}`)}</span>) : null}
        {view.kind === 'lists' ? <span className="text-right">{t(view.lists.length > 1 ? 'columns.yourPrices' : 'columns.yourPrice')}</span> : null}
      </div>
      <ul className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
        {visible.map((product) => (
          <ProductRow key={product.id} product={product} view={view} language={language} />
        ))}
      </ul>
      {items.length > visible.length ? (
        <div className="mt-3 flex justify-center">
          <button type="button" onClick={() => setLimit((n) => n + GROUP_PAGE * 4)} className={buttonSecondary}>
            {t('showMore', {
              count: Math.min(GROUP_PAGE * 4, items.length - visible.length),
              shown: formatNumber(visible.length, language),
              total: formatNumber(items.length, language),
            })}
          </button>
        </div>
      ) : null}
    </section>
  );
}

const ProductRow = memo(function ProductRow({ product, view, language }: { product: UserProduct; view: PriceView; language: string }) {
  const { t } = useTranslation('catalogue');
  const { name, other, otherLang } = productNames(product, language);
  const pack = productPack(product, language);
  return (
    <li className={`px-2 py-2 [contain-intrinsic-size:auto_4rem] [content-visibility:auto] ${rowColumns(view)}`}>
      <ProductImage
        product={product}
        sizes="48px"
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className="row-span-3 size-12 rounded bg-gray-100 object-cover md:row-span-1 dark:bg-gray-800"
      />
      <div className="min-w-0">
        <Link to={`/products/${product.slug}`} className="font-semibold text-gray-900 hover:underline dark:text-gray-50">
          {name}
        </Link>
        {other !== name ? (
          <p lang={otherLang} className="truncate text-sm text-gray-600 dark:text-gray-400">
            {other}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-gray-800 dark:text-gray-200">
        <span className="sr-only">{t('columns.pack')}: </span>
        {pack || '—'}
      </p>
      <div>
        <AvailabilityBadge inStock={product.inStock} label={t(product.inStock ? 'common:availability.in_stock' : 'common:availability.out_of_stock')} />
      </div>
      {view.kind === 'tiers' ? (
        <dl className="col-start-2 grid grid-cols-3 gap-2 md:contents">
          {TIERS.map((tier) => (
            <div key={tier} className="md:text-right">
              <dt className="text-xs text-gray-600 md:sr-only dark:text-gray-400">{t(`tiers.${tier}`)}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">{productPrice(tierPrice(product, tier), product, language)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.kind === 'lists' ? (
        <dl className="col-start-2 flex flex-col gap-0.5 md:col-start-auto md:text-right">
          {view.lists.map((list) =>
            view.lists.length > 1 ? (
              <div key={list.id} className="flex justify-between gap-2 text-sm md:justify-end">
                <dt className="text-gray-600 dark:text-gray-400">{list.name}</dt>
                <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">{productPrice(listPrice(product, list.id), product, language)}</dd>
              </div>
            ) : (
              <div key={list.id} className="flex gap-2 md:justify-end">
                <dt className="text-sm text-gray-600 md:sr-only dark:text-gray-400">{t('columns.yourPrice')}</dt>
                <dd className="font-semibold text-gray-900 tabular-nums dark:text-gray-50">{productPrice(listPrice(product, list.id), product, language)}</dd>
              </div>
            ),
          )}
        </dl>
      ) : null}
    </li>
  );
});

