import { IMPORT_MAX_ATTEMPTS } from '@freshprice/shared';
import { ApiError } from '../../../lib/api-error';

/** What the page shows while batches run. */
export type BatchEvent =
  | { type: 'batch'; number: number; total: number }
  | { type: 'retry'; number: number; attempt: number; max: number; error: string; network: boolean }
  | { type: 'done'; number: number; success: number; errors: number }
  | { type: 'failed'; number: number; error: string; network: boolean };

export interface BatchOutcome {
  failed: number[];
}

/** An error worth another attempt: no answer at all, a 5xx, or a conflict of two writes at once. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || (error.status === 409 && error.code === 'conflict' && !('status' in error.fields));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isNetwork = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * Runs batches `from`..`total` one after another. A failed batch is tried again after 1 s, 2 s, 4 s
 * (up to IMPORT_MAX_ATTEMPTS attempts in all) when the failure may pass; then it is given up and the
 * next batch goes on. The server makes each batch idempotent, so a retry after a lost answer is safe.
 */
export async function runBatches(options: {
  total: number;
  from?: number;
  skip?: (n: number) => boolean;
  send: (n: number) => Promise<{ success: number; errors: number }>;
  onEvent: (event: BatchEvent) => void;
  wait?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}): Promise<BatchOutcome> {
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const failed: number[] = [];
  for (let n = options.from ?? 1; n <= options.total; n++) {
    if (options.signal?.aborted) break;
    if (options.skip?.(n)) continue;
    options.onEvent({ type: 'batch', number: n, total: options.total });
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await options.send(n);
        options.onEvent({ type: 'done', number: n, success: result.success, errors: result.errors });
        break;
      } catch (error) {
        if (!isRetryable(error) || attempt >= IMPORT_MAX_ATTEMPTS) {
          options.onEvent({ type: 'failed', number: n, error: describe(error), network: isNetwork(error) });
          failed.push(n);
          break;
        }
        options.onEvent({ type: 'retry', number: n, attempt: attempt + 1, max: IMPORT_MAX_ATTEMPTS, error: describe(error), network: isNetwork(error) });
        await wait(1000 * 2 ** (attempt - 1));
      }
    }
  }
  return { failed };
}
