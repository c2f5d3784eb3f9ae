import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceListItem } from '@freshprice/shared';
import { SearchField } from '../../../components/ui/search-field';
import { filterCatalogue, groupCatalogue, groupsOf, type CategoryGroup } from '../../../lib/catalogue';
import { formatNumber } from '../../../lib/format';
import { ItemRow } from './item-row';

const selectClass =
  'mt-1 block h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';

interface Section {
  id: string;
  title: string;
  items: PriceListItem[];
}

/**
 * The list's items to order from: the customer's usual items first (most ordered first), then the
 * rest by category, with a search, a category and an in-stock filter.
 */
export function ItemCatalogue({
  items,
  usual,
  quantities,
  refusals,
  onQuantity,
}: {
  items: readonly PriceListItem[];
  /** Product ids ordered lately, most ordered first. */
  usual: readonly string[];
  quantities: ReadonlyMap<string, number>;
  refusals: Readonly<Record<string, string>>;
  onQuantity: (product: string, quantity: number) => void;
}) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const categoryId = useId();
  const stockId = useId();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<CategoryGroup | null>(null);
  const [inStockOnly, setInStockOnly] = useState(false);
  const filters = useMemo(() => ({ q, category, availability: inStockOnly ? ('in_stock' as const) : null }), [q, category, inStockOnly]);
  const deferred = useDeferredValue(filters);
  const stale = deferred !== filters;

  const allCategories = useMemo(() => groupsOf(groupCatalogue(items, language)).map((g) => g.category), [items, language]);
  const { sections, counts, total } = useMemo(() => {
    const { items: matching, counts } = filterCatalogue(items, deferred);
    const rank = new Map(usual.map((id, i) => [id, i]));
    const usualItems = matching.filter((i) => rank.has(i.productId)).sort((a, b) => rank.get(a.productId)! - rank.get(b.productId)!);
    const rest = matching.filter((i) => !rank.has(i.productId));
    const sections: Section[] = [
      ...(usualItems.length ? [{ id: 'usual', title: t('catalogue.usual'), items: usualItems }] : []),
      ...groupsOf(groupCatalogue(rest, language)).map((g) => ({ id: g.category, title: t(`common:categories.${g.category}`), items: g.items })),
    ];
    return { sections, counts, total: matching.length };
  }, [items, usual, deferred, language, t]);

  return (
    <div>
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(14rem,auto)] sm:items-end">
        <SearchField label={t('catalogue.search')} placeholder={t('catalogue.searchPlaceholder')} value={q} onChange={setQ} className="min-w-0" />
        <div>
          <label htmlFor={categoryId} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
            {t('catalogue.category')}
          </label>
          <select id={categoryId} value={category ?? ''} onChange={(e) => setCategory((e.target.value || null) as CategoryGroup | null)} className={selectClass}>
            <option value="">{t('catalogue.allCategories', { count: counts.all })}</option>
            {allCategories.map((c) => (
              <option key={c} value={c}>
                {t('catalogue.categoryOption', { category: t(`common:categories.${c}`), count: counts[c] })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center justify-between gap-3 sm:col-span-2">
          <div className="flex h-11 items-center gap-2">
            <input
              id={stockId}
              type="checkbox"
              checked={inStockOnly}
              onChange={(e) => setInStockOnly(e.target.checked)}
              className="size-5 rounded border-gray-500 accent-emerald-700 dark:accent-emerald-400"
            />
            <label htmlFor={stockId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
              {t('catalogue.inStockOnly')}
            </label>
          </div>
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {t('catalogue.results', { count: total, formatted: formatNumber(total, language) })}
          </p>
        </div>
      </div>

      {sections.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-400 px-6 py-10 text-center font-medium text-gray-900 dark:border-gray-600 dark:text-gray-100">
          {items.length === 0 ? t('catalogue.noItems') : t('catalogue.noMatch')}
        </p>
      ) : (
        <div aria-busy={stale || undefined} className={`flex flex-col gap-6 ${stale ? 'opacity-70' : ''}`}>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`order-section-${section.id}`}>
              <h2 id={`order-section-${section.id}`} className="border-b border-gray-300 pb-1 text-lg font-bold text-gray-900 dark:border-gray-700 dark:text-gray-50">
                {section.title}
              </h2>
              <ul className="divide-y divide-gray-200 dark:divide-gray-800">
                {section.items.map((item) => (
                  <ItemRow
                    key={item.productId}
                    item={item}
                    quantity={quantities.get(item.productId) ?? 0}
                    refusal={refusals[item.productId]}
                    onQuantity={onQuantity}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
