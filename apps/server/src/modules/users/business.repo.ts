import { eq, sql } from 'drizzle-orm';
import type { Business, BusinessInput, Language } from '@freshprice/shared';
import { rowsOf } from '../../db/statements.js';
import type { Db } from '../../db/tx.js';
import { user } from '../../db/schema/index.js';

/** A customer's business with what ordering needs of the account: who they are and the language they read. */
export interface BusinessRow extends Business {
  id: string;
  email: string;
  name: string;
  language: Language | null;
  role: string;
}

const COLUMNS = sql`u.id, u.email, u.name, u.language, coalesce(r.role, 'customer') as role,
  u.company_name as company, u.delivery_address as address, u.business_size as size, u.delivery_days as "deliveryDays",
  u.substitutions_allowed as substitutions, u.substitution_limit as "substitutionLimit",
  u.minimum_waived as "minimumWaived", u.late_order_allowed as "lateOrderAllowed", u.quickbooks_name as "quickbooksName"`;

/** The user's business; `lock` holds the row until the transaction ends (one order of a customer at a time). */
export async function businessOf(db: Db, userId: string, options: { lock?: boolean } = {}): Promise<BusinessRow | undefined> {
  const [row] = await rowsOf<BusinessRow>(
    db,
    sql`select ${COLUMNS} from "user" u left join user_roles r on r.user_id = u.id where u.id = ${userId}${options.lock ? sql` for no key update of u` : sql``}`,
  );
  return row;
}

export async function writeBusiness(db: Db, userId: string, input: BusinessInput) {
  const set: Partial<typeof user.$inferInsert> = {};
  if (input.company !== undefined) set.companyName = input.company || null;
  if (input.address !== undefined) set.deliveryAddress = input.address || null;
  if (input.size !== undefined) set.businessSize = input.size;
  if (input.deliveryDays !== undefined) set.deliveryDays = input.deliveryDays;
  if (input.substitutions !== undefined) set.substitutionsAllowed = input.substitutions;
  if (input.substitutionLimit !== undefined) set.substitutionLimit = input.substitutionLimit;
  if (input.minimumWaived !== undefined) set.minimumWaived = input.minimumWaived;
  if (input.lateOrderAllowed !== undefined) set.lateOrderAllowed = input.lateOrderAllowed;
  if (input.quickbooksName !== undefined) set.quickbooksName = input.quickbooksName || null;
  if (!Object.keys(set).length) return;
  await db.update(user).set({ ...set, updatedAt: sql`now()` }).where(eq(user.id, userId));
}

/** The one order past the cutoff staff allowed has been placed. */
export async function useLateOrder(db: Db, userId: string) {
  await db.update(user).set({ lateOrderAllowed: false }).where(eq(user.id, userId));
}
