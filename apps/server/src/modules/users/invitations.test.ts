import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { INVITATION_CHECK_LIMIT, INVITATION_RESEND_LIMIT } from './users.service.js';

let s: TestServer;
let admin: { cookie: string; email: string };

const invite = (body: Record<string, unknown>) => s.request('/api/users', { method: 'POST', cookie: admin.cookie, json: body });
const mailTo = (to: string) => s.mails.filter((m) => m.to === to).at(-1)!;
const tokenIn = (text: string) => /\/invitation\?token=([\w-]+)/.exec(text)![1]!;
const check = (token: string, ip?: string) => json(s.request('/api/invitations/check', { method: 'POST', json: { token }, ...(ip ? { ip } : {}) }));
const choose = (token: string, newPassword = 'a-good-password-1') => s.request('/api/auth/reset-password', { method: 'POST', json: { newPassword, token } });

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.signedInAs('admin');
  await s.database.db.execute(sql`update "user" set name = 'Ana Admin' where email = ${admin.email}`);
});
afterAll(() => s.close());

describe('the invitation mail', () => {
  it('names who invited, the role and the address to sign in with, in the language chosen', async () => {
    expect((await invite({ email: 'inv-es@example.com', role: 'seller', language: 'es' })).status).toBe(201);
    const es = mailTo('inv-es@example.com');
    expect(es.subject).toContain('le invitó a');
    expect(es.text).toContain('Ana Admin');
    expect(es.text).toContain('vendedor');
    expect(es.text).toContain('Inicie sesión con este correo: inv-es@example.com');
    expect(es.text).not.toContain('You sign in');
    expect(es.text).toMatch(/\/invitation\?token=/);

    expect((await invite({ email: 'inv-en@example.com', role: 'admin', language: 'en' })).status).toBe(201);
    const en = mailTo('inv-en@example.com');
    expect(en.subject).toMatch(/^Ana Admin invited you to /);
    expect(en.text).toContain('as an administrator: you will be able to see and manage prices, products and users');
    expect(en.text).toContain('You sign in with this address: inv-en@example.com');
    expect(en.text).not.toContain('Inicie sesión');

    // No language chosen: English only (one language per mail).
    expect((await invite({ email: 'inv-both@example.com', role: 'customer' })).status).toBe(201);
    const both = mailTo('inv-both@example.com');
    expect(both.subject).toMatch(/^Ana Admin invited you to [^/]+$/);
    expect(both.text).toContain('as a customer');
    expect(both.text).not.toContain('con el rol de cliente');
    const { rows } = (await s.database.db.execute(sql`select email, language from "user" where email like 'inv-%' order by email`)) as unknown as { rows: { email: string; language: string | null }[] };
    expect(rows).toEqual([
      { email: 'inv-both@example.com', language: null },
      { email: 'inv-en@example.com', language: 'en' },
      { email: 'inv-es@example.com', language: 'es' },
    ]);
  });
});

describe('checking an invitation link', () => {
  it('says valid, with the address, without using the link up; then invalid once used', async () => {
    await invite({ email: 'check-me@example.com', role: 'seller' });
    const token = tokenIn(mailTo('check-me@example.com').text);
    expect(await check(token)).toEqual({ valid: true, email: 'check-me@example.com' });
    expect(await check(token)).toEqual({ valid: true, email: 'check-me@example.com' });
    expect((await choose(token)).status).toBe(200);
    expect(await check(token)).toEqual({ valid: false });
  });

  it('says only invalid for an unknown, expired or password-reset link', async () => {
    expect(await check('no-such-token')).toEqual({ valid: false });
    await invite({ email: 'expired@example.com', role: 'customer' });
    const token = tokenIn(mailTo('expired@example.com').text);
    await s.database.db.execute(sql`update verification set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`);
    expect(await check(token)).toEqual({ valid: false });
    // A reset link of a user with a password is not an invitation.
    const active = await s.signedInAs('customer');
    s.mails.length = 0;
    await s.request('/api/auth/request-password-reset', { method: 'POST', json: { email: active.email, redirectTo: '/reset-password' } });
    const reset = /reset-password\/([\w-]+)/.exec(s.mails[0]!.text)![1]!;
    expect(await check(reset)).toEqual({ valid: false });
    expect((await s.request('/api/invitations/check', { method: 'POST', json: {} })).status).toBe(400);
  });

  it('is rate-limited per client address', async () => {
    const ip = '10.250.0.1';
    for (let i = 0; i < INVITATION_CHECK_LIMIT.max; i++) await check('guess-' + i, ip);
    const over = await s.request('/api/invitations/check', { method: 'POST', json: { token: 'guess-x' }, ip });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    // Another address is not affected.
    expect(await check('guess-y', '10.250.0.2')).toEqual({ valid: false });
  });
});

describe('sending an invitation again', () => {
  const idOf = async (email: string) => {
    const { rows } = (await s.database.db.execute(sql`select id from "user" where email = ${email}`)) as unknown as { rows: { id: string }[] };
    return rows[0]!.id;
  };

  it('mails a new link and the old one stops working', async () => {
    await invite({ email: 'again@example.com', role: 'seller', language: 'es' });
    const first = tokenIn(mailTo('again@example.com').text);
    const id = await idOf('again@example.com');
    const res = await s.request(`/api/users/${id}/invitation`, { method: 'POST', cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ email: 'again@example.com', invited: true });
    const again = mailTo('again@example.com');
    expect(again.subject).toContain('le invitó a');
    const second = tokenIn(again.text);
    expect(second).not.toBe(first);
    expect(await check(first)).toEqual({ valid: false });
    expect((await choose(first)).status).toBe(400);
    expect(await check(second)).toMatchObject({ valid: true });
    expect((await choose(second)).status).toBe(200);
    // Now with a password: nothing to send again.
    const done = await s.request(`/api/users/${id}/invitation`, { method: 'POST', cookie: admin.cookie });
    expect(done.status).toBe(409);
    expect((await json(done)).error.fields).toEqual({ id: 'notInvited' });
  });

  it('a few times an hour per user at most', async () => {
    await invite({ email: 'often@example.com', role: 'customer' });
    const id = await idOf('often@example.com');
    for (let i = 0; i < INVITATION_RESEND_LIMIT.max; i++) expect((await s.request(`/api/users/${id}/invitation`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    s.mails.length = 0;
    const over = await s.request(`/api/users/${id}/invitation`, { method: 'POST', cookie: admin.cookie });
    expect(over.status).toBe(429);
    expect(s.mails).toEqual([]);
  });

  it('only by an admin: not a seller, a customer or an anonymous visitor', async () => {
    await invite({ email: 'not-yours@example.com', role: 'customer' });
    const id = await idOf('not-yours@example.com');
    const seller = await s.signedInAs('seller');
    const customer = await s.signedInAs('customer');
    s.mails.length = 0;
    expect((await s.request(`/api/users/${id}/invitation`, { method: 'POST' })).status).toBe(401);
    expect((await s.request(`/api/users/${id}/invitation`, { method: 'POST', cookie: seller.cookie })).status).toBe(403);
    expect((await s.request(`/api/users/${id}/invitation`, { method: 'POST', cookie: customer.cookie })).status).toBe(403);
    expect(s.mails).toEqual([]);
  });
});
