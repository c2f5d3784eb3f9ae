import { queryOptions } from '@tanstack/react-query';
import type { PublicProduct } from '@freshprice/shared';
import { ApiError, apiFetch } from './api-client';
import { queryKeys } from './query-keys';

/** `GET /api/public/products/{slug}`: one product as anyone may see it. */
export const publicProductPath = (slug: string) => `/api/public/products/${encodeURIComponent(slug)}`;

/**
 * One product's read, shared by its page, the landing page's popular products (which the server
 * renders with the same key) and the contact form that names it. A product that is gone (404) is
 * not asked for again.
 */
export const publicProductQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.catalogue.product(slug),
    queryFn: ({ signal }) => apiFetch<PublicProduct>(publicProductPath(slug), { signal }),
    staleTime: 5 * 60 * 1000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
