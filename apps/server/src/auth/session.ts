import { parse, parseSigned } from 'hono/utils/cookie';
import { isStaff, STAFF_IDLE_HOURS, toRole } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import type { Actor } from './actor.js';
import type { Auth } from './auth.js';
import { deleteSessionById, findSessionActor, findUserActor, touchSession, type SessionActorRow } from './auth.repo.js';

/** A seller's or admin's session ends after this long without a request (customers keep the usual lifetime). */
export const STAFF_IDLE_LIMIT_MS = STAFF_IDLE_HOURS * 60 * 60 * 1000;
/** A staff session's last use is written at most this often (a write per request would cost too much). */
export const STAFF_TOUCH_EVERY_MS = 5 * 60 * 1000;


/** The actor of a row: staff without two-step verification, while the admin setting requires it, must enrol first. */
function actorOf(row: Omit<SessionActorRow, 'expiresAt' | 'sessionId'>, sessionId: string): Actor {
  const role = toRole(row.role);
  const twoFactorSetupRequired = isStaff(role) && row.staffTwoFactorRequired && !row.twoFactorEnabled;
  return { id: row.userId, email: row.email, name: row.name, role, sessionId, twoFactorSetupRequired };
}

/**
 * Resolves the caller of a request with one database statement: session, user and role together
 * (auth.repo.ts). better-auth's getSession costs two statements before the role is even read;
 * it is called only when the session is due to be extended, which it does with a write about once a
 * day per session. Nothing is cached, so a revoked session or a changed role counts from the next
 * request on. A seller's or admin's session unused for 12 hours ends (STAFF_IDLE_LIMIT_MS). A user without a role row, or with an unknown role, is a customer: doubt never widens
 * access, and a failing query throws rather than guessing.
 */
export function createSessionResolver(auth: Auth, db: Database) {
  return async (headers: Headers): Promise<Actor | null> => {
    const ctx = await auth.$context;
    // An API token (POST /api/auth/token) acts as its user, with their role as it is now; a disabled
    // user's token stops working at once, as their sessions do.
    const bearer = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/.exec(headers.get('authorization') ?? '')?.[1];
    if (bearer) {
      const verified = await auth.api.verifyJWT({ body: { token: bearer } }).catch(() => null);
      const payload = verified?.payload as { sub?: string; sid?: unknown } | null | undefined;
      if (!payload?.sub || typeof payload.sid !== 'string') return null;
      const row = await findUserActor(db, payload.sub, payload.sid);
      return row ? actorOf(row, payload.sid) : null;
    }
    const header = headers.get('cookie') ?? '';
    // better-auth signs its cookie as hono does (`value.base64(HMAC-SHA256)`): hono checks it.
    const signed = await parseSigned(header, ctx.secret, ctx.authCookies.sessionToken.name);
    const token = signed[ctx.authCookies.sessionToken.name];
    if (!token) return null;
    const row = await findSessionActor(db, token);
    if (!row) return null;
    // Staff sessions end after 12 hours unused: the session is deleted, so better-auth's own routes
    // refuse it too, and the web app shows sign-in as for any expired session.
    if (isStaff(toRole(row.role))) {
      const idle = Date.now() - row.updatedAt.getTime();
      if (idle > STAFF_IDLE_LIMIT_MS) {
        await deleteSessionById(db, row.sessionId);
        return null;
      }
      if (idle > STAFF_TOUCH_EVERY_MS) await touchSession(db, row.sessionId);
    }
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const dueForRefresh = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    // A "don't remember me" session is never extended, as in better-auth.
    if (dueForRefresh && !(ctx.authCookies.dontRememberToken.name in parse(header, ctx.authCookies.dontRememberToken.name))) {
      if (!(await auth.api.getSession({ headers }))) return null;
    }
    return actorOf(row, row.sessionId);
  };
}
