import type { Category, Tier } from './catalogue.js';
import type { Role } from './permissions.js';

/** `GET /api/me`: the signed-in user, with the role read from the database; null when signed out. */
export interface MeResponse {
  user: { id: string; email: string; name: string; role: Role } | null;
}

/** Every API error has this body. `code` is stable; the web translates it. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** A product as anyone may see it (no prices). */
export interface PublicProduct {
  id: string;
  slug: string;
  nameEn: string;
  nameEs: string;
  category: Category | null;
  unit: string;
  packEn: string;
  packEs: string;
  inStock: boolean;
  imageUrl: string | null;
}

/** `GET /api/public/products` */
export interface PublicProductPage {
  items: PublicProduct[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/public/categories`: live products per category. */
export type CategoryCounts = Record<Category | 'uncategorized', number>;

/** `GET /api/public/prices`: one row of the public price list. Money is an exact string ("12.50"). */
export interface PublicPriceRow extends PublicProduct {
  prices: { small: string | null; medium: string | null; large: string | null };
  changedRecently: boolean;
  lastChangedAt: string | null;
}

/** One price a signed-in user may see: a standard tier (staff) or one of the customer's lists. */
export interface UserPrice {
  listId: string;
  listName: string;
  tier: Tier | null;
  price: string;
}

/** `GET /api/products`: a product with the caller's prices. */
export interface UserProduct extends PublicProduct {
  prices: UserPrice[];
}

/** `GET /api/products/manage`: one row of the manage table as stored. */
export interface ManagedProduct extends PublicProduct {
  quickbooksId: string | null;
  quantity: string;
  version: number;
  updatedAt: string;
  prices: Record<Tier, string | null>;
}
