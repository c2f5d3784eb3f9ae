import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLimits } from '../db/schema/index.js';
import { createTestServer, freshIp, json, sessionCookie, type TestServer } from '../test/harness.js';
import { signInAccountKey } from './account-protection.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const me = (cookie?: string) => s.request('/api/me', { cookie });
const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';
const signUp = (body: Record<string, unknown>) => s.request('/api/auth/sign-up/email', { method: 'POST', json: body });
const signIn = (email: string, password: string, ip?: string) =>
  s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ip });
const mailsTo = (to: string) => s.mails.filter((m) => m.to === to);
const uniqueEmail = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 9)}@example.com`;
/** The shape of a JSON value: its keys and value types, without the values. */
const shape = (v: unknown): unknown =>
  v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)])) : v === null ? null : typeof v;

describe('names (item 7)', () => {
  it('refuses an empty, over-long or control-character name at sign-up, for a new and a taken address alike', async () => {
    const taken = (await s.signedInAs('customer')).email;
    for (const email of [uniqueEmail('name'), taken]) {
      for (const name of ['', '   ', 'x'.repeat(101), 'x'.repeat(5_000), 'Ana\u0007', 'Ana\nPérez', 'Ana\uD800', 'Ana\u202e']) {
        const res = await signUp({ name, email, password: 'a long password' });
        expect(res.status, JSON.stringify(name.slice(0, 20))).toBe(400);
        const body = await json(res);
        // A lone surrogate is refused earlier, on every route, by the app's text guard.
        expect(body.code === 'INVALID_NAME' || 'name' in (body.error?.fields ?? {})).toBe(true);
      }
    }
  });

  it('accepts real names, trimmed, and keeps the rule when a user renames themself', async () => {
    const email = uniqueEmail('named');
    expect((await signUp({ name: "  José O'Brien-Núñez  ", email, password: 'a long password' })).status).toBe(200);
    const row = await s.database.db.execute(sql`select name from "user" where email = ${email}`);
    expect((row as unknown as { rows: { name: string }[] }).rows[0]?.name).toBe("José O'Brien-Núñez");

    const { cookie } = await s.signedInAs('customer');
    const rename = (name: string) => s.request('/api/auth/update-user', { method: 'POST', cookie, json: { name } });
    expect((await rename('x'.repeat(101))).status).toBe(400);
    expect((await rename('Bad\u0000Name')).status).toBe(400);
    expect((await rename('')).status).toBe(400);
    expect((await rename('Nguyễn Thị Minh')).status).toBe(200);
    expect((await json(me(cookie))).user.name).toBe('Nguyễn Thị Minh');
  });
});

describe('sign-up does not reveal registered addresses (item 11)', () => {
  it('answers a new and a taken address the same; the new one gets a confirmation, the owner a notice', async () => {
    const owner = await s.signedInAs('customer');
    const fresh = uniqueEmail('fresh');
    s.mails.length = 0;
    const forNew = await signUp({ name: 'New Person', email: fresh, password: 'a long password' });
    const forTaken = await signUp({ name: 'New Person', email: owner.email, password: 'a long password' });
    expect(forNew.status).toBe(200);
    expect(forTaken.status).toBe(forNew.status);
    const [a, b] = [await json(forNew), await json(forTaken)];
    expect(shape(b)).toEqual(shape(a));
    expect(a).toMatchObject({ token: null, user: { email: fresh, emailVerified: false, name: 'New Person' } });
    expect(b).toMatchObject({ token: null, user: { email: owner.email, emailVerified: false, name: 'New Person' } });
    // Neither signs anyone in.
    expect(sessionCookie(forNew)).not.toMatch(/session_token=[^;]+/);
    expect(sessionCookie(forTaken)).not.toMatch(/session_token=[^;]+/);

    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(owner.email)[0]?.subject).toContain('Someone tried to register with your address');
    expect(mailsTo(owner.email)[0]?.text).toContain('http://localhost:3999/forgot-password');
    expect(mailsTo(fresh)).toHaveLength(1);
    expect(mailsTo(fresh)[0]?.subject).toContain('Confirm your e-mail address');

    // The owner's account and password are untouched.
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
  });

  it('signs the new user in on the dashboard from the confirmation link, and only then', async () => {
    const email = uniqueEmail('confirm');
    s.mails.length = 0;
    expect((await signUp({ name: 'Confirm Me', email, password: 'a long password', callbackURL: '/elsewhere' })).status).toBe(200);

    const early = await signIn(email, 'a long password');
    expect(early.status).toBe(403);
    expect((await json(early)).code).toBe('EMAIL_NOT_VERIFIED');
    // Signing in with the right password mails a fresh link.
    expect(mailsTo(email)).toHaveLength(2);

    const link = new URL(linkIn(mailsTo(email)[0]!.text));
    expect(link.pathname).toBe('/api/auth/verify-email');
    const verified = await s.request(link.pathname + link.search, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/dashboard');
    expect((await json(me(sessionCookie(verified)))).user).toMatchObject({ email, role: 'customer' });
    expect((await signIn(email, 'a long password')).status).toBe(200);
  });

  it('creates staff-made users confirmed, without a mail', async () => {
    s.mails.length = 0;
    const { email, password } = await s.signedInAs('seller');
    expect(s.mails).toHaveLength(0);
    expect((await signIn(email, password)).status).toBe(200);
  });
});

describe('per-account sign-in limits (item 10)', () => {
  it('refuses the right password after 30 wrong ones from 30 addresses', async () => {
    const { email, password } = await s.signedInAs('customer');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signIn(email, 'wrong password', freshIp())).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    const right = await signIn(email, password, freshIp());
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await json(right);
    expect(body.code).toBe('SIGN_IN_TEMPORARILY_LOCKED');
    expect(body.message).toMatch(/too many failed sign-ins/i);
    expect(body.retryAfter).toBeGreaterThan(0);
  });

  it('locks an address that does not exist the same way (the answer reveals nothing)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(uniqueEmail('x').replace(/^x-[^@]+/, 'ghost-1'), 'pw-wrong', freshIp())).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('waits longer after every further failure', async () => {
    const { email, password } = await s.signedInAs('customer');
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'wrong password')).status).toBe(401);
    // Pretends the wait is over by moving the last attempt back in time.
    const waitOut = (seconds: number) =>
      s.database.db
        .update(requestLimits)
        .set({ windowStart: sql`${requestLimits.windowStart} - make_interval(secs => ${seconds})` })
        .where(eq(requestLimits.key, signInAccountKey(email)));
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await signIn(email, 'wrong password');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      await waitOut(wait + 1);
      expect((await signIn(email, 'wrong password')).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240]);
    // After the wait the right password works, and the count starts afresh.
    const refused = await signIn(email, password);
    expect(refused.status).toBe(429);
    await waitOut(Number(refused.headers.get('retry-after')) + 1);
    expect((await signIn(email, password)).status).toBe(200);
    expect((await signIn(email, 'wrong password')).status).toBe(401);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it("counts a signed-in user's password checks against the account, so a stolen session is no password oracle", async () => {
    const { email, password, cookie } = await s.signedInAs('customer');
    const check = (pw: string, path = '/api/auth/verify-password') => s.request(path, { method: 'POST', cookie, json: { password: pw }, ip: freshIp() });
    // A right password neither counts nor is refused.
    expect((await check(password)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await check(`guess ${i}`)).status);
    // Other routes that check the password count in the same backoff.
    statuses.push((await check('guess 4', '/api/auth/two-factor/enable')).status);
    statuses.push((await check('guess 5')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await check(password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same lock holds for signing in with the password.
    expect((await signIn(email, password, freshIp())).status).toBe(429);
  });

  it('never counts successful sign-ins: 20 from one address all pass', async () => {
    const { email, password } = await s.signedInAs('customer');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(email, password, ip)).status);
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('limits failures per address across accounts, and only failures', async () => {
    const { email, password } = await s.signedInAs('customer');
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signIn(email, password, ip)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await signIn(uniqueEmail('spray'), 'not-the-password', ip)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429]);
    const body = await json(signIn(email, password, ip));
    expect(body.code).toBe('TOO_MANY_FAILED_SIGN_INS');
    // Another address is not affected.
    expect((await signIn(email, password, freshIp())).status).toBe(200);
  });
});

describe('per-address mail limits (item 10)', () => {
  it('sends at most 3 reset mails an hour to one address, answering as usual', async () => {
    const { email } = await s.signedInAs('customer');
    s.mails.length = 0;
    const bodies: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await s.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/reset-password' } });
      expect(res.status).toBe(200);
      bodies.push(await res.json());
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('sends at most 3 sign-in links an hour to one address, answering as usual', async () => {
    const { email } = await s.signedInAs('customer');
    s.mails.length = 0;
    for (let i = 0; i < 10; i++) {
      const res = await s.request('/api/auth/sign-in/magic-link', { method: 'POST', json: { email, callbackURL: '/prices' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true });
    }
    expect(mailsTo(email)).toHaveLength(3);
  });

  it('sends at most 3 sign-up notices an hour to the owner of a taken address', async () => {
    const { email } = await s.signedInAs('customer');
    s.mails.length = 0;
    for (let i = 0; i < 6; i++) expect((await signUp({ name: 'Again', email, password: 'a long password' })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(3);
  });
});

describe('password reset signs in (item 14)', () => {
  it('ends with a new session, the old ones revoked and a lock lifted', async () => {
    const user = await s.signedInAs('customer');
    for (let i = 0; i < 6; i++) await signIn(user.email, 'wrong password');
    s.mails.length = 0;
    await s.request('/api/auth/request-password-reset', { method: 'POST', json: { email: user.email, redirectTo: '/reset-password' } });
    const link = new URL(linkIn(s.mails[0]!.text));
    const landing = await s.request(link.pathname + link.search, { redirect: 'manual' });
    const token = new URL(landing.headers.get('location') ?? '', 'http://x').searchParams.get('token');

    const done = await s.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'a brand new password' } });
    expect(done.status).toBe(200);
    const cookie = sessionCookie(done);
    expect(cookie).toMatch(/session_token=[^;]+/);
    expect((await json(me(cookie))).user.email).toBe(user.email);
    expect((await json(me(user.cookie))).user ?? null).toBeNull();
    expect((await signIn(user.email, 'a brand new password')).status).toBe(200);

    // A used link neither resets nor signs in again.
    const again = await s.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'another new password' } });
    expect(again.status).toBe(400);
    expect(sessionCookie(again)).not.toMatch(/session_token=[^;]+/);
  });
});
