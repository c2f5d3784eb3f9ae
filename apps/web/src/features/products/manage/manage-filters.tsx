import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@freshprice/shared';
import { AvailabilitySelect } from '../components/catalogue-filters';
import type { ProductFilters } from './use-product-filters';

const labelClass = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
const control = 'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-sm text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';

/** Search, category, availability, "only changed" and "needs review" over the product grid. */
export function ManageFilters({ filters, drafts }: { filters: ProductFilters; drafts: number }) {
  const { t } = useTranslation(['productsManage', 'products', 'common']);
  const { text, setText, category, setCategory, availability, setAvailability, onlyChanged, setOnlyChanged, needsReview, setNeedsReview } = filters;
  const searchId = useId();
  const categoryId = useId();
  return (
    <div className="mb-3 grid grid-cols-1 gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_auto_auto] lg:items-end dark:border-gray-800 dark:bg-gray-900">
      <div>
        <label htmlFor={searchId} className={labelClass}>
          {t('filters.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className={control}
        />
      </div>
      <div>
        <label htmlFor={categoryId} className={labelClass}>
          {t('products:filters.category')}
        </label>
        <select id={categoryId} value={category} onChange={(event) => setCategory(event.target.value)} className={control}>
          <option value="">{t('common:categories.all')}</option>
          {[...CATEGORIES, 'uncategorized'].map((c) => (
            <option key={c} value={c}>
              {t(`common:categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <AvailabilitySelect
        value={availability}
        onChange={setAvailability}
        selectClassName={control}
      />
      <CheckFilter checked={onlyChanged} onChange={setOnlyChanged} label={t('filters.onlyChanged')} />
      {/* Drafts the import made: the review filter shows while there are any, or while it is on. */}
      {drafts > 0 || needsReview ? <CheckFilter checked={needsReview} onChange={setNeedsReview} label={t('drafts.filter')} /> : null}
    </div>
  );
}

function CheckFilter({ checked, onChange, label }: { checked: boolean; onChange: (on: boolean) => void; label: string }) {
  const id = useId();
  return (
    <div className="flex h-10 items-center gap-2">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-emerald-700 dark:accent-emerald-400" />
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
    </div>
  );
}
