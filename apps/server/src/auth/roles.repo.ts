import { eq, sql } from 'drizzle-orm';
import type { Language, Role } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import { user, userRoles } from '../db/schema/index.js';

/** Sets the role (staff and the CLI); `onlyIfMissing` keeps one that is already there. */
export async function setRole(
  db: Database,
  userId: string,
  role: Role,
  opts: { onlyIfMissing?: boolean } = {},
): Promise<void> {
  const insert = db.insert(userRoles).values({ userId, role });
  if (opts.onlyIfMissing) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: sql`now()` } });
}

/** Sets the phone number and preferred language given (the CLI, demo and test users); absent ones stay. */
export async function setContact(db: Database, userId: string, contact: { phone?: string; language?: Language }): Promise<void> {
  await db.update(user).set(contact).where(eq(user.id, userId));
}

/** Whether an admin disabled the user (no session may be created for them). */
export async function isDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: user.disabledAt }).from(user).where(eq(user.id, userId));
  return Boolean(row?.at);
}

export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db.update(user).set({ lastSignInAt: sql`now()` }).where(eq(user.id, userId));
}

/** The address an account has now (lower case), or null for an account not created yet. */
export async function storedEmail(db: Database, userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email.toLowerCase() ?? null;
}

/**
 * Claims a TOTP code for a user: true the first time, false when the same code was accepted (or
 * tried) in the last 2 minutes, the span within which a code is valid. Atomic, so two requests with
 * one code cannot both pass.
 */
export async function claimTotpCode(db: Database, userId: string, code: string): Promise<boolean> {
  const rows = await db.execute(sql`insert into totp_used_codes (user_id, code) values (${userId}, ${code})
    on conflict (user_id, code) do update set used_at = now() where totp_used_codes.used_at < now() - interval '2 minutes'
    returning 1`);
  return ((rows as unknown as { rows: unknown[] }).rows ?? []).length > 0;
}

export async function twoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return Boolean(row?.on);
}

/** The language an account chose for its mail, by address; null when none was chosen (or no such account). */
export async function preferredLanguage(db: Database, email: string): Promise<Language | null> {
  const [row] = await db.select({ language: user.language }).from(user).where(eq(user.email, email.toLowerCase()));
  return row?.language === 'en' || row?.language === 'es' ? row.language : null;
}
