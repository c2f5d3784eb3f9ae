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
export const ACTIVITY_RESOURCES = ['products', 'price_lists', 'price_items', 'quantity_changes', 'users', 'company', 'security', 'orders', 'delivery_routes'] as const;
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
