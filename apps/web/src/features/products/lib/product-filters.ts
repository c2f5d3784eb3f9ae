import { AVAILABILITY, CATEGORY_URL_ALIASES, parseCategoryParam, type Availability } from '@freshprice/shared';
import type { CatalogueFilters, CategoryGroup } from '../../../lib/catalogue-filter';

/** The filters kept in the URL: ?category=dried&availability=in_stock&q=sandia. Unknown values are ignored. */
export function parseProductFilters(params: URLSearchParams): CatalogueFilters {
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
export function writeProductFilters(current: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  const currentCategory = parseCategoryParam(current.get('category'));
  // Keep the spelling the visitor arrived with (?category=dried) while it still means the same thing.
  set('category', filters.category === null ? null : currentCategory === filters.category ? current.get('category') : categoryParam(filters.category));
  set('availability', filters.availability);
  set('q', filters.q.trim() ? filters.q : null);
  return next;
}
