import { z } from 'zod';
import { cursorPageSchema, wholeNumberParam } from './contract.js';
import { personNameSchema } from './auth-schemas.js';
import { ROLES } from './permissions.js';
import { LANGUAGES } from './language.js';

/** `/api/users` (admin): the accounts, invitations, roles, disabling, resets and deletion. */

export const USERS_PAGE_DEFAULT = 25;
/** Days an invitation link stays valid. */
export const INVITE_DAYS = 7;

export const managedUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    /** No password chosen yet (an invitation not taken up). */
    invited: z.boolean(),
    disabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof managedUserSchema>;
export const managedUserPageSchema = cursorPageSchema(managedUserSchema);

export const usersQuerySchema = z.object({
  /** Part of the e-mail or name. */
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  cursor: z.string().max(300).optional(),
  limit: wholeNumberParam(1, 100).default(USERS_PAGE_DEFAULT),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const inviteUserInputSchema = z.object({
  email: z.email('invalidEmail').max(254),
  name: personNameSchema.optional(),
  role: z.enum(ROLES),
  /** The language the invitation is mailed in (and the user's preferred one); none: both. */
  language: z.enum(LANGUAGES).optional(),
});
export type InviteUserInput = z.infer<typeof inviteUserInputSchema>;

/** `POST /api/invitations/check`: whether an invitation link can still choose the password (nothing is used up). */
export const invitationCheckInputSchema = z.object({ token: z.string().min(1).max(200) });
/** Only a live invitation says more than `valid: false`: the address its holder will sign in with. */
export const invitationCheckSchema = z
  .object({ valid: z.boolean(), email: z.string().optional() })
  .meta({ id: 'InvitationCheck' });
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

export const updateUserInputSchema = z.object({ role: z.enum(ROLES) });

/** `PUT /api/users/{id}/lists`: the price lists shared with a customer (all of them, replacing). */
export const userListsInputSchema = z.object({ listIds: z.array(z.string()).max(1000) });
export const userListsSchema = z.object({ items: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string() })) });

/** Refused: the change would leave no enabled admin. */
export const LAST_ADMIN = 'last_admin';
