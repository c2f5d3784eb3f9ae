import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../auth/actor.js';
import type { Database } from '../db/client.js';
import { currentRevision, type RevisionScope } from '../modules/revisions/revisions.repo.js';

export interface ConditionalGetOptions {
  /** Whose counter the answer depends on: any write to its tables changes the ETag. */
  scope: RevisionScope;
  /** The answer differs by caller (prices a role or a user may see): the caller is part of the ETag. */
  perCaller?: boolean;
  /**
   * The answer also depends on the date (marks of changes in the last days, which expire without any
   * write): the current UTC day is part of the ETag, so a copy from another day is never answered 304.
   */
  perDay?: boolean;
}

/**
 * Conditional GET for reads that depend only on one revision scope, the URL and (optionally) the
 * caller. One primary-key read of the revision replaces the handler's queries when the client's
 * copy is current: 304, no body. `Cache-Control: no-store` still applies (app.ts): browsers keep no
 * copy of their own, the web app keeps it and sends `If-None-Match` itself.
 *
 * The revision is read before the handler, so a write that lands while the handler runs yields a tag
 * older than the body: the next request then gets a 200 again, never a stale 304.
 */
export function conditionalGet(db: Database, options: ConditionalGetOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    // The two reads are independent: sent together, a 304 waits for one round trip, not two.
    const [revision, actor] = await Promise.all([currentRevision(db, options.scope), options.perCaller ? c.var.actor() : null]);
    const parts = [options.scope, String(revision), url.pathname + url.search];
    if (options.perCaller) parts.push(actor ? `${actor.role}:${actor.id}` : 'anon');
    if (options.perDay) parts.push(new Date().toISOString().slice(0, 10));
    // Hashed, so the tag reveals neither the caller's id nor the revision count.
    const etag = `W/"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;
    if (ifNoneMatchHits(c.req.header('If-None-Match'), etag)) {
      c.header('ETag', etag);
      return c.body(null, 304);
    }
    await next();
    if (c.res.status === 200) c.res.headers.set('ETag', etag);
  };
}

/** RFC 9110 13.1.2: weak comparison, a list of tags or `*`. */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === mine);
}
