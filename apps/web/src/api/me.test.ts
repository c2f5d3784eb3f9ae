import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../test/msw-server';
import { apiFetch } from '../lib/api-client';
import { fetchMe } from './me';

describe('fetchMe and the revalidation store', () => {
  it("never revalidates one user's answers for another", async () => {
    let user = { id: 'a', email: 'a@example.com', name: 'A', role: 'customer' };
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/me', () => HttpResponse.json({ user })),
      http.get('*/api/products', ({ request }) => {
        seen.push(request.headers.get('If-None-Match'));
        return HttpResponse.json({ items: [], next: null }, { headers: { ETag: '"same"' } });
      }),
    );
    await fetchMe();
    await apiFetch('/api/products');
    await fetchMe();
    await apiFetch('/api/products');
    user = { id: 'b', email: 'b@example.com', name: 'B', role: 'seller' };
    await fetchMe();
    await apiFetch('/api/products');
    expect(seen).toEqual([null, '"same"', null]);
  });
});
