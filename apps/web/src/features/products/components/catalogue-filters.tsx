import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY, type Availability } from '@freshprice/shared';
import { SearchField } from '../../../components/ui/search-field';
import { CATEGORY_GROUPS, type CategoryCounts, type CategoryGroup } from '../../../lib/catalogue';
import { formatNumber } from '../../../lib/format';
import type { CatalogueFilterState } from '../lib/use-catalogue-filters';

/**
 * The filters of the products page, for visitors and signed-in users alike: the search box, the
 * availability select and the category chips with their counts.
 */
export function CatalogueFilterBar({
  state,
  counts,
  hasUncategorized,
}: {
  state: CatalogueFilterState;
  /** Null while the catalogue loads: the chips show a dot instead of a number. */
  counts: CategoryCounts | null;
  /** Whether the catalogue has products without a category (then their chip shows). */
  hasUncategorized: boolean;
}) {
  const { t } = useTranslation('products');
  return (
    <div className="mb-6 flex flex-col gap-4 sm:rounded-lg sm:border sm:border-gray-200 sm:bg-gray-50 sm:p-4 dark:sm:border-gray-800 dark:sm:bg-gray-900">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
        <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={state.text} onChange={state.setText} />
        <AvailabilitySelect value={state.filters.availability} onChange={(availability) => state.update({ availability })} />
      </div>
      <CategoryChips
        selected={state.filters.category}
        counts={counts}
        hasUncategorized={hasUncategorized}
        onSelect={(category) => state.update({ category })}
      />
    </div>
  );
}

const selectClass =
  'mt-1 block h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';

/** In stock, out of stock or either: the products page's filter, and the manage table's. */
export function AvailabilitySelect({
  value,
  onChange,
  selectClassName = selectClass,
}: {
  value: Availability | null;
  onChange: (value: Availability | null) => void;
  selectClassName?: string;
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
        onChange={(event) => onChange((event.target.value || null) as Availability | null)}
        className={selectClassName}
      >
        <option value="">{t('filters.anyAvailability')}</option>
        {AVAILABILITY.map((a) => (
          <option key={a} value={a}>
            {t(`common:availability.${a}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function CategoryChips({
  selected,
  counts,
  hasUncategorized,
  onSelect,
}: {
  selected: CategoryGroup | null;
  counts: CategoryCounts | null;
  hasUncategorized: boolean;
  onSelect: (category: CategoryGroup | null) => void;
}) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? 'en';
  const labelId = useId();
  // Uncategorized shows only while the catalogue has such products, or when the URL asks for it.
  const groups = CATEGORY_GROUPS.filter((c) => c !== 'uncategorized' || selected === c || hasUncategorized);
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
          {t(`common:categories.${key ?? 'all'}`)}
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
      <p id={labelId} className="sr-only text-sm font-medium text-gray-900 sm:not-sr-only sm:mb-2 sm:block dark:text-gray-100">
        {t('filters.category')}
      </p>
      {/* One swipeable row on a phone, wrapped on wider screens. */}
      <ul
        aria-labelledby={labelId}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {chip(null)}
        {groups.map(chip)}
      </ul>
    </div>
  );
}
