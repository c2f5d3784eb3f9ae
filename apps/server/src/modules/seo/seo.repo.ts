import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/tx.js';
import { products } from '../../db/schema/index.js';

/** Live and published: a draft the import made has no public page. */
const live = and(isNull(products.archivedAt), eq(products.draft, false));

export async function countLiveProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(live);
  return Number(row?.n ?? 0);
}

/** One page of live product pages, ordered by slug (unique and indexed, so pages never overlap). */
export function liveProductPage(db: Db, page: { offset: number; limit: number }): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(live)
    .orderBy(asc(products.slug))
    .limit(page.limit)
    .offset(page.offset);
}
