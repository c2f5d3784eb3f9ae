import { z } from 'zod';
import { CATEGORIES, TIERS } from './catalogue.js';
import { CURSOR_PAGE_DEFAULT, CURSOR_PAGE_MAX, isUuid } from './paging.js';
import { ROLES } from './permissions.js';

/**
 * The API's response shapes, written once. The server validates and documents its routes with these
 * (OpenAPI component names come from `.meta({ id })`); the web derives its types from them and its
 * test handlers answer with them. Request schemas live beside their domain (products.ts, contact.ts,
 * company.ts, auth-schemas.ts).
 */

/** Money as the API sends it: an exact decimal string with two places ("12.50"). */
export const moneyOut = z.string().regex(/^\d+\.\d{2}$/);

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Per-field (or per-item) translation keys, for validation failures and conflicts. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const meSchema = z
  .object({
    user: z
      .object({
        id: z.string(),
        email: z.string(),
        name: z.string(),
        role: z.enum(ROLES),
        /** Staff who must turn on two-step verification (admin setting) before anything but their profile works. */
        twoFactorSetupRequired: z.boolean().optional(),
      })
      .nullable(),
  })
  .meta({ id: 'Me' });
/** `GET /api/me`: the signed-in user, with the role read from the database; null when signed out. */
export type MeResponse = z.infer<typeof meSchema>;

export const publicProductSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    nameEn: z.string(),
    nameEs: z.string(),
    category: z.enum(CATEGORIES).nullable(),
    unit: z.string(),
    packEn: z.string(),
    packEs: z.string(),
    inStock: z.boolean(),
    imageUrl: z.string().nullable(),
    /** Catch weight: the prices are per lb; it is ordered in whole cases of about `caseWeight` lb. */
    soldByWeight: z.boolean(),
    /** The nominal lb in a case ("40.00"); null when not sold by weight and none is set. */
    caseWeight: z.string().nullable(),
  })
  .meta({ id: 'PublicProduct' });
/** A product as anyone may see it (no prices). */
export type PublicProduct = z.infer<typeof publicProductSchema>;

/** `GET /api/public/products`: one numbered page of a filtered catalogue. */
export const publicProductPageSchema = z.object({
  items: z.array(publicProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicProductPage = z.infer<typeof publicProductPageSchema>;

/** `GET /api/public/categories`: live products per category. */
export const categoryCountsSchema = z.record(z.enum([...CATEGORIES, 'uncategorized']), z.number().int());
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;

/**
 * Lists that can grow without bound come in pages: `next` is the cursor of the following page
 * (pass it as `?cursor=`), null on the last one.
 */
export { CURSOR_PAGE_DEFAULT, CURSOR_PAGE_MAX, isUuid };

/**
 * A whole number in a path or a query string, written in decimal digits: `0x10`, `1e2`, ` 2` or `2.0`
 * are refused, where `Number()` would read them.
 */
export const wholeNumberParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,12}$/, 'wholeNumber')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const cursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: wholeNumberParam(1, CURSOR_PAGE_MAX).default(CURSOR_PAGE_DEFAULT),
});
export const cursorPageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });
export interface CursorPage<T> {
  items: T[];
  next: string | null;
}

export const tierPricesSchema = z.object(
  Object.fromEntries(TIERS.map((t) => [t, moneyOut.nullable()])) as Record<(typeof TIERS)[number], z.ZodNullable<typeof moneyOut>>,
);

export const publicPriceRowSchema = publicProductSchema
  .extend({
    prices: tierPricesSchema,
    changedRecently: z.boolean(),
    lastChangedAt: z.string().nullable(),
  })
  .meta({ id: 'PublicPriceRow' });
/** `GET /api/public/prices`: one row of the public price list. */
export type PublicPriceRow = z.infer<typeof publicPriceRowSchema>;
export const publicPricePageSchema = cursorPageSchema(publicPriceRowSchema);

export const userPriceSchema = z.object({
  listId: z.string(),
  listName: z.string(),
  tier: z.enum(TIERS).nullable(),
  price: moneyOut,
});
/** One price a signed-in user may see: a standard tier (staff) or one of the customer's lists. */
export type UserPrice = z.infer<typeof userPriceSchema>;

export const userProductSchema = publicProductSchema.extend({ prices: z.array(userPriceSchema) }).meta({ id: 'UserProduct' });
/** `GET /api/products`: a product with the caller's prices. */
export type UserProduct = z.infer<typeof userProductSchema>;
export const userProductPageSchema = cursorPageSchema(userProductSchema);

export const managedProductSchema = publicProductSchema
  .extend({
    quickbooksId: z.string().nullable(),
    /** Staff only: the item's name in QuickBooks, which invoices are exported with. */
    quickbooksItem: z.string().nullable(),
    quantity: z.string(),
    /** What the product costs (prices below cost plus the minimum margin are flagged); null when unknown. */
    cost: moneyOut.nullable(),
    version: z.number().int(),
    updatedAt: z.string(),
    prices: tierPricesSchema,
    /** Made by the QuickBooks import and not reviewed yet: staff see it, the public and customers do not until it is published. */
    draft: z.boolean(),
  })
  .meta({ id: 'ManagedProduct' });
/** `GET /api/products/manage`: one row of the manage table as stored. */
export type ManagedProduct = z.infer<typeof managedProductSchema>;
export const managedProductPageSchema = cursorPageSchema(managedProductSchema);

/** `POST /api/products/changes` */
export const saveChangesResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  archived: z.number().int(),
  /** clientId of each created row -> its new id. */
  ids: z.record(z.string(), z.string()),
});
export type SaveChangesResult = z.infer<typeof saveChangesResultSchema>;

/** `POST /api/products/publish`: drafts made public (at most a page of the manage table at once). */
export const publishProductsInputSchema = z.object({ ids: z.array(z.uuid()).min(1).max(2000) });
export type PublishProductsInput = z.infer<typeof publishProductsInputSchema>;
export const publishProductsResultSchema = z.object({ published: z.number().int() });
export type PublishProductsResult = z.infer<typeof publishProductsResultSchema>;

/** `PUT /api/products/{id}/image-url`, `POST /api/products/{id}/image` */
export const productImageResultSchema = z.object({ id: z.string(), imageUrl: z.string(), version: z.number().int() });
export type ProductImageResult = z.infer<typeof productImageResultSchema>;
