import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, sessionCookie, type TestServer } from '../test/harness.js';
import { totpAt } from '../test/totp.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const signIn = (email: string, password: string) => s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const profile = (cookie: string) => s.request('/api/profile', { cookie });
const lastSignIn = async (email: string) => {
  const { rows } = (await s.database.db.execute(sql`select last_sign_in_at::text as at from "user" where email = ${email}`)) as unknown as { rows: { at: string | null }[] };
  return rows[0]!.at;
};

/** A user with two-factor turned on (enabled with the password, confirmed with a code). */
async function withTwoFactor() {
  const me = await s.signedInAs('seller');
  const enabled = await s.request('/api/auth/two-factor/enable', { method: 'POST', cookie: me.cookie, json: { password: me.password } });
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI, backupCodes } = (await json(enabled)) as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\//);
  expect(backupCodes).toHaveLength(10);
  // Not on until a code from the app confirms it.
  expect((await signIn(me.email, me.password)).status).toBe(200);
  const confirmed = await s.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: me.cookie, json: { code: totpAt(totpURI) } });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return { ...me, cookie: sessionCookie(confirmed) || me.cookie, totpURI, backupCodes };
}

describe('two-factor authentication', () => {
  it('asks for a code after the password; no session exists before it; a code works once', async () => {
    const me = await withTwoFactor();
    const lastBefore = await lastSignIn(me.email);
    const first = await signIn(me.email, me.password);
    expect(first.status).toBe(200);
    expect((await json(first.clone())).twoFactorRedirect).toBe(true);
    const pending = sessionCookie(first);
    expect((await profile(pending)).status).toBe(401);
    // Not yet a sign-in: the last sign-in is still the one before.
    expect(await lastSignIn(me.email)).toBe(lastBefore);

    // The next step's code (the one before was used to turn it on).
    const code = totpAt(me.totpURI, Date.now() + 30_000);
    const wrong = await s.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: pending, json: { code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(401);
    const verified = await s.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: pending, json: { code } });
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect((await profile(sessionCookie(verified))).status).toBe(200);
    expect((await lastSignIn(me.email))! > lastBefore!).toBe(true);

    const again = sessionCookie(await signIn(me.email, me.password));
    const replay = await s.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: again, json: { code } });
    expect(replay.status).toBe(401);
    expect((await json(replay)).code).toBe('INVALID_CODE');
  });

  it('takes a backup code once instead', async () => {
    const me = await withTwoFactor();
    const pending = sessionCookie(await signIn(me.email, me.password));
    const used = await s.request('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: pending, json: { code: me.backupCodes[0] } });
    expect(used.status, await used.clone().text()).toBe(200);
    expect((await profile(sessionCookie(used))).status).toBe(200);
    const pendingAgain = sessionCookie(await signIn(me.email, me.password));
    expect((await s.request('/api/auth/two-factor/verify-backup-code', { method: 'POST', cookie: pendingAgain, json: { code: me.backupCodes[0] } })).status).toBe(401);
  });

  it('closes the ways in that skip the code (a mailed code, a magic link)', async () => {
    const me = await withTwoFactor();
    await s.request('/api/auth/email-otp/send-verification-otp', { method: 'POST', json: { email: me.email, type: 'sign-in' } });
    const code = /\b(\d{6})\b/.exec(s.mails.filter((m) => m.to === me.email).at(-1)!.text)![1]!;
    const refused = await s.request('/api/auth/sign-in/email-otp', { method: 'POST', json: { email: me.email, otp: code } });
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('TWO_FACTOR_REQUIRED');

    // A magic link, opened in the browser, lands on the sign-in page that says why (not on raw JSON).
    await s.request('/api/auth/sign-in/magic-link', { method: 'POST', json: { email: me.email, callbackURL: '/dashboard', errorCallbackURL: '/login' } });
    const link = new URL(/https?:\/\/\S+/.exec(s.mails.filter((m) => m.to === me.email).at(-1)!.text)![0]);
    const opened = await s.request(link.pathname + link.search, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/login?error=two_factor_required');
    expect(sessionCookie(opened)).not.toMatch(/session_token=[^;]+/);
  });

  it('is turned off with the password, and sign-in no longer asks for a code', async () => {
    const me = await withTwoFactor();
    expect((await s.request('/api/auth/two-factor/disable', { method: 'POST', cookie: me.cookie, json: { password: 'wrong password' } })).status).toBe(400);
    expect((await s.request('/api/auth/two-factor/disable', { method: 'POST', cookie: me.cookie, json: { password: me.password } })).status).toBe(200);
    const res = await signIn(me.email, me.password);
    expect((await json(res.clone())).twoFactorRedirect).toBeUndefined();
    expect((await profile(sessionCookie(res))).status).toBe(200);
  });
});
