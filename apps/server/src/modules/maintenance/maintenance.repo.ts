import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { rateLimit, requestLimits, session, verification } from '../../db/schema/index.js';

// Any constant shared by every instance (not the migration lock's): one purge runs at a time.
export const PURGE_LOCK_KEY = 720_132_014;

/**
 * Takes the purge lock for the rest of the transaction, or answers false at once when another
 * instance holds it. PGlite has one connection, so there it is always free.
 */
export async function tryPurgeLock(tx: Db): Promise<boolean> {
  const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`);
  return (res as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/** Runs a delete and answers how many rows it removed, the same way on pg and PGlite. */
async function countDeleted(db: Db, statement: SQL): Promise<number> {
  const res = await db.execute(sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** better-auth's sessions past their end: it refuses them already, the rows only take room. */
export const deleteExpiredSessions = (db: Db) => countDeleted(db, sql`delete from ${session} where ${session.expiresAt} < now()`);

/** Sign-in links, reset links, e-mail confirmations and OTPs past their end. */
export const deleteExpiredVerifications = (db: Db) =>
  countDeleted(db, sql`delete from ${verification} where ${verification.expiresAt} < now()`);

/**
 * The app's counters (lib/request-limit.ts) not touched for `retentionSeconds`: `window_start` is a
 * fixed window's start or a back-off's last attempt, so past the longest window or back-off memory
 * no limit reads the row any more.
 */
export const deleteStaleRequestLimits = (db: Db, retentionSeconds: number) =>
  countDeleted(db, sql`delete from ${requestLimits} where ${requestLimits.windowStart} < now() - make_interval(secs => ${retentionSeconds})`);

/** better-auth's own rate-limit counters (`last_request` in epoch milliseconds). */
export const deleteStaleAuthRateLimits = (db: Db, retentionSeconds: number) =>
  countDeleted(
    db,
    sql`delete from ${rateLimit} where ${rateLimit.lastRequest} < (extract(epoch from now()) * 1000)::bigint - ${retentionSeconds * 1000}::bigint`,
  );
