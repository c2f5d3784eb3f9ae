import { formatPackWithWeight, type Category } from '@freshprice/shared';
import { CATEGORY_GROUPS, categoryGroup, KNOWN_GROUPS, type CatalogueItem, type CategoryGroup } from './catalogue-filter';
import { formatMoney, nameCollator, otherLanguage, readerLanguage } from './format';

// The filter lives apart (no formatting code), so the catalogue islands load only it.
export * from './catalogue-filter';

/** The illustration shown for a product without its own image. */
export function categoryImage(category: Category | null): string {
  return `/images/categories/${categoryGroup(category)}.svg`;
}

const UPLOADED = /^(\/uploads\/products\/[^?#]+)-480\.webp$/;

/**
 * A product's picture: `src`, and for images uploaded here (stored as -160/-480/-960 WebP siblings)
 * a `srcSet`, so a 40-pixel thumbnail does not download the 480-pixel file. Without an image: the
 * category drawing.
 */
export function productImageSources(product: { imageUrl: string | null; category: Category | null }): {
  src: string;
  srcSet?: string;
} {
  if (!product.imageUrl) return { src: categoryImage(product.category) };
  const match = UPLOADED.exec(product.imageUrl);
  if (!match) return { src: product.imageUrl };
  const base = match[1];
  return { src: product.imageUrl, srcSet: `${base}-160.webp 160w, ${base}-480.webp 480w, ${base}-960.webp 960w` };
}

/** The product's name in the reader's language, and in the other one. */
export function productNames(product: { nameEn: string; nameEs: string }, language: string) {
  return readerLanguage(language) === 'es'
    ? { name: product.nameEs, other: product.nameEn, otherLang: otherLanguage(language) }
    : { name: product.nameEn, other: product.nameEs, otherLang: otherLanguage(language) };
}

/** The pack in the reader's language; a product sold by weight adds its case weight ("case about 40 lb"). */
export function productPack(product: { packEn: string; packEs: string; soldByWeight?: boolean; caseWeight?: string | null }, language: string): string {
  const es = readerLanguage(language) === 'es';
  return formatPackWithWeight(es ? product.packEs : product.packEn, product, es ? 'es' : 'en');
}

/** A product's price as the catalogue shows it: per lb ("$2.50/lb") when it is sold by weight. */
export function productPrice(price: string | null | undefined, product: { soldByWeight?: boolean }, language: string): string {
  const money = formatMoney(price, language);
  return product.soldByWeight && price ? `${money}/lb` : money;
}

export interface ProductGroup<T> {
  category: CategoryGroup;
  items: T[];
}

export type GroupingResult<T> =
  | { status: 'empty' }
  /** `ungrouped`: items whose category is not one we know (shown apart, with a notice). */
  | { status: 'grouped'; groups: ProductGroup<T>[]; ungrouped: T[] }
  /** Items exist but none could be put in a category group. */
  | { status: 'ungroupable'; ungrouped: T[] };

/** The one grouping: in the catalogue's category order (Uncategorized last), by name in the reader's language. */
export function groupCatalogue<T extends CatalogueItem>(items: readonly T[], language: string): GroupingResult<T> {
  if (items.length === 0) return { status: 'empty' };
  const buckets = new Map<CategoryGroup, T[]>();
  const ungrouped: T[] = [];
  for (const item of items) {
    const key = categoryGroup(item.category);
    if (!KNOWN_GROUPS.has(key)) {
      ungrouped.push(item);
      continue;
    }
    const bucket = buckets.get(key);
    if (bucket) bucket.push(item);
    else buckets.set(key, [item]);
  }
  const collator = nameCollator(language);
  const name = readerLanguage(language) === 'es' ? (p: T) => p.nameEs : (p: T) => p.nameEn;
  const byName = (a: T, b: T) => collator.compare(name(a), name(b));
  const groups = CATEGORY_GROUPS.filter((c) => buckets.has(c)).map((category) => ({
    category,
    items: buckets.get(category)!.sort(byName),
  }));
  if (groups.length === 0) return { status: 'ungroupable', ungrouped: ungrouped.sort(byName) };
  return { status: 'grouped', groups, ungrouped: ungrouped.sort(byName) };
}

/** The groups of a grouping, empty when there are none. */
export function groupsOf<T>(grouping: GroupingResult<T>): ProductGroup<T>[] {
  return grouping.status === 'grouped' ? grouping.groups : [];
}

/** The first `limit` items of the groups, in order, still grouped (a "Show more" list). */
export function firstOfGroups<T>(groups: readonly ProductGroup<T>[], limit: number): ProductGroup<T>[] {
  const shown: ProductGroup<T>[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.items.length <= left ? group : { category: group.category, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return shown;
}
