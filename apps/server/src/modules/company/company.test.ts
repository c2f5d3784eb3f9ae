import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_COMPANY_FACTS } from '@freshprice/shared';
import { activity, companyFacts } from '../../db/schema/index.js';
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

  it("records an admin's change in the activity log, in the same save, and nothing for a refused one", async () => {
    const companyActivity = () => s.database.db.select().from(activity).where(eq(activity.resourceType, 'company'));
    const storedFacts = () => s.database.db.select().from(companyFacts);
    const before = await json(s.request('/api/company'));
    const rowsBefore = (await companyActivity()).length;
    const factsBefore = await storedFacts();

    const seller = await s.signedInAs('seller');
    const refused = await s.request('/api/company', { method: 'PUT', json: { ...before, facilitySqFt: 1 }, cookie: seller.cookie });
    expect(refused.status).toBe(403);
    expect((await json(refused)).error.code).toBe('forbidden');
    expect(await companyActivity()).toHaveLength(rowsBefore);
    expect(await storedFacts()).toEqual(factsBefore);

    const admin = await s.signedInAs('admin');
    const res = await s.request('/api/company', { method: 'PUT', json: { ...before, facilitySqFt: 30000 }, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect((await json(res)).facilitySqFt).toBe(30000);
    const rows = await companyActivity();
    expect(rows).toHaveLength(rowsBefore + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ action: 'updated', resourceId: 'facts', userEmail: admin.email });
    expect(row.details).toMatchObject({ old: { facilitySqFt: before.facilitySqFt }, new: { facilitySqFt: 30000 } });
    expect(Object.keys(row.details.new ?? {})).toEqual(['facilitySqFt']);
  });
});
