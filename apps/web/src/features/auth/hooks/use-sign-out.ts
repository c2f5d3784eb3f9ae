import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast';
import { signOut } from '../api/sign-out';

/** Leaves the app for /login, replacing the current history entry. */
export function goToLogin(): void {
  window.location.replace('/login');
}

/**
 * Sign out, then load /login afresh (history replace). A full page load rather than a router
 * navigation: no signed-in data survives in memory, and the route guard cannot race the
 * navigation with its own "carry the location" redirect.
 */
export function useSignOut(leave: () => void = goToLogin): () => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');
  return useCallback(async () => {
    try {
      await signOut(queryClient);
    } catch {
      notify('error', t('signOutFailed'));
      return;
    }
    leave();
  }, [queryClient, t, leave]);
}
