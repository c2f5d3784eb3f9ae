import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY, type PublicProduct } from '@freshprice/shared';
import { SearchIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader, useMetaDescription } from '../../../components/ui/page-title';
import { buttonSecondary } from '../../../components/ui/styles';
import { CATEGORY_GROUPS, groupByCategory, type CategoryGroup } from '../../../lib/catalogue';
import { formatNumber } from '../../../lib/format';
import { usePublicCatalogue } from '../api/products-api';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { filterCatalogue, parseProductFilters, writeProductFilters, type ProductFilters } from '../lib/product-filters';
import { useUrlSearchText } from '../lib/use-url-search-text';

/** Cards shown at first and added by each "Show more": divisible by 2, 3, 4 and 5 columns. */
const PAGE = 60;
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

/** /products for visitors: the catalogue without prices, filtered by category, availability and text. */
export default function ProductsPublicPage() {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  useMetaDescription(t('metaDescription'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseProductFilters(searchParams);
  const catalogue = usePublicCatalogue();

  const [text, setText] = useUrlSearchText(filters.q, (q) =>
    setSearchParams((prev) => writeProductFilters(prev, { ...parseProductFilters(prev), q }), {
      replace: true,
      preventScrollReset: true,
    }),
  );

  const update = (change: Partial<ProductFilters>) =>
    setSearchParams((prev) => writeProductFilters(prev, { ...parseProductFilters(prev), q: text, ...change }), {
      preventScrollReset: true,
    });

  const query = useDeferredValue(text);
  const result = useMemo(
    () => (catalogue.data ? filterCatalogue(catalogue.data, { ...filters, q: query }, language) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters object is rebuilt each render; its fields are the inputs
    [catalogue.data, filters.category, filters.availability, query, language],
  );
  const hasFilters = filters.category !== null || filters.availability !== null || text.trim() !== '';

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>

      <div className="mb-6 flex flex-col gap-4 sm:rounded-lg sm:border sm:border-gray-200 sm:bg-gray-50 sm:p-4 dark:sm:border-gray-800 dark:sm:bg-gray-900">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
          <SearchBox value={text} onChange={setText} />
          <AvailabilitySelect value={filters.availability} onChange={(availability) => update({ availability })} />
        </div>
        <CategoryChips
          selected={filters.category}
          counts={result?.counts ?? null}
          onSelect={(category) => update({ category })}
        />
      </div>

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
      ) : (
        <Results
          // A new search starts again at the first cards.
          key={`${filters.category}|${filters.availability}|${query}`}
          items={result.items}
          counts={result.counts}
          onClear={hasFilters ? () => {
            setText('');
            setSearchParams((prev) => writeProductFilters(prev, { category: null, availability: null, q: '' }), { preventScrollReset: true });
          } : null}
        />
      )}
    </section>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('products');
  const id = useId();
  return (
    <div className="flex-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('filters.search')}
      </label>
      <div className="relative mt-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-600 dark:text-gray-400" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="block h-11 w-full rounded-md border border-gray-500 bg-white pr-3 pl-10 text-gray-900 placeholder:text-gray-600 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
    </div>
  );
}

function AvailabilitySelect({
  value,
  onChange,
}: {
  value: ProductFilters['availability'];
  onChange: (value: ProductFilters['availability']) => void;
}) {
  const { t } = useTranslation('products');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {t('filters.availability')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as ProductFilters['availability'])}
        className="mt-1 block h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100"
      >
        <option value="">{t('filters.anyAvailability')}</option>
        {AVAILABILITY.map((a) => (
          <option key={a} value={a}>
            {t(`availability.${a}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function CategoryChips({
  selected,
  counts,
  onSelect,
}: {
  selected: CategoryGroup | null;
  counts: Record<CategoryGroup | 'all', number> | null;
  onSelect: (category: CategoryGroup | null) => void;
}) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  // Uncategorized shows only while it has products, or when the URL asks for it.
  const groups = CATEGORY_GROUPS.filter((c) => c !== 'uncategorized' || selected === c || (counts?.uncategorized ?? 0) > 0);
  const chip = (key: CategoryGroup | null) => {
    const pressed = selected === key;
    const count = counts?.[key ?? 'all'];
    return (
      <li key={key ?? 'all'} className="shrink-0">
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => onSelect(key)}
          className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors motion-reduce:transition-none ${
            pressed
              ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-gray-950'
              : 'border-gray-400 bg-white text-gray-900 hover:border-emerald-700 hover:bg-emerald-50 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 dark:hover:border-emerald-400 dark:hover:bg-emerald-950'
          }`}
        >
          {t(key ? `categories.${key}` : 'categories.all')}
          <span
            className={`min-w-7 rounded-full px-1.5 text-center text-xs tabular-nums ${
              pressed ? 'bg-emerald-900 text-white dark:bg-emerald-200 dark:text-gray-950' : 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200'
            }`}
          >
            <span className="sr-only"> (</span>
            {count === undefined ? '·' : formatNumber(count, language)}
            <span className="sr-only">)</span>
          </span>
        </button>
      </li>
    );
  };
  return (
    <div>
      <p id="category-filter-label" className="sr-only text-sm font-medium text-gray-900 sm:not-sr-only sm:mb-2 sm:block dark:text-gray-100">
        {t('filters.category')}
      </p>
      {/* One swipeable row on a phone, wrapped on wider screens. */}
      <ul
        aria-labelledby="category-filter-label"
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {chip(null)}
        {groups.map(chip)}
      </ul>
    </div>
  );
}

function Results({
  items,
  counts,
  onClear,
}: {
  items: PublicProduct[];
  counts: Record<CategoryGroup | 'all', number>;
  onClear: (() => void) | null;
}) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  const [limit, setLimit] = useState(PAGE);
  const visible = items.slice(0, limit);
  const groups = groupByCategory(visible);

  return (
    <>
      <div className="mb-4 flex min-h-6 flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {items.length > visible.length
            ? t('showing', { shown: formatNumber(visible.length, language), total: formatNumber(items.length, language) })
            : t('results', { count: items.length, formatted: formatNumber(items.length, language) })}
        </p>
        {onClear ? (
          <button type="button" onClick={onClear} className="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
            {t('filters.clear')}
          </button>
        ) : null}
      </div>

      {items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
          <p className="font-medium text-gray-900 dark:text-gray-100">{t('empty')}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`group-${group.category}`}>
              <h2
                id={`group-${group.category}`}
                className="mb-3 flex items-baseline gap-2 text-xl font-bold text-gray-900 dark:text-gray-50"
              >
                {t(`categories.${group.category}`)}
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

      {items.length > visible.length ? (
        <div className="mt-8 flex justify-center">
          <button type="button" onClick={() => setLimit((n) => n + PAGE)} className={buttonSecondary}>
            {t('showMore', { count: Math.min(PAGE, items.length - visible.length) })}
          </button>
        </div>
      ) : null}
    </>
  );
}
