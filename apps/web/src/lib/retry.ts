import { ApiError } from './api-error';

/** Reads are tried at most this many more times after a failure that may pass. */
const MAX_RETRIES = 3;
const MAX_DELAY_MS = 30_000;

/**
 * Whether a failed read is worth trying again: no answer at all, too many requests, a busy or
 * unreachable server (429, 502-504, and a 500 that may have been a passing fault). A refusal (403),
 * a missing thing (404) or a bad request will answer the same the next time: shown at once.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The wait before the next try: what the server asked for (`Retry-After`), else 1 s, 2 s, 4 s... */
export function retryReadDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  const ms = asked !== undefined ? asked * 1000 : 1000 * 2 ** failureCount;
  return Math.min(MAX_DELAY_MS, ms);
}
