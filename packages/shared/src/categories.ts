/** The catalogue's categories and availability, free of schema code (the public pages' islands use them). */
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

