import { useState } from 'react';
import type { Language, PriceUploadPreview } from '@freshprice/shared';
import { exportApi } from '../../../api/exports';
import { applyUploadChanges, checkUploadFile, uploadError, type UploadError } from './upload-edits';
import type { useEditorRows } from './use-editor-rows';
import type { ListEdits } from './use-list-edits';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type UploadState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'preview'; preview: PriceUploadPreview }
  /** Applied; the rows and cells it could not use stay listed until dismissed. */
  | { status: 'applied'; preview: PriceUploadPreview }
  | { status: 'error'; fileName: string; error: UploadError };

/**
 * An edited copy of the list's workbook: sent to the server's preview (which writes nothing), shown,
 * and on "Apply to the grid" turned into pending edits in one step; the file's name becomes the
 * save's suggested reason.
 */
export function usePriceUpload({
  listRef,
  list,
  rows,
  language,
  t,
  n,
}: {
  listRef: string;
  list: ListEdits;
  rows: ReturnType<typeof useEditorRows>;
  language: Language;
  t: Translate;
  n: (value: number) => string;
}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [appliedFrom, setAppliedFrom] = useState<string | null>(null);
  // Saved or discarded: the file no longer explains the pending edits.
  if (appliedFrom !== null && !list.dirty) setAppliedFrom(null);

  const upload = async (file: File) => {
    const refused = checkUploadFile(file);
    if (refused) {
      setState({ status: 'error', fileName: file.name, error: refused });
      return;
    }
    setState({ status: 'reading', fileName: file.name });
    try {
      const preview = await exportApi.previewUpload(listRef, file, language);
      setState({ status: 'preview', preview });
    } catch (error) {
      setState({ status: 'error', fileName: file.name, error: uploadError(error) });
    }
  };

  const apply = () => {
    if (state.status !== 'preview') return;
    const { preview } = state;
    const result = applyUploadChanges(list.edits, rows.rowsById, preview.changes);
    list.setEdits(result.edits);
    setAppliedFrom(preview.fileName);
    const problems = preview.unknown.length + preview.badCells.length;
    setState(problems ? { status: 'applied', preview } : { status: 'idle' });
    list.setAnnouncement(
      [
        t('editor.upload.applied', { count: result.applied, formatted: n(result.applied), file: preview.fileName }),
        result.missing ? t('editor.upload.appliedMissing', { count: result.missing, formatted: n(result.missing) }) : null,
        problems ? t('editor.upload.appliedProblems', { count: problems, formatted: n(problems) }) : null,
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  return {
    state,
    upload,
    apply,
    dismiss: () => setState({ status: 'idle' }),
    /** The file the pending edits came from, while they are pending: the save's suggested reason. */
    reason: appliedFrom && list.dirty ? t('editor.upload.reason', { file: appliedFrom }) : '',
  };
}

export type PriceUpload = ReturnType<typeof usePriceUpload>;
