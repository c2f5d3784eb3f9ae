import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { securitySettings, session, user, userRoles } from '../db/schema/index.js';

/** better-auth's own tables, through its drizzle adapter. */
export function authStore(db: Database) {
  return drizzleAdapter(db, { provider: 'pg', schema });
}

export interface SessionActorRow {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  /** Null when the user has no role row (the caller treats that as a customer). */
  role: string | null;
  expiresAt: Date;
  /** The session's last use (bumped at most every few minutes for staff; see session.ts). */
  updatedAt: Date;
  twoFactorEnabled: boolean;
  /** The admin setting: staff must have two-step verification. */
  staffTwoFactorRequired: boolean;
}

/** The admin setting, read in the same statement as the session (no row: off). */
const staffTwoFactorRequired = sql<boolean>`coalesce((select ${securitySettings.requireStaffTwoFactor} from ${securitySettings} where ${securitySettings.id} = 1), false)`;

const prepared = new WeakMap<Database, ReturnType<typeof prepareSessionActor>>();

/**
 * Read on every signed-in request, so the statement is built once per database handle and prepared
 * by name: drizzle does not rebuild the SQL and the server does not re-plan it on each request.
 */
function prepareSessionActor(db: Database) {
  return db
    .select({
      sessionId: session.id,
      userId: user.id,
      email: user.email,
      name: user.name,
      role: userRoles.role,
      expiresAt: session.expiresAt,
      updatedAt: session.updatedAt,
      twoFactorEnabled: user.twoFactorEnabled,
      staffTwoFactorRequired,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userRoles, eq(userRoles.userId, session.userId))
    // A disabled user's sessions are deleted; this also refuses any that slipped through meanwhile.
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`), isNull(user.disabledAt)))
    .prepare('find_session_actor');
}

/**
 * The session of `token`, its user and the user's role in ONE statement, read on every request (no
 * cache: a revoked or expired session, or a changed role, counts from the next request on).
 */
export async function findSessionActor(db: Database, token: string): Promise<SessionActorRow | null> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareSessionActor(db)));
  const [row] = await statement.execute({ token });
  return row ?? null;
}

/**
 * The user an API token names, with their role, while the session it was minted from lasts and the
 * user is not disabled.
 */
export async function findUserActor(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<Omit<SessionActorRow, 'expiresAt' | 'sessionId'> | null> {
  const [row] = await db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      role: userRoles.role,
      updatedAt: session.updatedAt,
      twoFactorEnabled: user.twoFactorEnabled,
      staffTwoFactorRequired,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(session.id, sessionId), eq(user.id, userId), gt(session.expiresAt, sql`now()`), isNull(user.disabledAt)));
  return row ?? null;
}

/** Notes that a session was just used (the staff idle limit counts from here). */
export async function touchSession(db: Database, sessionId: string): Promise<void> {
  await db.update(session).set({ updatedAt: sql`now()` }).where(eq(session.id, sessionId));
}

/** Ends a session on the server (the staff idle limit passed): better-auth no longer finds it either. */
export async function deleteSessionById(db: Database, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}
