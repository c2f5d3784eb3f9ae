import { randomBytes } from 'node:crypto';
import {
  INVITE_DAYS,
  type Customer,
  type CursorPage,
  type InvitationCheck,
  type InviteUserInput,
  type ManagedUser,
  type Role,
  type UsersQuery,
  type Language,
} from '@freshprice/shared';
import type { Auth } from '../../auth/auth.js';
import { authorize, type Actor, type ServiceCall } from '../../auth/actor.js';
import { defaultName } from '../../auth/users.js';
import type { Database } from '../../db/client.js';
import type { Tx } from '../../db/tx.js';
import { AppError, invalidCursor, rateLimited } from '../../lib/errors.js';
import { takeRequestLimit } from '../../lib/request-limit.js';
import type { Mailer } from '../../lib/mail.js';
import { inviteMail } from '../../lib/mail-templates.js';
import { recordActivity } from '../activity/activity.service.js';
import { readFacts } from '../company/company.service.js';
import { createPriceListsService, findListByRef } from '../price-lists/price-lists.service.js';
import * as repo from './users.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitation links checked per client address: enough for people, far too few to guess a token. */
/** For other modules: the customers among these ids (sharing a list), and the customers an export lists. */
export { customers, exportCustomers } from './users.repo.js';
/** For the orders module, inside its transaction: a customer's business, and spending the late-order allowance. */
export { businessOf, useLateOrder, writeBusiness, type BusinessRow } from './business.repo.js';
export type { BusinessService } from './business.service.js';

export const INVITATION_CHECK_LIMIT = { max: 30, windowSeconds: 15 * 60 };
/** Invitations sent again per user: a slip of the finger is fine, a mail bomb is not. */
export const INVITATION_RESEND_LIMIT = { max: 3, windowSeconds: 60 * 60 };

const invitationIdentifier = (token: string) => `reset-password:${token}`;

export function createUsersService(deps: { db: Database; auth?: Auth; mailer?: Mailer; baseUrl?: string }) {
  const { db } = deps;
  const lists = createPriceListsService({ db });

  const needAuth = () => {
    if (!deps.auth || !deps.mailer || !deps.baseUrl) throw new Error('The users service needs auth, mailer and baseUrl to manage accounts');
    return { auth: deps.auth, mailer: deps.mailer, baseUrl: deps.baseUrl };
  };

  async function found(db: Database | Tx, id: string) {
    const user = await repo.managedUser(db, id);
    if (!user) throw new AppError('not_found', 'User not found');
    return user;
  }

  /** Refuses a change that would leave no enabled admin; call inside the transaction, after lockAdmins. */
  async function keepAnAdmin(tx: Tx, target: repo.ManagedUserRow) {
    if (target.role === 'admin' && !target.disabled && (await repo.otherEnabledAdmins(tx, target.id)) === 0) {
      throw new AppError('last_admin', 'This is the last admin: make another user admin first.');
    }
  }

  /** A fresh 7-day link to choose the password, mailed with who invited, the role and the address. */
  async function mailInvitation(caller: Actor, target: { id: string; email: string; role: Role; language: Language | null }) {
    const { auth, mailer, baseUrl } = needAuth();
    const token = randomBytes(24).toString('base64url');
    await (await auth.$context).internalAdapter.createVerificationValue({
      identifier: invitationIdentifier(token),
      value: target.id,
      expiresAt: new Date(Date.now() + INVITE_DAYS * DAY_MS),
    });
    const company = (await readFacts(db)).name;
    await mailer.send(
      inviteMail({
        to: target.email,
        url: `${baseUrl}/invitation?token=${token}`,
        company,
        days: INVITE_DAYS,
        inviter: { name: caller.name, email: caller.email },
        role: target.role,
        language: target.language,
      }),
    );
  }

  const record = (tx: Tx, caller: Actor, id: string, action: 'created' | 'updated' | 'deleted', details: Record<string, unknown>) =>
    recordActivity(tx, caller, [{ resourceType: 'users', resourceId: id, action, details }]);

  return {
    /** The customers staff may share price lists with. */
    async listCustomers({ actor }: ServiceCall): Promise<{ items: Customer[] }> {
      authorize(actor, 'prices.manage');
      return { items: await repo.customers(db) };
    },

    async list({ actor, input }: ServiceCall<UsersQuery>): Promise<CursorPage<ManagedUser>> {
      authorize(actor, 'users.manage');
      const rows = await repo.managedUsers(db, { search: input.search || undefined, role: input.role, after: input.cursor ? decodeCursor(input.cursor) : null, limit: input.limit + 1 });
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return { items: page, next: rows.length > input.limit && last ? Buffer.from(JSON.stringify([last.email, last.id])).toString('base64url') : null };
    },

    /** Creates the account (address vouched for by the admin) and mails a link to choose its password. */
    async invite({ actor, input }: ServiceCall<InviteUserInput>): Promise<ManagedUser> {
      const caller = authorize(actor, 'users.manage');
      const { auth } = needAuth();
      const ctx = await auth.$context;
      const email = input.email.trim().toLowerCase();
      if (await ctx.internalAdapter.findUserByEmail(email)) throw new AppError('conflict', 'A user with this e-mail address exists already.', { email: 'emailTaken' });
      const created = await ctx.internalAdapter.createUser({ email, name: input.name?.trim() || defaultName(email), emailVerified: true }, { method: 'admin' });
      await db.transaction(async (tx) => {
        await repo.setUserRole(tx, created.id, input.role);
        if (input.language) await repo.setLanguage(tx, created.id, input.language);
        await record(tx, caller, created.id, 'created', { name: email, new: { email, role: input.role } });
      });
      await mailInvitation(caller, { id: created.id, email, role: input.role, language: input.language ?? null });
      return found(db, created.id);
    },

    /**
     * Mails a new invitation to a user who has not chosen a password yet; the links sent before stop
     * working. At most INVITATION_RESEND_LIMIT an hour per user.
     */
    async resendInvitation({ actor, input }: ServiceCall<{ id: string }>): Promise<ManagedUser> {
      const caller = authorize(actor, 'users.manage');
      const target = await found(db, input.id);
      if (!target.invited) throw new AppError('conflict', 'This user has chosen a password already: send a password reset instead.', { id: 'notInvited' });
      if (target.disabled) throw new AppError('conflict', 'This user is disabled: enable them first.', { id: 'disabled' });
      const limit = await takeRequestLimit(db, `invitation:${target.id}`, INVITATION_RESEND_LIMIT.max, INVITATION_RESEND_LIMIT.windowSeconds);
      if (!limit.allowed) throw rateLimited('This invitation was sent several times in the last hour. Please try again later.', limit.retryAfterSeconds);
      await repo.dropPasswordLinks(db, target.id);
      await mailInvitation(caller, { id: target.id, email: target.email, role: target.role, language: await repo.languageOf(db, target.id) });
      await db.transaction((tx) => record(tx, caller, target.id, 'updated', { name: target.email, invitationSent: true }));
      return found(db, target.id);
    },

    /**
     * Whether an invitation link can still choose the password, without using it up: a live token of
     * a user who has none yet. Anything else (unknown, used, expired, disabled) is just `valid: false`.
     */
    async checkInvitation({ input }: ServiceCall<{ token: string; clientIp: string | undefined }>): Promise<InvitationCheck> {
      const limit = await takeRequestLimit(db, `invitation-check:${input.clientIp ?? 'unknown'}`, INVITATION_CHECK_LIMIT.max, INVITATION_CHECK_LIMIT.windowSeconds);
      if (!limit.allowed) throw rateLimited('Too many checks. Please try again later.', limit.retryAfterSeconds);
      const { auth } = needAuth();
      const found = await (await auth.$context).internalAdapter.findVerificationValue(invitationIdentifier(input.token));
      if (!found || new Date(found.expiresAt).getTime() <= Date.now()) return { valid: false };
      const user = await repo.managedUser(db, found.value);
      if (!user || !user.invited || user.disabled) return { valid: false };
      return { valid: true, email: user.email };
    },

    async setRole({ actor, input }: ServiceCall<{ id: string; role: Role }>): Promise<ManagedUser> {
      const caller = authorize(actor, 'users.manage');
      await db.transaction(async (tx) => {
        await repo.lockAdmins(tx);
        const target = await found(tx, input.id);
        if (target.role === input.role) return;
        if (input.role !== 'admin') await keepAnAdmin(tx, target);
        await repo.setUserRole(tx, target.id, input.role);
        await repo.touchUser(tx, target.id);
        await record(tx, caller, target.id, 'updated', { name: target.email, old: { role: target.role }, new: { role: input.role } });
      });
      return found(db, input.id);
    },

    /** Disabled: every session ends at once and no sign-in is accepted until enabled again. */
    async setDisabled({ actor, input }: ServiceCall<{ id: string; disabled: boolean }>): Promise<ManagedUser> {
      const caller = authorize(actor, 'users.manage');
      const { auth } = needAuth();
      if (input.disabled && input.id === caller.id) throw new AppError('conflict', 'You cannot disable your own account.', { id: 'self' });
      await db.transaction(async (tx) => {
        await repo.lockAdmins(tx);
        const target = await found(tx, input.id);
        if (target.disabled === input.disabled) return;
        if (input.disabled) await keepAnAdmin(tx, target);
        await repo.setDisabled(tx, target.id, input.disabled);
        await record(tx, caller, target.id, 'updated', { name: target.email, old: { disabled: target.disabled }, new: { disabled: input.disabled } });
      });
      if (input.disabled) await (await auth.$context).internalAdapter.deleteUserSessions(input.id);
      return found(db, input.id);
    },

    /** Mails the user a link to choose a new password (the same mail as "forgot password"). */
    async sendPasswordReset({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      const caller = authorize(actor, 'users.manage');
      const { auth, baseUrl } = needAuth();
      const target = await found(db, input.id);
      await auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: `${baseUrl}/reset-password` } });
      await db.transaction((tx) => record(tx, caller, target.id, 'updated', { name: target.email, passwordResetSent: true }));
    },

    async remove({ actor, input }: ServiceCall<{ id: string }>): Promise<void> {
      const caller = authorize(actor, 'users.manage');
      if (input.id === caller.id) throw new AppError('conflict', 'You cannot delete your own account here.', { id: 'self' });
      await db.transaction(async (tx) => {
        await repo.lockAdmins(tx);
        const target = await found(tx, input.id);
        await keepAnAdmin(tx, target);
        await repo.deleteUser(tx, target.id);
        await record(tx, caller, target.id, 'deleted', { name: target.email, old: { email: target.email, role: target.role } });
      });
    },

    async sharedLists({ actor, input }: ServiceCall<{ id: string }>) {
      authorize(actor, 'users.manage');
      await found(db, input.id);
      return { items: await repo.sharedLists(db, input.id) };
    },

    /** Shares exactly these lists with a customer (each list's shares change through the price-list service). */
    async setSharedLists({ actor, input }: ServiceCall<{ id: string; listIds: string[] }>) {
      const caller = authorize(actor, 'users.manage');
      const target = await found(db, input.id);
      if (target.role !== 'customer') throw new AppError('validation_failed', 'Price lists are shared with customers only.', { id: 'notCustomer' });
      // Every list named is found before anything changes: an unknown one leaves the shares as they were.
      const named = await Promise.all(input.listIds.map((ref) => findListByRef(db, ref)));
      if (named.some((l) => !l)) throw new AppError('not_found', 'Price list not found', { listIds: 'priceListNotFound' });
      const before = new Set((await repo.sharedLists(db, target.id)).map((l) => l.id));
      const after = new Set(named.map((l) => l!.id));
      for (const listId of new Set([...before, ...after])) {
        if (before.has(listId) === after.has(listId)) continue;
        const list = await lists.detail({ actor: caller, input: { ref: listId } });
        const others = (list.sharedWith ?? []).map((c) => c.id).filter((id) => id !== target.id);
        await lists.share({ actor: caller, input: { ref: listId, userIds: after.has(listId) ? [...others, target.id] : others } });
      }
      return { items: await repo.sharedLists(db, target.id) };
    },
  };
}

function decodeCursor(cursor: string): { email: string; id: string } {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && typeof key[1] === 'string') return { email: key[0], id: key[1] };
  } catch {
    // answered below
  }
  throw invalidCursor();
}

export type UsersService = ReturnType<typeof createUsersService>;
