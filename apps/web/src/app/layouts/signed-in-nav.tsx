// Loaded lazily: Radix menus and the sign-out code stay out of the landing page's initial JS.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/ui/icons';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import type { SessionUser } from '../../api/me';
import { LanguageToggle } from './language-toggle';
import { MobileGroup, MobileLinks, MobileMenu } from './mobile-menu';
import { isActivePath, signedInNav } from './nav-items';
import type { NavItem } from './nav-items';
import { NavLink, navLinkClass } from './nav-link';
import { ThemeToggle } from './theme-toggle';

const MENU_CONTENT =
  'z-50 min-w-52 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900';
const MENU_ITEM =
  'block cursor-pointer rounded px-3 py-2 text-sm text-gray-900 outline-none select-none data-[highlighted]:bg-emerald-100 data-[highlighted]:text-emerald-900 aria-[current=page]:font-semibold dark:text-gray-100 dark:data-[highlighted]:bg-emerald-900 dark:data-[highlighted]:text-emerald-50';

function NavDropdown({ label, items }: { label: string; items: readonly NavItem[] }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const active = items.some((item) => isActivePath(pathname, item.to));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={navLinkClass(active, 'inline-flex items-center gap-1')}>
        {label}
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className={MENU_CONTENT}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
                className={MENU_ITEM}
              >
                {t(item.labelKey)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Avatar({ email }: { email: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-9 items-center justify-center rounded-full bg-emerald-700 text-sm font-bold text-white uppercase dark:bg-emerald-500 dark:text-gray-950"
    >
      {email.charAt(0) || '?'}
    </span>
  );
}

function UserMenu({ user, items, onSignOut }: { user: SessionUser; items: readonly NavItem[]; onSignOut: () => void }) {
  const { t } = useTranslation('common');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('nav.userMenu')}
        className="hidden rounded-full p-0.5 hover:ring-2 hover:ring-emerald-600 lg:inline-flex"
      >
        <Avatar email={user.email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CONTENT}>
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-gray-900 dark:text-gray-50">{user.email}</span>
            <span className="block text-xs text-gray-700 dark:text-gray-300">{t(`roles.${user.role}`)}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link to={item.to} className={MENU_ITEM}>
                {t(item.labelKey)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
          <DropdownMenu.Item className={MENU_ITEM} onSelect={onSignOut}>
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export default function SignedInNav({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const nav = signedInNav(user.role);
  const signOut = useSignOut();
  return (
    <>
      <nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 items-center gap-1 lg:flex">
        {nav.main.map((item) => (
          <NavLink key={item.to} to={item.to}>
            {t(item.labelKey)}
          </NavLink>
        ))}
        <NavDropdown label={t('nav.productsMenu')} items={nav.products} />
        <NavDropdown label={t('nav.pricesMenu')} items={nav.prices} />
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <LanguageToggle />
        <ThemeToggle />
        <UserMenu user={user} items={nav.account} onSignOut={() => void signOut()} />
        <MobileMenu>
          <div className="flex flex-col gap-2">
            <MobileLinks items={nav.main} />
            <MobileGroup label={t('nav.productsMenu')} items={nav.products} />
            <MobileGroup label={t('nav.pricesMenu')} items={nav.prices} />
            <div className="mt-2 border-t border-gray-200 pt-3 dark:border-gray-800">
              <div className="flex items-center gap-3 px-3 pb-2">
                <Avatar email={user.email} />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-gray-900 dark:text-gray-50">{user.email}</p>
                  <p className="text-xs text-gray-700 dark:text-gray-300">{t(`roles.${user.role}`)}</p>
                </div>
              </div>
              <MobileLinks items={nav.account} />
              <button
                type="button"
                onClick={() => void signOut()}
                className="mt-1 w-full rounded-md px-3 py-2 text-left text-base font-medium text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
              >
                {t('nav.signOut')}
              </button>
            </div>
          </div>
        </MobileMenu>
      </div>
    </>
  );
}
