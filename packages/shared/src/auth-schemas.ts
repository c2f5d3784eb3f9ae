import { z } from 'zod';

/**
 * Form schemas shared by the browser and the server. Messages are translation keys
 * (namespace `validation`), so each side shows them in the user's language.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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

export const registerSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(120, 'nameMax'),
  email,
  password,
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
