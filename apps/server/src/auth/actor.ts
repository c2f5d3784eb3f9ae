import type { MiddlewareHandler } from 'hono';
import { isAllowed, type Access, type Role } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import { forbidden, twoFactorSetupRequired, unauthenticated } from '../lib/errors.js';
import type { Auth } from './auth.js';
import { createSessionResolver } from './session.js';

/** Who is calling. Services take it as `actor`; `null` is an anonymous visitor. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session the request came with (an API token's too); absent for calls the server makes itself. */
  sessionId?: string;
  /**
   * Staff without two-step verification while the admin setting requires it: only their profile
   * (and better-auth's own routes: enrolment, sign-out) work until they turn it on.
   */
  twoFactorSetupRequired?: boolean;
}

/** What staff who must enrol in two-step verification may still reach (the profile, where they enrol). */
const ALLOWED_BEFORE_TWO_FACTOR: ReadonlySet<Access> = new Set(['profile.manage']);

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
  if (actor.twoFactorSetupRequired && !ALLOWED_BEFORE_TWO_FACTOR.has(access)) throw twoFactorSetupRequired();
  return actor;
}

export interface AppEnv {
  Variables: {
    /** Resolves the caller once per request, on first use. */
    actor: () => Promise<Actor | null>;
  };
}

export function actorMiddleware(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  const resolve = createSessionResolver(auth, db);
  return async (c, next) => {
    let pending: Promise<Actor | null> | undefined;
    c.set('actor', () => {
      pending ??= resolve(c.req.raw.headers);
      return pending;
    });
    await next();
  };
}

/** Every API route declares what it requires; this enforces it before the handler runs. */
export function requireAccess(access: Access): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (access !== 'public') authorize(await c.var.actor(), access);
    await next();
  };
}
