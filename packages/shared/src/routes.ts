import type { Access, Action } from './permissions.js';

/**
 * Every browser path of the app, in ONE table: the web's router, route guard and menus and the
 * server's sitemap and robots.txt all derive from it. The order of the table is the order of the menus.
 */

/** Menus that list a route. `signedOut` is the visitor's bar; the others are the signed-in bar's groups. */
export const NAV_GROUPS = ['signedOut', 'main', 'products', 'prices', 'account'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavPlacement {
  group: NavGroup;
  /** Key in the web's `common` namespace. */
  labelKey: string;
  /** Shown only to roles that may do this; a protected route defaults to its own access. */
  requires?: Action;
}

/** How a crawler should treat a path: listed in the sitemap, allowed, or asked to stay out. */
export type Crawl = 'sitemap' | 'allow' | 'disallow';

interface RouteBase {
  /** Pattern: `:name` stands for one segment. */
  path: string;
  crawl: Crawl;
  nav?: readonly NavPlacement[];
}

export type RouteEntry = RouteBase &
  (
    | { kind: 'public'; /** Where a signed-in user goes instead (a page meant for visitors). */ signedIn?: string }
    | { kind: 'auth' }
    | { kind: 'protected'; access: Exclude<Access, 'public'> }
    | { kind: 'redirect'; to: string }
  );

export const ROUTES = [
  {
    path: '/',
    kind: 'public',
    crawl: 'sitemap',
    signedIn: '/dashboard',
    nav: [
      { group: 'signedOut', labelKey: 'nav.home' },
      { group: 'main', labelKey: 'nav.home' },
    ],
  },
  {
    path: '/products',
    kind: 'public',
    crawl: 'sitemap',
    nav: [
      { group: 'signedOut', labelKey: 'nav.products' },
      { group: 'products', labelKey: 'nav.viewProducts', requires: 'products.view' },
    ],
  },
  {
    path: '/prices',
    kind: 'public',
    crawl: 'sitemap',
    signedIn: '/pricesprivate',
    nav: [{ group: 'signedOut', labelKey: 'nav.prices' }],
  },
  { path: '/about-us', kind: 'public', crawl: 'sitemap', nav: [{ group: 'signedOut', labelKey: 'nav.aboutUs' }] },
  { path: '/contact', kind: 'public', crawl: 'sitemap', nav: [{ group: 'signedOut', labelKey: 'nav.contact' }] },
  { path: '/about', kind: 'redirect', to: '/about-us', crawl: 'allow' },
  // Product pages reach the sitemap one by one, from the catalogue (the server adds them).
  { path: '/products/:productSlug', kind: 'public', crawl: 'allow' },
  { path: '/dashboard', kind: 'protected', access: 'dashboard.view', crawl: 'disallow', nav: [{ group: 'main', labelKey: 'nav.dashboard' }] },
  { path: '/activity', kind: 'protected', access: 'activity.view', crawl: 'disallow', nav: [{ group: 'main', labelKey: 'nav.activity' }] },
  // The assistant answers from live data: nothing there for a search engine to keep.
  { path: '/ai', kind: 'public', crawl: 'disallow', nav: [{ group: 'main', labelKey: 'nav.ai' }] },
  { path: '/order', kind: 'protected', access: 'orders.place', crawl: 'disallow', nav: [{ group: 'main', labelKey: 'nav.order' }] },
  { path: '/orders', kind: 'protected', access: 'orders.view', crawl: 'disallow', nav: [{ group: 'main', labelKey: 'nav.orders', requires: 'orders.place' }] },
  { path: '/orders/manage', kind: 'protected', access: 'orders.manage', crawl: 'disallow', nav: [{ group: 'main', labelKey: 'nav.manageOrders' }] },
  { path: '/orders/manage/pick-list', kind: 'protected', access: 'orders.manage', crawl: 'disallow' },
  { path: '/orders/manage/routes', kind: 'protected', access: 'orders.manage', crawl: 'disallow' },
  { path: '/orders/:orderId', kind: 'protected', access: 'orders.view', crawl: 'disallow' },
  // The mailed link to approve or decline a substitute (?token=, one time), for the customer only.
  { path: '/substitution', kind: 'public', crawl: 'disallow' },
  {
    path: '/invoices',
    kind: 'protected',
    access: 'orders.view',
    crawl: 'disallow',
    // Staff export them from the main bar; a customer finds theirs with their account (the bar is full).
    nav: [
      { group: 'main', labelKey: 'nav.invoices', requires: 'orders.manage' },
      { group: 'account', labelKey: 'nav.invoices', requires: 'orders.place' },
    ],
  },
  { path: '/invoices/:invoiceId', kind: 'protected', access: 'orders.view', crawl: 'disallow' },
  {
    path: '/standing-orders',
    kind: 'protected',
    access: 'orders.view',
    crawl: 'disallow',
    // A customer keeps theirs with their account (the bar is full); staff reach a customer's from the order desk.
    nav: [{ group: 'account', labelKey: 'nav.standingOrders', requires: 'orders.place' }],
  },
  { path: '/standing-orders/drafts', kind: 'protected', access: 'orders.view', crawl: 'disallow' },
  { path: '/standing-orders/drafts/:draftId', kind: 'protected', access: 'orders.view', crawl: 'disallow' },
  // The reminder's one-tap links (?token=, one time): place as is or skip a draft without signing in.
  { path: '/standing-order', kind: 'public', crawl: 'disallow' },
  { path: '/products/manage', kind: 'protected', access: 'products.manage', crawl: 'disallow', nav: [{ group: 'products', labelKey: 'nav.manageProducts' }] },
  { path: '/pricesprivate', kind: 'protected', access: 'prices.view', crawl: 'disallow', nav: [{ group: 'prices', labelKey: 'nav.viewPrices' }] },
  { path: '/pricesprivate/:id', kind: 'protected', access: 'prices.view', crawl: 'disallow' },
  { path: '/prices-manage', kind: 'protected', access: 'prices.manage', crawl: 'disallow', nav: [{ group: 'prices', labelKey: 'nav.administerPrices' }] },
  { path: '/prices-manage/compare', kind: 'protected', access: 'prices.manage', crawl: 'disallow' },
  { path: '/prices-manage/:priceListId', kind: 'protected', access: 'prices.manage', crawl: 'disallow' },
  { path: '/price-moves', kind: 'protected', access: 'prices.manage', crawl: 'disallow', nav: [{ group: 'prices', labelKey: 'nav.priceMoves' }] },
  { path: '/import-quickbooks', kind: 'protected', access: 'import.run', crawl: 'disallow', nav: [{ group: 'prices', labelKey: 'nav.importQuickbooks' }] },
  { path: '/exportlistswhatsapp', kind: 'protected', access: 'export.whatsapp', crawl: 'disallow', nav: [{ group: 'prices', labelKey: 'nav.exportWhatsapp' }] },
  // A list sent to all its customers at once (e-mail, WhatsApp checklist), its sends and schedules:
  // a page of the export's, under its path (a pattern's parent is a page of the same access).
  { path: '/exportlistswhatsapp/:ref', kind: 'protected', access: 'export.whatsapp', crawl: 'disallow' },
  { path: '/manage-users', kind: 'protected', access: 'users.manage', crawl: 'disallow', nav: [{ group: 'account', labelKey: 'nav.manageUsers' }] },
  { path: '/profile', kind: 'protected', access: 'profile.manage', crawl: 'disallow', nav: [{ group: 'account', labelKey: 'nav.myProfile' }] },
  { path: '/login', kind: 'auth', crawl: 'disallow' },
  { path: '/register', kind: 'auth', crawl: 'disallow' },
  { path: '/forgot-password', kind: 'auth', crawl: 'disallow' },
  { path: '/reset-password', kind: 'auth', crawl: 'disallow' },
  { path: '/invitation', kind: 'auth', crawl: 'disallow' },
  { path: '/unauthorized', kind: 'protected', access: 'authenticated', crawl: 'disallow' },
] as const satisfies readonly RouteEntry[];

/** Paths that show a page of their own (a redirect shows none). */
export type PageRoutePath = Exclude<(typeof ROUTES)[number], { kind: 'redirect' }>['path'];

const TABLE: readonly RouteEntry[] = ROUTES;

const isPattern = (path: string) => path.includes('/:');

/** Protected pages that need one action, by plain path (what the permission tests walk). */
export const PAGE_ACCESS: Readonly<Record<string, Action>> = Object.fromEntries(
  TABLE.flatMap((r) => (r.kind === 'protected' && r.access !== 'authenticated' && !isPattern(r.path) ? [[r.path, r.access]] : [])),
);

/** Sign-in and account recovery: a signed-in user is sent on, and never sent back to them. */
export const AUTH_PATHS: readonly string[] = TABLE.filter((r) => r.kind === 'auth').map((r) => r.path);

function matches(pattern: string, path: string): boolean {
  if (!isPattern(pattern)) return pattern === path;
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/**
 * The entry for a normalised pathname (no trailing slash), or null when the app has no such page.
 * A plain path wins over a pattern (`/products/manage` is not a product called "manage").
 */
export function findRoute(pathname: string): RouteEntry | null {
  return TABLE.find((r) => !isPattern(r.path) && r.path === pathname) ?? TABLE.find((r) => isPattern(r.path) && matches(r.path, pathname)) ?? null;
}

/** Routes placed in one menu, in table order, with the action each requires (if any). */
export function navRoutes(group: NavGroup): { path: string; labelKey: string; requires?: Action }[] {
  return TABLE.flatMap((r) =>
    (r.nav ?? [])
      .filter((n) => n.group === group)
      .map((n) => {
        const requires = n.requires ?? (r.kind === 'protected' && r.access !== 'authenticated' ? r.access : undefined);
        return requires ? { path: r.path, labelKey: n.labelKey, requires } : { path: r.path, labelKey: n.labelKey };
      }),
  );
}

/** Public pages the sitemap lists (product pages are added by the server). */
export function sitemapPaths(): string[] {
  return TABLE.filter((r) => r.crawl === 'sitemap').map((r) => r.path);
}

/** Paths crawlers are asked to leave alone: the API, private pages, sign-in and error pages. */
export function robotsDisallowedPaths(): string[] {
  // A pattern's base path is disallowed already, and robots.txt matches by prefix.
  return ['/api/', ...TABLE.filter((r) => r.crawl === 'disallow' && !isPattern(r.path)).map((r) => r.path)];
}

/** Where a signed-in reader (a customer it is shared with, or staff) reads one price list: `/pricesprivate/:id`. */
export function priceListPath(slug: string): string {
  return `/pricesprivate/${encodeURIComponent(slug)}`;
}
