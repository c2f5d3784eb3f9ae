import type { Access } from './permissions.js';

/** Browser routes that need a signed-in user, and what each requires. */
export const PAGE_ACCESS = {
  '/dashboard': 'dashboard.view',
  '/pricesprivate': 'prices.view',
  '/activity': 'activity.view',
  '/profile': 'profile.manage',
  '/prices-manage': 'prices.manage',
  '/import-quickbooks': 'import.run',
  '/products/manage': 'products.manage',
  '/exportlistswhatsapp': 'export.whatsapp',
  '/manage-users': 'users.manage',
} as const satisfies Record<string, Access>;

/** Open to everyone, signed in or not. */
export const PUBLIC_PATHS = ['/', '/about', '/about-us', '/contact', '/products', '/prices', '/ai'] as const;

/** Sign-in and account recovery; a signed-in user is sent on to /dashboard. */
export const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'] as const;

/** Public pages the sitemap lists (product pages are added by the server). */
export function sitemapPaths(): string[] {
  return ['/', '/products', '/prices', '/about-us', '/contact'];
}

/** Paths crawlers are asked to leave alone: the API, private pages, sign-in and error pages. */
export function robotsDisallowedPaths(): string[] {
  return ['/api/', ...Object.keys(PAGE_ACCESS), ...AUTH_PATHS, '/unauthorized', '/ai'];
}
