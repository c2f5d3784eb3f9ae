import { AVAILABILITY, CATEGORY_URL_ALIASES, parseCategoryParam, type Availability, type PublicProduct } from '@freshprice/shared';
import { CATEGORY_GROUPS, categoryGroup, type CategoryGroup } from '../../../lib/catalogue';
import { matchesTerms, searchTerms } from '../../../lib/search';

export interface ProductFilters {
  category: CategoryGroup | null;
  availability: Availability | null;
  q: string;
}

/** The filters kept in the URL: ?category=dried&availability=in_stock&q=sandia. Unknown values are ignored. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const availability = params.get('availability');
  return {
    category: parseCategoryParam(params.get('category')),
    availability: (AVAILABILITY as readonly string[]).includes(availability ?? '') ? (availability as Availability) : null,
    q: params.get('q') ?? '',
  };
}

/** The short URL name of a category (the landing page's `dried` for dry produce). */
export function categoryParam(category: CategoryGroup): string {
  const alias = Object.entries(CATEGORY_URL_ALIASES).find(([, value]) => value === category)?.[0];
  return alias ?? category;
}

/** Writes the filters into the URL's parameters, keeping any other parameter as it was. */
export function writeProductFilters(current: URLSearchParams, filters: ProductFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  const currentCategory = parseCategoryParam(current.get('category'));
  // Keep the spelling the visitor arrived with (?category=dried) while it still means the same thing.
  set('category', filters.category === null ? null : currentCategory === filters.category ? current.get('category') : categoryParam(filters.category));
  set('availability', filters.availability);
  set('q', filters.q.trim() ? filters.q : null);
  return next;
}

function matchesAvailability(product: PublicProduct, availability: Availability | null): boolean {
  return availability === null || product.inStock === (availability === 'in_stock');
}

function matchesQuery(product: PublicProduct, terms: readonly string[]): boolean {
  return matchesTerms(terms, [product.nameEn, product.nameEs]);
}

export interface FilteredCatalogue {
  /** Products matching every filter, in category order and then by name in the reader's language. */
  items: PublicProduct[];
  /** Per category, how many products match the other filters (the counts on the category buttons). */
  counts: Record<CategoryGroup | 'all', number>;
}

export function filterCatalogue(products: readonly PublicProduct[], filters: ProductFilters, language: string): FilteredCatalogue {
  const terms = searchTerms(filters.q);
  const counts = Object.fromEntries([...CATEGORY_GROUPS, 'all'].map((c) => [c, 0])) as FilteredCatalogue['counts'];
  const items: PublicProduct[] = [];
  for (const product of products) {
    if (!matchesAvailability(product, filters.availability) || !matchesQuery(product, terms)) continue;
    const group = categoryGroup(product.category);
    counts[group] += 1;
    counts.all += 1;
    if (filters.category === null || filters.category === group) items.push(product);
  }
  const order = new Map(CATEGORY_GROUPS.map((c, i) => [c, i]));
  const collator = new Intl.Collator(language === 'es' ? 'es' : 'en', { sensitivity: 'base', numeric: true });
  const name = (p: PublicProduct) => (language === 'es' ? p.nameEs : p.nameEn);
  items.sort(
    (a, b) =>
      order.get(categoryGroup(a.category))! - order.get(categoryGroup(b.category))! || collator.compare(name(a), name(b)),
  );
  return { items, counts };
}
