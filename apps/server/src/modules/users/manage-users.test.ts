import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedUser } from '@freshprice/shared';
import { createTestServer, json, sessionCookie, type TestServer } from '../../test/harness.js';
import { createList } from '../price-lists/test/fixtures.js';

let s: TestServer;
let admin: { cookie: string; email: string };
let seller: string;
let customer: string;

const idOf = async (email: string) => {
  const { rows } = (await s.database.db.execute(sql`select id from "user" where email = ${email}`)) as unknown as { rows: { id: string }[] };
  return rows[0]!.id;
};
const signIn = (email: string, password: string) => s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const userOf = async (cookie: string, email: string): Promise<ManagedUser> => {
  const page = await json(s.request(`/api/users?search=${encodeURIComponent(email)}`, { cookie }));
  return page.items.find((u: ManagedUser) => u.email === email);
};

beforeAll(async () => {
  s = await createTestServer();
  admin = await s.signedInAs('admin');
  seller = (await s.signedInAs('seller')).cookie;
  customer = (await s.signedInAs('customer')).cookie;
});
afterAll(() => s.close());

describe('who may manage users', () => {
  it('admins only, on every route', async () => {
    const id = await idOf(admin.email);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/users'],
      ['POST', '/api/users', { email: 'x@example.com', role: 'seller' }],
      ['PATCH', `/api/users/${id}`, { role: 'seller' }],
      ['POST', `/api/users/${id}/disable`],
      ['POST', `/api/users/${id}/enable`],
      ['POST', `/api/users/${id}/password-reset`],
      ['POST', `/api/users/${id}/invitation`],
      ['DELETE', `/api/users/${id}`],
      ['GET', `/api/users/${id}/lists`],
      ['PUT', `/api/users/${id}/lists`, { listIds: [] }],
    ];
    for (const [method, path, body] of calls) {
      const init = { method, ...(body ? { json: body } : {}) };
      expect((await s.request(path, init)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await s.request(path, { ...init, cookie: seller })).status, `${method} ${path} seller`).toBe(403);
      expect((await s.request(path, { ...init, cookie: customer })).status, `${method} ${path} customer`).toBe(403);
    }
  });
});

describe('users', () => {
  it('lists by e-mail with search, role filter and pages', async () => {
    const all = await json(s.request('/api/users', { cookie: admin.cookie }));
    const emails = all.items.map((u: ManagedUser) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(all.items.find((u: ManagedUser) => u.email === admin.email)).toMatchObject({ role: 'admin', disabled: false, invited: false });
    const sellers = await json(s.request('/api/users?role=seller', { cookie: admin.cookie }));
    expect(sellers.items.every((u: ManagedUser) => u.role === 'seller')).toBe(true);
    const first = await json(s.request('/api/users?limit=1', { cookie: admin.cookie }));
    const second = await json(s.request(`/api/users?limit=1&cursor=${first.next}`, { cookie: admin.cookie }));
    expect(second.items[0].email).toBe(emails[1]);
    const x = await s.request('/api/users?cursor=x', { cookie: admin.cookie });
    expect(x.status).toBe(400);
    expect((await json(x)).error.fields).toEqual({ cursor: 'invalidCursor' });
  });

  it('invites a seller, who chooses a password from the mail and signs in', async () => {
    s.mails.length = 0;
    const res = await s.request('/api/users', { method: 'POST', cookie: admin.cookie, json: { email: 'New.Seller@Example.com', name: 'Nina Seller', role: 'seller' } });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ email: 'new.seller@example.com', name: 'Nina Seller', role: 'seller', invited: true, lastSignInAt: null });
    const mail = s.mails.find((m) => m.to === 'new.seller@example.com')!;
    expect(mail.subject).toContain('invited');
    const token = /\/invitation\?token=([\w-]+)/.exec(mail.text)![1]!;
    const reset = await s.request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'a-good-password-1', token } });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await signIn('new.seller@example.com', 'a-good-password-1')).status).toBe(200);
    const after = await userOf(admin.cookie, 'new.seller@example.com');
    expect(after).toMatchObject({ invited: false, role: 'seller' });
    expect(after.lastSignInAt).not.toBeNull();
    expect((await s.request('/api/users', { method: 'POST', cookie: admin.cookie, json: { email: 'new.seller@example.com', role: 'seller' } })).status).toBe(409);
    expect((await s.request('/api/users', { method: 'POST', cookie: admin.cookie, json: { email: 'not-an-address', role: 'seller' } })).status).toBe(400);
    expect((await s.request('/api/users', { method: 'POST', cookie: admin.cookie, json: { email: 'star@example.com', name: 'Café ★', role: 'seller' } })).status).toBe(400);
  });

  it('changes roles, and writes each change to the activity log', async () => {
    const target = await s.signedInAs('customer');
    const id = await idOf(target.email);
    const res = await s.request(`/api/users/${id}`, { method: 'PATCH', cookie: admin.cookie, json: { role: 'seller' } });
    expect((await json(res)).role).toBe('seller');
    const { rows } = (await s.database.db.execute(sql`select action, details from activity where resource_type = 'users' and resource_id = ${id}`)) as unknown as {
      rows: { action: string; details: Record<string, unknown> }[];
    };
    expect(rows).toEqual([{ action: 'updated', details: { name: target.email, old: { role: 'customer' }, new: { role: 'seller' } } }]);
  });

  it('never leaves the company without an enabled admin', async () => {
    const me = await idOf(admin.email);
    const demote = await s.request(`/api/users/${me}`, { method: 'PATCH', cookie: admin.cookie, json: { role: 'seller' } });
    expect(demote.status).toBe(409);
    expect((await json(demote)).error.code).toBe('last_admin');
    const selfDisable = await s.request(`/api/users/${me}/disable`, { method: 'POST', cookie: admin.cookie });
    expect(selfDisable.status).toBe(409);
    expect((await json(selfDisable)).error.fields).toEqual({ id: 'self' });
    const other = await s.signedInAs('admin');
    const otherId = await idOf(other.email);
    // Two admins: one may go; then the other is the last again.
    expect((await s.request(`/api/users/${otherId}/disable`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    expect((await s.request(`/api/users/${me}`, { method: 'PATCH', cookie: admin.cookie, json: { role: 'seller' } })).status).toBe(409);
    expect((await s.request(`/api/users/${otherId}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect((await s.request(`/api/users/${me}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(409);
  });

  it('disables a user: their open session ends and sign-in is refused with a clear message, until enabled', async () => {
    const target = await s.signedInAs('seller');
    const id = await idOf(target.email);
    expect((await s.request('/api/dashboard', { cookie: target.cookie })).status).toBe(200);
    expect((await s.request(`/api/users/${id}/disable`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    expect((await s.request('/api/dashboard', { cookie: target.cookie })).status).toBe(401);
    const refused = await signIn(target.email, target.password);
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('ACCOUNT_DISABLED');
    expect((await userOf(admin.cookie, target.email)).disabled).toBe(true);
    expect((await s.request(`/api/users/${id}/enable`, { method: 'POST', cookie: admin.cookie })).status).toBe(200);
    const back = await signIn(target.email, target.password);
    expect(back.status).toBe(200);
    expect((await s.request('/api/dashboard', { cookie: sessionCookie(back) })).status).toBe(200);
  });

  it('mails a password reset, and deletes a user', async () => {
    const target = await s.signedInAs('customer');
    const id = await idOf(target.email);
    s.mails.length = 0;
    expect((await s.request(`/api/users/${id}/password-reset`, { method: 'POST', cookie: admin.cookie })).status).toBe(204);
    expect(s.mails.map((m) => m.to)).toEqual([target.email]);
    expect((await s.request(`/api/users/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect((await s.request(`/api/users/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
    expect((await s.request('/api/dashboard', { cookie: target.cookie })).status).toBe(401);
  });

  it("shares price lists with a customer from the user's side", async () => {
    const target = await s.signedInAs('customer');
    const id = await idOf(target.email);
    const a = await createList(s, admin.cookie, { name: 'Alpha', slug: 'users-alpha', source: { kind: 'empty' } });
    const b = await createList(s, admin.cookie, { name: 'Beta', slug: 'users-beta', source: { kind: 'empty' } });
    const set = await s.request(`/api/users/${id}/lists`, { method: 'PUT', cookie: admin.cookie, json: { listIds: [a.id, b.id] } });
    expect((await json(set)).items.map((l: { slug: string }) => l.slug)).toEqual(['users-alpha', 'users-beta']);
    await s.request(`/api/users/${id}/lists`, { method: 'PUT', cookie: admin.cookie, json: { listIds: [b.id] } });
    expect((await json(s.request(`/api/users/${id}/lists`, { cookie: admin.cookie }))).items.map((l: { slug: string }) => l.slug)).toEqual(['users-beta']);
    const mine = await json(s.request('/api/price-lists', { cookie: target.cookie }));
    expect(mine.items.map((l: { slug: string }) => l.slug)).toEqual(['users-beta']);
    const sellerId = await idOf((await s.signedInAs('seller')).email);
    expect((await s.request(`/api/users/${sellerId}/lists`, { method: 'PUT', cookie: admin.cookie, json: { listIds: [a.id] } })).status).toBe(400);
    // An unknown list refuses the whole change: the shares stay as they were.
    for (const bad of ['__proto__', '00000000-0000-4000-8000-000000000000']) {
      const refused = await s.request(`/api/users/${id}/lists`, { method: 'PUT', cookie: admin.cookie, json: { listIds: [a.id, bad] } });
      expect(refused.status).toBe(404);
      expect((await json(s.request(`/api/users/${id}/lists`, { cookie: admin.cookie }))).items.map((l: { slug: string }) => l.slug)).toEqual(['users-beta']);
    }
    // A slug names the same list as its id: nothing changes.
    const bySlug = await s.request(`/api/users/${id}/lists`, { method: 'PUT', cookie: admin.cookie, json: { listIds: ['users-beta'] } });
    expect((await json(bySlug)).items.map((l: { slug: string }) => l.slug)).toEqual(['users-beta']);
  });
});
