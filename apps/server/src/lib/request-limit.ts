import type { Database } from '../db/client.js';
import {
  backoffAllows,
  backoffNextAllowed,
  countAttempt,
  countBelow,
  decrementAttempt,
  deleteLimit,
  secondsUntil,
  startedBefore,
  startPlus,
} from '../modules/limits/limits.repo.js';

/**
 * Counters in `request_limits`, shared by every instance: each decision is one atomic statement
 * (modules/limits/limits.repo.ts). Fixed-window limits keep the window's start in `window_start`;
 * back-off limits keep the time of the last counted attempt there.
 */

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against `key` in a fixed window. Returns false once `max` requests were made
 * in the window (requests over the limit keep counting).
 */
export async function consumeRequestLimit(db: Database, key: string, max: number, windowSeconds: number) {
  const count = await countAttempt(db, key, { reset: startedBefore(windowSeconds) });
  return (count ?? 1) <= max;
}

/**
 * Like consumeRequestLimit, but a refused request is not counted, and a counted one can be given
 * back with refundRequestLimit (to count only the attempts that turn out to be failures).
 */
export async function takeRequestLimit(db: Database, key: string, max: number, windowSeconds: number): Promise<LimitDecision> {
  const counted = await countAttempt(db, key, { reset: startedBefore(windowSeconds), allow: countBelow(max) });
  if (counted !== null) return { allowed: true };
  return { allowed: false, retryAfterSeconds: await secondsUntil(db, key, startPlus(windowSeconds)) };
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
  // The schedule is checked in SQL so that the check and the count are one step.
  const counted = await countAttempt(db, key, {
    reset: startedBefore(rule.forgetAfterSeconds),
    allow: backoffAllows(rule),
    restartWindow: true,
  });
  if (counted !== null) return { allowed: true };
  return { allowed: false, retryAfterSeconds: await secondsUntil(db, key, backoffNextAllowed(rule)) };
}

/** Gives back one counted attempt. */
export function refundRequestLimit(db: Database, key: string): Promise<void> {
  return decrementAttempt(db, key);
}

/** Forgets every attempt counted against `key`. */
export function clearRequestLimit(db: Database, key: string): Promise<void> {
  return deleteLimit(db, key);
}
