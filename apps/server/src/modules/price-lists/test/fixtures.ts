import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { json, type TestServer } from '../../../test/harness.js';

/** Products inserted straight into the table (the price-list tests need many, fast). */
export async function makeProducts(
  s: TestServer,
  count: number,
  options: { prefix: string; category?: string | null; cost?: (i: number) => string | null },
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const n = Math.min(1000, count - start);
    const rows = Array.from({ length: n }, (_, k) => {
      const i = start + k;
      const name = `${options.prefix} ${String(i).padStart(5, '0')}`;
      const cost = options.cost ? options.cost(i) : null;
      return sql`(${`${options.prefix}-${i}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')}, ${name}, ${`ES ${name}`}, ${options.category ?? null}::text, 'case', ${cost}::numeric)`;
    });
    const res = (await s.database.db.execute(sql`insert into products (slug, name_en, name_es, category, unit, cost)
      values ${sql.join(rows, sql`, `)} returning id`)) as unknown as { rows: { id: string }[] };
    ids.push(...res.rows.map((r) => r.id));
  }
  return ids;
}

/** The list as staff see it. */
export const detailOf = async (s: TestServer, cookie: string, ref: string) => {
  const res = await s.request(`/api/price-lists/${ref}`, { cookie });
  expect(res.status).toBe(200);
  return json(res);
};

export const pricesOf = async (s: TestServer, cookie: string, ref: string): Promise<Record<string, string>> =>
  Object.fromEntries((await detailOf(s, cookie, ref)).items.map((i: { productId: string; price: string }) => [i.productId, i.price]));

/** Saves prices on the list's current version; expects success. */
export async function savePrices(
  s: TestServer,
  cookie: string,
  ref: string,
  changes: { productId: string; price: string | null; override?: boolean }[],
  extra: Record<string, unknown> = {},
) {
  const { version } = await detailOf(s, cookie, ref);
  const res = await s.request(`/api/price-lists/${ref}/save`, { method: 'POST', cookie, json: { version, changes, ...extra } });
  const body = await json(res);
  expect(res.status, JSON.stringify(body).slice(0, 400)).toBe(200);
  return body;
}

export async function createList(s: TestServer, cookie: string, input: Record<string, unknown>) {
  const res = await s.request('/api/price-lists', { method: 'POST', cookie, json: input });
  const body = await json(res);
  expect(res.status, JSON.stringify(body).slice(0, 400)).toBe(201);
  return body;
}

/** Row count of a table, for "wrote nothing" checks. */
export async function countRows(s: TestServer, table: 'price_items' | 'price_history' | 'price_list_versions' | 'activity' | 'price_lists') {
  const res = (await s.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return res.rows[0]!.n;
}

export async function activityRows(s: TestServer, resourceType: string, resourceId: string) {
  const res = (await s.database.db.execute(
    sql`select action, details, user_email as "userEmail" from activity where resource_type = ${resourceType} and resource_id = ${resourceId} order by id`,
  )) as unknown as { rows: { action: string; details: Record<string, unknown>; userEmail: string }[] };
  return res.rows;
}

export async function userIdOf(s: TestServer, cookie: string): Promise<string> {
  return (await json(s.request('/api/me', { cookie }))).user.id;
}
