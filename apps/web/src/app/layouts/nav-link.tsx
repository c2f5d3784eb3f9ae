import { Link, useLocation } from 'react-router';
import type { MouseEventHandler, ReactNode } from 'react';
import { isActivePath } from './nav-items';

const BASE = 'rounded-md px-3 py-2 text-sm font-medium';
const INACTIVE = 'text-gray-800 hover:bg-gray-100 hover:text-emerald-800 dark:text-gray-100 dark:hover:bg-gray-800 dark:hover:text-emerald-300';
const ACTIVE = 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300';

export function navLinkClass(active: boolean, extra = ''): string {
  return `${BASE} ${active ? ACTIVE : INACTIVE} ${extra}`;
}

/** A navigation link with the app's active rule (equals or below the route; home only on '/'). */
export function NavLink({
  to,
  children,
  className = '',
  onClick,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, to);
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} className={navLinkClass(active, className)} onClick={onClick}>
      {children}
    </Link>
  );
}
