import { decodeQuickBooks, QbReadError, readQuickBooks } from '@freshprice/shared/quickbooks';
import type { WorkerAnswer } from './read-file';

/** Decodes and reads a file's bytes; what the worker runs. */
export function parseQuickBooksBytes(bytes: ArrayBuffer): WorkerAnswer {
  try {
    const { text } = decodeQuickBooks(new Uint8Array(bytes));
    const file = readQuickBooks(text);
    return { ok: true, layout: file.layout, records: file.records };
  } catch (error) {
    if (error instanceof QbReadError) return error.line === undefined ? { ok: false, code: error.code } : { ok: false, code: error.code, line: error.line };
    throw error;
  }
}
