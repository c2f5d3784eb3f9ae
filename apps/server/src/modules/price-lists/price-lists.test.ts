import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { activityRows, countRows, createList, detailOf, makeProducts, pricesOf, savePrices, userIdOf } from './test/fixtures.js';

let s: TestServer;
let admin: string;
let seller: string;
let sellerEmail: string;
let customer: string;
let customerId: string;
let otherCustomer: string;
let otherCustomerId: string;
/** Products: p[0..2] fruits, p[3] vegetables, p[4] uncategorized. */
let p: string[];

const req = (path: string, init: Parameters<TestServer['request']>[1] = {}) => s.request(path, init);

beforeAll(async () => {
  s = await createTestServer();
  admin = (await s.signedInAs('admin')).cookie;
  const sel = await s.signedInAs('seller');
  seller = sel.cookie;
  sellerEmail = sel.email;
  customer = (await s.signedInAs('customer')).cookie;
  customerId = await userIdOf(s, customer);
  otherCustomer = (await s.signedInAs('customer')).cookie;
  otherCustomerId = await userIdOf(s, otherCustomer);
  p = [
    ...(await makeProducts(s, 3, { prefix: 'Fruit', category: 'fruits', cost: (i) => (i === 0 ? '5.00' : null) })),
    ...(await makeProducts(s, 1, { prefix: 'Veg', category: 'vegetables' })),
    ...(await makeProducts(s, 1, { prefix: 'Misc', category: null })),
  ];
  await savePrices(s, seller, 'small-business', [
    { productId: p[0]!, price: '10.00' },
    { productId: p[1]!, price: '20.00' },
    { productId: p[2]!, price: '30.00' },
    { productId: p[3]!, price: '4.00' },
    { productId: p[4]!, price: '1.00' },
  ]);
});
afterAll(() => s.close());

describe('who may call the price-list routes', () => {
  it('answers anonymous callers 401 on every route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/price-lists'],
      ['POST', '/api/price-lists'],
      ['GET', '/api/price-lists/compare?a=small-business&b=medium-business'],
      ['POST', '/api/price-lists/preview'],
      ['GET', '/api/price-lists/settings'],
      ['PUT', '/api/price-lists/settings'],
      ['GET', '/api/price-lists/small-business'],
      ['PATCH', '/api/price-lists/small-business'],
      ['DELETE', '/api/price-lists/small-business'],
      ['POST', '/api/price-lists/small-business/duplicate'],
      ['PUT', '/api/price-lists/small-business/shares'],
      ['POST', '/api/price-lists/small-business/save'],
      ['GET', '/api/price-lists/small-business/versions'],
      ['GET', '/api/price-lists/small-business/versions/1'],
      ['GET', '/api/price-lists/small-business/versions/compare?from=1&to=2'],
      ['POST', '/api/price-lists/small-business/rollback'],
      ['GET', `/api/price-lists/small-business/items/${p[0]}/history`],
    ];
    for (const [method, path] of routes) {
      const res = await req(path, { method, json: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers customers 403 on every staff route, sellers 403 on the margin setting', async () => {
    const staffRoutes: [string, string, unknown?][] = [
      ['POST', '/api/price-lists', { name: 'X', source: { kind: 'empty' } }],
      ['GET', '/api/price-lists/compare?a=small-business&b=medium-business'],
      ['POST', '/api/price-lists/preview', { from: 'small-business', adjustment: null }],
      ['GET', '/api/price-lists/settings'],
      ['PUT', '/api/price-lists/settings', { minMarginBp: 0 }],
      ['PATCH', '/api/price-lists/small-business', { version: 1, name: 'X' }],
      ['DELETE', '/api/price-lists/small-business'],
      ['POST', '/api/price-lists/small-business/duplicate', {}],
      ['PUT', '/api/price-lists/small-business/shares', { userIds: [] }],
      ['POST', '/api/price-lists/small-business/save', { version: 1, changes: [{ productId: p[0], price: '1.00' }] }],
      ['GET', '/api/price-lists/small-business/versions'],
      ['GET', '/api/price-lists/small-business/versions/1'],
      ['GET', '/api/price-lists/small-business/versions/compare?from=1&to=2'],
      ['POST', '/api/price-lists/small-business/rollback', { version: 1, to: 1 }],
    ];
    for (const [method, path, body] of staffRoutes) {
      const res = await req(path, { method, cookie: customer, json: body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).error.code).toBe('forbidden');
    }
    const res = await req('/api/price-lists/settings', { method: 'PUT', cookie: seller, json: { minMarginBp: 100 } });
    expect(res.status).toBe(403);
  });
});

describe('reading lists', () => {
  it('lists every list for staff: templates first (small, medium, large), then by name', async () => {
    await createList(s, seller, { name: 'Aardvark Deli', source: { kind: 'empty' } });
    const body = await json(req('/api/price-lists', { cookie: seller }));
    const slugs = body.items.map((l: { slug: string }) => l.slug);
    expect(slugs.slice(0, 3)).toEqual(['small-business', 'medium-business', 'large-business']);
    expect(slugs[3]).toBe('aardvark-deli');
    const small = body.items[0];
    expect(small).toMatchObject({ kind: 'template', tier: 'small', itemCount: 5, linked: false, base: null, updatedBy: sellerEmail });
    expect(small.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('shows a customer only the lists shared with them, without who saved or who else shares it', async () => {
    const list = await createList(s, seller, {
      name: 'Restaurant Uno',
      source: { kind: 'copy', from: 'small-business', adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' }, linked: true },
      sharedWith: [customerId, otherCustomerId],
    });
    expect(list.sharedWith.map((c: { id: string }) => c.id).sort()).toEqual([customerId, otherCustomerId].sort());
    const mine = await json(req('/api/price-lists', { cookie: customer }));
    expect(mine.items.map((l: { slug: string }) => l.slug)).toEqual(['restaurant-uno']);
    expect(mine.items[0]).toMatchObject({ itemCount: 5 });
    for (const key of ['sharedWith', 'updatedBy', 'base', 'adjustment', 'linked', 'staffNote']) expect(mine.items[0]).not.toHaveProperty(key);
  });

  it('reads a list by slug or id, items by category (uncategorized last) then name, cost for staff only', async () => {
    const staff = await detailOf(s, seller, 'small-business');
    expect(staff.items.map((i: { productId: string }) => i.productId)).toEqual([p[0], p[1], p[2], p[3], p[4]]);
    expect(staff.items[0]).toMatchObject({ price: '10.00', cost: '5.00', basePrice: null, overridden: false, category: 'fruits', quantity: null });
    expect(staff.minMarginBp).toBe(0);
    const byId = await detailOf(s, seller, staff.id);
    expect(byId.slug).toBe('small-business');

    const linked = await detailOf(s, seller, 'restaurant-uno');
    expect(linked.items[0]).toMatchObject({ price: '10.79', basePrice: '10.00', cost: '5.00' });
    const asCustomer = await detailOf(s, customer, 'restaurant-uno');
    expect(asCustomer.items[0]).toMatchObject({ price: '10.79' });
    for (const key of ['basePrice', 'cost', 'overridden']) expect(asCustomer.items[0]).not.toHaveProperty(key);
    for (const key of ['sharedWith', 'updatedBy', 'minMarginBp']) expect(asCustomer).not.toHaveProperty(key);
  });

  it('answers a customer 404, never 403, for a list not shared with them or missing, and for its item history', async () => {
    for (const ref of ['small-business', 'no-such-list', '00000000-0000-4000-8000-000000000000']) {
      const res = await req(`/api/price-lists/${ref}`, { cookie: customer });
      expect(res.status, ref).toBe(404);
      expect((await json(res)).error).toMatchObject({ code: 'not_found', message: 'Price list not found' });
    }
    const history = await req(`/api/price-lists/small-business/items/${p[0]}/history`, { cookie: customer });
    expect(history.status).toBe(404);
    const shared = await req(`/api/price-lists/restaurant-uno/items/${p[0]}/history`, { cookie: customer });
    expect(shared.status).toBe(200);
  });

  it('marks a change of the last 7 days with the price the week began with; older changes are not marked', async () => {
    await savePrices(s, seller, 'medium-business', [{ productId: p[1]!, price: '8.00' }]);
    const { sql } = await import('drizzle-orm');
    await s.database.db.execute(sql`update price_history set changed_at = now() - interval '8 days' where product_id = ${p[1]}::uuid`);
    await savePrices(s, seller, 'medium-business', [{ productId: p[1]!, price: '9.50' }]);
    let item = (await detailOf(s, seller, 'medium-business')).items.find((i: { productId: string }) => i.productId === p[1]);
    expect(item).toMatchObject({ price: '9.50', previousPrice: '8.00', recentChange: 'up' });
    await s.database.db.execute(sql`update price_history set changed_at = now() - interval '8 days' where product_id = ${p[1]}::uuid`);
    item = (await detailOf(s, seller, 'medium-business')).items.find((i: { productId: string }) => i.productId === p[1]);
    expect(item.previousPrice).toBeNull();
  });

  it('shows a customer no internal pricing: no margin, no linked or override marks, no reasons in the history', async () => {
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1000 } });
    try {
      const { version } = await detailOf(s, seller, 'restaurant-uno');
      const saved = await req('/api/price-lists/restaurant-uno/save', {
        method: 'POST',
        cookie: seller,
        json: { version, reason: 'Undercut the market by hand', changes: [{ productId: p[3], price: '3.99' }] },
      });
      expect(saved.status).toBe(200);
      const staff = await detailOf(s, seller, 'restaurant-uno');
      expect(staff).toMatchObject({ linked: true, minMarginBp: 1000 });
      expect(staff.items.find((i: { productId: string }) => i.productId === p[3])).toMatchObject({ price: '3.99', overridden: true });
      const mine = await detailOf(s, customer, 'restaurant-uno');
      for (const key of ['linked', 'minMarginBp', 'base', 'adjustment']) expect(mine).not.toHaveProperty(key);
      expect(mine.items.every((i: object) => !('overridden' in i))).toBe(true);
      expect((await json(req('/api/price-lists', { cookie: customer }))).items[0]).not.toHaveProperty('linked');
      const staffHistory = await json(req(`/api/price-lists/restaurant-uno/items/${p[3]}/history`, { cookie: seller }));
      expect(staffHistory.items.map((h: { reason: string | null }) => h.reason)).toEqual([null, 'Undercut the market by hand']);
      const history = await json(req(`/api/price-lists/restaurant-uno/items/${p[3]}/history`, { cookie: customer }));
      expect(history.items).toHaveLength(2);
      expect(history.items.every((h: object) => !('reason' in h) && !('by' in h))).toBe(true);
    } finally {
      await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 0 } });
    }
  });

  it('answers 200 again the next day: the "Updated" marks depend on the date', async () => {
    const first = await req('/api/price-lists/restaurant-uno', { cookie: customer });
    const etag = first.headers.get('etag')!;
    expect((await req('/api/price-lists/restaurant-uno', { cookie: customer, headers: { 'if-none-match': etag } })).status).toBe(304);
    vi.useFakeTimers({ now: Date.now() + 24 * 60 * 60 * 1000, toFake: ['Date'] });
    try {
      const tomorrow = await req('/api/price-lists/restaurant-uno', { cookie: customer, headers: { 'if-none-match': etag } });
      expect(tomorrow.status).toBe(200);
      expect(tomorrow.headers.get('etag')).not.toBe(etag);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 304 to a matching If-None-Match until a price changes', async () => {
    const first = await req('/api/price-lists/restaurant-uno', { cookie: customer });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await req('/api/price-lists/restaurant-uno', { cookie: customer, headers: { 'if-none-match': etag } })).status).toBe(304);
    await savePrices(s, seller, 'restaurant-uno', [{ productId: p[4]!, price: '1.50' }]);
    expect((await req('/api/price-lists/restaurant-uno', { cookie: customer, headers: { 'if-none-match': etag } })).status).toBe(200);
  });
});

describe('creating lists', () => {
  it('refuses a list without a name with SPEC’s message', async () => {
    for (const body of [{ source: { kind: 'empty' } }, { name: '  ', source: { kind: 'empty' } }]) {
      const res = await req('/api/price-lists', { method: 'POST', cookie: seller, json: body });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toMatchObject({ code: 'validation_failed', message: 'Creating a price list needs a name', fields: { name: 'nameRequired' } });
    }
  });

  it('creates an empty list at version 1 with an activity row', async () => {
    const list = await createList(s, admin, { name: 'Empty One', description: 'Nothing yet', source: { kind: 'empty' } });
    expect(list).toMatchObject({ slug: 'empty-one', kind: 'customer', version: 1, itemCount: 0, base: null, linked: false, description: 'Nothing yet' });
    const versions = await json(req('/api/price-lists/empty-one/versions', { cookie: admin }));
    expect(versions.items).toEqual([expect.objectContaining({ number: 1, added: 0, reason: null })]);
    expect((await activityRows(s, 'price_lists', list.id)).map((a) => a.action)).toEqual(['created']);
  });

  it('refuses a slug shaped like an id (a path would take it for one), and never makes one from a name', async () => {
    const uuidSlug = '0f8fad5b-d9cb-469f-a165-70867728950e';
    for (const [method, path, body] of [
      ['POST', '/api/price-lists', { name: 'Looks Like An Id', slug: uuidSlug, source: { kind: 'empty' } }],
      ['POST', '/api/price-lists/small-business/duplicate', { slug: uuidSlug }],
    ] as const) {
      const res = await req(path, { method, cookie: seller, json: body });
      expect(res.status, path).toBe(400);
      expect((await json(res)).error.fields).toEqual({ slug: 'invalidSlug' });
    }
    const named = await createList(s, seller, { name: uuidSlug, source: { kind: 'empty' } });
    expect(named.slug).toBe(`list-${uuidSlug}`);
    expect((await detailOf(s, seller, named.slug)).id).toBe(named.id);
    const { version } = await detailOf(s, seller, named.slug);
    const patch = await req(`/api/price-lists/${named.slug}`, { method: 'PATCH', cookie: seller, json: { version, slug: uuidSlug } });
    expect(patch.status).toBe(400);
  });

  it('makes slugs from names: accents folded, taken ones numbered, reserved words avoided; an explicit taken slug is 409', async () => {
    expect((await createList(s, seller, { name: 'Café  Olé! Ñandú', source: { kind: 'empty' } })).slug).toBe('cafe-ole-nandu');
    expect((await createList(s, seller, { name: 'Café Olé Ñandú', source: { kind: 'empty' } })).slug).toBe('cafe-ole-nandu-2');
    expect((await createList(s, seller, { name: 'Compare', source: { kind: 'empty' } })).slug).toBe('compare-2');
    expect((await createList(s, seller, { name: 'x'.repeat(100), source: { kind: 'empty' } })).slug).toBe('x'.repeat(60));
    const taken = await req('/api/price-lists', { method: 'POST', cookie: seller, json: { name: 'Other', slug: 'cafe-ole-nandu', source: { kind: 'empty' } } });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error).toMatchObject({ code: 'key_taken', fields: { slug: 'slugTaken' } });
    const reserved = await req('/api/price-lists', { method: 'POST', cookie: seller, json: { name: 'Other', slug: 'settings', source: { kind: 'empty' } } });
    expect(reserved.status).toBe(400);
  });

  it('copies a template as it is, or with +8% rounded to .x9, with history rows for version 1', async () => {
    const same = await createList(s, seller, { name: 'Same Prices', source: { kind: 'copy', from: 'small-business', adjustment: null, linked: false } });
    expect(same).toMatchObject({ linked: false, base: { slug: 'small-business' }, itemCount: 5, version: 1, adjustment: null });
    expect(Object.values(await pricesOf(s, seller, 'same-prices')).sort()).toEqual(['1.00', '10.00', '20.00', '30.00', '4.00']);
    const adjustment = { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' };
    const up = await createList(s, seller, { name: 'Plus Eight', source: { kind: 'copy', from: 'small-business', adjustment, linked: false } });
    expect(up).toMatchObject({ linked: false, adjustment });
    const prices = await pricesOf(s, seller, 'plus-eight');
    // 10.00 * 1.08 = 10.80 -> 10.79; 20 -> 21.60 -> 21.59; 30 -> 32.40 -> 32.39; 4 -> 4.32 -> 4.29; 1 -> 1.08 -> 1.09
    expect([p[0], p[1], p[2], p[3], p[4]].map((id) => prices[id!])).toEqual(['10.79', '21.59', '32.39', '4.29', '1.09']);
    const v1 = await json(req('/api/price-lists/plus-eight/versions/1', { cookie: seller }));
    expect(v1.version).toMatchObject({ number: 1, added: 5, changed: 0, removed: 0 });
    expect(v1.changes).toHaveLength(5);
    expect(v1.changes[0]).toMatchObject({ old: null, new: '10.79', change: null, percent: null });
    // A version number is written in digits: what Number() would also read is refused.
    for (const n of ['0x1', '1e0', '%201', '1.0', '0', '-1']) {
      const res = await req(`/api/price-lists/plus-eight/versions/${n}`, { cookie: seller });
      expect(res.status, n).toBe(400);
    }
    expect((await req('/api/price-lists/plus-eight/versions/compare?from=0x1&to=1', { cookie: seller })).status).toBe(400);
    expect((await req('/api/activity?limit=1e2', { cookie: seller })).status).toBe(400);
    expect((await req('/api/activity?limit=20', { cookie: seller })).status).toBe(200);
  });

  it('needs an adjustment for a linked list, and refuses an unknown base', async () => {
    const res = await req('/api/price-lists', {
      method: 'POST',
      cookie: seller,
      json: { name: 'Linked No Adj', source: { kind: 'copy', from: 'small-business', adjustment: null, linked: true } },
    });
    expect(res.status).toBe(400);
    const unknown = await req('/api/price-lists', {
      method: 'POST',
      cookie: seller,
      json: { name: 'From Nothing', source: { kind: 'copy', from: 'nothing-here', adjustment: null, linked: false } },
    });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error.fields).toEqual({ base: 'unknownList' });
  });

  it('refuses prices below cost plus the minimum margin until confirmed', async () => {
    // Fruit 0 costs 5.00; 50% down makes it 5.00, below a 10% margin (5.50).
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1000 } });
    const input = {
      name: 'Half Price',
      source: { kind: 'copy', from: 'small-business', adjustment: { kind: 'percent', direction: 'down', value: 5000, rounding: 'cent' }, linked: false },
    };
    const refused = await req('/api/price-lists', { method: 'POST', cookie: seller, json: input });
    expect(refused.status).toBe(422);
    expect((await json(refused)).error).toMatchObject({ code: 'below_floor', fields: { [p[0]!]: 'belowFloor' } });
    const preview = await json(req('/api/price-lists/preview', { method: 'POST', cookie: seller, json: { from: 'small-business', adjustment: input.source.adjustment } }));
    expect(preview.belowFloor).toBe(1);
    expect(preview.items.find((i: { productId: string }) => i.productId === p[0])).toMatchObject({ basePrice: '10.00', price: '5.00', cost: '5.00', belowFloor: true });
    const list = await createList(s, seller, { ...input, confirmBelowFloor: true });
    const versions = await json(req(`/api/price-lists/${list.slug}/versions`, { cookie: seller }));
    expect(versions.items[0]).toMatchObject({ number: 1, belowFloor: 1 });
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 0 } });
    // The share beyond which a move needs a confirmation: 1% to 1,000%, admins only.
    expect((await req('/api/price-lists/settings', { method: 'PUT', cookie: seller, json: { largeMoveBp: 3000 } })).status).toBe(403);
    expect((await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 50 } })).status).toBe(400);
    expect(await json(req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 3000 } }))).toMatchObject({ largeMoveBp: 3000 });
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 5000 } });
  });
});

describe('changing, duplicating, sharing and deleting lists', () => {
  it('renames and re-slugs a list; a template keeps its slug; a stale version is refused', async () => {
    const list = await createList(s, seller, { name: 'Rename Me', source: { kind: 'empty' } });
    const res = await req('/api/price-lists/rename-me', { method: 'PATCH', cookie: seller, json: { version: 1, name: 'Renamed', slug: 'renamed', description: 'D' } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: list.id, name: 'Renamed', slug: 'renamed', description: 'D', version: 1 });
    const [, updated] = await activityRows(s, 'price_lists', list.id);
    expect(updated).toMatchObject({ action: 'updated', details: { old: { name: 'Rename Me', slug: 'rename-me' }, new: { name: 'Renamed', slug: 'renamed' } } });
    const stale = await req('/api/price-lists/renamed', { method: 'PATCH', cookie: seller, json: { version: 0, name: 'Late' } });
    expect(stale.status).toBe(409);
    expect((await json(stale)).error.code).toBe('version_conflict');

    const { version } = await detailOf(s, seller, 'large-business');
    const template = await req('/api/price-lists/large-business', { method: 'PATCH', cookie: seller, json: { version, slug: 'big-business' } });
    expect(template.status).toBe(400);
    expect((await json(template)).error.fields).toEqual({ slug: 'templateSlug' });
    const renamed = await req('/api/price-lists/large-business', { method: 'PATCH', cookie: seller, json: { version, name: 'Large accounts' } });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).slug).toBe('large-business');
    const linkTemplate = await req('/api/price-lists/large-business', {
      method: 'PATCH',
      cookie: seller,
      json: { version, base: { from: 'small-business', linked: true, adjustment: { kind: 'percent', direction: 'down', value: 500, rounding: 'cent' } } },
    });
    expect(linkTemplate.status).toBe(400);
  });

  it('duplicates a list with the same prices, not shared, based on the source', async () => {
    const res = await req('/api/price-lists/restaurant-uno/duplicate', { method: 'POST', cookie: seller, json: {} });
    expect(res.status).toBe(201);
    const copy = await json(res);
    expect(copy).toMatchObject({ name: 'Restaurant Uno (copy)', slug: 'restaurant-uno-copy', linked: false, base: { slug: 'restaurant-uno' }, sharedWith: [], version: 1 });
    expect(await pricesOf(s, seller, copy.slug)).toEqual(await pricesOf(s, seller, 'restaurant-uno'));
    const named = await json(req('/api/price-lists/restaurant-uno/duplicate', { method: 'POST', cookie: seller, json: { name: 'Dos', slug: 'restaurant-dos' } }));
    expect(named).toMatchObject({ name: 'Dos', slug: 'restaurant-dos' });
    const noBody = await req('/api/price-lists/restaurant-uno/duplicate', { method: 'POST', cookie: seller });
    expect(noBody.status).toBe(201);
    expect((await json(noBody)).slug).toBe('restaurant-uno-copy-2');
    expect((await req('/api/price-lists/no-such-list/duplicate', { method: 'POST', cookie: seller, json: {} })).status).toBe(404);
  });

  it('shares only with users who have the customer role, as /api/customers lists them', async () => {
    const roleless = await s.signedInAs('customer');
    const id = await userIdOf(s, roleless.cookie);
    await s.database.db.execute(sql`delete from user_roles where user_id = ${id}`);
    const listed = (await json(req('/api/customers', { cookie: seller }))).items.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(id);
    const res = await req('/api/price-lists/small-business/shares', { method: 'PUT', cookie: seller, json: { userIds: [id] } });
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toEqual({ userIds: 'notCustomer' });
  });

  it('shares with exactly the customers given, refusing staff users', async () => {
    const list = await createList(s, seller, { name: 'Share Me', source: { kind: 'empty' } });
    const ok = await req('/api/price-lists/share-me/shares', { method: 'PUT', cookie: seller, json: { userIds: [customerId] } });
    expect(ok.status).toBe(200);
    expect((await json(ok)).sharedWith.map((c: { id: string }) => c.id)).toEqual([customerId]);
    expect((await req('/api/price-lists/share-me', { cookie: customer })).status).toBe(200);
    expect((await req('/api/price-lists/share-me', { cookie: otherCustomer })).status).toBe(404);

    const sellerId = await userIdOf(s, seller);
    const refused = await req('/api/price-lists/share-me/shares', { method: 'PUT', cookie: seller, json: { userIds: [otherCustomerId, sellerId] } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields).toEqual({ userIds: 'notCustomer' });
    expect((await json(req('/api/price-lists/share-me/shares', { method: 'PUT', cookie: seller, json: { userIds: [otherCustomerId] } }))).sharedWith).toHaveLength(1);
    expect((await req('/api/price-lists/share-me', { cookie: customer })).status).toBe(404);
    const acts = await activityRows(s, 'price_lists', list.id);
    expect(acts.at(-1)).toMatchObject({ action: 'updated', details: { new: { sharedWith: [expect.stringMatching(/^customer-/)] } } });
    const templates = await req('/api/price-lists/small-business/shares', { method: 'PUT', cookie: seller, json: { userIds: [otherCustomerId] } });
    expect(templates.status).toBe(200);
    expect((await req('/api/price-lists/small-business', { cookie: otherCustomer })).status).toBe(200);
    await req('/api/price-lists/small-business/shares', { method: 'PUT', cookie: seller, json: { userIds: [] } });
  });

  it('refuses to delete a template or a list linked lists follow; its one-time copies only lose their base', async () => {
    const template = await req('/api/price-lists/small-business', { method: 'DELETE', cookie: admin });
    expect(template.status).toBe(409);
    expect((await json(template)).error).toMatchObject({ code: 'list_protected', message: 'Templates cannot be deleted.', fields: { list: 'template' } });

    const origin = await createList(s, seller, { name: 'Origin', source: { kind: 'copy', from: 'small-business', adjustment: null, linked: false } });
    const copy = await json(req('/api/price-lists/origin/duplicate', { method: 'POST', cookie: seller, json: { name: 'Origin Copy' } }));
    await createList(s, seller, { name: 'Origin Made', source: { kind: 'copy', from: 'origin', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Origin Follower', source: { kind: 'copy', from: 'origin', adjustment: { kind: 'percent', direction: 'up', value: 0, rounding: 'cent' }, linked: true } });
    const followed = await req('/api/price-lists/origin', { method: 'DELETE', cookie: admin });
    expect(followed.status).toBe(409);
    const error = (await json(followed)).error;
    expect(error).toMatchObject({ code: 'list_protected', fields: { list: 'hasDependents' } });
    expect(error.message).toContain('"Origin Follower"');
    expect(error.message).not.toContain('Copy');
    expect((await req('/api/price-lists/origin-follower', { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await req('/api/price-lists/origin', { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect(await detailOf(s, seller, copy.slug)).toMatchObject({ base: null, linked: false, itemCount: 5 });
    expect(await detailOf(s, seller, 'origin-made')).toMatchObject({ base: null, linked: false });
    expect((await activityRows(s, 'price_lists', origin.id)).map((a) => a.action)).toEqual(['created', 'deleted']);

    const list = await createList(s, seller, { name: 'Doomed', source: { kind: 'copy', from: 'small-business', adjustment: null, linked: false } });
    const items = await countRows(s, 'price_items');
    const del = await req('/api/price-lists/doomed', { method: 'DELETE', cookie: seller });
    expect(del.status).toBe(204);
    expect(await countRows(s, 'price_items')).toBe(items - 5);
    expect((await req('/api/price-lists/doomed', { cookie: seller })).status).toBe(404);
    expect((await activityRows(s, 'price_lists', list.id)).map((a) => a.action)).toEqual(['created', 'deleted']);
  });
});

describe('item history, comparison and settings', () => {
  it('gives an item’s history oldest first; who saved it for staff only', async () => {
    await savePrices(s, seller, 'restaurant-uno', [{ productId: p[2]!, price: '35.00' }], { reason: 'Market' });
    const staff = await json(req(`/api/price-lists/restaurant-uno/items/${p[2]}/history`, { cookie: seller }));
    expect(staff.items.map((h: { old: string | null; new: string }) => `${h.old}->${h.new}`)).toEqual(['null->32.39', '32.39->35.00']);
    expect(staff.items[1]).toMatchObject({ by: sellerEmail, reason: 'Market', change: '2.61', percent: 8.06 });
    const asCustomer = await json(req(`/api/price-lists/restaurant-uno/items/${p[2]}/history`, { cookie: customer }));
    expect(asCustomer.items[1]).toMatchObject({ new: '35.00' });
    expect(asCustomer.items[1]).not.toHaveProperty('by');
  });

  it('compares two lists with a row per product in either and counts per filter', async () => {
    await createList(s, seller, { name: 'Cmp A', source: { kind: 'copy', from: 'small-business', adjustment: null, linked: false } });
    await createList(s, seller, { name: 'Cmp B', source: { kind: 'copy', from: 'small-business', adjustment: null, linked: false } });
    await savePrices(s, seller, 'cmp-a', [{ productId: p[4]!, price: null }]);
    // Created last and priced last, it still comes first: rows are in category, then name order.
    const [apple] = await makeProducts(s, 1, { prefix: 'Apple', category: 'fruits' });
    await savePrices(s, seller, 'cmp-b', [
      { productId: p[3]!, price: null },
      { productId: p[0]!, price: '9.00' },
      { productId: apple!, price: '2.00' },
    ]);
    const res = await req('/api/price-lists/compare?a=cmp-a&b=cmp-b', { cookie: seller });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.a.slug).toBe('cmp-a');
    expect(body.counts).toEqual({ all: 6, different: 1, onlyA: 1, onlyB: 2 });
    expect(body.rows.map((r: { productId: string }) => r.productId)).toEqual([apple, p[0], p[1], p[2], p[3], p[4]]);
    expect(body.rows[1]).toMatchObject({ a: '10.00', b: '9.00', difference: '-1.00', percent: -10, category: 'fruits', nameEn: 'Fruit 00000' });
    expect(body.rows[4]).toMatchObject({ a: '4.00', b: null, difference: null, percent: null });
    expect(body.rows[5]).toMatchObject({ a: null, b: '1.00' });
    expect((await req('/api/price-lists/compare?a=cmp-a&b=nope', { cookie: seller })).status).toBe(404);
  });

  it('reads the margin for staff, changes it for admins only', async () => {
    expect(await json(req('/api/price-lists/settings', { cookie: seller }))).toEqual({ minMarginBp: 0, staleListDays: 3, largeMoveBp: 5000, alertMoveBp: 1000 });
    const res = await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 1500 } });
    expect(await json(res)).toEqual({ minMarginBp: 1500, staleListDays: 3, largeMoveBp: 5000, alertMoveBp: 1000 });
    expect(await json(req('/api/price-lists/settings', { cookie: seller }))).toEqual({ minMarginBp: 1500, staleListDays: 3, largeMoveBp: 5000, alertMoveBp: 1000 });
    expect((await detailOf(s, seller, 'small-business')).minMarginBp).toBe(1500);
    expect((await activityRows(s, 'price_lists', 'settings')).at(-1)).toMatchObject({ details: { old: { minMarginBp: 0 }, new: { minMarginBp: 1500 } } });
    expect((await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 10000 } })).status).toBe(400);
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { minMarginBp: 0 } });
    // The share beyond which a move needs a confirmation: 1% to 1,000%, admins only.
    expect((await req('/api/price-lists/settings', { method: 'PUT', cookie: seller, json: { largeMoveBp: 3000 } })).status).toBe(403);
    expect((await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 50 } })).status).toBe(400);
    expect(await json(req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 3000 } }))).toMatchObject({ largeMoveBp: 3000 });
    await req('/api/price-lists/settings', { method: 'PUT', cookie: admin, json: { largeMoveBp: 5000 } });
  });
});
