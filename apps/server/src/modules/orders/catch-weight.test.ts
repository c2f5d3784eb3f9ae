import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { customerWithList, place, shopWithList, testClock, type Shop } from './test/fixtures.js';

/**
 * Catch weight ("order by count, bill by weight"): staff mark a product sold by weight with its case
 * weight and QuickBooks item; customers see the per-lb price and the case weight, never the QuickBooks
 * item; an order takes whole cases and totals the estimate, cases x case weight x price per lb.
 */
const MONDAY_5AM = '2026-11-23T10:00:00.000Z';
const clock = testClock(MONDAY_5AM);
let s: TestServer;
let shop: Shop;
let cafe: Awaited<ReturnType<typeof customerWithList>>;

beforeAll(async () => {
  s = await createTestServer({ clock: clock.now });
  shop = await shopWithList(s, 'Weighed');
  cafe = await customerWithList(s, shop, 'cafe-weighed');
});
afterAll(() => s.close());

const save = (cookie: string, changes: unknown[]) => s.request('/api/products/changes', { method: 'POST', cookie, json: { changes, confirmLargeMoves: true } });
const managedRow = async (id: string) => {
  const rows: Record<string, unknown>[] = [];
  for (let cursor = ''; ; ) {
    const page = await json(s.request(`/api/products/manage?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { cookie: shop.seller }));
    rows.push(...page.items);
    if (!page.next) break;
    cursor = page.next;
  }
  return rows.find((r) => r.id === id)!;
};
/** The product as the manage table sends it back, with `over` on top. */
const edit = async (id: string, over: Record<string, unknown>) => {
  const row = await managedRow(id);
  const data = {
    nameEn: row.nameEn, nameEs: row.nameEs, slug: row.slug, category: row.category, unit: row.unit, packEn: row.packEn, packEs: row.packEs,
    inStock: row.inStock, quickbooksId: row.quickbooksId, quantity: row.quantity, ...over,
    // The shop's products are priced on the customer's list only: the standard tiers get a price here.
    prices: Object.fromEntries(Object.entries(row.prices as Record<string, string | null>).map(([tier, price]) => [tier, price ?? '10.00'])),
  };
  return { op: 'update', id, version: row.version, data };
};

describe('products sold by weight', () => {
  it('staff set sold by weight, the case weight and the QuickBooks item; the activity records them', async () => {
    const res = await save(shop.seller, [await edit(shop.p[0]!, { soldByWeight: true, caseWeight: '40', quickbooksItem: ' Produce:Malanga ' })]);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect(await managedRow(shop.p[0]!)).toMatchObject({ soldByWeight: true, caseWeight: '40.00', quickbooksItem: 'Produce:Malanga' });
    const result = (await s.database.db.execute(sql`select details from activity where resource_type = 'products' and resource_id = ${shop.p[0]!} order by created_at desc limit 1`)) as unknown as {
      rows: { details: { changes: { new: Record<string, unknown> }[] } }[];
    };
    const row = result.rows[0];
    expect(row!.details.changes[0]!.new).toMatchObject({ soldByWeight: true, caseWeight: '40.00', quickbooksItem: 'Produce:Malanga' });
  });

  it('an edit that leaves the fields out keeps them', async () => {
    const res = await save(shop.seller, [await edit(shop.p[0]!, { packEn: '40 lb box' })]);
    expect(res.status).toBe(200);
    expect(await managedRow(shop.p[0]!)).toMatchObject({ packEn: '40 lb box', soldByWeight: true, caseWeight: '40.00', quickbooksItem: 'Produce:Malanga' });
  });

  it('refuses sold by weight without a case weight, or a case weight of 0 or 1,000 lb and more (422, naming the field)', async () => {
    for (const [over, key] of [
      [{ soldByWeight: true, caseWeight: null }, 'caseWeightRequired'],
      [{ soldByWeight: true, caseWeight: '0' }, 'caseWeightInvalid'],
      [{ soldByWeight: true, caseWeight: '1000' }, 'caseWeightInvalid'],
      [{ soldByWeight: false, caseWeight: '12.345' }, 'caseWeightInvalid'],
    ] as const) {
      const res = await save(shop.seller, [await edit(shop.p[1]!, over)]);
      expect(res.status, JSON.stringify(over)).toBe(422);
      const body = await json(res);
      expect(body.error.code).toBe('invalid_case_weight');
      expect(body.error.fields).toEqual({ [`${shop.p[1]!}.caseWeight`]: key });
    }
    const created = await save(shop.seller, [{ op: 'create', clientId: 'new', data: { nameEn: 'Ginger', nameEs: 'Jengibre', slug: 'ginger-weighed', category: 'vegetables', unit: 'box', inStock: true, prices: { small: '2.20', medium: '2.10', large: '2.00' }, soldByWeight: true } }]);
    expect(created.status).toBe(422);
    expect((await json(created)).error.fields).toEqual({ 'new.caseWeight': 'caseWeightRequired' });
    expect((await managedRow(shop.p[1]!)).soldByWeight).toBe(false);
  });

  it('refuses a QuickBooks item longer than 100 characters', async () => {
    const res = await save(shop.seller, [await edit(shop.p[1]!, { quickbooksItem: 'x'.repeat(101) })]);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields).toMatchObject({ 'changes.0.data.quickbooksItem': 'quickbooksItemMax' });
  });

  it('customers and the public see the per-lb selling but never the QuickBooks item or the cost; customers may not set them', async () => {
    const mine = await json(s.request('/api/products?limit=500', { cookie: cafe.cookie }));
    const p0 = mine.items.find((i: { id: string }) => i.id === shop.p[0]);
    expect(p0).toMatchObject({ soldByWeight: true, caseWeight: '40.00' });
    expect(p0).not.toHaveProperty('quickbooksItem');
    expect(p0).not.toHaveProperty('cost');
    const list = await json(s.request(`/api/price-lists/${cafe.list}`, { cookie: cafe.cookie }));
    const item = list.items.find((i: { productId: string }) => i.productId === shop.p[0]);
    expect(item).toMatchObject({ soldByWeight: true, caseWeight: '40.00', price: '10.00' });
    expect(item).not.toHaveProperty('quickbooksItem');
    const everyone = JSON.stringify(await json(s.request('/api/public/products?pageSize=100')));
    expect(everyone).toContain('"soldByWeight":true');
    expect(everyone).not.toContain('quickbooksItem');
    expect(everyone).not.toContain('Produce:Malanga');
    expect((await save(cafe.cookie, [await edit(shop.p[0]!, { quickbooksItem: 'Mine' })])).status).toBe(403);
    expect((await s.request('/api/products/changes', { method: 'POST', json: { changes: [] } })).status).toBe(401);
  });
});

describe('ordering a product sold by weight', () => {
  it('takes whole cases, keeps how the line was sold and totals the estimate (which meets the minimum)', async () => {
    await s.database.db.execute(sql`update products set quickbooks_item = 'Produce:Plain' where id = ${shop.p[1]!}::uuid`);
    // 1 case of about 40 lb at $10.00/lb: about $400.00, over the $250 minimum that 1 x $10.00 would miss.
    const res = await place(s, cafe.cookie, { priceList: cafe.list, deliveryDate: '2026-11-24', lines: [{ product: shop.p[0]!, quantity: 1 }, { product: shop.p[1]!, quantity: 0.5 }] });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ total: '410.00', estimated: true });
    expect(body.lines[0]).toMatchObject({ product: shop.p[0], quantity: 1, price: '10.00', total: '400.00', soldByWeight: true, caseWeight: '40.00' });
    expect(body.lines[1]).toMatchObject({ quantity: 0.5, price: '20.00', total: '10.00', soldByWeight: false, caseWeight: null });
    const stored = (await s.database.db.execute(sql`select quickbooks_item as q, sold_by_weight as w, case_weight::text as c from order_lines where order_id = ${body.id}::uuid order by position`)) as unknown as { rows: { q: string | null; w: boolean; c: string | null }[] };
    expect(stored.rows).toEqual([{ q: 'Produce:Malanga', w: true, c: '40.00' }, { q: 'Produce:Plain', w: false, c: null }]);
    const listed = await json(s.request('/api/orders?date=2026-11-24', { cookie: cafe.cookie }));
    expect(listed.items.find((o: { id: string }) => o.id === body.id)).toMatchObject({ estimated: true, total: '410.00' });

    // A later change to the product does not change the placed line; a change to the order keeps it as sold.
    await s.database.db.execute(sql`update products set case_weight = 50 where id = ${shop.p[0]!}::uuid`);
    const changed = await json(s.request(`/api/orders/${body.id}`, { method: 'PATCH', cookie: cafe.cookie, json: { lines: [{ product: shop.p[0]!, quantity: 2 }] } }));
    expect(changed.lines[0]).toMatchObject({ quantity: 2, total: '800.00', caseWeight: '40.00', soldByWeight: true });
    expect(changed.total).toBe('800.00');
    await s.database.db.execute(sql`update products set case_weight = 40 where id = ${shop.p[0]!}::uuid`);
  });

  it('refuses a fractional case with invalid_quantity, naming the line', async () => {
    const res = await place(s, cafe.cookie, { priceList: cafe.list, deliveryDate: '2026-11-24', lines: [{ product: shop.p[1]!, quantity: 20 }, { product: shop.p[0]!, quantity: 1.5 }] });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error.code).toBe('invalid_quantity');
    expect(body.error.message).toContain('whole cases');
    expect(body.error.fields).toEqual({ 'lines.1': 'invalid_quantity' });
  });

  it('an order of ordinary products is not an estimate', async () => {
    const res = await place(s, cafe.cookie, { priceList: cafe.list, deliveryDate: '2026-11-25', lines: [{ product: shop.p[1]!, quantity: 13 }] });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ total: '260.00', estimated: false });
  });
});
