import type { MiddlewareHandler } from 'hono';
import { isAllowed, type Access, type Role } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import { forbidden, unauthenticated } from '../lib/errors.js';
import type { Auth } from './auth.js';
import { findRole } from './roles.js';

/** Who is calling. Services take it as `actor`; `null` is an anonymous visitor. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** What every service method takes: who is calling (null: an anonymous visitor) and the validated input. */
export interface ServiceCall<I = undefined> {
  actor: Actor | null;
  input: I;
}

/**
 * The permission check a service runs before anything else. Anonymous callers get `unauthenticated`,
 * signed-in callers without the permission `forbidden`; on success the caller is returned, known to
 * be signed in.
 */
export function authorize(actor: Actor | null, access: Exclude<Access, 'public'>): Actor {
  if (!actor) throw unauthenticated();
  if (!isAllowed(access, actor.role)) throw forbidden();
  return actor;
}

export interface AppEnv {
  Variables: {
    /** Resolves the caller once per request, on first use. */
    actor: () => Promise<Actor | null>;
  };
}

export function actorMiddleware(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let pending: Promise<Actor | null> | undefined;
    c.set('actor', () => {
      pending ??= (async () => {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (!session) return null;
        const role = await findRole(db, session.user.id);
        return { id: session.user.id, email: session.user.email, name: session.user.name, role };
      })();
      return pending;
    });
    await next();
  };
}

/** Every API route declares what it requires; this enforces it before the handler runs. */
export function requireAccess(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access !== 'public') {
      const actor = await c.var.actor();
      if (!actor) throw unauthenticated();
      if (!isAllowed(access, actor.role)) throw forbidden();
    }
    await next();
  };
}

/** The caller of a route that requires sign-in (requireAccess has already run). */
export async function signedIn(c: { var: AppEnv['Variables'] }): Promise<Actor> {
  const actor = await c.var.actor();
  if (!actor) throw unauthenticated();
  return actor;
}
