import { can, navRoutes } from '@freshprice/shared';
import type { NavGroup, Role } from '@freshprice/shared';

export interface NavItem {
  to: string;
  /** Key in the `common` namespace. */
  labelKey: string;
}

/** Active when the path equals the route or is below it; home only on exactly '/'. */
export function isActivePath(pathname: string, route: string): boolean {
  if (route === '/') return pathname === '/';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === route || path.startsWith(`${route}/`);
}

/** The visitor's bar, from the route table. */
export const SIGNED_OUT_LINKS: readonly NavItem[] = navRoutes('signedOut').map(({ path, labelKey }) => ({ to: path, labelKey }));

export interface SignedInNav {
  main: NavItem[];
  products: NavItem[];
  prices: NavItem[];
  account: NavItem[];
}

function visible(group: NavGroup, role: Role): NavItem[] {
  return navRoutes(group)
    .filter((item) => !item.requires || can(role, item.requires))
    .map(({ path, labelKey }) => ({ to: path, labelKey }));
}

/** Menu items a role may use (DECISIONS.md: menus show only what the role may use, desktop and mobile). */
export function signedInNav(role: Role): SignedInNav {
  return {
    main: visible('main', role),
    products: visible('products', role),
    prices: visible('prices', role),
    account: visible('account', role),
  };
}
