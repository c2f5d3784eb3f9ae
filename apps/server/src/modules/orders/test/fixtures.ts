import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_COMPANY_FACTS, type CompanyFacts } from '@freshprice/shared';
import { json, type TestServer } from '../../../test/harness.js';
import { createList, makeProducts, savePrices, userIdOf } from '../../price-lists/test/fixtures.js';

/** A clock the test moves: the orders service reads the time from it. */
export function testClock(start: string) {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    set: (iso: string) => {
      at = new Date(iso);
    },
  };
}

export interface Shop {
  admin: string;
  seller: string;
  /** Products on the list: [0..3] in stock at 10, 20, 30, 40 dollars; [4] out of stock; [5] not on the list. */
  p: string[];
  slugs: string[];
}

/** Products priced on a customer's own list (shared with them). */
export async function shopWithList(s: TestServer, prefix: string): Promise<Shop> {
  const admin = (await s.signedInAs('admin')).cookie;
  const seller = (await s.signedInAs('seller')).cookie;
  const p = await makeProducts(s, 6, { prefix, category: 'fruits' });
  await s.database.db.execute(sql`update products set in_stock = false where id = ${p[4]!}::uuid`);
  const slugs = (
    (await s.database.db.execute(sql`select slug from products where id = any(${`{${p.join(',')}}`}::uuid[]) order by name_en`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows.map((r) => r.slug);
  return { admin, seller, p, slugs };
}

/** A customer with a list of the shop's products shared with them; returns their cookie, id and list slug. */
export async function customerWithList(s: TestServer, shop: Shop, slug: string, email?: string) {
  const customer = await s.signedInAs('customer', email);
  const id = await userIdOf(s, customer.cookie);
  await createList(s, shop.seller, { name: `List ${slug}`, slug, source: { kind: 'empty' }, sharedWith: [id] });
  await savePrices(s, shop.seller, slug, [
    { productId: shop.p[0]!, price: '10.00' },
    { productId: shop.p[1]!, price: '20.00' },
    { productId: shop.p[2]!, price: '30.00' },
    { productId: shop.p[3]!, price: '40.00' },
    { productId: shop.p[4]!, price: '50.00' },
  ], { confirmLargeMoves: true, confirmBelowFloor: true });
  return { cookie: customer.cookie, email: customer.email, id, list: slug };
}

export async function setFacts(s: TestServer, admin: string, change: Partial<CompanyFacts>) {
  const current = await json(s.request('/api/company'));
  const res = await s.request('/api/company', { method: 'PUT', cookie: admin, json: { ...DEFAULT_COMPANY_FACTS, ...current, ...change } });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
}

export async function setBusiness(s: TestServer, staff: string, userId: string, business: Record<string, unknown>) {
  const res = await s.request(`/api/users/${userId}/business`, { method: 'PUT', cookie: staff, json: business });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return json(res);
}

export function place(s: TestServer, cookie: string, body: Record<string, unknown>, key?: string) {
  return s.request('/api/orders', { method: 'POST', cookie, json: body, headers: key ? { 'Idempotency-Key': key } : {} });
}

export async function orderCount(s: TestServer, customerId?: string): Promise<number> {
  const res = (await s.database.db.execute(
    customerId ? sql`select count(*)::int as n from orders where customer_id = ${customerId}` : sql`select count(*)::int as n from orders`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}
