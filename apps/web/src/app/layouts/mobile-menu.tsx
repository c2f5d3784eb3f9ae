import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../../components/ui/icons';
import { iconButton } from '../../components/ui/styles';
import { isActivePath } from './nav-items';
import type { NavItem } from './nav-items';
import { NavLink } from './nav-link';

/**
 * Slide-down menu for small screens: toggle button with aria-expanded, a dimmed backdrop that
 * closes it, Escape closes it (focus returns to the button), and it closes on route change.
 * `children` gets `onNavigate`, to call when a link is chosen (closes and scrolls to top).
 */
/** Only one mobile menu is ever mounted (signed in or out), so a fixed id is safe. */
export const MOBILE_MENU_ID = 'mobile-menu';

export function MobileMenu({ children }: { children: (onNavigate: () => void) => ReactNode }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (location.key !== lastLocationKey) {
    setLastLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const onNavigate = () => {
    setOpen(false);
    window.scrollTo({ top: 0, left: 0 });
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
        className={`${iconButton} lg:hidden`}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open ? (
        // The panel sits above the backdrop in one column, so the dimmed area below it is always clickable.
        <div className="fixed inset-x-0 top-16 bottom-0 z-40 flex flex-col lg:hidden">
          <nav
            id={MOBILE_MENU_ID}
            aria-label={t('nav.mobileNavigation')}
            className="animate-slide-down max-h-[calc(100dvh-7rem)] shrink-0 overflow-y-auto border-b border-gray-200 bg-white px-4 py-3 shadow-lg motion-reduce:animate-none dark:border-gray-800 dark:bg-gray-950"
          >
            {children(onNavigate)}
          </nav>
          <div
            aria-hidden="true"
            data-testid="menu-backdrop"
            onClick={() => setOpen(false)}
            className="min-h-12 flex-1 bg-black/50"
          />
        </div>
      ) : null}
    </>
  );
}

export function MobileLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} onClick={onNavigate} className="block text-base">
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** A collapsible group of the mobile menu; starts open when it holds the current page. */
export function MobileGroup({
  label,
  items,
  onNavigate,
}: {
  label: string;
  items: readonly NavItem[];
  onNavigate: () => void;
}) {
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
        <MobileLinks items={items} onNavigate={onNavigate} />
      </div>
    </div>
  );
}
