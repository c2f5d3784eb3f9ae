import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, sessionCookie, type TestServer } from '../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const send = (email: string, type = 'sign-in') => s.request('/api/auth/email-otp/send-verification-otp', { method: 'POST', json: { email, type } });
const signIn = (email: string, otp: string) => s.request('/api/auth/sign-in/email-otp', { method: 'POST', json: { email, otp } });
const codeIn = (to: string) => /\b(\d{6})\b/.exec(s.mails.filter((m) => m.to === to).at(-1)!.text)![1]!;

describe('signing in with a one-time code by e-mail', () => {
  it('mails a 6-digit code that signs in once', async () => {
    const me = await s.signedInAs('customer');
    s.mails.length = 0;
    expect((await send(me.email)).status).toBe(200);
    const mail = s.mails.find((m) => m.to === me.email)!;
    expect(mail.subject).toMatch(/^Your sign-in code: \d{6}$/);
    const code = codeIn(me.email);
    const res = await signIn(me.email, code);
    expect(res.status).toBe(200);
    expect((await s.request('/api/profile', { cookie: sessionCookie(res) })).status).toBe(200);
    expect((await signIn(me.email, code)).status).toBeGreaterThanOrEqual(400);
  });

  it('gives up on a code after three wrong tries', async () => {
    const me = await s.signedInAs('customer');
    await send(me.email);
    const code = codeIn(me.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await signIn(me.email, wrong)).status).toBeGreaterThanOrEqual(400);
    expect((await signIn(me.email, code)).status).toBeGreaterThanOrEqual(400);
  });

  it('counts wrong codes against the account, so asking for new codes does not give new guesses', async () => {
    const me = await s.signedInAs('customer');
    for (let i = 0; i < 5; i++) {
      await send(me.email);
      const code = codeIn(me.email);
      expect((await signIn(me.email, code === '000000' ? '111111' : '000000')).status).toBeGreaterThanOrEqual(400);
    }
    await send(me.email);
    const locked = await signIn(me.email, codeIn(me.email));
    expect(locked.status).toBe(429);
  });

  it('creates no account for an unknown address, and sends no mail for it', async () => {
    s.mails.length = 0;
    expect((await send('nobody-here@example.com')).status).toBe(200);
    expect(s.mails).toEqual([]);
    const { rows } = (await s.database.db.execute(sql`select count(*)::int as n from "user" where email = 'nobody-here@example.com'`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  });

  it("is for signing in only: the plugin's other flows stay closed", async () => {
    const me = await s.signedInAs('customer');
    expect((await send(me.email, 'forget-password')).status).toBe(400);
    expect((await s.request('/api/auth/email-otp/reset-password', { method: 'POST', json: { email: me.email, otp: '123456', password: 'new password 1' } })).status).toBe(404);
    expect((await s.request('/api/auth/forget-password/email-otp', { method: 'POST', json: { email: me.email } })).status).toBe(404);
  });

  it('refuses a disabled account', async () => {
    const admin = await s.signedInAs('admin');
    const me = await s.signedInAs('seller');
    const { rows } = (await s.database.db.execute(sql`select id from "user" where email = ${me.email}`)) as unknown as { rows: { id: string }[] };
    expect((await s.request(`/api/users/${rows[0]!.id}/disable`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    await send(me.email);
    const refused = await signIn(me.email, codeIn(me.email));
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('ACCOUNT_DISABLED');
  });
});
