import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, sessionCookie, type TestServer } from '../../test/harness.js';
import { createList } from '../price-lists/test/fixtures.js';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const signIn = (email: string, password: string) => s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

describe('/api/profile', () => {
  it('is the caller’s own, and refuses anonymous callers', async () => {
    expect((await s.request('/api/profile')).status).toBe(401);
    expect((await s.request('/api/profile', { method: 'PATCH', json: { name: 'x' } })).status).toBe(401);
    expect((await s.request('/api/profile/email', { method: 'POST', json: { newEmail: 'a@b.co', password: 'x' } })).status).toBe(401);
  });

  it('changes name, phone and language; checks each', async () => {
    const me = await s.signedInAs('customer');
    const before = await json(s.request('/api/profile', { cookie: me.cookie }));
    expect(before).toMatchObject({ email: me.email, phone: null, language: null });
    const res = await s.request('/api/profile', { method: 'PATCH', cookie: me.cookie, json: { name: 'Ana Ruiz', phone: '+1 (305) 555-0142', language: 'es' } });
    expect(await json(res)).toMatchObject({ name: 'Ana Ruiz', phone: '+1 (305) 555-0142', language: 'es' });
    const cleared = await json(s.request('/api/profile', { method: 'PATCH', cookie: me.cookie, json: { phone: '' } }));
    expect(cleared.phone).toBeNull();
    for (const body of [{ phone: 'call me' }, { phone: '12' }, { language: 'fr' }, { name: '' }, { name: 'Ana <script>' }]) {
      expect((await s.request('/api/profile', { method: 'PATCH', cookie: me.cookie, json: body })).status, JSON.stringify(body)).toBe(400);
    }
    // The WhatsApp export reads the same phone and language.
    await s.request('/api/profile', { method: 'PATCH', cookie: me.cookie, json: { phone: '305 555 0142' } });
    const seller = await s.signedInAs('seller');
    // The export offers customers who have a list: this one gets one.
    const { id: meId } = await json(s.request('/api/profile', { cookie: me.cookie }));
    await createList(s, seller.cookie, { name: 'Profile export list', source: { kind: 'empty' } });
    expect((await s.request('/api/price-lists/profile-export-list/shares', { method: 'PUT', cookie: seller.cookie, json: { userIds: [meId] } })).status).toBe(200);
    const customers = await json(s.request('/api/exports/customers', { cookie: seller.cookie }));
    expect(customers.items.find((c: { email: string }) => c.email === me.email)).toMatchObject({ phone: '305 555 0142', language: 'es' });
  });

  it('changes the e-mail address with the password, once the link mailed to the new address is opened', async () => {
    const me = await s.signedInAs('customer');
    const wrong = await s.request('/api/profile/email', { method: 'POST', cookie: me.cookie, json: { newEmail: 'ana.new@example.com', password: 'not it' } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.fields).toEqual({ password: 'passwordWrong' });
    s.mails.length = 0;
    const asked = await s.request('/api/profile/email', { method: 'POST', cookie: me.cookie, json: { newEmail: 'Ana.New@Example.com', password: me.password } });
    expect(asked.status, await asked.clone().text()).toBe(204);
    const mail = s.mails.find((m) => m.to === 'ana.new@example.com')!;
    expect(mail.subject).toContain('Confirm your new e-mail address');
    // The current address hears of it, with a way to take the account back.
    const notice = s.mails.find((m) => m.to === me.email)!;
    expect(notice.subject).toContain('A change of your e-mail address was asked');
    expect(notice.text).toContain('ana.new@example.com');
    expect((await json(s.request('/api/profile', { cookie: me.cookie }))).email).toBe(me.email);
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const opened = await s.request(`${link.pathname}${link.search}`, { cookie: me.cookie });
    expect(opened.status).toBeLessThan(400);
    expect((await signIn('ana.new@example.com', me.password)).status).toBe(200);
    expect((await signIn(me.email, me.password)).status).toBe(401);
  });

  it("closes better-auth's own address change, which would skip the password, and limits password tries", async () => {
    const me = await s.signedInAs('customer');
    expect((await s.request('/api/auth/change-email', { method: 'POST', cookie: me.cookie, json: { newEmail: 'taken.over@example.com' } })).status).toBe(404);
    for (let i = 0; i < 5; i++) {
      expect((await s.request('/api/profile/email', { method: 'POST', cookie: me.cookie, json: { newEmail: 'x@example.com', password: `guess ${i}` } })).status).toBe(400);
    }
    const refused = await s.request('/api/profile/email', { method: 'POST', cookie: me.cookie, json: { newEmail: 'x@example.com', password: me.password } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('changes the password with the current one, and ends the other sessions', async () => {
    const me = await s.signedInAs('seller');
    const other = sessionCookie(await signIn(me.email, me.password));
    expect((await s.request('/api/profile', { cookie: other })).status).toBe(200);
    const wrong = await s.request('/api/auth/change-password', { method: 'POST', cookie: me.cookie, json: { currentPassword: 'nope nope', newPassword: 'a brand new password', revokeOtherSessions: true } });
    expect(wrong.status).toBe(400);
    const res = await s.request('/api/auth/change-password', { method: 'POST', cookie: me.cookie, json: { currentPassword: me.password, newPassword: 'a brand new password', revokeOtherSessions: true } });
    expect(res.status).toBe(200);
    expect((await s.request('/api/profile', { cookie: other })).status).toBe(401);
    expect((await signIn(me.email, 'a brand new password')).status).toBe(200);
  });

  it('lists the user’s sessions by id, marks the current one, and revokes one of them', async () => {
    const me = await s.signedInAs('customer');
    const other = sessionCookie(await signIn(me.email, me.password));
    const list = await json(s.request('/api/profile/sessions', { cookie: me.cookie }));
    expect(list.items).toHaveLength(2);
    for (const item of list.items) expect(Object.keys(item).sort()).toEqual(['createdAt', 'current', 'id', 'ipAddress', 'updatedAt', 'userAgent']);
    const [mine] = list.items.filter((x: { current: boolean }) => x.current);
    const [theirs] = list.items.filter((x: { current: boolean }) => !x.current);
    expect((await json(s.request('/api/profile/sessions', { cookie: other }))).items.find((x: { current: boolean }) => x.current).id).toBe(theirs.id);

    // Another user cannot end it, and is told nothing more than "not found".
    const stranger = await s.signedInAs('admin');
    expect((await s.request(`/api/profile/sessions/${theirs.id}`, { method: 'DELETE', cookie: stranger.cookie })).status).toBe(404);
    expect((await s.request(`/api/profile/sessions/${theirs.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await s.request('/api/profile/sessions')).status).toBe(401);
    expect((await s.request('/api/profile', { cookie: other })).status).toBe(200);

    expect((await s.request(`/api/profile/sessions/${theirs.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(204);
    expect((await s.request('/api/profile', { cookie: other })).status).toBe(401);
    expect((await s.request('/api/profile', { cookie: me.cookie })).status).toBe(200);
    expect((await s.request(`/api/profile/sessions/${theirs.id}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(404);
    expect(mine.id).not.toBe(theirs.id);
  });

  it('never hands a session token to the browser: sign-in, session read and session list carry none', async () => {
    const me = await s.signedInAs('customer');
    const signedIn = await signIn(me.email, me.password);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect(cookie).toMatch(/session_token=/);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const answers = [
      await signedIn.text(),
      await (await s.request('/api/auth/get-session', { cookie })).text(),
      await (await s.request('/api/auth/list-sessions', { cookie })).text(),
    ];
    for (const text of answers) {
      expect(text).not.toContain(token);
      expect(text).not.toMatch(/"token"/);
    }
    expect(JSON.parse(answers[1]!).session.id).toBeTruthy();
  });
});
