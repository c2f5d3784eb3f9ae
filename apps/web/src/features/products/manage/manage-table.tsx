import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../components/ui/styles';
import { formatNumber } from '../../../lib/format';
import { COLUMNS, ManageRow } from './manage-row';
import type { ChangesAction, ChangesState, ManagedProduct } from './unsaved-changes';
import type { ProductFilters } from './use-product-filters';

const quiet = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';

interface ManageTableProps {
  state: ChangesState;
  dispatch: Dispatch<ChangesAction>;
  filters: ProductFilters;
  /** Every error shows, not only those of fields left: after a save was tried. */
  showAllErrors: boolean;
  onDelete: (product: ManagedProduct) => void;
  onImage: (product: ManagedProduct) => void;
}

/** The new rows and a page of the filtered products, each an editable row, and the pages. */
export function ManageTable({ state, dispatch, filters: { filtered, visible, pages, currentPage, setPage, pageSize }, showAllErrors, onDelete, onImage }: ManageTableProps) {
  const { t, i18n } = useTranslation(['productsManage', 'catalogue']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      {/* `relative`: the rows' visually hidden labels are absolutely positioned; without a positioned
          scroll area they escaped it and widened the whole page. */}
      <div className="relative overflow-x-auto rounded-md border border-gray-300 dark:border-gray-700">
        <table className="w-max min-w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('tableCaption')}</caption>
          <thead className="bg-gray-100 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:bg-gray-800 dark:text-gray-300">
            <tr>
              <th scope="col" className="w-10 min-w-10 bg-gray-100 px-1 py-2 md:sticky md:left-0 md:z-[1] dark:bg-gray-800">
                <span className="sr-only">{t('columns.image')}</span>
              </th>
              {COLUMNS.map((c) => (
                <th
                  key={c.field}
                  scope="col"
                  className={`px-2 py-2 ${c.width} ${c.numeric ? 'text-right' : ''} ${c.field === 'nameEn' ? 'bg-gray-100 md:sticky md:left-10 md:z-[1] dark:bg-gray-800' : ''}`}
                >
                  {t(`columns.${c.field}`)}
                </th>
              ))}
              <th
                scope="col"
                className="bg-gray-100 px-1 py-2 md:sticky md:right-0 md:z-[1] md:shadow-[-1px_0_0_var(--color-gray-300)] dark:bg-gray-800 dark:md:shadow-[-1px_0_0_var(--color-gray-700)]"
              >
                {t('columns.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.created.map((row) => (
              <ManageRow
                key={row.clientId}
                kind="new"
                row={row}
                dispatch={dispatch}
                serverErrors={state.serverErrors[row.clientId]}
                showAllErrors={showAllErrors}
                onDelete={onDelete}
                onImage={onImage}
              />
            ))}
            {visible.map((product) => (
              <ManageRow
                key={product.id}
                kind="stored"
                product={product}
                entry={state.edits[product.id]}
                dispatch={dispatch}
                serverErrors={state.serverErrors[product.id]}
                showAllErrors={showAllErrors}
                onDelete={onDelete}
                onImage={onImage}
              />
            ))}
            {visible.length === 0 && state.created.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length + 2} className="px-3 py-8 text-center font-medium text-gray-800 dark:text-gray-200">
                  {t('catalogue:noMatch')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('pagination.label')} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-gray-700 dark:text-gray-300">
          {t('pagination.rows', {
            from: formatNumber(filtered.length ? currentPage * pageSize + 1 : 0, language),
            to: formatNumber(currentPage * pageSize + visible.length, language),
            total: formatNumber(filtered.length, language),
          })}
        </p>
        <div className="flex items-center gap-2">
          <button type="button" className={`${buttonSecondary} ${quiet}`} disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
            {t('pagination.previous')}
          </button>
          <span className="tabular-nums">{t('pagination.page', { page: currentPage + 1, pages })}</span>
          <button type="button" className={`${buttonSecondary} ${quiet}`} disabled={currentPage >= pages - 1} onClick={() => setPage(currentPage + 1)}>
            {t('pagination.next')}
          </button>
        </div>
      </nav>
    </>
  );
}
