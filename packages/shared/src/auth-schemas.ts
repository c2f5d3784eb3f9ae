import { z } from 'zod';
import { LANGUAGES } from './language.js';
import { ADDRESS_MAX, COMPANY_NAME_MAX } from './orders.js';

/**
 * Form schemas shared by the browser and the server. Messages are translation keys
 * (namespace `validation`), so each side shows them in the user's language.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PERSON_NAME_MAX = 100;

/**
 * Letters, combining marks, digits, spaces and punctuation (O'Brien, Núñez-Díaz, "Ana (bakery)").
 * Control and format characters, lone surrogates, line breaks and symbols are refused: a name is
 * shown in menus, mails and logs, where they do harm and no real name needs them.
 */
const PERSON_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}\p{Zs}\p{P}]*$/u;

/** A person's name on their account: the same rule in the register form and on the server. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'nameRequired')
  .max(PERSON_NAME_MAX, 'personNameMax')
  .regex(PERSON_NAME_CHARACTERS, 'personNameInvalid');

const email = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .pipe(z.email('emailInvalid'));

const password = z
  .string()
  .min(1, 'passwordRequired')
  .min(PASSWORD_MIN, 'passwordMin')
  .max(PASSWORD_MAX, 'passwordMax');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'passwordRequired'),
});

export const magicLinkSchema = z.object({ email });

/** A new customer's business: who they buy for and where the trucks deliver (sent as better-auth's extra fields). */
export const registerSchema = z.object({
  name: personNameSchema,
  email,
  password,
  companyName: z.string().trim().min(1, 'companyRequired').max(COMPANY_NAME_MAX, 'companyMax'),
  deliveryAddress: z.string().trim().min(1, 'addressRequired').max(ADDRESS_MAX, 'addressMax'),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string().min(1, 'confirmRequired') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `/api/profile`: what a user keeps about themselves. */
export const profileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    language: z.enum(LANGUAGES).nullable(),
    emailVerified: z.boolean(),
    /** Sign-in asks for a TOTP (or backup) code after the password. */
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/**
 * `GET /api/profile/sessions`: the caller's signed-in devices, told apart by id. No answer to the
 * browser carries a session token (it would let a script act as the user elsewhere).
 */
export const sessionInfoSchema = z
  .object({
    id: z.string(),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The session this request came with. */
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionListSchema = z.object({ items: z.array(sessionInfoSchema) }).meta({ id: 'SessionList' });
export type SessionList = z.infer<typeof sessionListSchema>;

/** A phone number as people write it: digits with spaces, dashes, dots, brackets and a leading +. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, 'phoneInvalid')
  .regex(/^\+?[\d\s().-]*$/, 'phoneInvalid')
  .refine((v) => v === '' || v.replace(/\D/g, '').length >= 7, 'phoneInvalid');

export const updateProfileSchema = z.object({
  name: personNameSchema.optional(),
  /** Empty clears it. */
  phone: phoneSchema.optional(),
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** A new e-mail address needs the password; the address changes when the mail sent to it is confirmed. */
export const changeEmailSchema = z.object({ newEmail: email, password: z.string().min(1, 'passwordRequired') });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'passwordRequired'), newPassword: password, confirmPassword: z.string().min(1, 'confirmRequired') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
