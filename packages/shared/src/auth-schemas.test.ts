import { describe, expect, it } from 'vitest';
import { personNameSchema, registerSchema, resetPasswordSchema, signInSchema } from './auth-schemas.js';

/** The first message per field, as a form shows it. */
const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('form schemas', () => {
  it('names each missing or bad registration field', () => {
    expect(messages(registerSchema.safeParse({ name: ' ', email: '', password: '', companyName: ' ', deliveryAddress: '' }))).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
      companyName: 'companyRequired',
      deliveryAddress: 'addressRequired',
    });
    const business = { companyName: 'Café Ñ', deliveryAddress: '1 Bay St, Miami FL' };
    expect(messages(registerSchema.safeParse({ name: 'A', email: 'not-an-email', password: '1234567', ...business }))).toEqual({
      email: 'emailInvalid',
      password: 'passwordMin',
    });
    expect(registerSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'x'.repeat(64), ...business }).success).toBe(true);
    expect(messages(registerSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'x'.repeat(8), companyName: 'c'.repeat(121), deliveryAddress: 'a'.repeat(301) }))).toEqual({
      companyName: 'companyMax',
      deliveryAddress: 'addressMax',
    });
    expect(registerSchema.parse({ name: 'A', email: 'a@b.co', password: 'x'.repeat(8), companyName: 'c'.repeat(120), deliveryAddress: ` ${'a'.repeat(300)} ` }).deliveryAddress).toHaveLength(300);
  });

  it('keeps names to 1-100 characters of letters, marks, digits, spaces and punctuation', () => {
    const problem = (name: string) => personNameSchema.safeParse(name).error?.issues[0]?.message ?? null;
    expect(personNameSchema.parse("  José O'Brien-Núñez (Café Ñ) 2 ")).toBe("José O'Brien-Núñez (Café Ñ) 2");
    expect(problem('Nguyễn Thị Minh Khai')).toBeNull();
    expect(problem('   ')).toBe('nameRequired');
    expect(problem('x'.repeat(100))).toBeNull();
    expect(problem('x'.repeat(101))).toBe('personNameMax');
    expect(problem('x'.repeat(200_000))).toBe('personNameMax');
    for (const bad of ['Ana\u0000', 'Ana\u0007Bell', 'Ana\nPérez', 'Ana\u202ePérez', 'Ana\uD800', 'Ana \u{1F600}']) {
      expect(problem(bad), JSON.stringify(bad)).toBe('personNameInvalid');
    }
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
