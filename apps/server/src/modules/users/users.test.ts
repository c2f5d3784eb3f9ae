import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

describe('GET /api/customers', () => {
  it('lists the users with the customer role, and only them, to admins and sellers', async () => {
    const customer = await s.signedInAs('customer', 'zoe-customer@example.com');
    await s.signedInAs('customer', 'ana-customer@example.com');
    const seller = await s.signedInAs('seller');
    const admin = await s.signedInAs('admin');
    for (const staff of [seller, admin]) {
      const res = await s.request('/api/customers', { cookie: staff.cookie });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.items.map((u: { email: string }) => u.email)).toEqual(['ana-customer@example.com', 'zoe-customer@example.com']);
      expect(Object.keys(body.items[0]).sort()).toEqual(['email', 'id', 'name']);
    }
    expect((await s.request('/api/customers', { cookie: customer.cookie })).status).toBe(403);
    expect((await s.request('/api/customers')).status).toBe(401);
  });
});
