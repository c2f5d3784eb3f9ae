import {
  isUuid,
  CATEGORIES,
  RECENT_PRICE_DAYS,
  searchWords,
  type Availability,
  type Category,
  type CategoryCounts,
  type CursorPage,
  type PublicPriceRow,
  type PublicProduct,
  type PublicProductPage,
} from '@freshprice/shared';
import type { ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { invalidCursor, notFound } from '../../lib/errors.js';
import * as repo from './catalogue.repo.js';

export interface ProductListInput {
  category?: Category | 'uncategorized' | null;
  availability?: Availability | null;
  q?: string | null;
  page: number;
  pageSize: number;
}

/**
 * What anyone, signed in or not, may read of the catalogue (no prices but the public standard
 * tiers). Every method is public: none calls `authorize`, and the actor may be null.
 */
export function createCatalogueService(deps: { db: Database }) {
  const { db } = deps;
  return {
    async listProducts({ input }: ServiceCall<ProductListInput>): Promise<PublicProductPage> {
      const filter = { category: input.category, availability: input.availability, words: searchWords(input.q) };
      const { items, total } = await repo.listProducts(db, filter, input.pageSize, (input.page - 1) * input.pageSize);
      return { items, total, page: input.page, pageSize: input.pageSize };
    },

    async getProduct({ input }: ServiceCall<{ slug: string }>): Promise<PublicProduct> {
      const product = await repo.findProductBySlug(db, input.slug);
      if (!product) throw notFound('Product');
      return product;
    },

    async categoryCounts(_call: ServiceCall): Promise<CategoryCounts> {
      const counts = Object.fromEntries([...CATEGORIES, 'uncategorized'].map((c) => [c, 0])) as CategoryCounts;
      for (const r of await repo.categoryCounts(db)) counts[r.category ?? 'uncategorized'] = Number(r.count);
      return counts;
    },

    /** The public price list, a page at a time: the standard tiers side by side, recent changes marked. */
    async standardPrices(
      { input }: ServiceCall<{ cursor?: string; limit: number }>,
      now = new Date(),
    ): Promise<CursorPage<PublicPriceRow>> {
      // What moved is the net change over the window (DECISIONS): a change and its rollback is none.
      const since = new Date(now.getTime() - RECENT_PRICE_DAYS * 24 * 60 * 60 * 1000);
      const rows = await repo.standardPriceRows(db, { after: input.cursor ? decodeCursor(input.cursor) : null, limit: input.limit + 1, since });
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        items: page.map(({ lastChangedAt, changedRecently, small, medium, large, ...product }) => ({
          ...product,
          prices: { small: money(small), medium: money(medium), large: money(large) },
          changedRecently: changedRecently === true,
          lastChangedAt: lastChangedAt ? new Date(lastChangedAt).toISOString() : null,
        })),
        next: rows.length > input.limit && last ? encodeCursor(last) : null,
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Opaque to clients: the sort key of the last row of a page. */
function encodeCursor(row: repo.PriceRowKey): string {
  return Buffer.from(JSON.stringify([row.category, row.nameEn, row.id])).toString('base64url');
}


function decodeCursor(cursor: string): repo.PriceRowKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  if (
    Array.isArray(key) &&
    key.length === 3 &&
    (key[0] === null || (CATEGORIES as readonly unknown[]).includes(key[0])) &&
    typeof key[1] === 'string' &&
    typeof key[2] === 'string' &&
    isUuid(key[2])
  ) {
    return { category: key[0] as Category | null, nameEn: key[1], id: key[2] };
  }
  throw invalidCursor();
}

/** numeric comes back as text; keep it exact, always with two decimals. */
function money(value: string | null): string | null {
  if (value === null) return null;
  const [whole, frac = ''] = value.split('.');
  return `${whole}.${frac.padEnd(2, '0').slice(0, 2)}`;
}
