import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@freshprice/shared';
import { exportApi } from '../../../api/exports';
import { buttonSecondary } from '../../../components/ui/styles';
import { UPLOAD_ACCEPT } from './upload-edits';

const small = `${buttonSecondary} px-3 py-1.5 text-sm`;

/** "Download Excel" (the list's workbook, header in the reader's language) and "Upload from Excel" (.xlsx or .csv). */
export function SpreadsheetButtons({ listRef, language, busy, onFile }: { listRef: string; language: Language; busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('priceLists');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <a className={small} href={exportApi.listWorkbookUrl(listRef, language)} download>
        {t('editor.upload.download')}
      </a>
      {/* Not `disabled` while the file is read: the button keeps the focus, and the preview hands it back. */}
      <button type="button" className={`${small} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`} aria-disabled={busy || undefined} onClick={() => !busy && input.current?.click()}>
        {busy ? t('editor.upload.reading') : t('editor.upload.open')}
      </button>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={t('editor.upload.open')}
        className="hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file may be chosen again after it is fixed.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
