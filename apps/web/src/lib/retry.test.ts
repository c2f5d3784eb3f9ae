import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryReadDelay, shouldRetryRead } from './retry';

describe('reads that failed', () => {
  it('are tried again when the failure may pass: no answer, 429, 5xx; not a refusal or a missing thing', () => {
    expect(shouldRetryRead(0, new ApiError(0, 'network_error', 'x'))).toBe(true);
    expect(shouldRetryRead(0, new ApiError(429, 'rate_limited', 'x', {}, 1))).toBe(true);
    expect(shouldRetryRead(0, new ApiError(503, 'server_busy', 'x', {}, 2))).toBe(true);
    expect(shouldRetryRead(0, new ApiError(500, 'internal_error', 'x'))).toBe(true);
    expect(shouldRetryRead(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(403, 'forbidden', 'x'))).toBe(false);
    expect(shouldRetryRead(0, new Error('boom'))).toBe(true);
    expect(shouldRetryRead(3, new ApiError(503, 'server_busy', 'x', {}, 2))).toBe(false);
  });

  it('wait what the server asked for, else 1 s, 2 s, 4 s; never more than 30 s', () => {
    expect(retryReadDelay(0, new ApiError(503, 'server_busy', 'x', {}, 2))).toBe(2000);
    expect(retryReadDelay(1, new ApiError(500, 'internal_error', 'x'))).toBe(2000);
    expect(retryReadDelay(2, new Error('boom'))).toBe(4000);
    expect(retryReadDelay(0, new ApiError(429, 'rate_limited', 'x', {}, 3600))).toBe(30_000);
  });
});
