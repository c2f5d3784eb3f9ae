import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';
import { initI18n } from '../i18n/i18n';
import { meQueryOptions } from '../api/me';
import { listenForWrites } from '../api/price-reads';
import { keyFirstHistoryEntry } from './boot';

/** Starts the app (the sign-in and signed-in pages; the public pages come rendered from the server). */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const queryClient = createQueryClient();
  listenForWrites(queryClient);
  initI18n();
  // Start the session check at once, in parallel with the route's code and translations.
  void queryClient.prefetchQuery(meQueryOptions);

  keyFirstHistoryEntry(window.history);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  createRoot(container).render(app);
}
