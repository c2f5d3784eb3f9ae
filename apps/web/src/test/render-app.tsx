import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { createFakeApi, type FakeApiOptions, type MeMock } from './api-handlers';
import { server } from './msw-server';

export type { MeMock } from './api-handlers';

/** Serves the fake API (handlers checked against the shared contract) as the given user. */
export function mockApi(me: MeMock, options: Omit<FakeApiOptions, 'me'> = {}) {
  const api = createFakeApi({ me, ...options });
  server.use(...api.handlers);
  return api;
}

/** Renders the real route table at `path` inside the app's providers, with a fresh query client, against the fake API. */
export function renderApp(path: string, me: MeMock, options: Omit<FakeApiOptions, 'me'> = {}) {
  const api = mockApi(me, options);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, api };
}
