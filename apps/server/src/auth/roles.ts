import { eq, sql } from 'drizzle-orm';
import { toRole, type Role } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import { userRoles } from '../db/schema/index.js';

/**
 * The role is read from the database on every request. A missing or unknown value is a customer:
 * doubt never widens access. A failing query throws, and the request fails rather than guessing.
 */
export async function findRole(db: Database, userId: string): Promise<Role> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return toRole(rows[0]?.role);
}

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
