import { describe, expect, it } from 'vitest';
import { registerSchema, resetPasswordSchema, signInSchema } from './auth-schemas.js';

/** The first message per field, as a form shows it. */
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('form schemas', () => {
  it('names each missing or bad registration field', () => {
    expect(messages(registerSchema.safeParse({ name: ' ', email: '', password: '' }))).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(messages(registerSchema.safeParse({ name: 'A', email: 'not-an-email', password: '1234567' }))).toEqual({
      email: 'emailInvalid',
      password: 'passwordMin',
    });
    expect(registerSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'x'.repeat(64) }).success).toBe(true);
  });

  it('requires e-mail and password to sign in', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  it('requires the confirmation to match on reset', () => {
    expect(messages(resetPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgi' }))).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
    });
    expect(resetPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(true);
  });
});
