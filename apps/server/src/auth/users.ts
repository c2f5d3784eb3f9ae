import type { Role } from '@freshprice/shared';
import type { Auth } from './auth.js';
import type { Database } from '../db/client.js';
import { setRole } from './roles.js';

/** Creates the user, or updates the password and role of an existing one. */
export async function upsertUser(
  auth: Auth,
  db: Database,
  input: { email: string; password?: string; role: Role; name?: string },
): Promise<{ created: boolean; userId: string }> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) {
    if (input.password) {
      if (input.password.length < ctx.password.config.minPasswordLength) {
        throw new Error(`Password must be at least ${ctx.password.config.minPasswordLength} characters`);
      }
      await ctx.internalAdapter.updatePassword(existing.user.id, await ctx.password.hash(input.password));
    }
    await setRole(db, existing.user.id, input.role);
    return { created: false, userId: existing.user.id };
  }
  if (!input.password) throw new Error('A password is required to create a user');
  const { user } = await auth.api.signUpEmail({
    body: { email, password: input.password, name: input.name ?? email.split('@')[0] ?? email },
  });
  // Created by staff, who vouch for the address: a later magic-link sign-in must not treat the
  // password as unproven and remove it (better-auth does that for self-registered, unverified e-mail).
  await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
  await setRole(db, user.id, input.role);
  return { created: true, userId: user.id };
}
