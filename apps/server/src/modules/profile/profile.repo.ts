import { eq, sql } from 'drizzle-orm';
import type { Profile, UpdateProfileInput } from '@freshprice/shared';
import type { Db } from '../../db/tx.js';
import { user } from '../../db/schema/index.js';

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
