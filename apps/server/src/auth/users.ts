import type { Language, Role } from '@freshprice/shared';
import type { Auth } from './auth.js';
import type { Database } from '../db/client.js';
import { setContact, setRole } from './roles.repo.js';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords.js';

type Contact = { phone?: string; language?: Language };

/** Creates the user, or updates the password and role of an existing one (and the phone and language given). */
export async function upsertUser(
  auth: Auth,
  db: Database,
  input: { email: string; password?: string; role: Role; name?: string } & Contact,
): Promise<{ created: boolean; userId: string }> {
  const result = await upsertAccount(auth, db, input);
  if (input.phone !== undefined || input.language !== undefined) {
    await setContact(db, result.userId, { phone: input.phone, language: input.language });
  }
  return result;
}

async function upsertAccount(auth: Auth, db: Database, input: { email: string; password?: string; role: Role; name?: string }) {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const existing = await ctx.internalAdapter.findUserByEmail(email);
  if (existing) {
    if (input.password) {
      checkPasswordLength(ctx.password.config, input.password);
      await ctx.internalAdapter.updatePassword(existing.user.id, await ctx.password.hash(input.password));
    }
    await setRole(db, existing.user.id, input.role);
    return { created: false, userId: existing.user.id };
  }
  if (!input.password) throw new Error('A password is required to create a user');
  checkPasswordLength(ctx.password.config, input.password);
  // Created by staff, who vouch for the address: verified at once, with no confirmation mail, and
  // a later magic-link sign-in does not treat the password as unproven and remove it.
  const user = await ctx.internalAdapter.createUser({ email, name: input.name ?? defaultName(email), emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  await setRole(db, user.id, input.role);
  return { created: true, userId: user.id };
}

function checkPasswordLength(config: { minPasswordLength: number; maxPasswordLength: number }, password: string) {
  if (password.length < config.minPasswordLength) {
    throw new Error(`Password must be at least ${config.minPasswordLength} characters`);
  }
  if (password.length > config.maxPasswordLength) {
    throw new Error(`Password must be at most ${config.maxPasswordLength} characters`);
  }
  if (isCommonPassword(password)) throw new Error(COMMON_PASSWORD.message);
}

/** The mailbox name, without the symbols (ana+orders) a person's name may not contain. */
export function defaultName(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.replace(/[^\p{L}\p{M}\p{N}\p{P}]+/gu, ' ').trim().slice(0, 100) || 'Customer';
}
