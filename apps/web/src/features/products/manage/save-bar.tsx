import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { formatNumber } from '../../../lib/format';
import type { SaveChanges } from './use-save-changes';

const quiet = 'px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';

/** The count of unsaved changes with Add product, Discard and Save, and what the last save ran into. */
export function SaveBar({
  count,
  onAdd,
  history,
  saving: { save, saving, setConfirmDiscard, signedOut, conflict, setConfirmReload, formError },
}: {
  count: number;
  onAdd: () => void;
  /** Undo and redo of the unsaved changes, as Ctrl+Z and Ctrl+Shift+Z in the grid. */
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  saving: SaveChanges;
}) {
  const { t, i18n } = useTranslation('productsManage');
  const language = i18n.resolvedLanguage ?? 'en';
  const dirty = count > 0;
  return (
    <>
      {/* The save bar stays in view while scrolling the table. */}
      <div
        className={`sticky top-16 z-20 -mx-4 mb-3 flex flex-wrap items-center gap-2 border-y px-4 py-2 sm:mx-0 sm:px-3 sm:rounded-md sm:border ${
          dirty ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-gray-900' : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950'
        }`}
      >
        <p role="status" className="mr-auto text-sm font-semibold text-gray-900 dark:text-gray-100">
          {dirty ? t('unsaved', { count, formatted: formatNumber(count, language) }) : t('noUnsaved')}
        </p>
        <button type="button" className={`${buttonSecondary} ${quiet} max-sm:min-h-11 max-sm:min-w-11`} disabled={!history.canUndo || saving} aria-keyshortcuts="Control+Z" onClick={history.undo}>
          {/* On a phone the arrow alone, so the bar stays short: the word is still the button's name. */}
          <span aria-hidden="true" className="sm:hidden">
            ↶
          </span>
          <span className="max-sm:sr-only">{t('undo')}</span>
        </button>
        <button type="button" className={`${buttonSecondary} ${quiet} max-sm:min-h-11 max-sm:min-w-11`} disabled={!history.canRedo || saving} aria-keyshortcuts="Control+Shift+Z Control+Y" onClick={history.redo}>
          <span aria-hidden="true" className="sm:hidden">
            ↷
          </span>
          <span className="max-sm:sr-only">{t('redo')}</span>
        </button>
        <button type="button" className={`${buttonSecondary} ${quiet}`} onClick={onAdd}>
          {t('addProduct')}
        </button>
        <button type="button" className={`${buttonSecondary} ${quiet}`} disabled={!dirty || saving} onClick={() => setConfirmDiscard(true)}>
          {t('discard')}
        </button>
        <button type="button" className={`${buttonPrimary} ${quiet}`} disabled={!dirty || saving} onClick={() => void save()}>
          {saving ? t('saving') : t('save')}
        </button>
      </div>

      <div aria-live="assertive">
        {signedOut ? (
          <div role="alert" className="mb-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
            <p className="font-semibold">{t('mustSignIn')}</p>
            <p className="mt-1">
              {t('signInKeep')}{' '}
              <a href="/login?redirectTo=/dashboard" target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
                {t('signInLink')}
              </a>
            </p>
          </div>
        ) : null}
        {conflict ? (
          <div role="alert" className="mb-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100">
            <p className="font-semibold">{t('conflict.title')}</p>
            <p className="mt-1">{t('conflict.text', { names: conflict.names.join(', ') })}</p>
            <button type="button" className={`${buttonSecondary} mt-2 px-3 py-1.5 text-sm`} onClick={() => setConfirmReload(true)}>
              {t('conflict.reload')}
            </button>
          </div>
        ) : null}
        {formError ? (
          <p role="alert" className="mb-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
            {formError}
          </p>
        ) : null}
      </div>

    </>
  );
}
