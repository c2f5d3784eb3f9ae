import { z } from 'zod';

export const CATEGORIES = ['vegetables', 'fruits', 'dry_produce', 'herbs', 'others'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The landing page links to /products?category=dried; the catalogue calls it dry_produce. */
export const CATEGORY_URL_ALIASES: Readonly<Record<string, Category>> = { dried: 'dry_produce' };

/** A category from a URL parameter, accepting the landing page's aliases; null when unknown. */
export function parseCategoryParam(value: string | null | undefined): Category | 'uncategorized' | null {
  if (!value) return null;
  if (value === 'uncategorized') return 'uncategorized';
  if ((CATEGORIES as readonly string[]).includes(value)) return value as Category;
  return Object.hasOwn(CATEGORY_URL_ALIASES, value) ? CATEGORY_URL_ALIASES[value]! : null;
}

export const AVAILABILITY = ['in_stock', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const TIERS = ['small', 'medium', 'large'] as const;
export type Tier = (typeof TIERS)[number];

/** Recent price changes are marked for this many days. */
export const RECENT_PRICE_DAYS = 7;

/** Money travels as exact decimal strings with two places ("12.50"), never as binary floats. */
export const moneyString = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'invalidPrice');
