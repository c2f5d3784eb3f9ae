import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@freshprice/shared';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { createList, makeProducts, savePrices } from '../price-lists/test/fixtures.js';

let s: TestServer;
let seller: { cookie: string; email: string };
let admin: { cookie: string; email: string };
let customer: string;
let sellerId: string;

const page = async (cookie: string, query = '') => {
  const res = await s.request(`/api/activity${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json(res)) as { items: ActivityEntry[]; next: string | null };
};

/** Today in Miami, as the filter reads days. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

beforeAll(async () => {
  s = await createTestServer();
  seller = await s.signedInAs('seller');
  admin = await s.signedInAs('admin');
  const c = await s.signedInAs('customer');
  customer = c.cookie;
  const [a, b] = await makeProducts(s, 2, { prefix: 'Activity item', category: 'fruits' });
  await createList(s, seller.cookie, { name: 'Shared list', slug: 'act-shared', source: { kind: 'empty' } });
  await createList(s, admin.cookie, { name: 'Other list', slug: 'act-other', source: { kind: 'empty' } });
  await savePrices(s, seller.cookie, 'act-shared', [{ productId: a!, price: '10.00' }], { reason: 'Morning prices' });
  await savePrices(s, admin.cookie, 'act-shared', [{ productId: b!, price: '12.00' }]);
  await savePrices(s, admin.cookie, 'act-other', [{ productId: a!, price: '99.00' }]);
  const ids = (await s.database.db.execute(sql`select id, email from "user" where email in (${c.email}, ${seller.email})`)) as unknown as { rows: { id: string; email: string }[] };
  sellerId = ids.rows.find((r) => r.email === seller.email)!.id;
  const customerId = ids.rows.find((r) => r.email === c.email)!.id;
  expect((await s.request('/api/price-lists/act-shared/shares', { method: 'PUT', cookie: seller.cookie, json: { userIds: [customerId] } })).status).toBe(200);
});
afterAll(() => s.close());

describe('GET /api/activity', () => {
  it('shows staff every record, newest first, with who and what changed', async () => {
    const { items } = await page(admin.cookie);
    const times = items.map((i) => i.at);
    expect(times).toEqual([...times].sort().reverse());
    const priceChange = items.find((i) => i.resourceType === 'price_items' && i.details.reason === 'Morning prices')!;
    expect(priceChange).toMatchObject({ action: 'updated', user: { id: sellerId, email: seller.email } });
    expect(priceChange.details.changes).toEqual([expect.objectContaining({ name: 'Activity item 00000', old: null, new: '10.00' })]);
  });

  it('filters by resource, action, user and days', async () => {
    const prices = await page(admin.cookie, '?resourceType=price_items');
    expect(prices.items.length).toBe(3);
    expect(prices.items.every((i) => i.resourceType === 'price_items')).toBe(true);
    const created = await page(admin.cookie, '?resourceType=price_lists&action=created');
    expect(created.items.map((i) => i.details.name).sort()).toEqual(['Other list', 'Shared list']);
    const bySeller = await page(admin.cookie, `?userId=${sellerId}`);
    expect(bySeller.items.length).toBeGreaterThan(0);
    expect(bySeller.items.every((i) => i.user?.email === seller.email)).toBe(true);
    expect((await page(admin.cookie, `?from=${today()}&to=${today()}`)).items.length).toBe((await page(admin.cookie)).items.length);
    expect((await page(admin.cookie, '?to=2020-01-01')).items).toEqual([]);
    const backwards = await s.request(`/api/activity?from=${today()}&to=2020-01-01`, { cookie: admin.cookie });
    expect(backwards.status).toBe(400);
    expect((await s.request('/api/activity?resourceType=nothing', { cookie: admin.cookie })).status).toBe(400);
  });

  it('pages by keyset without gaps or repeats', async () => {
    const all = (await page(admin.cookie)).items.map((i) => i.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p = await page(admin.cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.items.length).toBeLessThanOrEqual(2);
      seen.push(...p.items.map((i) => i.id));
      cursor = p.next;
    } while (cursor);
    expect(seen).toEqual(all);
    const nonsense = await s.request('/api/activity?cursor=nonsense', { cookie: admin.cookie });
    expect(nonsense.status).toBe(400);
    expect((await json(nonsense)).error).toMatchObject({ message: 'This page link is not valid.', fields: { cursor: 'invalidCursor' } });
    const odd = Buffer.from(JSON.stringify(['1', 1])).toString('base64url');
    expect((await s.request(`/api/activity?cursor=${odd}`, { cookie: admin.cookie })).status).toBe(400);
  });

  it('shows a customer only the price changes of their lists, without who', async () => {
    const { items } = await page(customer);
    expect(items.length).toBe(2);
    expect(items.every((i) => i.resourceType === 'price_items' && !('user' in i))).toBe(true);
    expect(items.map((i) => i.details.name)).toEqual(['Shared list', 'Shared list']);
    expect(JSON.stringify(items)).not.toContain(seller.email);
    expect(JSON.stringify(items)).not.toContain('99.00');
    // The staff's note on the save is theirs.
    expect(JSON.stringify(items)).not.toContain('Morning prices');
    expect(items.flatMap((i) => Object.keys(i.details)).every((k) => ['list', 'name', 'version', 'count', 'added', 'changed', 'removed', 'changes'].includes(k))).toBe(true);
    // Other filters cannot widen it: another user's records, other kinds.
    expect((await page(customer, '?resourceType=price_lists')).items).toEqual([]);
    expect((await page(customer, '?resourceType=users')).items).toEqual([]);
    expect((await page(customer, '?resourceType=products')).items).toEqual([]);
    expect((await page(customer, `?userId=${sellerId}`)).items.length).toBe(2);
  });

  it('names the base list a record points to, and says when it is gone', async () => {
    await createList(s, seller.cookie, { name: 'Base to go', slug: 'act-base', source: { kind: 'empty' } });
    await createList(s, seller.cookie, { name: 'Copy of base', slug: 'act-copy', source: { kind: 'copy', from: 'act-base', adjustment: null, linked: false } });
    const baseId = (await s.database.db.execute(sql`select id from price_lists where slug = 'act-base'`)) as unknown as { rows: { id: string }[] };
    const created = async () => (await page(admin.cookie, '?resourceType=price_lists&action=created')).items.find((i) => i.details.name === 'Copy of base')!;
    expect((await created()).details.base).toEqual({ ref: 'price_list', name: 'Base to go' });
    expect(JSON.stringify((await created()).details)).not.toContain(baseId.rows[0]!.id);
    expect((await s.request('/api/price-lists/act-base', { method: 'DELETE', cookie: seller.cookie })).status).toBe(204);
    expect((await created()).details.base).toEqual({ ref: 'price_list', name: null });
  });

  it("gives a product's quantity change the product's unit", async () => {
    const res = await s.request('/api/products/changes', {
      method: 'POST',
      cookie: seller.cookie,
      json: {
        changes: [
          {
            op: 'create',
            clientId: 'q',
            data: { nameEn: 'Unit check', nameEs: 'Unidad', slug: 'act-unit', category: 'fruits', unit: 'dozen', inStock: true, quantity: '2', prices: { small: '3.00', medium: '3.00', large: '3.00' } },
          },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const id = (await json(res)).ids.q as string;
    const edit = await s.request('/api/products/changes', {
      method: 'POST',
      cookie: seller.cookie,
      json: {
        changes: [
          {
            op: 'update',
            id,
            version: 1,
            data: { nameEn: 'Unit check', nameEs: 'Unidad', slug: 'act-unit', category: 'fruits', unit: 'dozen', inStock: true, quantity: '5', prices: { small: '3.00', medium: '3.00', large: '3.00' } },
          },
        ],
      },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const row = (await page(admin.cookie, '?resourceType=products')).items.find((i) => i.resourceId === id && i.action === 'updated')!;
    const [change] = row.details.changes as { unit?: string; old: Record<string, unknown>; new: Record<string, unknown> }[];
    expect(change).toMatchObject({ unit: 'dozen', old: { quantity: '2.00' }, new: { quantity: '5.00' } });
    expect(change!.old.unit).toBeUndefined();
  });

  it('refuses anonymous callers; the user filter list is for staff', async () => {
    expect((await s.request('/api/activity')).status).toBe(401);
    expect((await s.request('/api/activity/users')).status).toBe(401);
    expect((await s.request('/api/activity/users', { cookie: customer })).status).toBe(403);
    const users = await json(await s.request('/api/activity/users', { cookie: seller.cookie }));
    expect(users.items.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining([seller.email, admin.email]));
  });
});
