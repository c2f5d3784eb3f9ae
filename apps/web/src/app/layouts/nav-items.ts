import { can } from '@freshprice/shared';
import type { Action, Role } from '@freshprice/shared';

export interface NavItem {
  to: string;
  /** Key in the `common` namespace. */
  labelKey: string;
}

interface GatedNavItem extends NavItem {
  requires?: Action;
}

/** Active when the path equals the route or is below it; home only on exactly '/'. */
export function isActivePath(pathname: string, route: string): boolean {
  if (route === '/') return pathname === '/';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === route || path.startsWith(`${route}/`);
}

export const SIGNED_OUT_LINKS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/products', labelKey: 'nav.products' },
  { to: '/prices', labelKey: 'nav.prices' },
  { to: '/about-us', labelKey: 'nav.aboutUs' },
  { to: '/contact', labelKey: 'nav.contact' },
];

const MAIN: readonly GatedNavItem[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/dashboard', labelKey: 'nav.dashboard', requires: 'dashboard.view' },
  { to: '/activity', labelKey: 'nav.activity', requires: 'activity.view' },
  { to: '/ai', labelKey: 'nav.ai' },
];

const PRODUCTS: readonly GatedNavItem[] = [
  { to: '/products', labelKey: 'nav.viewProducts', requires: 'products.view' },
  { to: '/products/manage', labelKey: 'nav.manageProducts', requires: 'products.manage' },
];

const PRICES: readonly GatedNavItem[] = [
  { to: '/pricesprivate', labelKey: 'nav.viewPrices', requires: 'prices.view' },
  { to: '/prices-manage', labelKey: 'nav.administerPrices', requires: 'prices.manage' },
  { to: '/import-quickbooks', labelKey: 'nav.importQuickbooks', requires: 'import.run' },
  { to: '/exportlistswhatsapp', labelKey: 'nav.exportWhatsapp', requires: 'export.whatsapp' },
];

const ACCOUNT: readonly GatedNavItem[] = [
  { to: '/manage-users', labelKey: 'nav.manageUsers', requires: 'users.manage' },
  { to: '/profile', labelKey: 'nav.myProfile', requires: 'profile.manage' },
];

export interface SignedInNav {
  main: NavItem[];
  products: NavItem[];
  prices: NavItem[];
  account: NavItem[];
}

function visible(items: readonly GatedNavItem[], role: Role): NavItem[] {
  return items.filter((item) => !item.requires || can(role, item.requires)).map(({ to, labelKey }) => ({ to, labelKey }));
}

/** Menu items a role may use (DECISIONS.md: menus show only what the role may use, desktop and mobile). */
export function signedInNav(role: Role): SignedInNav {
  return {
    main: visible(MAIN, role),
    products: visible(PRODUCTS, role),
    prices: visible(PRICES, role),
    account: visible(ACCOUNT, role),
  };
}
