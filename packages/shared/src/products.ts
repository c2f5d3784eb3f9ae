import { z } from 'zod';
import { CATEGORIES, moneyString, TIERS } from './catalogue.js';

export const UNITS = ['case', 'lb', 'each', 'box', 'bag', 'bunch', 'dozen', 'flat', 'sack', 'gallon', 'tray'] as const;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** A URL slug from a name: "Piña Dorada 6 ct" -> "pina-dorada-6-ct". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * A live product has all three standard tier prices: a customer never meets one without a price.
 * Missing (null, absent or empty) says so; anything else that is not money is an invalid price.
 */
const tierPrice = z.string('priceRequired').trim().min(1, 'priceRequired').pipe(moneyString);

/**
 * Text shown on one line wherever it goes (the catalogue, the WhatsApp message, the printed sheet):
 * line breaks, control characters and invisible format characters (a right-to-left override can
 * make a name read backwards) are refused; no real name or pack needs them.
 */
export const ONE_LINE_TEXT = /^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u;

export const QUICKBOOKS_ITEM_MAX = 100;
/** A case weighs more than nothing and less than this many lb. */
export const CASE_WEIGHT_LIMIT_LB = 1000;
const CASE_WEIGHT = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * What is wrong with a product's case weight (a message key of `validation`), or null. A product sold
 * by weight needs one, above 0 and below 1,000 lb with at most two decimals; one that is not may
 * leave it empty.
 */
export function caseWeightProblem(soldByWeight: boolean, caseWeight: string | null | undefined): 'caseWeightRequired' | 'caseWeightInvalid' | null {
  const text = (caseWeight ?? '').trim();
  if (text === '') return soldByWeight ? 'caseWeightRequired' : null;
  if (!CASE_WEIGHT.test(text) || Number(text) <= 0) return 'caseWeightInvalid';
  return null;
}

/** Messages are translation keys (namespace `validation`). */
export const productInputSchema = z.object({
  nameEn: z.string().trim().min(1, 'nameEnRequired').max(160, 'nameMax').regex(ONE_LINE_TEXT, 'textInvalid'),
  nameEs: z.string().trim().min(1, 'nameEsRequired').max(160, 'nameMax').regex(ONE_LINE_TEXT, 'textInvalid'),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slugInvalid')
    .max(80, 'slugInvalid'),
  category: z.enum(CATEGORIES).nullable(),
  unit: z.enum(UNITS, 'unitRequired'),
  packEn: z.string().trim().max(80, 'packMax').regex(ONE_LINE_TEXT, 'textInvalid').default(''),
  packEs: z.string().trim().max(80, 'packMax').regex(ONE_LINE_TEXT, 'textInvalid').default(''),
  inStock: z.boolean(),
  quickbooksId: z.string().trim().max(60, 'quickbooksIdMax').nullable().default(null),
  quantity: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'invalidQuantity').default('0'),
  /** What the product costs the distributor; absent keeps the stored cost, null clears it. */
  cost: z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, 'invalidCost').nullable().optional(),
  prices: z.object(Object.fromEntries(TIERS.map((t) => [t, tierPrice])) as Record<(typeof TIERS)[number], typeof tierPrice>),
  /**
   * Catch weight: priced per lb, ordered in whole cases of about `caseWeight` lb. Absent keeps the
   * stored value (tables that do not show these fields never clear them). The case weight is checked
   * with `caseWeightProblem` (by the service, 422 `invalid_case_weight`), so that a missing weight is
   * named on its field.
   */
  soldByWeight: z.boolean().optional(),
  caseWeight: z.string().trim().max(20, 'caseWeightInvalid').nullable().optional(),
  /** The item's name in QuickBooks (staff only); absent keeps the stored one, null or empty clears it. */
  quickbooksItem: z.string().trim().max(QUICKBOOKS_ITEM_MAX, 'quickbooksItemMax').regex(ONE_LINE_TEXT, 'textInvalid').nullable().optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** One unsaved edit of the manage table; `version` is what the editor last saw. */
export const productChangeSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('create'), clientId: z.string().max(40), data: productInputSchema }),
  z.object({ op: z.literal('update'), id: z.uuid(), version: z.number().int().positive(), data: productInputSchema }),
  z.object({ op: z.literal('delete'), id: z.uuid(), version: z.number().int().positive() }),
]);
export const productChangesSchema = z.object({
  changes: z.array(productChangeSchema).min(1).max(5000),
  /** Confirms tier prices set to $0.00 or moved by more than the large-move setting (refused with `large_move` otherwise). */
  confirmLargeMoves: z.boolean().optional(),
});
export type ProductChange = z.input<typeof productChangeSchema>;

export const imageUrlSchema = z.object({
  url: z.string().trim().max(2000, 'invalidImageUrl').pipe(z.url({ protocol: /^https?$/, error: 'invalidImageUrl' })),
});

/** Resource types and actions of the activity log (SPEC section 3). */
export const ACTIVITY_RESOURCES = ['products', 'price_lists', 'price_items', 'quantity_changes', 'users', 'company', 'security', 'orders', 'delivery_routes', 'standing_orders'] as const;
export const ACTIVITY_ACTIONS = ['created', 'updated', 'deleted'] as const;

/**
 * What one save did to one product. A save writes ONE activity row (resource `products`, the product's
 * id or `batch`, the action all its changes share or `updated`), whose details list these.
 */
export const productChangeRecordSchema = z.object({
  id: z.string(),
  /** The English name after the change (before it, for a deletion). */
  name: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** A deletion of a product used in price lists: it is kept, archived, for its history. */
  archived: z.boolean().optional(),
  /** Changed fields before and after; a creation has every field in `new`, a deletion in `old`. */
  old: z.record(z.string(), z.unknown()).optional(),
  new: z.record(z.string(), z.unknown()).optional(),
  quantity: z.object({ old: z.string(), new: z.string() }).optional(),
  /** Tier prices that changed, each also written to the price history. */
  prices: z
    .array(
      z.object({
        priceListId: z.string(),
        tier: z.enum(TIERS),
        action: z.enum(ACTIVITY_ACTIONS),
        old: z.string().nullable(),
        new: z.string().nullable(),
      }),
    )
    .optional(),
});
export type ProductChangeRecord = z.infer<typeof productChangeRecordSchema>;

/** `details` of a products activity row. */
export const productSaveDetailsSchema = z.object({ count: z.number().int(), changes: z.array(productChangeRecordSchema) });
export type ProductSaveDetails = z.infer<typeof productSaveDetailsSchema>;
