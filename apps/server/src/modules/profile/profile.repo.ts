import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Profile, UpdateProfileInput } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { session, user } from '../../db/schema/index.js';

export async function profileOf(db: Db, id: string): Promise<Profile | null> {
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, phone: user.phone, language: user.language, emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, id));
  return row ? { ...row, language: row.language === 'en' || row.language === 'es' ? row.language : null } : null;
}

export async function updateProfile(db: Db, id: string, input: UpdateProfileInput) {
  await db
    .update(user)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(user.id, id));
}

/** The user's sessions that have not expired, the most recently used first (no tokens). */
export async function sessionsOf(db: Db, userId: string) {
  return db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: sql<string>`to_char(${session.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      updatedAt: sql<string>`to_char(${session.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt), session.id)
    .limit(200);
}

/** Ends one of the user's own sessions; false when they have none with that id. */
export async function deleteSession(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(session).where(and(eq(session.userId, userId), eq(session.id, id))).returning({ id: session.id });
  return rows.length > 0;
}
