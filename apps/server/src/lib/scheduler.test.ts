import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.js';
import { startScheduler } from './scheduler.js';

const logger = createLogger('silent');

describe('startScheduler', () => {
  it('runs every task at once and again on each tick; a failing task does not stop the others', async () => {
    vi.useFakeTimers();
    try {
      const runs: string[] = [];
      const scheduler = startScheduler(
        [
          { name: 'fails', run: async () => { runs.push('fails'); throw new Error('database away'); } },
          { name: 'works', run: async () => { runs.push('works'); return 1; } },
        ],
        logger,
        1000,
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(runs).toEqual(['fails', 'works']);
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toEqual(['fails', 'works', 'fails', 'works']);
      await scheduler.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never overlaps a slow tick with the next', async () => {
    vi.useFakeTimers();
    try {
      let active = 0;
      let most = 0;
      const scheduler = startScheduler([{ name: 'slow', run: async () => { active++; most = Math.max(most, active); await new Promise((r) => setTimeout(r, 2500)); active--; } }], logger, 1000);
      await vi.advanceTimersByTimeAsync(6000);
      expect(most).toBe(1);
      const stopped = scheduler.stop();
      await vi.advanceTimersByTimeAsync(3000);
      await stopped;
    } finally {
      vi.useRealTimers();
    }
  });
});
