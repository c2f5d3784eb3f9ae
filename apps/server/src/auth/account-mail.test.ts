import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, sessionCookie, type TestServer } from '../test/harness.js';
import { totpAt } from '../test/totp.js';

let s: TestServer;
let outboxDir: string;
beforeAll(async () => {
  outboxDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fp-account-mail-')), 'outbox');
  s = await createTestServer({ outboxDir });
});
afterAll(() => s.close());

/** Every message in the outbox to `to`, parsed from its .eml file as a mail program reads it. */
async function outboxTo(to: string) {
  const files = (await fs.readdir(outboxDir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map(async (f) => PostalMime.parse(await fs.readFile(path.join(outboxDir, f)))));
  return mails.filter((m) => m.to?.some((a) => a.address === to)).map((m) => ({ subject: m.subject ?? '', text: m.text ?? '' }));
}

async function userIn(language: 'en' | 'es', role: 'customer' | 'seller' = 'customer') {
  const me = await s.signedInAs(role);
  await s.database.db.execute(sql`update "user" set language = ${language} where email = ${me.email}`);
  return me;
}

const SPANISH = /[áéíóúñ¿]|contraseña|sesión|verificación/i;
const ENGLISH = /\b(your|the|was|password|sign)\b/i;

/** A notice: one language only, says when (company time), what to do, and carries no link with a token. */
function expectNotice(mail: { subject: string; text: string }, language: 'en' | 'es') {
  expect(mail.subject).not.toContain(' / ');
  if (language === 'en') {
    expect(mail.subject).not.toMatch(SPANISH);
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(SPANISH);
    expect(mail.text).toMatch(/\(?(EST|EDT)\)?/);
    expect(mail.text).toMatch(/If this was not you/);
  } else {
    expect(mail.subject).not.toMatch(ENGLISH);
    // Links (the page to choose a new password) aside, no English word.
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/\bpassword\b|\bIf this was not you\b/i);
    expect(mail.text).toMatch(/Si no fue usted/);
  }
  expect(mail.text).toMatch(/\b20\d\d\b/);
  expect(mail.text).not.toMatch(/token=|otpauth:|secret/i);
}

describe('account notices', () => {
  for (const [language, subject] of [
    ['en', 'Your password was changed'],
    ['es', 'Su contraseña fue cambiada'],
  ] as const) {
    it(`tells the account when its password is changed (${language})`, async () => {
      const me = await userIn(language);
      const res = await s.request('/api/auth/change-password', {
        method: 'POST',
        cookie: me.cookie,
        json: { currentPassword: me.password, newPassword: 'a-brand-new-password-7', revokeOtherSessions: true },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const mails = await outboxTo(me.email);
      expect(mails.map((m) => m.subject)).toEqual([subject]);
      expectNotice(mails[0]!, language);
    });
  }

  it('sends no notice when the change is refused (wrong current password)', async () => {
    const me = await userIn('en');
    const res = await s.request('/api/auth/change-password', {
      method: 'POST',
      cookie: me.cookie,
      json: { currentPassword: 'not-the-password-1', newPassword: 'a-brand-new-password-7' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await outboxTo(me.email)).toEqual([]);
  });

  for (const [language, resetSubject, noticeSubject] of [
    ['en', 'Reset your password', 'Your password was reset'],
    ['es', 'Restablezca su contraseña', 'Su contraseña fue restablecida'],
  ] as const) {
    it(`tells the account when its password is reset (${language})`, async () => {
      const me = await userIn(language);
      await s.request('/api/auth/request-password-reset', { method: 'POST', json: { email: me.email, redirectTo: '/reset-password' } });
      const [link] = await outboxTo(me.email);
      expect(link?.subject).toBe(resetSubject);
      const token = /reset-password\/([\w-]+)/.exec(link!.text)?.[1] ?? /token=([\w-]+)/.exec(link!.text)![1]!;
      const reset = await s.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'a-brand-new-password-8', token } });
      expect(reset.status, await reset.clone().text()).toBe(200);
      const mails = await outboxTo(me.email);
      expect(mails.map((m) => m.subject)).toEqual([resetSubject, noticeSubject]);
      expectNotice(mails[1]!, language);
    });
  }

  it('sends no reset notice when an invitation chooses the first password', async () => {
    const admin = await s.signedInAs('admin');
    const email = `first-${Math.random().toString(36).slice(2)}@example.com`;
    expect((await s.request('/api/users', { method: 'POST', cookie: admin.cookie, json: { email, role: 'seller', language: 'en' } })).status).toBe(201);
    const [invitation] = await outboxTo(email);
    const token = /token=([\w-]+)/.exec(invitation!.text)![1]!;
    expect((await s.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'a-brand-new-password-6', token } })).status).toBe(200);
    expect((await outboxTo(email)).map((m) => m.subject)).toEqual([invitation!.subject]);
  });

  for (const [language, on, off] of [
    ['en', 'Two-step verification was turned on', 'Two-step verification was turned off'],
    ['es', 'Se activó la verificación en dos pasos', 'Se desactivó la verificación en dos pasos'],
  ] as const) {
    it(`tells the account when two-step verification is turned on and off (${language})`, async () => {
      const me = await userIn(language, 'seller');
      const enabled = await s.request('/api/auth/two-factor/enable', { method: 'POST', cookie: me.cookie, json: { password: me.password } });
      expect(enabled.status).toBe(200);
      // Not on until a code confirms it: no notice yet.
      expect(await outboxTo(me.email)).toEqual([]);
      const { totpURI } = (await json(enabled)) as { totpURI: string };
      const confirmed = await s.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: me.cookie, json: { code: totpAt(totpURI) } });
      expect(confirmed.status).toBe(200);
      expect((await outboxTo(me.email)).map((m) => m.subject)).toEqual([on]);

      // Signing in with a code is not a change: no notice.
      const pending = sessionCookie(await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: me.email, password: me.password } }));
      const signedIn = await s.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: pending, json: { code: totpAt(totpURI, Date.now() + 30_000) } });
      expect(signedIn.status).toBe(200);
      const cookie = sessionCookie(signedIn);

      const disabled = await s.request('/api/auth/two-factor/disable', { method: 'POST', cookie, json: { password: me.password } });
      expect(disabled.status, await disabled.clone().text()).toBe(200);
      const mails = await outboxTo(me.email);
      expect(mails.map((m) => m.subject)).toEqual([on, off]);
      for (const m of mails) expectNotice(m, language);
    });
  }
});

describe('account mail is in one language', () => {
  it('sends a Spanish reader a Spanish-only link, and an English reader an English-only one', async () => {
    for (const [language, subject] of [
      ['es', 'Su enlace para iniciar sesión'],
      ['en', 'Your sign-in link'],
    ] as const) {
      const me = await userIn(language);
      await s.request('/api/auth/sign-in/magic-link', { method: 'POST', json: { email: me.email, callbackURL: '/dashboard' } });
      const [mail] = await outboxTo(me.email);
      expect(mail?.subject).toBe(subject);
      expect(mail!.text).not.toMatch(language === 'es' ? /Use this link/ : /Use este enlace/);
    }
  });

  it('writes to a user without a preferred language in the language of the request, else English', async () => {
    for (const [acceptLanguage, subject] of [
      ['es-US,es;q=0.9', 'Confirme su correo electrónico'],
      [null, 'Confirm your e-mail address'],
    ] as const) {
      const email = `new-${Math.random().toString(36).slice(2)}@example.com`;
      const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
      const res = await s.request('/api/auth/sign-up/email', { method: 'POST', headers, json: { email, password: 'a-brand-new-password-9', name: 'Nueva Persona' } });
      expect(res.status, await res.clone().text()).toBe(200);
      expect((await outboxTo(email)).map((m) => m.subject)).toEqual([subject]);
    }
  });

  it('invites in the language the admin picks, English when none is picked', async () => {
    const admin = await s.signedInAs('admin');
    for (const [language, subject] of [
      ['es', / le invitó a /],
      ['en', / invited you to /],
      [undefined, / invited you to /],
    ] as const) {
      const email = `invited-${Math.random().toString(36).slice(2)}@example.com`;
      const res = await s.request('/api/users', { method: 'POST', cookie: admin.cookie, json: { email, role: 'customer', ...(language ? { language } : {}) } });
      expect(res.status, await res.clone().text()).toBe(201);
      const mails = await outboxTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(subject);
      expect(mails[0]!.subject).not.toContain(' / ');
    }
  });
});
