import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { runBatches, type BatchEvent } from './run-batches';

function harness(failures: Record<number, unknown[]>) {
  const events: BatchEvent[] = [];
  const waits: number[] = [];
  const calls: number[] = [];
  return {
    events,
    waits,
    calls,
    run: (total: number, from = 1) =>
      runBatches({
        total,
        from,
        send: async (n) => {
          calls.push(n);
          const next = failures[n]?.shift();
          if (next) throw next;
          return { success: 10, errors: 0 };
        },
        onEvent: (e) => events.push(e),
        wait: async (ms) => void waits.push(ms),
      }),
  };
}

describe('runBatches', () => {
  it('sends every batch once when all goes well', async () => {
    const h = harness({});
    expect(await h.run(3)).toEqual({ failed: [] });
    expect(h.calls).toEqual([1, 2, 3]);
    expect(h.events.filter((e) => e.type === 'batch').map((e) => e.number)).toEqual([1, 2, 3]);
  });

  it('retries a network error and a 5xx with backoff, then goes on', async () => {
    const h = harness({ 2: [new ApiError(0, 'network', 'Failed to fetch'), new ApiError(500, 'internal', 'boom')] });
    expect(await h.run(3)).toEqual({ failed: [] });
    expect(h.calls).toEqual([1, 2, 2, 2, 3]);
    expect(h.waits).toEqual([1000, 2000]);
    expect(h.events.filter((e) => e.type === 'retry')).toEqual([
      { type: 'retry', number: 2, attempt: 2, max: 4, error: 'Failed to fetch', network: true },
      { type: 'retry', number: 2, attempt: 3, max: 4, error: 'boom', network: false },
    ]);
  });

  it('gives a batch up after the last attempt and carries on with the next', async () => {
    const boom = () => new ApiError(503, 'unavailable', 'down');
    const h = harness({ 1: [boom(), boom(), boom(), boom()] });
    expect(await h.run(2)).toEqual({ failed: [1] });
    expect(h.calls).toEqual([1, 1, 1, 1, 2]);
    expect(h.waits).toEqual([1000, 2000, 4000]);
    expect(h.events).toContainEqual({ type: 'failed', number: 1, error: 'down', network: false });
  });

  it('does not retry what cannot pass (a 4xx), and starts where asked', async () => {
    const h = harness({ 3: [new ApiError(400, 'validation_failed', 'bad')] });
    expect(await h.run(3, 2)).toEqual({ failed: [3] });
    expect(h.calls).toEqual([2, 3]);
    expect(h.waits).toEqual([]);
  });
});
