import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const mint = async (cookie: string) => {
  const res = await s.request('/api/auth/token', { method: 'POST', cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)) as { token: string; tokenType: string; expiresIn: number };
};
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; exp: number; iat: number };

describe('API tokens', () => {
  it('are minted from a signed-in session, last 15 minutes, and are checked against the published keys', async () => {
    expect((await s.request('/api/auth/token', { method: 'POST' })).status).toBe(401);
    const seller = await s.signedInAs('seller');
    const { token, tokenType, expiresIn } = await mint(seller.cookie);
    expect(tokenType).toBe('Bearer');
    expect(expiresIn).toBe(900);
    const { exp, iat } = claims(token);
    expect(exp - iat).toBe(900);
    const jwks = await json(s.request('/api/auth/jwks'));
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });

  it('act with the permissions of their user, and no more', async () => {
    const seller = await s.signedInAs('seller');
    const customer = await s.signedInAs('customer');
    const sellerToken = (await mint(seller.cookie)).token;
    const customerToken = (await mint(customer.cookie)).token;
    expect((await s.request('/api/customers', bearer(sellerToken))).status).toBe(200);
    expect((await s.request('/api/customers', bearer(customerToken))).status).toBe(403);
    expect((await s.request('/api/users', bearer(sellerToken))).status).toBe(403);
    const me = await json(s.request('/api/me', bearer(customerToken)));
    expect(me.user.email).toBe(customer.email);
  });

  it('stop with the session they were minted from', async () => {
    const seller = await s.signedInAs('seller');
    const { token } = await mint(seller.cookie);
    expect((await s.request('/api/profile', bearer(token))).status).toBe(200);
    expect((await s.request('/api/auth/sign-out', { method: 'POST', cookie: seller.cookie })).status).toBe(200);
    expect((await s.request('/api/profile', bearer(token))).status).toBe(401);
  });

  it('refuse a forged or altered token, and a disabled user’s token', async () => {
    const seller = await s.signedInAs('seller');
    const { token } = await mint(seller.cookie);
    const [h, p, sig] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims(token), sub: 'someone-else' })).toString('base64url')}.${sig}`;
    expect((await s.request('/api/profile', bearer(forged))).status).toBe(401);
    expect((await s.request('/api/profile', bearer(`${h}.${p}.${sig!.slice(0, -2)}xx`))).status).toBe(401);
    expect((await s.request('/api/profile', bearer(token))).status).toBe(200);
    await s.database.db.execute(sql`update "user" set disabled_at = now() where email = ${seller.email}`);
    expect((await s.request('/api/profile', bearer(token))).status).toBe(401);
  });
});
