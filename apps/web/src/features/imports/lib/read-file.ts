import { IMPORT_BATCH_SIZE, IMPORT_BATCH_TARGET_BYTES } from '@freshprice/shared';
import { MAX_IMPORT_BYTES, QbReadError, type QbLayout, type QbReadErrorCode, type QbRecord } from '@freshprice/shared/quickbooks';

/** A QuickBooks file read in the browser: its records, cut into the batches the server takes. */
export interface ReadFile {
  name: string;
  hash: string;
  layout: QbLayout;
  records: QbRecord[];
  batches: QbRecord[][];
}

/** Why a file was refused before anything was sent; `line` for an unterminated quote. */
export type ReadProblem = { code: 'noFile' | 'tooLarge' | 'notCsv' } | { code: QbReadErrorCode; line?: number };

const EXTENSIONS = /\.(csv|iif|txt)$/i;

/** The checks that need no reading: a file is chosen, is a CSV or IIF export, and is at most 10 MB. */
export function checkFile(file: File | null | undefined): ReadProblem | null {
  if (!file) return { code: 'noFile' };
  if (!EXTENSIONS.test(file.name)) return { code: 'notCsv' };
  if (file.size > MAX_IMPORT_BYTES) return { code: 'tooLarge' };
  return null;
}

const encoder = new TextEncoder();

/** Batches of at most `size` records and about `maxBytes` of JSON each (the server refuses a batch over twice that). */
export function toBatches(records: QbRecord[], size = IMPORT_BATCH_SIZE, maxBytes = IMPORT_BATCH_TARGET_BYTES): QbRecord[][] {
  const out: QbRecord[][] = [];
  let batch: QbRecord[] = [];
  let bytes = 0;
  for (const record of records) {
    const own = encoder.encode(JSON.stringify(record)).length + 1;
    if (batch.length && (batch.length >= size || bytes + own > maxBytes)) {
      out.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(record);
    bytes += own;
  }
  if (batch.length) out.push(batch);
  return out;
}

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type WorkerAnswer = { ok: true; layout: QbLayout; records: QbRecord[] } | { ok: false; code: QbReadErrorCode; line?: number };

/** Parses in a Web Worker, so the page stays responsive on a 10 MB file; in the same thread where there are no workers (tests). */
async function parse(bytes: ArrayBuffer): Promise<WorkerAnswer> {
  if (typeof Worker === 'undefined') {
    const { parseQuickBooksBytes } = await import('./parse');
    return parseQuickBooksBytes(bytes);
  }
  const worker = new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<WorkerAnswer>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'worker failed'));
      worker.postMessage(bytes, [bytes]);
    });
  } finally {
    worker.terminate();
  }
}

/** Reads a chosen file: checks, hashes and parses it. Throws the ReadProblem it meets. */
export async function readImportFile(file: File): Promise<ReadFile> {
  const problem = checkFile(file);
  if (problem) throw problem;
  const bytes = await file.arrayBuffer();
  const hash = await sha256(bytes);
  const answer = await parse(bytes);
  if (!answer.ok) throw answer.line === undefined ? { code: answer.code } : { code: answer.code, line: answer.line };
  return { name: file.name, hash, layout: answer.layout, records: answer.records, batches: toBatches(answer.records) };
}

export { QbReadError };
