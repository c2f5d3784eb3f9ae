import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@freshprice/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader, useMetaDescription } from '../../../components/ui/page-title';
import { buttonSecondary } from '../../../components/ui/styles';
import { filterCatalogue, firstOfGroups, groupCatalogue, groupsOf, type CategoryCounts } from '../../../lib/catalogue';
import { formatNumber } from '../../../lib/format';
import { usePublicCatalogue } from '../../../api/catalogue';
import { CatalogueFilterBar } from '../components/catalogue-filters';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { useCatalogueFilters } from '../lib/use-catalogue-filters';
import { CATALOGUE_PAGE as PAGE, SHOW_PARAM, shownLimit } from '../lib/catalogue-page';
import { CatalogueIslandResults } from '../components/catalogue-island-results';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

/**
 * Rendered on the server for a visitor (nothing hydrates it): a GET form whose answer is the page
 * filtered by the server, and every card in the markup for the catalogue island to filter at once.
 */
const RENDERED = import.meta.env.SSR;

/** /products for visitors: the catalogue without prices, filtered by category, availability and text. */
export default function ProductsPublicPage() {
  const { t } = useTranslation('products');
  useMetaDescription(t('metaDescription'));
  const catalogue = usePublicCatalogue();
  const state = useCatalogueFilters({ history: 'push' });
  const [searchParams] = useSearchParams();
  const { category, availability } = state.filters;
  const { query } = state;
  const result = useMemo(
    () => (catalogue.data ? filterCatalogue(catalogue.data, { category, availability, q: query }) : null),
    [catalogue.data, category, availability, query],
  );
  const hasUncategorized = useMemo(() => (catalogue.data ?? []).some((p) => p.category === null), [catalogue.data]);
  const limit = shownLimit(searchParams.get(SHOW_PARAM));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-island={RENDERED && catalogue.data ? 'catalogue' : undefined}>
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>

      <form method="get" action="/products" role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
        <CatalogueFilterBar state={state} counts={result?.counts ?? null} hasUncategorized={hasUncategorized} submitLabel={t('filters.submit')} />
      </form>

      {catalogue.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void catalogue.refetch()} />
      ) : !result ? (
        <>
          <p className="mb-4 h-6" aria-hidden="true" />
          <div className={GRID} role="status" aria-label={t('loading')}>
            {Array.from({ length: 12 }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        </>
      ) : RENDERED ? (
        <CatalogueIslandResults all={catalogue.data ?? []} result={result} limit={limit} hasFilters={state.hasFilters} grid={GRID} />
      ) : (
        <Results
          // A new search starts again at the first cards.
          key={`${category}|${availability}|${query}`}
          items={result.items}
          counts={result.counts}
          initialLimit={limit}
          onClear={state.hasFilters ? state.clear : null}
        />
      )}
    </section>
  );
}

function Results({
  items,
  counts,
  initialLimit,
  onClear,
}: {
  items: PublicProduct[];
  counts: CategoryCounts;
  initialLimit: number;
  onClear: (() => void) | null;
}) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  const [limit, setLimit] = useState(initialLimit);
  // The public API only knows the five categories, so every product has a group.
  const groups = useMemo(() => groupsOf(groupCatalogue(items, language)), [items, language]);
  const total = items.length;
  const shown = Math.min(limit, total);

  return (
    <>
      <div className="mb-4 flex min-h-6 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {total > shown
            ? t('showing', { shown: formatNumber(shown, language), total: formatNumber(total, language) })
            : t('results', { count: total, formatted: formatNumber(total, language) })}
        </p>
        {onClear ? (
          <Link
            to="/products"
            onClick={(event) => {
              event.preventDefault();
              onClear();
            }}
            className="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {t('filters.clear')}
          </Link>
        ) : null}
      </div>

      {total === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
          <p className="font-medium text-gray-900 dark:text-gray-100">{t('empty')}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          {firstOfGroups(groups, limit).map((group) => (
            <section key={group.category} aria-labelledby={`group-${group.category}`}>
              <h2
                id={`group-${group.category}`}
                className="mb-3 flex items-baseline gap-2 text-xl font-bold text-gray-900 dark:text-gray-50"
              >
                {t(`common:categories.${group.category}`)}
                <span className="text-sm font-medium text-gray-600 dark:text-gray-400">
                  {t('groupCount', { count: counts[group.category], formatted: formatNumber(counts[group.category], language) })}
                </span>
              </h2>
              <div className={GRID}>
                {group.items.map((product) => (
                  <ProductCard key={product.id} product={product} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      {total > shown ? (
        <div className="mt-8 flex justify-center">
          <button type="button" onClick={() => setLimit((n) => n + PAGE)} className={buttonSecondary}>
            {t('showMore', { count: Math.min(PAGE, total - shown) })}
          </button>
        </div>
      ) : null}
    </>
  );
}
