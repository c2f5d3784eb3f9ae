import { sql } from 'drizzle-orm';
import type { Role } from '@freshprice/shared';
import type { Database } from '../db/client.js';
import { userRoles } from '../db/schema/index.js';

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
