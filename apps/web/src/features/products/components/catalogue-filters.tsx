import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AVAILABILITY, type Availability } from '@freshprice/shared';
import { SearchField } from '../../../components/ui/search-field';
import { buttonSecondary } from '../../../components/ui/styles';
import { CATEGORY_GROUPS, type CategoryCounts, type CategoryGroup } from '../../../lib/catalogue';
import { formatNumber } from '../../../lib/format';
import type { CatalogueFilterState } from '../lib/use-catalogue-filters';
import { categoryParam } from '../lib/product-filters';

/**
 * The filters of the products page, for visitors and signed-in users alike: the search box, the
 * availability select and the category chips with their counts.
 */
export function CatalogueFilterBar({
  state,
  counts,
  hasUncategorized,
  submitLabel,
}: {
  state: CatalogueFilterState;
  /** Null while the catalogue loads: the chips show a dot instead of a number. */
  counts: CategoryCounts | null;
  /** Whether the catalogue has products without a category (then their chip shows). */
  hasUncategorized: boolean;
  /**
   * Inside a GET form (the visitors' page): the label of the submit button shown without JavaScript,
   * and the chips submit the form with their category.
   */
  submitLabel?: string;
}) {
  const { t } = useTranslation('products');
  const category = state.filters.category;
  return (
    <div className="mb-6 flex flex-col gap-4 sm:rounded-lg sm:border sm:border-gray-200 sm:bg-gray-50 sm:p-4 dark:sm:border-gray-800 dark:sm:bg-gray-900">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_14rem] sm:items-end noscript:sm:grid-cols-[1fr_14rem_auto]">
        <SearchField name="q" label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={state.text} onChange={state.setText} />
        <AvailabilitySelect name="availability" value={state.filters.availability} onChange={(availability) => state.update({ availability })} />
        {submitLabel ? (
          // The form's default button (Enter in the search box): it keeps the chosen category.
          <button type="submit" name="category" value={category ? categoryParam(category) : ''} className={`${buttonSecondary} h-11 not-noscript:hidden`}>
            {submitLabel}
          </button>
        ) : null}
      </div>
      <CategoryChips
        submits={submitLabel !== undefined}
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
  name,
  value,
  onChange,
  selectClassName = selectClass,
}: {
  name?: string;
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
        name={name}
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
  submits,
  selected,
  counts,
  hasUncategorized,
  onSelect,
}: {
  submits: boolean;
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
          type={submits ? 'submit' : 'button'}
          name={submits ? 'category' : undefined}
          value={submits ? (key ? categoryParam(key) : '') : undefined}
          aria-pressed={pressed}
          onClick={(event) => {
            event.preventDefault();
            onSelect(key);
          }}
          // Styled from aria-pressed, so the catalogue island only has to set it.
          className="group inline-flex min-h-10 items-center gap-2 rounded-full border border-gray-400 bg-white px-3.5 py-1.5 text-sm font-medium whitespace-nowrap text-gray-900 transition-colors hover:border-emerald-700 hover:bg-emerald-50 motion-reduce:transition-none aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 dark:hover:border-emerald-400 dark:hover:bg-emerald-950 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-400 dark:aria-pressed:text-gray-950"
        >
          {t(`common:categories.${key ?? 'all'}`)}
          <span className="min-w-7 rounded-full bg-gray-100 px-1.5 text-center text-xs text-gray-800 tabular-nums group-aria-pressed:bg-emerald-900 group-aria-pressed:text-white dark:bg-gray-800 dark:text-gray-200 dark:group-aria-pressed:bg-emerald-200 dark:group-aria-pressed:text-gray-950">
            <span className="sr-only"> (</span>
            <span data-count={key ?? 'all'}>{count === undefined ? '·' : formatNumber(count, language)}</span>
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
