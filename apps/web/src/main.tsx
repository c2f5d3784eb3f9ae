import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { meQueryOptions } from './lib/session';

initI18n();
const queryClient = createQueryClient();
// Start the session check at once, in parallel with the route's code and translations.
void queryClient.prefetchQuery(meQueryOptions);
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
