import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, listIdOf, type TestServer } from '../../test/harness.js';
import { customerWithList, shopWithList, type Shop } from '../orders/test/fixtures.js';
import { savePrices } from '../price-lists/test/fixtures.js';
import { alertRows, alertsTicker, standingOrder, timePasses } from './test/fixtures.js';

/**
 * Whom a move is never told to: a customer whose standing order's list is no longer shared with them
 * (its prices are not theirs to read any more), and a disabled customer (no alert, and no mail of one
 * made before). Each customer has a list of their own: 10, 20, 30, 40 dollars for p[0..3].
 */
let s: TestServer;
let shop: Shop;
type Customer = Awaited<ReturnType<typeof customerWithList>> & { listId: string };
let dan: Customer;
let eve: Customer;
let fay: Customer;
let gus: Customer;
let ticker: ReturnType<typeof alertsTicker>;

const move = (c: Customer, product: number, price: string) => savePrices(s, shop.seller, c.list, [{ productId: shop.p[product]!, price }], { confirmLargeMoves: true });

async function customer(slug: string): Promise<Customer> {
  const c = await customerWithList(s, shop, slug);
  return { ...c, listId: await listIdOf(s.database.db, slug) };
}

beforeAll(async () => {
  s = await createTestServer();
  shop = await shopWithList(s, 'Guarded');
  dan = await customer('guard-dan');
  eve = await customer('guard-eve');
  fay = await customer('guard-fay');
  gus = await customer('guard-gus');
  for (const c of [dan, eve, fay, gus]) await standingOrder(s, c.id, c.listId, ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], [[shop.p[0]!, 3]]);
  ticker = alertsTicker(s);
  // The lists' first prices are long settled (a move from no price is never told); everyone is watched from here on.
  await timePasses(s, 120);
  await ticker.tick();
});
afterAll(() => s.close());

describe('a move is not told', () => {
  it('to a customer whose standing order\'s list is no longer shared with them', async () => {
    await s.database.db.execute(sql`delete from price_list_shares where user_id = ${dan.id}`);
    await move(dan, 0, '15.00');
    await move(gus, 0, '15.00');
    await timePasses(s, 31);
    await ticker.tick();
    expect(await alertRows(s, dan.id)).toEqual([]);
    // The same move on a list still shared is told.
    expect(await alertRows(s, gus.id)).toHaveLength(1);
    expect(ticker.mails.filter((m) => m.to === dan.email)).toEqual([]);
  });

  it('to a disabled customer', async () => {
    await s.database.db.execute(sql`update "user" set disabled_at = now() where id = ${eve.id}`);
    await move(eve, 0, '15.00');
    await timePasses(s, 31);
    await ticker.tick();
    expect(await alertRows(s, eve.id)).toEqual([]);
    expect(ticker.mails.filter((m) => m.to === eve.email)).toEqual([]);
  });

  it('by mail once the customer is disabled, though the alert was made before', async () => {
    await move(fay, 0, '15.00');
    await timePasses(s, 31);
    ticker.failNext(1);
    expect(await ticker.tick()).toMatchObject({ alerts: 1, mailed: 0 });
    await s.database.db.execute(sql`update "user" set disabled_at = now() where id = ${fay.id}`);
    await ticker.tick();
    expect(ticker.mails.filter((m) => m.to === fay.email)).toEqual([]);
  });
});
