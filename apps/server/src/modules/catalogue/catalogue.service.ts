import { CATEGORIES, RECENT_PRICE_DAYS, type Category } from '@freshprice/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './catalogue.repo.js';

/** What anyone, signed in or not, may read of the catalogue: no prices here. */
export async function listPublicProducts(
  db: Database,
  input: repo.ProductFilter & { page: number; pageSize: number },
) {
  const { items, total } = await repo.listProducts(db, input, input.pageSize, (input.page - 1) * input.pageSize);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

export async function getPublicProduct(db: Database, slug: string) {
  const product = await repo.findProductBySlug(db, slug);
  if (!product) throw notFound('Product');
  return product;
}

export async function getCategoryCounts(db: Database) {
  const rows = await repo.categoryCounts(db);
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number> & { uncategorized: number };
  counts.uncategorized = 0;
  for (const r of rows) counts[(r.category ?? 'uncategorized') as Category] = Number(r.count);
  return counts;
}

/** The public price list: the standard tiers side by side, recent changes marked. */
export async function getStandardPrices(db: Database, now = new Date()) {
  const rows = await repo.standardPriceRows(db);
  const recentSince = now.getTime() - RECENT_PRICE_DAYS * 24 * 60 * 60 * 1000;
  return rows.map(({ lastChangedAt, small, medium, large, ...product }) => ({
    ...product,
    prices: { small: money(small), medium: money(medium), large: money(large) },
    changedRecently: lastChangedAt !== null && new Date(lastChangedAt).getTime() >= recentSince,
    lastChangedAt: lastChangedAt ? new Date(lastChangedAt).toISOString() : null,
  }));
}

/** numeric comes back as text; keep it exact, always with two decimals. */
function money(value: string | null): string | null {
  if (value === null) return null;
  const [whole, frac = ''] = value.split('.');
  return `${whole}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
