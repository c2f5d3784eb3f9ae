import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import {
  deleteExpiredSessions,
  deleteExpiredVerifications,
  deleteStaleAuthRateLimits,
  deleteStaleRequestLimits,
  tryPurgeLock,
} from './maintenance.repo.js';

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface PurgeCounts {
  sessions: number;
  verifications: number;
  requestLimits: number;
  authRateLimits: number;
}

export interface MaintenanceDeps {
  db: Database;
  logger: Logger;
  /** The longest window or back-off memory of any limit counted in `request_limits`. */
  requestLimitRetentionSeconds: number;
  /** The longest window of better-auth's own rate limits (`rate_limit`). */
  authRateLimitRetentionSeconds: number;
}

/**
 * Removes rows nobody can use any more. A system task with no caller (so no actor and no activity
 * row): it removes only what has expired, nothing a user made or still relies on.
 */
export function createMaintenanceService(deps: MaintenanceDeps) {
  const { db, logger } = deps;

  /** The counts removed, or null when another instance is purging at this moment. */
  async function purgeExpired(): Promise<PurgeCounts | null> {
    const counts = await db.transaction(async (tx) => {
      if (!(await tryPurgeLock(tx))) return null;
      return {
        sessions: await deleteExpiredSessions(tx),
        verifications: await deleteExpiredVerifications(tx),
        requestLimits: await deleteStaleRequestLimits(tx, deps.requestLimitRetentionSeconds),
        authRateLimits: await deleteStaleAuthRateLimits(tx, deps.authRateLimitRetentionSeconds),
      };
    });
    if (counts) logger.info(counts, 'expired rows purged');
    else logger.debug('purge skipped: another instance is purging');
    return counts;
  }

  /**
   * Purges now and then every `everyMs`. The timer does not keep the process alive; `stop` ends it.
   * A failed purge (database away for a moment) is logged and tried again next time. `stop` waits
   * for a purge under way, so the database is not closed under it.
   */
  function startPurging(everyMs = PURGE_INTERVAL_MS): { stop(): Promise<void> } {
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = purgeExpired().catch((err) => logger.warn({ err }, 'purge of expired rows failed'));
    };
    run();
    const timer = setInterval(run, everyMs).unref();
    return {
      async stop() {
        clearInterval(timer);
        await running;
      },
    };
  }

  return { purgeExpired, startPurging };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;

/** The parts of better-auth's options that say how long it counts requests. */
export interface AuthRateLimitOptions {
  rateLimit?: { window?: number; customRules?: Record<string, unknown> };
  plugins?: readonly object[];
}

/**
 * The longest window better-auth counts in: its default rule (10 s unless set), its custom rules
 * and its plugins' rules. A rule given as a function cannot be read ahead; auth.ts sets none.
 */
export function longestAuthWindowSeconds(options: AuthRateLimitOptions): number {
  const windows = [options.rateLimit?.window ?? 10];
  for (const rule of Object.values(options.rateLimit?.customRules ?? {})) {
    if (rule && typeof rule === 'object' && 'window' in rule && typeof rule.window === 'number') windows.push(rule.window);
  }
  for (const plugin of options.plugins ?? []) {
    for (const rule of (plugin as { rateLimit?: { window?: number }[] }).rateLimit ?? []) {
      if (typeof rule.window === 'number') windows.push(rule.window);
    }
  }
  return Math.max(...windows);
}
