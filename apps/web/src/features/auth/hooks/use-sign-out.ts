import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import { signOut } from '../../../api/sign-out';

/** Leaves the app for /login, replacing the current history entry. */
export function goToLogin(): void {
  window.location.replace('/login');
}

/** Router state of the navigation to /login that signs out once it has happened. */
interface SignOutState {
  signOut: true;
  from: string;
}

export function isSignOutNavigation(location: Pick<Location, 'state'>): boolean {
  const state = location.state as Partial<SignOutState> | null;
  return state?.signOut === true && typeof state.from === 'string';
}

/**
 * "Sign out" first navigates to /login through the router, so a page that blocks leaving (unsaved
 * edits) asks before anything happens; if the user stays, nothing is signed out. Only once the
 * navigation goes ahead does `SigningOut` end the server session.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const state: SignOutState = { signOut: true, from: `${location.pathname}${location.search}${location.hash}` };
    void navigate('/login', { state });
  }, [navigate, location]);
}

/**
 * Rendered in place of /login while signing out: ends the server session, then loads /login afresh
 * (history replace), so no signed-in data survives in memory. If the server could not sign out, says
 * so and returns to the page the user came from, still signed in.
 */
export function useCompleteSignOut(leave: () => void = goToLogin): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);
  const from = (location.state as Partial<SignOutState> | null)?.from ?? '/';
  useEffect(() => {
    // Once only, also under StrictMode's repeated effects.
    if (started.current) return;
    started.current = true;
    signOut(queryClient).then(leave, () => {
      notify('error', t('signOutFailed'));
      void navigate(from, { replace: true });
    });
  }, [queryClient, t, leave, navigate, from]);
}
