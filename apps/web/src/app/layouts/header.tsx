import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LeafIcon, SignInIcon } from '../../components/ui/icons';
import { iconButton, pageContainer } from '../../components/ui/styles';
import { useCompanyFacts } from '../../api/company';
import type { SessionUser } from '../../api/me';
import { LanguageToggle } from './language-toggle';
import { MobileLinks, MobileMenu } from './mobile-menu';
import { SIGNED_OUT_LINKS } from './nav-items';
import { NavLink } from './nav-link';
import { ThemeToggle } from './theme-toggle';

const SignedInNav = lazy(() => import('./signed-in-nav'));

function SignedOutNav() {
  const { t } = useTranslation('common');
  return (
    <>
      <nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 items-center gap-1 lg:flex">
        {SIGNED_OUT_LINKS.map((item) => (
          <NavLink key={item.to} to={item.to}>
            {t(item.labelKey)}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
        <LanguageToggle />
        <ThemeToggle />
        <Link to="/login" aria-label={t('nav.signIn')} title={t('nav.signIn')} className={iconButton}>
          <SignInIcon />
        </Link>
        <MobileMenu>
          <MobileLinks items={SIGNED_OUT_LINKS} />
        </MobileMenu>
      </div>
    </>
  );
}

export function Header({ user }: { user: SessionUser | null }) {
  const brand = useCompanyFacts().name;
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200 bg-white print:hidden dark:border-gray-800 dark:bg-gray-950">
      <div className={`${pageContainer} flex h-full items-center gap-1 sm:gap-2`}>
        <Link
          to="/"
          className="flex min-w-0 items-center gap-1.5 rounded-md text-lg font-bold sm:mr-2 sm:gap-2 text-emerald-800 dark:text-emerald-300"
        >
          <LeafIcon className="size-6 shrink-0" />
          {/* A long brand name shortens rather than pushing the buttons off a phone's screen. */}
          <span className="truncate">{brand}</span>
        </Link>
        {user ? (
          <Suspense fallback={<div className="flex-1" />}>
            <SignedInNav user={user} />
          </Suspense>
        ) : (
          <SignedOutNav />
        )}
      </div>
    </header>
  );
}
