import { WORKBOOK_ERRORS, WORKBOOK_UPLOAD_MAX_BYTES, type PriceUploadPreview } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';
import { setPrice, type EditorRow, type Edits } from './edits';

/** The file types the upload offers (the server reads the bytes, whatever the name). */
export const UPLOAD_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** Why an upload was refused, as a key of `editor.upload.errors`. */
export type UploadError = 'notSpreadsheet' | 'tooLarge' | 'unreadable' | 'noPrice' | 'noProduct' | 'noColumns' | 'tooManyRows' | 'signedOut' | 'failed';

/** The browser's check before sending: the name and size (the server checks the content again). */
export function checkUploadFile(file: File): UploadError | null {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'notSpreadsheet';
  if (file.size > WORKBOOK_UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The server's refusal as the editor tells it. */
export function uploadError(error: unknown): UploadError {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401) return 'signedOut';
  switch (error.code) {
    case WORKBOOK_ERRORS.notSpreadsheet:
      return 'notSpreadsheet';
    case WORKBOOK_ERRORS.tooLarge:
      return 'tooLarge';
    case WORKBOOK_ERRORS.unreadable:
      return 'unreadable';
    case WORKBOOK_ERRORS.tooManyRows:
      return 'tooManyRows';
    case WORKBOOK_ERRORS.columnsMissing:
      return error.fields.price && error.fields.product ? 'noColumns' : error.fields.price ? 'noPrice' : 'noProduct';
    default:
      return 'failed';
  }
}

/**
 * The preview's changes as pending edits of the grid, each a typed price, so the save's guards (margin
 * floor, large moves, zero prices) see them as any other edit. A product no longer in the grid (removed
 * by a reload since) is counted, not guessed at. The caller sets the result in one go: one undo step.
 */
export function applyUploadChanges(
  edits: Edits,
  rowsById: ReadonlyMap<string, EditorRow>,
  changes: PriceUploadPreview['changes'],
): { edits: Edits; applied: number; missing: number } {
  let next = edits;
  let applied = 0;
  let missing = 0;
  for (const change of changes) {
    const row = rowsById.get(change.productId);
    if (!row || row.isNew) {
      missing++;
      continue;
    }
    next = setPrice(next, row, change.new, 'en');
    applied++;
  }
  return { edits: next, applied, missing };
}
