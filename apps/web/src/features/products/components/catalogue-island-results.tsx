import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';
import { firstOfGroups, groupCatalogue, groupsOf, type FilterResult } from '../../../lib/catalogue';
import { formatNumber } from '../../../lib/format';
import { CATALOGUE_PAGE, SHOW_PARAM } from '../lib/catalogue-page';
import { ProductCard } from './product-card';

/**
 * The results of the visitors' catalogue as the server renders them: every card of the catalogue in
 * its group, the ones the URL's filters leave out (or past "Show more") `hidden`. The catalogue island
 * (islands/catalogue.island.ts) filters the same cards in the browser by toggling `hidden`, with the
 * translated phrases it needs given here as templates.
 */
export function CatalogueIslandResults({
  all,
  result,
  limit,
  hasFilters,
  grid,
}: {
  all: readonly PublicProduct[];
  result: FilterResult<PublicProduct>;
  limit: number;
  hasFilters: boolean;
  grid: string;
}) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  const [searchParams] = useSearchParams();
  const total = result.items.length;
  const shown = Math.min(limit, total);
  // The cards the React page would show: the same grouping and "Show more" cut.
  const visible = new Set(firstOfGroups(groupsOf(groupCatalogue(result.items, language)), limit).flatMap((group) => group.items));
  const groups = groupsOf(groupCatalogue(all, language)).map((group) => {
    const cards = group.items.map((product) => ({ product, visible: visible.has(product) }));
    return { category: group.category, cards, visible: cards.some((card) => card.visible) };
  });
  const more = new URLSearchParams(searchParams);
  more.set(SHOW_PARAM, String(shown + CATALOGUE_PAGE));
  const templates = {
    'data-lang': language,
    'data-t-results-one': t('results', { count: 1, formatted: '{n}' }),
    'data-t-results-other': t('results', { count: 2, formatted: '{n}' }),
    'data-t-showing': t('showing', { shown: '{shown}', total: '{total}' }),
    'data-t-group-one': t('groupCount', { count: 1, formatted: '{n}' }),
    'data-t-group-other': t('groupCount', { count: 2, formatted: '{n}' }),
    'data-t-more': t('showMore', { count: '{n}' }),
  };

  return (
    <div data-results {...templates}>
      <div className="mb-4 flex min-h-6 flex-wrap items-center justify-between gap-2">
        <p role="status" data-status className="text-sm text-gray-700 dark:text-gray-300">
          {total > shown
            ? t('showing', { shown: formatNumber(shown, language), total: formatNumber(total, language) })
            : t('results', { count: total, formatted: formatNumber(total, language) })}
        </p>
        <a href="/products" data-clear hidden={!hasFilters} className="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300">
          {t('filters.clear')}
        </a>
      </div>

      <div data-empty hidden={total > 0} className="rounded-lg border border-dashed border-gray-400 px-6 py-12 text-center dark:border-gray-600">
        <p className="font-medium text-gray-900 dark:text-gray-100">{t('empty')}</p>
      </div>
      <div className="flex flex-col gap-10">
        {groups.map((group) => (
          <section key={group.category} data-group={group.category} hidden={!group.visible} aria-labelledby={`group-${group.category}`}>
            <h2 id={`group-${group.category}`} className="mb-3 flex items-baseline gap-2 text-xl font-bold text-gray-900 dark:text-gray-50">
              {t(`common:categories.${group.category}`)}
              <span data-group-count className="text-sm font-medium text-gray-600 dark:text-gray-400">
                {t('groupCount', { count: result.counts[group.category], formatted: formatNumber(result.counts[group.category], language) })}
              </span>
            </h2>
            <div className={grid}>
              {group.cards.map(({ product, visible }) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  attributes={{
                    hidden: !visible,
                    'data-card': '',
                    'data-en': product.nameEn,
                    'data-es': product.nameEs,
                    'data-category': product.category ?? '',
                    'data-stock': product.inStock ? '1' : '0',
                  }}
                />
              ))}
            </div>
          </section>
        ))}
      </div>

      <div data-more-row hidden={total <= shown} className="mt-8 flex justify-center">
        <a href={`/products?${more}`} data-more className={buttonSecondary}>
          {t('showMore', { count: Math.min(CATALOGUE_PAGE, total - shown) })}
        </a>
      </div>
    </div>
  );
}
