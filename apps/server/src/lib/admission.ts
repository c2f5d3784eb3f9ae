import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { ClientGoneError } from './client-gone.js';
import { AppError } from './errors.js';

/**
 * A bounded door in front of the work that reaches the database (ADR 020).
 *
 * The embedded database runs every statement on the server's one thread, one at a time: a burst of
 * heavy reads queues inside it without bound, each waiting client's work still runs after the
 * client has gone, and the health check waits behind all of it. The door lets `concurrency` requests
 * work at once and `queue` more wait their turn, each for at most `maxWaitMs`; a request past either
 * bound is answered 503 `server_busy` with `Retry-After` at once, and a waiting request whose client
 * hangs up leaves the queue without running.
 */
export interface AdmissionLimits {
  /** Requests that may work at once. */
  concurrency: number;
  /** Requests that may wait for a turn; the next one is refused. */
  queue: number;
  /** The longest a request waits for its turn before it is refused. */
  maxWaitMs: number;
  /** What `Retry-After` tells a refused client, in seconds. */
  retryAfterSeconds: number;
}

/** The embedded database: one thread, so a few at once and a short queue; the PostgreSQL pool has ten connections. */
export const ADMISSION_LIMITS: Record<'pglite' | 'postgres', AdmissionLimits> = {
  pglite: { concurrency: 4, queue: 64, maxWaitMs: 5_000, retryAfterSeconds: 2 },
  postgres: { concurrency: 32, queue: 256, maxWaitMs: 10_000, retryAfterSeconds: 2 },
};

export const serverBusy = (retryAfterSeconds: number) =>
  new AppError('server_busy', 'The server is busy. Please try again in a few seconds.', undefined, retryAfterSeconds);

interface Waiter {
  admit: () => void;
  refuse: (err: Error) => void;
}

export interface AdmissionStats {
  active: number;
  waiting: number;
  /** Refused since start: the queue was full, or the wait was too long. */
  refused: number;
  /** Left the queue because their client hung up, without running. */
  abandoned: number;
}

export class Admission {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private refused = 0;
  private abandoned = 0;

  constructor(readonly limits: AdmissionLimits) {}

  stats(): AdmissionStats {
    return { active: this.active, waiting: this.waiting.length, refused: this.refused, abandoned: this.abandoned };
  }

  /**
   * Waits for a turn. Resolves with the function that gives the turn back (call it once, when the
   * work is done); rejects with `server_busy` past a bound, or with the signal's reason when the
   * client hangs up first.
   */
  enter(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (this.active < this.limits.concurrency && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.limits.queue) {
      this.refused++;
      return Promise.reject(serverBusy(this.limits.retryAfterSeconds));
    }
    return new Promise((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
      };
      const waiter: Waiter = {
        admit: () => {
          leave();
          resolve(this.releaser());
        },
        refuse: (err) => {
          leave();
          reject(err);
        },
      };
      const timer = setTimeout(() => {
        this.refused++;
        waiter.refuse(serverBusy(this.limits.retryAfterSeconds));
      }, this.limits.maxWaitMs);
      const onAbort = () => {
        this.abandoned++;
        waiter.refuse(abortReason(signal!));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting[0];
      // The turn passes straight to the first in line: `active` stays as it is.
      if (next) next.admit();
      else this.active--;
    };
  }
}

function abortReason(signal: AbortSignal): Error {
  return new ClientGoneError(String(signal.reason ?? 'aborted'));
}


/**
 * What the database layer knows of the request being served: its signal, so that a statement about
 * to run for a client that has hung up is not run (db/client.ts), and the time its statements took
 * on the embedded database (the per-user read limit charges it, lib/read-limit.ts).
 */
export interface RequestWork {
  signal?: AbortSignal;
  /** Milliseconds of statements run for this request (embedded database only; 0 on PostgreSQL). */
  dbMs: number;
}
const requestWork = new AsyncLocalStorage<RequestWork>();

/** Throws ClientGoneError when the request this code runs for was abandoned by its client. */
export function throwIfClientGone(): void {
  const signal = requestWork.getStore()?.signal;
  if (signal?.aborted) throw abortReason(signal);
}

/** The request this code runs for, if any. */
export function currentRequestWork(): RequestWork | undefined {
  return requestWork.getStore();
}

/** Runs `fn` as work of a request (see throwIfClientGone, currentRequestWork). */
export function runForRequest<T>(work: RequestWork, fn: () => T): T {
  return requestWork.run(work, fn);
}

/**
 * The door as middleware. `exempt` paths pass without a turn: the health check, which must answer
 * while the server is at its busiest (it runs one trivial statement). Only reads are dropped when
 * their client hangs up: a write, once received, waits its turn and runs to the end, so that a
 * save sent just before the tab closed is not lost.
 */
export function admissionGate(admission: Admission, exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const signal = read ? c.req.raw.signal : undefined;
    const release = await admission.enter(signal);
    try {
      await runForRequest({ signal, dbMs: 0 }, next);
    } finally {
      release();
    }
  };
}
