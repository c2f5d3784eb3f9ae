import { pino } from 'pino';
import type { MiddlewareHandler } from 'hono';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: ['password', '*.password', 'newPassword', '*.newPassword', 'token', '*.token'], remove: true },
  });
}

/** A request that takes longer than a person waits without noticing is worth a warning in the log. */
/**
 * A path as the log may keep it: the one-time tokens of mailed links (a substitute's answer, a
 * standing order's draft) act without signing in, so they never reach a log.
 */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/substitutions|\/api\/standing-order-drafts\/by-token)\/[^/]+/, '$1/…');
}

export function logSlowRequests(logger: Logger, thresholdMs: number): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    if (ms >= thresholdMs) logger.warn({ method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms }, 'slow request');
  };
}
