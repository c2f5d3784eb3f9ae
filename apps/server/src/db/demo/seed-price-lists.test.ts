import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { seedDemoCatalogue } from './seed-catalogue.js';
import { seedDemoPriceLists } from './seed-price-lists.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo customer list', () => {
  it('waits for the demo customer, then follows Small business at +8% rounded to .x9, shared with them, once', async () => {
    await seedDemoCatalogue(s.database.db);
    expect(await seedDemoPriceLists(s.database.db, 'demo-customer@example.com')).toBe(false);
    await s.signedInAs('customer', 'demo-customer@example.com');
    expect(await seedDemoPriceLists(s.database.db, 'demo-customer@example.com')).toBe(true);
    expect(await seedDemoPriceLists(s.database.db, 'demo-customer@example.com')).toBe(false);

    const [list] = await rows<{ id: string; linked: boolean; version: number; base: string; description: string; staffNote: string }>(
      sql`select l.id::text, l.linked, l.version, b.slug as base, l.description, l.staff_note as "staffNote"
        from price_lists l join price_lists b on b.id = l.parent_id where l.slug = 'private-list-1'`,
    );
    expect(list).toMatchObject({ linked: true, version: 1, base: 'small-business' });
    // The formula is for staff; the customer reads a note meant for them (no percentages, no rounding rule).
    expect(list!.staffNote).toContain('plus 8%');
    expect(list!.description).not.toMatch(/%|\.x9|Small business/);
    const prices = await rows<{ base: string; price: string }>(
      sql`select b.price::text as base, i.price::text as price from price_items i
        join price_items b on b.product_id = i.product_id and b.price_list_id = (select id from price_lists where slug = 'small-business')
        where i.price_list_id = ${list!.id}::uuid`,
    );
    expect(prices.length).toBe(345);
    for (const p of prices) {
      expect(p.price.endsWith('9')).toBe(true);
      // +8% then to the nearest .x9: never more than 5 cents from the exact +8%.
      expect(Math.abs(Number(p.price) * 100 - Number(p.base) * 108)).toBeLessThanOrEqual(5.5);
    }
    const [shares] = await rows<{ n: number }>(
      sql`select count(*)::int as n from price_list_shares s join "user" u on u.id = s.user_id where s.price_list_id = ${list!.id}::uuid and u.email = 'demo-customer@example.com'`,
    );
    expect(shares!.n).toBe(1);
    const [version] = await rows<{ added: number; reason: string; reasonCode: unknown }>(
      sql`select added, reason, reason_code as "reasonCode" from price_list_versions where price_list_id = ${list!.id}::uuid and number = 1`,
    );
    expect(version!.added).toBe(345);
    // Why, as facts the web renders in the reader's language, and their English text.
    expect(version).toMatchObject({
      reason: 'Created from Small business +8% (x9)',
      reasonCode: { kind: 'created', list: { slug: 'small-business', name: 'Small business' }, adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' } },
    });
  });
});
