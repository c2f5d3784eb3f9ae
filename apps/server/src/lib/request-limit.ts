import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { requestLimits } from '../db/schema/index.js';

/**
 * Counters in `request_limits`, shared by every instance: each decision is one atomic statement.
 * A row is a key, a time and a count. Fixed-window limits keep the window's start in
 * `window_start`; back-off limits keep the time of the last counted attempt there.
 */

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/**
 * Counts one request against `key` in a fixed window. Returns false once `max` requests were made
 * in the window (requests over the limit keep counting).
 */
export async function consumeRequestLimit(db: Database, key: string, max: number, windowSeconds: number) {
  const expired = sql`${requestLimits.windowStart} < ${ago(windowSeconds)}`;
  const [row] = await db
    .insert(requestLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${requestLimits.windowStart} end`,
      },
    })
    .returning({ count: requestLimits.count });
  return (row?.count ?? 1) <= max;
}

/**
 * Like consumeRequestLimit, but a refused request is not counted, and a counted one can be given
 * back with refundRequestLimit (to count only the attempts that turn out to be failures).
 */
export async function takeRequestLimit(db: Database, key: string, max: number, windowSeconds: number): Promise<LimitDecision> {
  const expired = sql`${requestLimits.windowStart} < ${ago(windowSeconds)}`;
  const rows = await db
    .insert(requestLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${requestLimits.windowStart} end`,
      },
      setWhere: sql`${expired} or ${requestLimits.count} < ${max}`,
    })
    .returning({ count: requestLimits.count });
  if (rows.length > 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: await secondsUntil(db, key, sql`${requestLimits.windowStart} + make_interval(secs => ${windowSeconds})`) };
}

/**
 * Growing delays: the first `free` attempts pass at once; after that each attempt must wait
 * `firstDelaySeconds`, doubling with every further attempt up to `maxDelaySeconds`, counted from the
 * previous attempt. The count starts again after `forgetAfterSeconds` without attempts.
 */
export interface BackoffRule {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/** The wait before the next attempt once `count` attempts were counted (0 while some are free). */
export function backoffDelaySeconds(rule: BackoffRule, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.firstDelaySeconds * 2 ** (count - rule.free), rule.maxDelaySeconds);
}

export async function takeBackoff(db: Database, key: string, rule: BackoffRule): Promise<LimitDecision> {
  const forgotten = sql`${requestLimits.windowStart} < ${ago(rule.forgetAfterSeconds)}`;
  // The same schedule as backoffDelaySeconds, in SQL so that the check and the count are one step.
  const delay = sql`least(${rule.firstDelaySeconds}::float8 * power(2::float8, greatest(${requestLimits.count} - ${rule.free}, 0)), ${rule.maxDelaySeconds}::float8)`;
  const nextAllowed = sql`${requestLimits.windowStart} + make_interval(secs => ${delay})`;
  const rows = await db
    .insert(requestLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`now()`,
      },
      setWhere: sql`${forgotten} or ${requestLimits.count} < ${rule.free} or ${nextAllowed} <= now()`,
    })
    .returning({ count: requestLimits.count });
  if (rows.length > 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: await secondsUntil(db, key, nextAllowed) };
}

/** Gives back one counted attempt. */
export async function refundRequestLimit(db: Database, key: string): Promise<void> {
  await db
    .update(requestLimits)
    .set({ count: sql`greatest(${requestLimits.count} - 1, 0)` })
    .where(eq(requestLimits.key, key));
}

/** Forgets every attempt counted against `key`. */
export async function clearRequestLimit(db: Database, key: string): Promise<void> {
  await db.delete(requestLimits).where(eq(requestLimits.key, key));
}

async function secondsUntil(db: Database, key: string, at: ReturnType<typeof sql>): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${at}) - now()))::int` })
    .from(requestLimits)
    .where(eq(requestLimits.key, key));
  return Math.max(1, Number(row?.seconds ?? 1));
}
