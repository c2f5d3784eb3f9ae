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
export function logSlowRequests(logger: Logger, thresholdMs: number): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    if (ms >= thresholdMs) logger.warn({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'slow request');
  };
}
