import type { Logger } from './logger.js';

/** A job that runs on every tick: it does what is due at `now` and returns how much it did. */
export interface ScheduledTask {
  name: string;
  run(now: Date): Promise<unknown>;
}

export const SCHEDULER_INTERVAL_MS = 60_000;

/**
 * Runs each task now and then every `everyMs`, one tick at a time (a slow tick is never overlapped by
 * the next). The work is the tasks' own and safe to run on several instances at once (each claims
 * its rows with a conditional update), so no lock is needed here. A failing task is logged and tried
 * again on the next tick; the others still run. The timer does not keep the process alive; `stop`
 * waits for a tick under way, so the database is not closed under it.
 */
export function startScheduler(tasks: readonly ScheduledTask[], logger: Logger, everyMs = SCHEDULER_INTERVAL_MS, clock: () => Date = () => new Date()) {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = (async () => {
      for (const task of tasks) {
        try {
          const done = await task.run(clock());
          if (done) logger.debug({ task: task.name, done }, 'scheduled task ran');
        } catch (err) {
          logger.warn({ err, task: task.name }, 'scheduled task failed');
        }
      }
    })().finally(() => {
      busy = false;
    });
  };
  tick();
  const timer = setInterval(tick, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
