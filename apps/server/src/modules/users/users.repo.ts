import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { user, userRoles } from '../../db/schema/index.js';

/** Users with the customer role, by name then e-mail. */
export function customers(db: Db) {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(userRoles.role, 'customer'))
    .orderBy(asc(user.name), asc(user.email));
}
