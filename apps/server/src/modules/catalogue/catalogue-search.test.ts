import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { foldSearchText, SEARCH_CASES, SEARCH_FOLD_FROM, searchWords } from '@freshprice/shared';
import { products } from '../../db/schema/index.js';
import { createTestServer, json, type TestServer } from '../../test/harness.js';
import { productListQuery } from './catalogue.repo.js';

/** What `execute` answers on both drivers (node-postgres and PGlite). */
type Rows<T> = { rows: T[] };

let s: TestServer;
/** One product per distinct pair of names in the cases: its slug by `nameEn\nnameEs`. */
const slugOf = new Map<string, string>();
const key = (names: { nameEn: string; nameEs: string }) => `${names.nameEn}\n${names.nameEs}`;

beforeAll(async () => {
  s = await createTestServer();
  for (const { names } of SEARCH_CASES) if (!slugOf.has(key(names))) slugOf.set(key(names), `case-${slugOf.size}`);
  await s.database.db.insert(products).values(
    [...slugOf].map(([k, slug]) => {
      const [nameEn, nameEs] = k.split('\n');
      return { slug, nameEn, nameEs, unit: 'case' };
    }),
  );
});
afterAll(() => s.close());

describe('the search rule through GET /api/public/products?q=', () => {
  it.each(SEARCH_CASES)('$query on $names.nameEn / $names.nameEs: $matches ($why)', async ({ query, names, matches }) => {
    const res = await s.request(`/api/public/products?pageSize=500&q=${encodeURIComponent(query)}`);
    expect(res.status).toBe(200);
    const slugs = (await json(res)).items.map((p: { slug: string }) => p.slug);
    expect(slugs.includes(slugOf.get(key(names))!)).toBe(matches);
  });
});

describe('search in SQL', () => {
  it('folds exactly as the shared rule does, character by character', async () => {
    const chars = [...SEARCH_FOLD_FROM, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];
    // Both fold one character into one, so the two strings compare position by position.
    const result = (await s.database.db.execute(sql`select search_fold(${chars.join('')}) as folded`)) as unknown as Rows<{ folded: string }>;
    expect([...result.rows[0].folded]).toEqual(chars.map(foldSearchText));
  });

  it('answers a search from the trigram index when sequential scans are off', async () => {
    const query = productListQuery(s.database.db, { words: searchWords('pineapple golden') }, 48, 0);
    const plan = await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as Rows<{ 'QUERY PLAN': string }>;
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_search_trgm_idx');
  });
});
