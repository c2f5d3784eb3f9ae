import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../../components/ui/icons';
import { mount } from '../../islands/mobile-menu.island';
import { isActivePath } from './nav-items';
import type { NavItem } from './nav-items';
import { NavLink } from './nav-link';

/** Only one mobile menu is ever mounted (signed in or out), so a fixed id is safe. */
export const MOBILE_MENU_ID = 'mobile-menu';

const TOGGLE =
  'inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800 [&::-webkit-details-marker]:hidden';

/**
 * Slide-down menu for small screens. A `<details>` disclosure, so it opens and closes without
 * JavaScript on a server-rendered page; the `mobile-menu` island (run here too, in the app) adds
 * aria-expanded, the dimmed backdrop that closes it, Escape (focus back to the toggle) and closing when
 * a link is chosen (scrolled to the top). The app also closes it on a route change.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => (ref.current ? mount(ref.current) : undefined), []);
  useEffect(() => {
    if (ref.current?.open) ref.current.open = false;
  }, [location.key]);

  return (
    <details ref={ref} data-island="mobile-menu" className="group lg:hidden">
      <summary
        aria-label={t('nav.openMenu')}
        data-open-label={t('nav.openMenu')}
        data-close-label={t('nav.closeMenu')}
        className={TOGGLE}
      >
        <MenuIcon className="size-5 group-open:hidden" />
        <CloseIcon className="hidden size-5 group-open:block" />
      </summary>
      {/* The panel sits above the backdrop in one column, so the dimmed area below it is always clickable. */}
      <div className="fixed inset-x-0 top-16 bottom-0 z-40 flex flex-col lg:hidden">
        <nav
          id={MOBILE_MENU_ID}
          aria-label={t('nav.mobileNavigation')}
          className="animate-slide-down max-h-[calc(100dvh-7rem)] shrink-0 overflow-y-auto border-b border-gray-200 bg-white px-4 py-3 shadow-lg motion-reduce:animate-none dark:border-gray-800 dark:bg-gray-950"
        >
          {children}
        </nav>
        <div aria-hidden="true" data-testid="menu-backdrop" data-menu-backdrop="" className="min-h-12 flex-1 bg-black/50" />
      </div>
    </details>
  );
}

export function MobileLinks({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('common');
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className="block text-base">
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A collapsible group of the mobile menu; starts open when it holds the current page. */
export function MobileGroup({ label, items }: { label: string; items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => items.some((item) => isActivePath(pathname, item.to)));
  const listId = useId();
  if (items.length === 0) return null;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-semibold text-gray-900 hover:bg-gray-100 dark:text-gray-50 dark:hover:bg-gray-800"
      >
        {label}
        <ChevronDownIcon className={`size-5 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={listId} hidden={!open} className="pl-3">
        <MobileLinks items={items} />
      </div>
    </div>
  );
}
