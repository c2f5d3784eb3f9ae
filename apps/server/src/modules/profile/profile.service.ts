import type { ChangeEmailInput, Profile, SessionInfo, UpdateProfileInput } from '@freshprice/shared';
import type { Auth } from '../../auth/auth.js';
import { authorize, type ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError, rateLimited } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { emailChangeNoticeMail } from '../../lib/mail-templates.js';
import { requestLanguage } from '../../auth/mail-language.js';
import { takeRequestLimit } from '../../lib/request-limit.js';
import * as repo from './profile.repo.js';

/** A user's own details: name, phone (the WhatsApp export's number), language, and a new e-mail address. */
export function createProfileService(deps: { db: Database; auth: Auth; mailer?: Mailer; baseUrl?: string }) {
  const { db, auth } = deps;

  async function read(id: string): Promise<Profile> {
    const profile = await repo.profileOf(db, id);
    if (!profile) throw new AppError('not_found', 'User not found');
    return profile;
  }

  return {
    async get({ actor }: ServiceCall): Promise<Profile> {
      return read(authorize(actor, 'profile.manage').id);
    },

    /** The caller's own sessions, by id, with the one this request came with marked. */
    async sessions({ actor }: ServiceCall): Promise<{ items: SessionInfo[] }> {
      const caller = authorize(actor, 'profile.manage');
      const rows = await repo.sessionsOf(db, caller.id);
      return { items: rows.map((r) => ({ ...r, current: r.id === caller.sessionId })) };
    },

    /** Signs one of the caller's own sessions out on the server; another user's is "not found". */
    async revokeSession({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      const caller = authorize(actor, 'profile.manage');
      if (!(await repo.deleteSession(db, caller.id, input.id))) throw new AppError('not_found', 'Session not found');
    },

    async update({ actor, input }: ServiceCall<UpdateProfileInput>): Promise<Profile> {
      const caller = authorize(actor, 'profile.manage');
      await repo.updateProfile(db, caller.id, input);
      return read(caller.id);
    },

    /**
     * Checks the password, then has better-auth mail a confirmation link to the new address; the
     * address changes only when that link is opened. A taken address gets the same answer (no mail).
     */
    async changeEmail({ actor, input, headers }: ServiceCall<ChangeEmailInput> & { headers: Headers }): Promise<void> {
      const caller = authorize(actor, 'profile.manage');
      // Five tries of the password per quarter hour: a stolen session cannot guess it here.
      const tries = await takeRequestLimit(db, `profile-password:${caller.id}`, 5, 15 * 60);
      if (!tries.allowed) throw rateLimited('Too many tries. Wait a few minutes and try again.', tries.retryAfterSeconds);
      const ctx = await auth.$context;
      const account = await ctx.internalAdapter.findCredentialAccount(caller.id);
      if (!account?.password || !(await ctx.password.verify({ hash: account.password, password: input.password }))) {
        throw new AppError('validation_failed', 'The password is not right.', { password: 'passwordWrong' });
      }
      if (input.newEmail.trim().toLowerCase() === caller.email) throw new AppError('validation_failed', 'That is your address already.', { newEmail: 'emailSame' });
      const newEmail = input.newEmail.trim().toLowerCase();
      await auth.api.changeEmail({ body: { newEmail, callbackURL: '/profile' }, headers });
      if (deps.mailer && deps.baseUrl) {
        const language = (await read(caller.id)).language ?? requestLanguage(headers) ?? 'en';
        await deps.mailer.send(emailChangeNoticeMail(caller.email, newEmail, `${deps.baseUrl}/forgot-password`, language));
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
