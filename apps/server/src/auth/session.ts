import { parse, parseSigned } from 'hono/utils/cookie';
import { toRole } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import type { Actor } from './actor.js';
import type { Auth } from './auth.js';
import { findSessionActor, findUserActor } from './auth.repo.js';

/**
 * Resolves the caller of a request with one database statement: session, user and role together
 * (auth.repo.ts). better-auth's getSession costs two statements before the role is even read;
 * it is called only when the session is due to be extended, which it does with a write about once a
 * day per session. Nothing is cached, so a revoked session or a changed role counts from the next
 * request on. A user without a role row, or with an unknown role, is a customer: doubt never widens
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
      return row ? { id: row.userId, email: row.email, name: row.name, role: toRole(row.role), sessionId: payload.sid } : null;
    }
    const header = headers.get('cookie') ?? '';
    // better-auth signs its cookie as hono does (`value.base64(HMAC-SHA256)`): hono checks it.
    const signed = await parseSigned(header, ctx.secret, ctx.authCookies.sessionToken.name);
    const token = signed[ctx.authCookies.sessionToken.name];
    if (!token) return null;
    const row = await findSessionActor(db, token);
    if (!row) return null;
    const { expiresIn, updateAge } = ctx.sessionConfig;
    const dueForRefresh = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    // A "don't remember me" session is never extended, as in better-auth.
    if (dueForRefresh && !(ctx.authCookies.dontRememberToken.name in parse(header, ctx.authCookies.dontRememberToken.name))) {
      if (!(await auth.api.getSession({ headers }))) return null;
    }
    return { id: row.userId, email: row.email, name: row.name, role: toRole(row.role), sessionId: row.sessionId };
  };
}
