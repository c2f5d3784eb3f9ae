import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ExportCustomer, Language } from '@freshprice/shared';
import { rowsOf } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';
import { user, userRoles, verification } from '../../db/schema/index.js';

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
 * them (by name), by name then e-mail. The list offers only active customers with at least one list
 * (nobody else can be sent one); `id` reads that one customer as they are. A user without a role row is a
 * customer.
 */
export async function exportCustomers(db: Db, id?: string): Promise<ExportCustomer[]> {
  return rowsOf<ExportCustomer>(
    db,
    sql`select u.id, u.name, u.email, u.phone, u.language,
          coalesce((select json_agg(json_build_object('id', l.id, 'slug', l.slug, 'name', l.name) order by l.name, l.slug)
                      from price_list_shares s join price_lists l on l.id = s.price_list_id where s.user_id = u.id), '[]'::json) as lists
        from "user" u left join user_roles r on r.user_id = u.id
        where coalesce(r.role, 'customer') = 'customer'
          ${id === undefined ? sql`and u.disabled_at is null and exists (select 1 from price_list_shares s where s.user_id = u.id)` : sql`and u.id = ${id}`}
        order by u.name, u.email`,
  );
}

export interface ManagedUserRow {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'seller' | 'customer';
  emailVerified: boolean;
  invited: boolean;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const MANAGED = sql`select u.id, u.email, u.name, coalesce(r.role, 'customer') as role, u.email_verified as "emailVerified",
    not exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null) as invited,
    u.disabled_at is not null as disabled, ${iso('u.created_at')} as "createdAt", ${iso('u.updated_at')} as "updatedAt",
    case when u.last_sign_in_at is null then null else ${iso('u.last_sign_in_at')} end as "lastSignInAt"
  from "user" u left join user_roles r on r.user_id = u.id`;

/** A page of users by e-mail (keyset), filtered by part of the e-mail or name and by role. */
export async function managedUsers(db: Db, filter: { search?: string; role?: string; after?: { email: string; id: string } | null; limit: number }) {
  const where = [sql`true`];
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(u.email ilike ${like} or u.name ilike ${like})`);
  }
  if (filter.role) where.push(sql`coalesce(r.role, 'customer') = ${filter.role}`);
  if (filter.after) where.push(sql`(u.email, u.id) > (${filter.after.email}, ${filter.after.id})`);
  return rowsOf<ManagedUserRow>(db, sql`${MANAGED} where ${sql.join(where, sql` and `)} order by u.email, u.id limit ${filter.limit}`);
}

export async function managedUser(db: Db, id: string): Promise<ManagedUserRow | null> {
  const [row] = await rowsOf<ManagedUserRow>(db, sql`${MANAGED} where u.id = ${id}`);
  return row ?? null;
}

/** Admins who can sign in, other than `except` (the one being demoted, disabled or deleted). */
export async function otherEnabledAdmins(db: Db, except: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from user_roles r join "user" u on u.id = r.user_id where r.role = 'admin' and u.disabled_at is null and u.id <> ${except}`,
  );
  return row?.n ?? 0;
}

/** Serialises the last-admin checks: two admins demoting each other at once cannot both succeed. */
export async function lockAdmins(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('user-admins'))`);
}

export async function setDisabled(db: Db, id: string, disabled: boolean) {
  await db.update(user).set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` }).where(eq(user.id, id));
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(user).where(eq(user.id, id));
}

/** Ends every link a user was mailed to choose a password (invitations and resets). */
export async function dropPasswordLinks(db: Db, id: string) {
  await db.delete(verification).where(and(eq(verification.value, id), sql`${verification.identifier} like 'reset-password:%'`));
}

export async function setLanguage(db: Db, id: string, language: Language) {
  await db.update(user).set({ language }).where(eq(user.id, id));
}

export async function languageOf(db: Db, id: string): Promise<Language | null> {
  const [row] = await db.select({ language: user.language }).from(user).where(eq(user.id, id));
  return (row?.language as Language | null | undefined) ?? null;
}

export async function touchUser(db: Db, id: string) {
  await db.update(user).set({ updatedAt: sql`now()` }).where(eq(user.id, id));
}

/** The lists shared with a user, by name. */
export async function sharedLists(db: Db, userId: string) {
  return rowsOf<{ id: string; slug: string; name: string }>(
    db,
    sql`select l.id, l.slug, l.name from price_list_shares s join price_lists l on l.id = s.price_list_id where s.user_id = ${userId} order by l.name, l.slug`,
  );
}

export async function setUserRole(db: Db, id: string, role: 'admin' | 'seller' | 'customer') {
  await db
    .insert(userRoles)
    .values({ userId: id, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: sql`now()` } });
}
