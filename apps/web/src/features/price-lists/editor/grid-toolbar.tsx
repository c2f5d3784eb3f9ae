import type { Language } from '@freshprice/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../components/ui/styles';
import { formatNumber } from '../../../lib/format';

/** The grid's title and count, "Add products" (and `actions`), "Select all visible", and the keyboard hint; the ids name and describe the grid. */
export function GridToolbar({
  ids,
  name,
  total,
  visible,
  allSelected,
  someSelected,
  language,
  onAdd,
  onToggleAll,
  hint,
  actions,
}: {
  ids: { title: string; hint: string };
  name: string;
  total: number;
  visible: number;
  allSelected: boolean;
  someSelected: boolean;
  language: Language;
  onAdd: () => void;
  onToggleAll: () => void;
  /** The hint under the title (the grid's keyboard hint unless told). */
  hint?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('priceLists');
  const n = (value: number) => formatNumber(value, language);
  return (
    <>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={ids.title} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          {t('editor.grid.title', { name })}{' '}
          <span className="text-sm font-normal text-gray-700 dark:text-gray-300">{t('editor.grid.count', { count: total, formatted: n(visible), total: n(total) })}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm`} onClick={onAdd}>
            {t('editor.add.open')}
          </button>
          {actions}
          {/* The label around the box is its target: a finger's 44 px tall on a phone. */}
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-gray-900 md:min-h-0 dark:text-gray-100">
            <input
              type="checkbox"
              checked={allSelected}
              ref={(el) => {
                if (el) el.indeterminate = someSelected && !allSelected;
              }}
              disabled={visible === 0}
              onChange={onToggleAll}
              className="size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
            />
            {t('editor.grid.selectAllVisible', { count: visible, formatted: n(visible) })}
          </label>
        </div>
      </div>
      <p id={ids.hint} className="mb-2 text-sm text-gray-700 dark:text-gray-300">
        {hint ?? t('editor.grid.hint')}
      </p>
    </>
  );
}
