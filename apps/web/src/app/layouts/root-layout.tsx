import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullScreenSpinner, PageSpinner } from '../../components/ui/spinner';
import { isSignOutNavigation, useCompleteSignOut } from '../../features/auth/hooks/use-sign-out';
import { useSession } from '../../api/me';
import type { SessionState } from '../../api/me';
import { ErrorBoundary } from '../errors/error-boundary';
import { SessionError } from '../errors/session-error';
import { decideRoute } from '../guards/route-rules';
import type { SessionSnapshot } from '../guards/route-rules';
import { Footer } from './footer';
import { Header } from './header';

export function toSnapshot(session: SessionState): SessionSnapshot {
  return session.status === 'signedIn'
    ? { status: 'signedIn', role: session.role, twoFactorSetupRequired: session.user.twoFactorSetupRequired === true }
    : { status: session.status };
}

function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}

/** The sign-out navigation went ahead (nothing blocked it): end the session, with a spinner meanwhile. */
function SigningOut() {
  useCompleteSignOut();
  return <FullScreenSpinner />;
}

/**
 * The app shell and the one route guard: every route's access rule (the route table through
 * decideRoute) is applied here before anything renders. Redirects replace history.
 */
export function RootLayout() {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const decision = decideRoute(location, toSnapshot(session));

  if (isSignOutNavigation(location) && session.status === 'signedIn') return <SigningOut />;
  if (decision.type === 'wait') return <FullScreenSpinner />;
  if (decision.type === 'redirect') {
    return (
      <>
        <FullScreenSpinner />
        <Navigate to={decision.to} replace />
      </>
    );
  }

  const user = session.status === 'signedIn' ? session.user : null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header user={user} />
      {navigation.state === 'loading' ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-16 z-40 h-1 animate-pulse bg-emerald-600 motion-reduce:animate-none print:hidden"
        />
      ) : null}
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none print:pt-0">
        {decision.type === 'sessionError' ? (
          <SessionError />
        ) : (
          <ErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        )}
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
