import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, sessionCookie, type TestServer } from '../test/harness.js';
import { totpAt } from '../test/totp.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

/** Makes the user's sessions look last used `hours` ago. */
async function idleFor(email: string, hours: number) {
  await s.database.db.execute(
    sql`update session set updated_at = now() - make_interval(secs => ${hours * 3600}) where user_id = (select id from "user" where email = ${email})`,
  );
}
async function lastActivity(email: string): Promise<Date> {
  const { rows } = (await s.database.db.execute(
    sql`select max(updated_at)::text as at from session where user_id = (select id from "user" where email = ${email})`,
  )) as unknown as { rows: { at: string }[] };
  return new Date(rows[0]!.at);
}
const me = async (cookie: string) => (await json(s.request('/api/me', { cookie }))).user as { email: string } | null;

describe('staff sessions end after 12 hours without use', () => {
  it('refuses a seller or admin session idle for more than 12 hours, everywhere', async () => {
    for (const role of ['seller', 'admin'] as const) {
      const staff = await s.signedInAs(role);
      await idleFor(staff.email, 12.1);
      expect(await me(staff.cookie)).toBeNull();
      expect((await s.request('/api/price-lists', { cookie: staff.cookie })).status).toBe(401);
      // better-auth's own routes do not see it either: the session is gone.
      expect(await json(s.request('/api/auth/get-session', { cookie: staff.cookie }))).toBeNull();
      const { rows } = (await s.database.db.execute(sql`select count(*)::int as n from session where user_id = (select id from "user" where email = ${staff.email})`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBe(0);
    }
  });

  it('keeps a staff session used within 12 hours, and counts the idle time again from now', async () => {
    const seller = await s.signedInAs('seller');
    await idleFor(seller.email, 11.5);
    const before = Date.now();
    expect((await s.request('/api/price-lists', { cookie: seller.cookie })).status).toBe(200);
    expect((await lastActivity(seller.email)).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    // 11.5 hours more would have been 23 without the refresh.
    expect((await me(seller.cookie))?.email).toBe(seller.email);
  });

  it('leaves customers the usual lifetime: 13 hours idle is fine', async () => {
    const customer = await s.signedInAs('customer');
    await idleFor(customer.email, 13);
    expect((await me(customer.cookie))?.email).toBe(customer.email);
    expect((await s.request('/api/profile', { cookie: customer.cookie })).status).toBe(200);
  });
});

const settings = (cookie?: string) => s.request('/api/security-settings', { cookie });
const setRequirement = (cookie: string | undefined, requireStaffTwoFactor: boolean) =>
  s.request('/api/security-settings', { method: 'PUT', cookie, json: { requireStaffTwoFactor } });

/** Turns two-step verification on for a signed-in user; returns the new session cookie. */
async function enrol(user: { cookie: string; password: string }) {
  const enabled = await s.request('/api/auth/two-factor/enable', { method: 'POST', cookie: user.cookie, json: { password: user.password } });
  expect(enabled.status, await enabled.clone().text()).toBe(200);
  const { totpURI } = (await json(enabled)) as { totpURI: string };
  const confirmed = await s.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: user.cookie, json: { code: totpAt(totpURI) } });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return sessionCookie(confirmed);
}

describe('the admin setting "require two-step verification for staff"', () => {
  it('is read and changed by an admin only', async () => {
    expect((await settings()).status).toBe(401);
    expect((await setRequirement(undefined, false)).status).toBe(401);
    for (const role of ['seller', 'customer'] as const) {
      const user = await s.signedInAs(role);
      expect((await settings(user.cookie)).status).toBe(403);
      expect((await setRequirement(user.cookie, false)).status).toBe(403);
    }
    const admin = await s.signedInAs('admin');
    const read = await settings(admin.cookie);
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ requireStaffTwoFactor: false });
    expect((await s.request('/api/security-settings', { method: 'PUT', cookie: admin.cookie, json: { requireStaffTwoFactor: 'yes' } })).status).toBe(400);
  });

  it('cannot be turned on by an admin without two-step verification (no lock-out)', async () => {
    const admin = await s.signedInAs('admin');
    const refused = await setRequirement(admin.cookie, true);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.code).toBe('own_two_factor_missing');
    expect(await json(settings(admin.cookie))).toMatchObject({ requireStaffTwoFactor: false });
  });

  it('when on, leads staff without two-step verification to enrol: only their profile, enrolment and sign-out work', async () => {
    const admin = await s.signedInAs('admin');
    const adminCookie = await enrol(admin);
    const on = await setRequirement(adminCookie, true);
    expect(on.status, await on.clone().text()).toBe(200);
    expect(await json(on)).toMatchObject({ requireStaffTwoFactor: true });

    try {
      // The admin with two-step verification works as before.
      expect((await s.request('/api/price-lists', { cookie: adminCookie })).status).toBe(200);

      const seller = await s.signedInAs('seller');
      const refused = await s.request('/api/price-lists', { cookie: seller.cookie });
      expect(refused.status).toBe(403);
      expect((await json(refused)).error.code).toBe('two_factor_setup_required');
      expect((await s.request('/api/auth/token', { method: 'POST', cookie: seller.cookie })).status).toBe(403);
      expect((await s.request('/api/dashboard', { cookie: seller.cookie })).status).toBe(403);
      // What the web app needs to lead them there.
      expect((await json(s.request('/api/me', { cookie: seller.cookie }))).user).toMatchObject({ role: 'seller', twoFactorSetupRequired: true });
      expect((await s.request('/api/profile', { cookie: seller.cookie })).status).toBe(200);

      // A customer is not staff: nothing changes.
      const customer = await s.signedInAs('customer');
      expect((await s.request('/api/dashboard', { cookie: customer.cookie })).status).toBe(200);
      expect((await json(s.request('/api/me', { cookie: customer.cookie }))).user.twoFactorSetupRequired).toBe(false);

      // Enrolling lifts it at once.
      const enrolled = await enrol(seller);
      expect((await s.request('/api/price-lists', { cookie: enrolled })).status).toBe(200);
      expect((await json(s.request('/api/me', { cookie: enrolled }))).user.twoFactorSetupRequired).toBe(false);

      // Sign-out still works for someone who must enrol.
      const other = await s.signedInAs('seller');
      expect((await s.request('/api/auth/sign-out', { method: 'POST', cookie: other.cookie })).status).toBe(200);
      expect(await me(other.cookie)).toBeNull();
    } finally {
      expect((await setRequirement(adminCookie, false)).status).toBe(200);
    }
    const seller = await s.signedInAs('seller');
    expect((await s.request('/api/price-lists', { cookie: seller.cookie })).status).toBe(200);

    // Both changes are in the activity log: who turned it on, then off.
    const log = (await json(s.request('/api/activity?limit=200', { cookie: adminCookie }))) as {
      items: { resourceType: string; action: string; user?: { email: string | null } | null; details: unknown }[];
    };
    const changes = log.items.filter((entry) => entry.resourceType === 'security');
    expect(changes.map((entry) => entry.details)).toEqual([
      { old: { requireStaffTwoFactor: true }, new: { requireStaffTwoFactor: false } },
      { old: { requireStaffTwoFactor: false }, new: { requireStaffTwoFactor: true } },
    ]);
    expect(changes.every((entry) => entry.action === 'updated' && entry.user?.email === admin.email)).toBe(true);
  });
});
