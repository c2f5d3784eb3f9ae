import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { createTestServer, json, type TestServer } from '../../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

describe('company facts', () => {
  it('are public, with DECISIONS.md defaults', async () => {
    const facts = await json(s.request('/api/company'));
    expect(facts).toEqual(DEFAULT_COMPANY_FACTS);
    expect(facts).toMatchObject({
      foundedYear: 2013,
      facilitySqFt: 15000,
      sameDayCutoff: '08:00',
      hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '04:00', closes: '11:00' },
      minimumOrder: { small: 250, medium: 500, large: null },
      deliveryFrequency: { small: 'weekly', medium: 'twice_weekly', large: 'daily' },
    });
  });

  it('only an admin may change them, and the change is what everyone then reads', async () => {
    const changed = { ...DEFAULT_COMPANY_FACTS, facilitySqFt: 25000, phone: '+1 (305) 555-0100' };
    const put = (cookie?: string, body: unknown = changed) => s.request('/api/company', { method: 'PUT', json: body, cookie });
    expect((await put()).status).toBe(401);
    expect((await put((await s.signedInAs('seller')).cookie)).status).toBe(403);
    const admin = (await s.signedInAs('admin')).cookie;
    expect((await put(admin, { ...changed, email: 'not-mail' })).status).toBe(400);
    expect((await put(admin)).status).toBe(200);
    expect((await json(s.request('/api/company'))).facilitySqFt).toBe(25000);
  });
});
