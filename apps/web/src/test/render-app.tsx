import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Role } from '@freshprice/shared';
import { routes } from '../app/router';

export type MeMock = { role: Role; email?: string; name?: string } | 'signedOut';

/** Mocks `fetch` so `GET /api/me` answers as the given user (or `{ user: null }`), and records every call. */
export function mockApi(me: MeMock) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.endsWith('/api/me')) {
      if (me === 'signedOut') return json(200, { user: null });
      return json(200, {
        user: { id: 'u1', email: me.email ?? `${me.role}@example.com`, name: me.name ?? 'Test User', role: me.role },
      });
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the real route table at `path` with a fresh query client. */
export function renderApp(path: string, me: MeMock) {
  const fetchMock = mockApi(me);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, fetchMock };
}
