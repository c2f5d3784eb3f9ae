import { useTranslation } from 'react-i18next';
import type { PriceListDetail, Language } from '@freshprice/shared';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import type { Difference } from './edits';
import type { SaveFlow } from './use-save-flow';

const alertBox = 'mb-3 rounded-md border-l-4 p-3 text-sm';

/** The pending changes' count with Discard and Save; it stays in view while the page scrolls. */
export function SaveBar({
  counts,
  dirty,
  save,
  language,
  onDiscard,
}: {
  counts: { changes: number; invalid: number };
  dirty: boolean;
  save: Pick<SaveFlow, 'busy' | 'review' | 'startSave'>;
  language: Language;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('priceLists');
  const n = (value: number) => formatNumber(value, language);
  return (
    <div
      className={`sticky top-16 z-20 -mx-4 mb-3 flex flex-wrap items-center gap-2 border-y px-4 py-2 sm:mx-0 sm:rounded-md sm:border sm:px-3 ${
        dirty ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-gray-900' : 'border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950'
      }`}
    >
      <div role="status" className="mr-auto text-sm">
        <p className="font-semibold text-gray-900 dark:text-gray-100">
          {counts.changes > 0 ? t('editor.unsaved', { count: counts.changes, formatted: n(counts.changes) }) : t('editor.noUnsaved')}
        </p>
        {counts.invalid > 0 ? (
          <p className="font-medium text-red-800 dark:text-red-300">{t('editor.invalidCount', { count: counts.invalid, formatted: n(counts.invalid) })}</p>
        ) : null}
      </div>
      <button type="button" className={`${buttonSecondary} px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50`} disabled={!dirty || save.busy} onClick={onDiscard}>
        {t('editor.discard')}
      </button>
      <button
        type="button"
        className={`${buttonPrimary} px-3 py-1.5 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60`}
        disabled={counts.changes === 0 || counts.invalid > 0}
        // While the save is checked the button keeps the focus (a disabled one drops it), so the
        // dialog hands it back when it closes.
        aria-disabled={save.busy || undefined}
        onClick={() => {
          if (!save.busy) void save.startSave();
        }}
      >
        {save.busy && !save.review ? t('editor.save.checking') : t('editor.save.open')}
      </button>
    </div>
  );
}

/** A lost session, a conflict, a refused save, a newer version saved meanwhile, and what a reload found changed. */
export function SaveAlerts({
  save,
  newerMeanwhile,
  differences,
  language,
  onDismissDifferences,
}: {
  save: Pick<SaveFlow, 'busy' | 'signedOut' | 'conflict' | 'error' | 'reloadAndReapply'>;
  newerMeanwhile: PriceListDetail | null;
  differences: ReadonlyMap<string, Difference>;
  language: Language;
  onDismissDifferences: () => void;
}) {
  const { t } = useTranslation('priceLists');
  const n = (value: number) => formatNumber(value, language);
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents / 100, language));
  const { conflict } = save;
  const reload = (
    <button type="button" className={`${buttonSecondary} mt-2 px-3 py-1.5 text-sm`} disabled={save.busy} onClick={() => void save.reloadAndReapply()}>
      {t('editor.conflict.reload')}
    </button>
  );
  return (
    <>
      <div aria-live="assertive">
        {save.signedOut ? (
          <div role="alert" className={`${alertBox} border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100`}>
            <p className="font-semibold">{t('editor.mustSignIn')}</p>
            <p className="mt-1">
              {t('editor.signInKeep')}{' '}
              <a href={`/login?redirectTo=${encodeURIComponent('/dashboard')}`} target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
                {t('editor.signInLink')}
              </a>
            </p>
          </div>
        ) : null}
        {conflict ? (
          <div role="alert" className={`${alertBox} border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100`}>
            <p className="font-semibold">{t('editor.conflict.title')}</p>
            <p className="mt-1">
              {t('editor.conflict.text', {
                version: conflict.version,
                savedBy: conflict.savedBy || t('editor.someone'),
                savedAt: conflict.savedAt ? formatDateTime(conflict.savedAt, language) : '—',
              })}
            </p>
            {reload}
          </div>
        ) : null}
        {save.error ? (
          <p role="alert" className={`${alertBox} border-red-700 bg-red-50 font-medium text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100`}>
            {save.error}
          </p>
        ) : null}
      </div>
      {newerMeanwhile && !conflict ? (
        <div className={`${alertBox} border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100`}>
          <p>{t('editor.conflict.meanwhile', { version: newerMeanwhile.version, savedBy: newerMeanwhile.updatedBy ?? t('editor.someone') })}</p>
          {reload}
        </div>
      ) : null}
      {differences.size > 0 ? (
        <div className={`${alertBox} border-sky-700 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100`}>
          <p className="font-semibold">{t('editor.conflict.differencesTitle', { count: differences.size, formatted: n(differences.size) })}</p>
          <ul className="mt-1 list-disc pl-5">
            {[...differences.values()].slice(0, 10).map((d) => (
              <li key={d.productId}>
                {t('editor.conflict.difference', { name: language === 'es' ? d.name.es : d.name.en, seen: money(d.seen), now: money(d.now) })}
              </li>
            ))}
          </ul>
          {differences.size > 10 ? <p className="mt-1">{t('editor.conflict.moreDifferences', { count: differences.size - 10 })}</p> : null}
          <button type="button" className="mt-2 font-semibold underline underline-offset-2" onClick={onDismissDifferences}>
            {t('editor.conflict.dismiss')}
          </button>
        </div>
      ) : null}
    </>
  );
}
