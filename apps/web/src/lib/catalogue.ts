import { CATEGORIES, type Category } from '@freshprice/shared';

/** A product's category group: the five categories, or the group of products without one. */
export type CategoryGroup = Category | 'uncategorized';

/** The order categories appear in on every page. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [...CATEGORIES, 'uncategorized'];

export function categoryGroup(category: Category | null): CategoryGroup {
  return category ?? 'uncategorized';
}

/** The illustration shown for a product without its own image. */
export function categoryImage(category: Category | null): string {
  return `/images/categories/${categoryGroup(category)}.svg`;
}

export function productImage(product: { imageUrl: string | null; category: Category | null }): string {
  return product.imageUrl ?? categoryImage(product.category);
}

/** Items grouped by category in CATEGORY_GROUPS order; empty groups are left out. */
export function groupByCategory<T extends { category: Category | null }>(
  items: readonly T[],
): { category: CategoryGroup; items: T[] }[] {
  const groups = new Map<CategoryGroup, T[]>();
  for (const item of items) {
    const key = categoryGroup(item.category);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return CATEGORY_GROUPS.filter((c) => groups.has(c)).map((category) => ({ category, items: groups.get(category)! }));
}

/** The product's name in the reader's language, and in the other one. */
export function productNames(product: { nameEn: string; nameEs: string }, language: string) {
  return language === 'es'
    ? { name: product.nameEs, other: product.nameEn, otherLang: 'en' as const }
    : { name: product.nameEn, other: product.nameEs, otherLang: 'es' as const };
}

export function productPack(product: { packEn: string; packEs: string }, language: string): string {
  return language === 'es' ? product.packEs : product.packEn;
}
