import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, sessionCookie, type TestServer } from '../test/harness.js';
import { isCommonPassword } from './common-passwords.js';
import { upsertUser } from './users.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const me = (cookie?: string) => s.request('/api/me', { cookie });
const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';

describe('registration', () => {
  it('creates a customer, who is signed in by the confirmation link', async () => {
    const res = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Ana Pérez', email: 'ana@example.com', password: 'correct horse battery' },
    });
    expect(res.status).toBe(200);
    const link = new URL(linkIn(s.mails.find((m) => m.to === 'ana@example.com')?.text ?? ''));
    const confirmed = await s.request(link.pathname + link.search, { redirect: 'manual' });
    const body = await json(me(sessionCookie(confirmed)));
    expect(body.user).toMatchObject({ email: 'ana@example.com', name: 'Ana Pérez', role: 'customer' });
  });

  it('refuses a password shorter than 8 characters and accepts one of 64+', async () => {
    const short = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'B', email: 'short@example.com', password: '1234567' },
    });
    expect(short.status).toBe(400);
    const long = await s.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'L', email: 'long@example.com', password: 'x'.repeat(100) },
    });
    expect(long.status).toBe(200);
  });

  it('refuses the most common passwords wherever one is chosen, whatever their case', async () => {
    for (const password of ['12345678', 'Password1', 'qwertyuiop', 'iloveyou']) {
      const res = await s.request('/api/auth/sign-up/email', { method: 'POST', json: { name: 'C', email: 'common@example.com', password } });
      expect(res.status, password).toBe(400);
      expect((await json(res)).code, password).toBe('PASSWORD_TOO_COMMON');
    }
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('a long password')).toBe(false);

    const user = await s.signedInAs('customer');
    const change = await s.request('/api/auth/change-password', { method: 'POST', cookie: user.cookie, json: { currentPassword: user.password, newPassword: 'baseball1' } });
    expect(change.status).toBe(400);
    expect((await json(change)).code).toBe('PASSWORD_TOO_COMMON');
    const reset = await s.request('/api/auth/reset-password', { method: 'POST', json: { token: 'any', newPassword: 'sunshine1' } });
    expect((await json(reset)).code).toBe('PASSWORD_TOO_COMMON');
    // The command that creates users keeps the same rule.
    await expect(upsertUser(s.auth, s.database.db, { email: 'cli@example.com', password: 'football', role: 'seller' })).rejects.toThrow(/most common/);
  });

  it('does not create a second account with the same e-mail (and does not say so)', async () => {
    const json = { name: 'Dup', email: 'dup@example.com', password: 'password-123' };
    expect((await s.request('/api/auth/sign-up/email', { method: 'POST', json })).status).toBe(200);
    expect((await s.request('/api/auth/sign-up/email', { method: 'POST', json })).status).toBe(200);
    expect((await s.database.db.query.user.findMany()).filter((u) => u.email === 'dup@example.com')).toHaveLength(1);
  });

  it('stores the password as an argon2id hash', async () => {
    await s.signedInAs('customer', 'hash@example.com');
    const rows = await s.database.db.query.account.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('password sign-in', () => {
  it('fails with wrong credentials and succeeds with right ones', async () => {
    const { email, password } = await s.signedInAs('seller');
    const bad = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'wrong-password' } });
    expect(bad.status).toBe(401);
    const good = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(good.status).toBe(200);
    expect((await json(me(sessionCookie(good)))).user.role).toBe('seller');
  });

  it('refuses a cookie-authenticated POST from another origin', async () => {
    const { cookie } = await s.signedInAs('customer');
    const res = await s.app.request('http://localhost:3999/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await json(me(cookie))).user).not.toBeNull();
  });

  it('is rate limited per client address (failures only: see account-protection.test.ts)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const json = { email: `nobody-${i}@example.com`, password: 'not-the-password' };
      statuses.push((await s.request('/api/auth/sign-in/email', { method: 'POST', json, ip: '10.200.0.1' })).status);
    }
    expect(statuses.slice(0, 20).every((st) => st === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // The standard header says when to try again (better-auth itself only sends X-Retry-After).
    const refused = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'nobody@example.com', password: 'x'.repeat(8) }, ip: '10.200.0.1' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const json = { email: 'nobody-0@example.com', password: 'not-the-password' };
    expect((await s.request('/api/auth/sign-in/email', { method: 'POST', json, ip: '10.200.0.2' })).status).toBe(401);
  });
});

describe('sign-out', () => {
  it('revokes every session of the user on the server', async () => {
    const first = await s.signedInAs('customer');
    const again = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: first.email, password: first.password },
    });
    const second = sessionCookie(again);
    expect((await json(me(first.cookie))).user).not.toBeNull();
    expect((await json(me(second))).user).not.toBeNull();

    const out = await s.request('/api/auth/sign-out', { method: 'POST', cookie: first.cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await json(me(first.cookie))).user).toBeNull();
    expect((await json(me(second))).user).toBeNull();
  });
});


describe('magic link', () => {
  it('mails a one-time link that signs the user in', async () => {
    const { email, password } = await s.signedInAs('customer');
    s.mails.length = 0;
    const res = await s.request('/api/auth/sign-in/magic-link', {
      method: 'POST',
      json: { email, callbackURL: '/prices' },
    });
    expect(res.status).toBe(200);
    expect(s.mails).toHaveLength(1);
    expect(s.mails[0].to).toBe(email);
    // No language chosen and none in the request: English only.
    expect(s.mails[0].subject).toBe('Your sign-in link');
    const link = new URL(linkIn(s.mails[0].text));
    expect(link.pathname).toBe('/api/auth/magic-link/verify');

    const verified = await s.request(link.pathname + link.search, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('http://localhost:3999/prices');
    expect((await json(me(sessionCookie(verified)))).user.email).toBe(email);

    // A staff-created (verified) account keeps its password after a magic-link sign-in.
    const withPassword = await s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(withPassword.status).toBe(200);

    const reused = await s.request(link.pathname + link.search, { redirect: 'manual' });
    expect(reused.headers.get('location')).toContain('error=');
    expect(sessionCookie(reused)).not.toMatch(/session_token=[^;]+/);
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password and revokes old sessions', async () => {
    const user = await s.signedInAs('customer');
    s.mails.length = 0;
    const asked = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(asked.status).toBe(200);
    const link = new URL(linkIn(s.mails[0].text));
    const landing = await s.request(link.pathname + link.search, { redirect: 'manual' });
    const location = new URL(landing.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const short = await s.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'short' } });
    expect(short.status).toBe(400);
    const done = await s.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'a brand new password' },
    });
    expect(done.status).toBe(200);
    expect((await json(me(user.cookie))).user).toBeNull();
    const signIn = await s.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: user.email, password: 'a brand new password' },
    });
    expect(signIn.status).toBe(200);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    s.mails.length = 0;
    const res = await s.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nobody-here@example.com', redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    expect(s.mails).toHaveLength(0);
  });
});
