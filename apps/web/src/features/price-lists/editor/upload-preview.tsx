import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, PriceUploadPreview } from '@freshprice/shared';
import { AlertIcon } from '../../../components/ui/icons';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { UploadError } from './upload-edits';
import type { PriceUpload } from './use-price-upload';

const SHOWN_CHANGES = 20;
const listBox = 'mt-1 max-h-56 overflow-y-auto rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-700 dark:bg-gray-950';

/**
 * Where the focus was when a panel appeared ("Upload from Excel"), to give it back when the panel's
 * button that had it goes away (a removed button would drop it to the page).
 */
function useFocusBack() {
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    returnTo.current = document.activeElement as HTMLElement | null;
  }, []);
  return () => {
    if (returnTo.current?.isConnected) returnTo.current.focus();
  };
}

/** The upload's refusal, or its preview: what changes, what was not found, which cells are no price, and "Apply to the grid". */
export function UploadPanel({ upload, language }: { upload: PriceUpload; language: Language }) {
  const { state } = upload;
  if (state.status === 'error') return <UploadRefused fileName={state.fileName} error={state.error} onDismiss={upload.dismiss} />;
  if (state.status !== 'preview' && state.status !== 'applied') return null;
  return <PreviewPanel preview={state.preview} applied={state.status === 'applied'} language={language} onApply={upload.apply} onCancel={upload.dismiss} />;
}

function UploadRefused({ fileName, error, onDismiss }: { fileName: string; error: UploadError; onDismiss: () => void }) {
  const { t } = useTranslation('priceLists');
  const back = useFocusBack();
  return (
      <div role="alert" className="mb-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
        <p className="font-semibold">{t('editor.upload.refused', { file: fileName })}</p>
        <p className="mt-1">{t(`editor.upload.errors.${error}`)}</p>
        <button
          type="button"
          className="mt-2 font-semibold underline underline-offset-2"
          onClick={() => {
            onDismiss();
            back();
          }}
        >
          {t('editor.upload.dismiss')}
        </button>
      </div>
    );
}

function PreviewPanel({
  preview,
  applied,
  language,
  onApply,
  onCancel,
}: {
  preview: PriceUploadPreview;
  applied: boolean;
  language: Language;
  onApply: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('priceLists');
  const n = (value: number) => formatNumber(value, language);
  const titleId = useId();
  const name = (p: { nameEn: string; nameEs: string }) => (language === 'es' ? p.nameEs : p.nameEn);
  const { changes, unknown, badCells } = preview;
  const back = useFocusBack();
  const heading = useRef<HTMLHeadingElement>(null);
  // The preview takes the focus (a keyboard or screen reader user is told it is there); Apply,
  // Cancel and Dismiss give it back to "Upload from Excel".
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={titleId} className="mb-3 rounded-md border border-sky-700 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-400 dark:bg-gray-900 dark:text-sky-50">
      <h3 id={titleId} ref={heading} tabIndex={-1} className="scroll-mt-40 text-base font-semibold break-words">
        {t(applied ? 'editor.upload.appliedTitle' : 'editor.upload.title', { file: preview.fileName })}
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li className="font-semibold">{t('editor.upload.changes', { count: changes.length, formatted: n(changes.length) })}</li>
        <li>{t('editor.upload.unchanged', { count: preview.unchanged, formatted: n(preview.unchanged) })}</li>
        {preview.notInFile ? <li>{t('editor.upload.notInFile', { count: preview.notInFile, formatted: n(preview.notInFile) })}</li> : null}
        {preview.ignoredColumns.length ? <li className="break-words">{t('editor.upload.ignored', { columns: preview.ignoredColumns.join(', ') })}</li> : null}
      </ul>
      {changes.length ? (
        <ul className="mt-2 space-y-0.5" aria-label={t('editor.upload.changesList')}>
          {changes.slice(0, SHOWN_CHANGES).map((c) => (
            <li key={c.productId} className="break-words">
              {t('editor.upload.change', { name: name(c), old: formatMoney(c.old, language), new: formatMoney(c.new, language) })}
            </li>
          ))}
          {changes.length > SHOWN_CHANGES ? <li>{t('editor.upload.more', { count: changes.length - SHOWN_CHANGES, formatted: n(changes.length - SHOWN_CHANGES) })}</li> : null}
        </ul>
      ) : null}
      <ProblemList title={t('editor.upload.unknownTitle', { count: unknown.length, formatted: n(unknown.length) })}>
        {unknown.map((u) => (
          <li key={u.row} className="break-words">
            {t('editor.upload.unknownRow', {
              row: u.row,
              what: [u.productId, u.quickbooksId && t('editor.upload.qb', { id: u.quickbooksId }), u.name].filter(Boolean).join(' · ') || t('editor.upload.nothing'),
            })}
          </li>
        ))}
      </ProblemList>
      <ProblemList title={t('editor.upload.badTitle', { count: badCells.length, formatted: n(badCells.length) })}>
        {badCells.map((b) => (
          <li key={`${b.row}:${b.column}`} className="break-words">
            {t('editor.upload.badCell', {
              cell: `${b.column}${b.row}`,
              name: name(b),
              value: b.value || t('editor.upload.empty'),
              reason: t(`editor.upload.reasons.${b.reason}`, { row: b.otherRow }),
            })}
          </li>
        ))}
      </ProblemList>
      <p className="mt-3">{t(applied ? 'editor.upload.appliedHint' : 'editor.upload.hint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {applied ? null : (
          <button type="button" className={`${buttonPrimary} px-3 py-1.5 text-sm`} disabled={changes.length === 0}
            onClick={() => {
              onApply();
              back();
            }}
          >
            {t('editor.upload.apply')}
          </button>
        )}
        <button
          type="button"
          className={`${buttonSecondary} px-3 py-1.5 text-sm`}
          onClick={() => {
            onCancel();
            back();
          }}
        >
          {t(applied ? 'editor.upload.dismiss' : 'editor.upload.cancel')}
        </button>
      </div>
    </section>
  );
}

/** Rows or cells of the file that were not used, every one listed (scrollable when long); nothing when there are none. */
function ProblemList({ title, children }: { title: string; children: ReactNode[] }) {
  const id = useId();
  if (children.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 id={id} className="flex items-center gap-1.5 font-semibold">
        <AlertIcon className="size-4 shrink-0" />
        {title}
      </h4>
      <ul className={listBox} aria-labelledby={id} tabIndex={0}>
        {children}
      </ul>
    </div>
  );
}
