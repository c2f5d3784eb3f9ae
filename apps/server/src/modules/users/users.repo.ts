import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { user, userRoles } from '../../db/schema/index.js';

/** Users with the customer role (of those ids, when given), by name then e-mail. */
export async function customers(db: Db, ids?: string[]) {
  if (ids && !ids.length) return [];
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(userRoles.role, 'customer'), ids ? inArray(user.id, ids) : undefined))
    .orderBy(asc(user.name), asc(user.email));
}
