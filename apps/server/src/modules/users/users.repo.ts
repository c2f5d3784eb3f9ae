import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ExportCustomer } from '@freshprice/shared';
import { rowsOf } from '../../db/statements.js';
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

/**
 * Customers as the export page sends to them: their number, their language and the lists shared with
 * them (by name), by name then e-mail; one customer when `id` is given. A user without a role row is a
 * customer.
 */
export async function exportCustomers(db: Db, id?: string): Promise<ExportCustomer[]> {
  return rowsOf<ExportCustomer>(
    db,
    sql`select u.id, u.name, u.email, u.phone, u.language,
          coalesce((select json_agg(json_build_object('id', l.id, 'slug', l.slug, 'name', l.name) order by l.name, l.slug)
                      from price_list_shares s join price_lists l on l.id = s.price_list_id where s.user_id = u.id), '[]'::json) as lists
        from "user" u left join user_roles r on r.user_id = u.id
        where coalesce(r.role, 'customer') = 'customer' ${id === undefined ? sql`` : sql`and u.id = ${id}`}
        order by u.name, u.email`,
  );
}
