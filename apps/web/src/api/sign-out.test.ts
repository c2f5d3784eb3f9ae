import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiFetch } from '../lib/api-client';
import { server } from '../test/msw-server';

const authSignOut = vi.fn();
vi.mock('../lib/auth-client', () => ({ authClient: { signOut: () => authSignOut() } }));

const { signOut, SignOutError } = await import('./sign-out');

function seeded() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['me'], { id: '1', email: 'a@example.com', name: 'A', role: 'admin' });
  queryClient.setQueryData(['price-lists'], [{ id: 'x' }]);
  window.localStorage.setItem('better-auth.session', 'x');
  window.sessionStorage.setItem('auth-state', 'y');
  window.localStorage.setItem('language', 'es');
  window.localStorage.setItem('theme', 'dark');
  return queryClient;
}

describe('signOut', () => {
  beforeEach(() => {
    authSignOut.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  for (const status of [401, 403, 404]) {
    it(`ignores ${status} and removes the local state anyway`, async () => {
      authSignOut.mockResolvedValue({ data: null, error: { status, message: 'gone' } });
      const queryClient = seeded();
      await signOut(queryClient);
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      expect(window.localStorage.getItem('better-auth.session')).toBeNull();
      expect(window.sessionStorage.getItem('auth-state')).toBeNull();
      expect(window.localStorage.getItem('language')).toBe('es');
      expect(window.localStorage.getItem('theme')).toBe('dark');
    });
  }

  it('clears everything after a successful sign-out', async () => {
    authSignOut.mockResolvedValue({ data: { success: true }, error: null });
    const queryClient = seeded();
    await signOut(queryClient);
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
  });

  it('reports other failures and keeps the state, since the server session may still be alive', async () => {
    authSignOut.mockResolvedValue({ data: null, error: { status: 500, message: 'boom' } });
    const queryClient = seeded();
    await expect(signOut(queryClient)).rejects.toBeInstanceOf(SignOutError);
    expect(queryClient.getQueryData(['me'])).toBeDefined();
  });

  it('forgets the answers kept for revalidation, so the next user revalidates nothing of them', async () => {
    authSignOut.mockResolvedValue({ data: { success: true }, error: null });
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/products', ({ request }) => {
        seen.push(request.headers.get('If-None-Match'));
        return HttpResponse.json({ items: [], next: null }, { headers: { ETag: '"v1"' } });
      }),
    );
    await apiFetch('/api/products');
    await apiFetch('/api/products');
    await signOut(seeded());
    await apiFetch('/api/products');
    expect(seen).toEqual([null, '"v1"', null]);
  });
});
