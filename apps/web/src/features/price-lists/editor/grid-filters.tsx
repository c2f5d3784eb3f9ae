import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@freshprice/shared';
import { buttonSecondary } from '../../../components/ui/styles';
import type { Show, Stock } from './rows-view';
import type { EditorRows } from './use-editor-rows';

const label = 'block text-sm font-medium text-gray-900 dark:text-gray-100';
const control =
  'mt-1 block h-10 w-full rounded-md border border-gray-500 bg-white px-3 text-sm text-gray-900 dark:border-gray-400 dark:bg-gray-950 dark:text-gray-100';

/** The search box and the category, stock and "Show" filters above the grid, and "Clear filters" when one is on. */
export function GridFilters({ rows }: { rows: Pick<EditorRows, 'filter' | 'setText' | 'setCategory' | 'setShow' | 'setStock' | 'filtering' | 'clearFilters'> }) {
  const { filter, setText: onText, setCategory: onCategory, setShow: onShow, setStock: onStock } = rows;
  const { t } = useTranslation(['priceLists', 'common']);
  const ids = { search: useId(), category: useId(), show: useId(), stock: useId() };
  return (
    <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor={ids.search} className={label}>
          {t('editor.filters.search')}
        </label>
        <input id={ids.search} type="search" autoComplete="off" value={filter.text} placeholder={t('editor.filters.searchPlaceholder')} onChange={(e) => onText(e.target.value)} className={control} />
      </div>
      <div>
        <label htmlFor={ids.category} className={label}>
          {t('editor.filters.category')}
        </label>
        <select id={ids.category} value={filter.category} onChange={(e) => onCategory(e.target.value)} className={control}>
          <option value="">{t('common:categories.all')}</option>
          {[...CATEGORIES, 'uncategorized'].map((c) => (
            <option key={c} value={c}>
              {t(`common:categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.show} className={label}>
          {t('editor.filters.show')}
        </label>
        <select id={ids.show} value={filter.show} onChange={(e) => onShow(e.target.value as Show)} className={control}>
          <option value="all">{t('editor.filters.showAll')}</option>
          <option value="changed">{t('editor.filters.showChanged')}</option>
          <option value="belowFloor">{t('editor.filters.showBelowFloor')}</option>
        </select>
      </div>
      <div>
        <label htmlFor={ids.stock} className={label}>
          {t('editor.filters.stock')}
        </label>
        <select id={ids.stock} value={filter.stock} onChange={(e) => onStock(e.target.value as Stock)} className={control}>
          <option value="all">{t('editor.filters.stockAll')}</option>
          <option value="inStock">{t('editor.filters.inStock')}</option>
          <option value="outOfStock">{t('editor.filters.outOfStock')}</option>
        </select>
      </div>
      <div className="flex items-end">
        {rows.filtering ? (
          <button type="button" className={`${buttonSecondary} h-10 px-3 text-sm`} onClick={rows.clearFilters}>
            {t('editor.filters.clear')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
