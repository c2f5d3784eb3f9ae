import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../auth/actor.js';
import { currentRequestWork } from './admission.js';
import { rateLimited } from './errors.js';
import { sessionCookieValue } from './session-cookie.js';

/**
 * Signed-in reads, limited per user (ADR 020): a token bucket of `burst` reads that refills at
 * `perSecond`. A person opening pages, switching lists and searching stays far below it; one
 * account that fires hundreds of reads at once gets `429` with `Retry-After` for what exceeds it,
 * before its reads take the database's time from everyone else. The buckets live in this process:
 * a limit meant to shed load is checked where the load lands, without a statement of its own.
 */
export interface ReadLimitRule {
  burst: number;
  perSecond: number;
}

export const READ_LIMIT: ReadLimitRule = { burst: 60, perSecond: 10 };

/** The two limiters (per session, per user) at `perSecond` reads, bursts of six times that; 0: none. */
export function readLimitersFor(perSecond: number): { session: ReadLimiter; user: ReadLimiter } {
  const rule = perSecond === 0 ? { burst: Infinity, perSecond: Infinity } : { burst: perSecond * 6, perSecond };
  return { session: new ReadLimiter(rule), user: new ReadLimiter(rule) };
}
/** Per user, a read costs one token per this many milliseconds of its statements: at most 40% of the embedded database. */
export const READ_COST_MS = 40;

/** Buckets untouched this long are full again and are forgotten. */
const FORGET_AFTER_MS = 60_000;

export class ReadLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = 0;

  constructor(
    readonly rule: ReadLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one read for `key`: 0 when allowed, else the seconds until one is available. */
  take(key: string): number {
    if (this.rule.burst === Infinity) return 0;
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.rule.burst, at: now };
    bucket.tokens = Math.min(this.rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rule.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return (1 - bucket.tokens) / this.rule.perSecond;
  }

  /** Takes `tokens` more from `key`'s bucket, which may go below zero (the next reads then wait longer). */
  charge(key: string, tokens: number): void {
    const bucket = this.buckets.get(key);
    if (bucket && tokens > 0) bucket.tokens -= tokens;
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < FORGET_AFTER_MS) return;
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) if (now - bucket.at > FORGET_AFTER_MS) this.buckets.delete(key);
  }
}

/** The session a request comes with: its session cookie's value, or its API token; null without one. */
export function sessionKey(headers: Headers): string | null {
  const cookie = sessionCookieValue(headers.get('cookie'));
  if (cookie) return `session:${cookie}`;
  const bearer = /^Bearer\s+(\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
  return bearer ? `token:${bearer}` : null;
}

/**
 * Counts every GET and HEAD against the bucket of `keyOf` (no key: not counted); past the limit,
 * `429 rate_limited` with Retry-After. Two are used (app.ts): per session, in front of the database
 * door, so that one browser's flood is shed before it takes a place in line or a statement; and per
 * user, once the access check knows the caller, so that several sessions of one user share a bucket.
 * With `costMs`, a read is charged one token per `costMs` its statements ran on the embedded
 * database (at least one; waits for a turn are not counted): a user cannot take more than
 * `perSecond` x `costMs` of the database's one thread a second, however heavy the reads.
 */
export function readLimit(
  limiter: ReadLimiter,
  keyOf: (c: Context<AppEnv>) => string | null | Promise<string | null>,
  costMs?: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const key = await keyOf(c);
    if (key === null) return next();
    const wait = limiter.take(key);
    if (wait > 0) throw rateLimited('Too many requests at once. Please wait a moment and try again.', wait);
    try {
      await next();
    } finally {
      const dbMs = currentRequestWork()?.dbMs ?? 0;
      if (costMs) limiter.charge(key, dbMs / costMs - 1);
    }
  };
}
