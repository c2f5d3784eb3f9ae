import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { requestLimits } from '../../db/schema/index.js';

/**
 * The SQL of `request_limits`: a row is a key, a time and a count. Every decision is one atomic
 * statement, so instances sharing the table never race each other.
 */

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** `window_start` is older than `seconds`. */
export const startedBefore = (seconds: number) => sql`${requestLimits.windowStart} < ${ago(seconds)}`;

/** `window_start` plus `seconds` (a number or an SQL expression over the row). */
export const startPlus = (seconds: number | SQL) => sql`${requestLimits.windowStart} + make_interval(secs => ${seconds})`;

export const countBelow = (max: number) => sql`${requestLimits.count} < ${max}`;

type Backoff = { free: number; firstDelaySeconds: number; maxDelaySeconds: number };

/** When the row's next attempt may come: the same schedule as backoffDelaySeconds, in SQL. */
export const backoffNextAllowed = (rule: Backoff) =>
  startPlus(
    sql`least(${rule.firstDelaySeconds}::float8 * power(2::float8, greatest(${requestLimits.count} - ${rule.free}, 0)), ${rule.maxDelaySeconds}::float8)`,
  );

/** Some attempts are still free, or the wait since the last one is over. */
export const backoffAllows = (rule: Backoff) => sql`${countBelow(rule.free)} or ${backoffNextAllowed(rule)} <= now()`;

/**
 * Counts one attempt against `key`: a new row starts at 1; an existing one starts again at 1 when
 * `reset` holds, else goes up by one. With `allow`, an existing row that fails it is left as it is
 * and the attempt is refused (returns null); `restartWindow` moves `window_start` to now on every
 * counted attempt instead of only on a reset. Returns the count after the attempt.
 */
export async function countAttempt(
  db: Db,
  key: string,
  opts: { reset: SQL; allow?: SQL; restartWindow?: boolean },
): Promise<number | null> {
  const rows = await db
    .insert(requestLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${opts.reset} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: opts.restartWindow ? sql`now()` : sql`case when ${opts.reset} then now() else ${requestLimits.windowStart} end`,
      },
      ...(opts.allow ? { setWhere: sql`${opts.reset} or ${opts.allow}` } : {}),
    })
    .returning({ count: requestLimits.count });
  return rows[0]?.count ?? null;
}

/** Whole seconds (at least 1) until the time `at` computes for the row of `key`. */
export async function secondsUntil(db: Db, key: string, at: SQL): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${at}) - now()))::int` })
    .from(requestLimits)
    .where(eq(requestLimits.key, key));
  return Math.max(1, Number(row?.seconds ?? 1));
}

/** Gives back one counted attempt. */
export async function decrementAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(requestLimits)
    .set({ count: sql`greatest(${requestLimits.count} - 1, 0)` })
    .where(eq(requestLimits.key, key));
}

export async function deleteLimit(db: Db, key: string): Promise<void> {
  await db.delete(requestLimits).where(eq(requestLimits.key, key));
}
