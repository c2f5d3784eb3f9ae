import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, migrationsUpTo } from '../test/migrations.js';
import { openPglite, type DatabaseHandle } from './client.js';


const rows = async <T>(h: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await h.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The three standard lists and their history, as the data stood before price lists had versions,
 * come through the migration whole: same slugs, prices, history rows, authors and reasons.
 */
describe('migration 0005: price lists with versions', () => {
  let h: DatabaseHandle;
  let older: string;

  beforeAll(async () => {
    h = await openPglite();
    older = migrationsUpTo('0004_search_and_revisions');
    await h.migrate(older);
    await h.db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
      values ('u1', 'Seller', 'seller@example.com', true, now(), now())`);
    await h.db.execute(sql`insert into products (id, slug, name_en, name_es, unit) values
      ('00000000-0000-4000-8000-000000000001', 'pina', 'Pineapple', 'Piña', 'box'),
      ('00000000-0000-4000-8000-000000000002', 'limon', 'Lime', 'Limón', 'box')`);
    await h.db.execute(sql`insert into price_lists (id, name, is_template, tier, parent_id, created_by)
      values ('private-list-1', 'Restaurant A', false, null, 'small-business', 'u1')`);
    await h.db.execute(sql`insert into price_list_shares (price_list_id, user_id) values ('private-list-1', 'u1')`);
    await h.db.execute(sql`insert into price_items (price_list_id, product_id, price) values
      ('small-business', '00000000-0000-4000-8000-000000000001', '30.50'),
      ('small-business', '00000000-0000-4000-8000-000000000002', '12.00'),
      ('medium-business', '00000000-0000-4000-8000-000000000001', '28.67'),
      ('private-list-1', '00000000-0000-4000-8000-000000000001', '29.00')`);
    await h.db.execute(sql`insert into price_history (price_list_id, product_id, old_price, new_price, changed_by, reason, changed_at) values
      ('small-business', '00000000-0000-4000-8000-000000000001', null, '29.00', 'u1', null, '2026-01-01T10:00:00Z'),
      ('small-business', '00000000-0000-4000-8000-000000000002', null, '11.00', 'u1', null, '2026-01-01T10:00:00Z'),
      ('small-business', '00000000-0000-4000-8000-000000000001', '29.00', '30.50', 'u1', 'Market update', '2026-02-01T10:00:00Z'),
      ('small-business', '00000000-0000-4000-8000-000000000002', '11.00', '12.00', 'u1', 'Market update', '2026-02-01T10:00:00Z'),
      ('medium-business', '00000000-0000-4000-8000-000000000001', '27.00', '28.67', null, null, '2026-02-02T10:00:00Z')`);
    await h.migrate(migrationsFolder);
  });

  afterAll(async () => {
    await h.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('keeps every list under its old id as slug, with a uuid id, and its base list', async () => {
    const lists = await rows<{ id: string; slug: string; parent: string | null; version: number }>(
      h,
      sql`select l.id::text, l.slug, p.slug as parent, l.version from price_lists l left join price_lists p on p.id = l.parent_id order by l.slug`,
    );
    expect(lists.map((l) => [l.slug, l.parent])).toEqual([
      ['large-business', null],
      ['medium-business', null],
      ['private-list-1', 'small-business'],
      ['small-business', null],
    ]);
    for (const l of lists) expect(l.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.fromEntries(lists.map((l) => [l.slug, l.version]))).toEqual({
      'large-business': 1,
      'medium-business': 2,
      'private-list-1': 1,
      'small-business': 3,
    });
  });

  it('keeps every price, share and history row, now tied to a version with its author and reason', async () => {
    const items = await rows<{ slug: string; price: string }>(
      h,
      sql`select l.slug, i.price::text as price from price_items i join price_lists l on l.id = i.price_list_id order by l.slug, i.price`,
    );
    expect(items).toEqual([
      { slug: 'medium-business', price: '28.67' },
      { slug: 'private-list-1', price: '29.00' },
      { slug: 'small-business', price: '12.00' },
      { slug: 'small-business', price: '30.50' },
    ]);
    const [{ n }] = await rows<{ n: number }>(h, sql`select count(*)::int as n from price_list_shares`);
    expect(n).toBe(1);
    const history = await rows<{ slug: string; version: number; old: string | null; new: string; reason: string | null }>(
      h,
      sql`select l.slug, h.version, h.old_price::text as old, h.new_price::text as new, h.reason
        from price_history h join price_lists l on l.id = h.price_list_id order by l.slug, h.version, h.new_price`,
    );
    expect(history).toEqual([
      { slug: 'medium-business', version: 2, old: '27.00', new: '28.67', reason: null },
      { slug: 'small-business', version: 2, old: null, new: '11.00', reason: null },
      { slug: 'small-business', version: 2, old: null, new: '29.00', reason: null },
      { slug: 'small-business', version: 3, old: '11.00', new: '12.00', reason: 'Market update' },
      { slug: 'small-business', version: 3, old: '29.00', new: '30.50', reason: 'Market update' },
    ]);
    const versions = await rows<{ slug: string; number: number; email: string | null; reason: string | null; added: number; changed: number; removed: number }>(
      h,
      sql`select l.slug, v.number, v.author_email as email, v.reason, v.added, v.changed, v.removed
        from price_list_versions v join price_lists l on l.id = v.price_list_id where l.slug = 'small-business' order by v.number`,
    );
    expect(versions).toEqual([
      { slug: 'small-business', number: 1, email: null, reason: null, added: 0, changed: 0, removed: 0 },
      { slug: 'small-business', number: 2, email: 'seller@example.com', reason: null, added: 2, changed: 0, removed: 0 },
      { slug: 'small-business', number: 3, email: 'seller@example.com', reason: 'Market update', added: 0, changed: 2, removed: 0 },
    ]);
    // A list with prices but no recorded history: version 1 holds them.
    const [first] = await rows<{ added: number }>(
      h,
      sql`select v.added from price_list_versions v join price_lists l on l.id = v.price_list_id where l.slug = 'private-list-1'`,
    );
    expect(first!.added).toBe(1);
  });
});
