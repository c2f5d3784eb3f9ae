import { eq, sql } from 'drizzle-orm';
import type { SecuritySettings } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { securitySettings, user } from '../../db/schema/index.js';

/** The one row of settings; before any change, the defaults (nothing required). */
export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const [row] = await db.select({ requireStaffTwoFactor: securitySettings.requireStaffTwoFactor }).from(securitySettings).where(eq(securitySettings.id, 1));
  return { requireStaffTwoFactor: row?.requireStaffTwoFactor ?? false };
}

export async function writeSecuritySettings(db: Db, settings: SecuritySettings, userId: string): Promise<void> {
  await db
    .insert(securitySettings)
    .values({ id: 1, ...settings, updatedBy: userId })
    .onConflictDoUpdate({ target: securitySettings.id, set: { ...settings, updatedBy: userId, updatedAt: sql`now()` } });
}

export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return Boolean(row?.on);
}
