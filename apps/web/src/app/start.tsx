import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { SsrState } from '@freshprice/shared';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter, loadRoutesFor } from './router';
import { initI18n } from '../i18n/i18n';
import { meQueryOptions } from '../api/me';
import { listenForWrites } from '../api/price-reads';
import { canHydrate, keyFirstHistoryEntry } from './boot';

/** Starts the app: hydrates server-rendered markup when there is some, renders from scratch otherwise. */
export async function start(ssr: SsrState | null): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const queryClient = createQueryClient();
  listenForWrites(queryClient);
  const hydrating = canHydrate(ssr);

  if (hydrating) {
    initI18n({ language: ssr.language, resources: ssr.resources });
    hydrate(queryClient, ssr.queries as DehydratedState);
    await loadRoutesFor(window.location.pathname);
  } else {
    initI18n();
    // Start the session check at once, in parallel with the route's code and translations.
    void queryClient.prefetchQuery(meQueryOptions);
  }

  keyFirstHistoryEntry(window.history);
  const router = createAppRouter(hydrating ? { loaderData: {} } : undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
