import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../test/msw-server';
import { ApiError, apiFetch, clearRevalidationStore, fetchAllPages } from './api-client';

/** A resource with a version: its ETag, what each request sent as If-None-Match. */
function versioned(path: string, initial: unknown) {
  const resource = { version: 1, body: initial, seen: [] as (string | null)[] };
  server.use(
    http.get(`*${path}`, ({ request }) => {
      const sent = request.headers.get('If-None-Match');
      resource.seen.push(sent);
      const etag = `"v${resource.version}"`;
      if (sent === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
      return HttpResponse.json(resource.body as never, { headers: { ETag: etag, 'Cache-Control': 'no-store' } });
    }),
  );
  return resource;
}

describe('ETag revalidation', () => {
  it('sends the kept ETag and answers a 304 with the kept body', async () => {
    const resource = versioned('/api/things', { items: ['a'] });
    const first = await apiFetch('/api/things');
    const second = await apiFetch('/api/things');
    expect(resource.seen).toEqual([null, '"v1"']);
    expect(second).toEqual({ items: ['a'] });
    // The very same object: a 304 costs no parse, and react-query sees no change.
    expect(second).toBe(first);
  });

  it('keeps answers per URL: another URL does not reuse them', async () => {
    const one = versioned('/api/one', { n: 1 });
    const two = versioned('/api/two', { n: 2 });
    await apiFetch('/api/one');
    expect(await apiFetch('/api/two')).toEqual({ n: 2 });
    expect(two.seen).toEqual([null]);
    await apiFetch('/api/one?page=2');
    expect(one.seen).toEqual([null, null]);
  });

  it('replaces the kept answer when a 200 brings a new ETag', async () => {
    const resource = versioned('/api/things', { items: ['a'] });
    await apiFetch('/api/things');
    resource.version = 2;
    resource.body = { items: ['a', 'b'] };
    expect(await apiFetch('/api/things')).toEqual({ items: ['a', 'b'] });
    expect(await apiFetch('/api/things')).toEqual({ items: ['a', 'b'] });
    expect(resource.seen).toEqual([null, '"v1"', '"v2"']);
  });

  it('forgets everything when cleared (sign-out)', async () => {
    const resource = versioned('/api/things', { items: ['a'] });
    await apiFetch('/api/things');
    clearRevalidationStore();
    await apiFetch('/api/things');
    expect(resource.seen).toEqual([null, null]);
  });

  it('never sends If-None-Match on a write, nor keeps an answer without an ETag', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.all('*/api/plain', ({ request }) => {
        seen.push(request.headers.get('If-None-Match'));
        return HttpResponse.json({ ok: true });
      }),
    );
    versioned('/api/things', { items: [] });
    await apiFetch('/api/things');
    await apiFetch('/api/plain');
    await apiFetch('/api/plain');
    await apiFetch('/api/plain', { method: 'POST', body: {} });
    expect(seen).toEqual([null, null, null]);
  });
});

describe('fetchAllPages', () => {
  it('follows `next` until the last page, asking for the largest pages', async () => {
    const urls: string[] = [];
    const pages: Record<string, { items: number[]; next: string | null }> = {
      '': { items: [1, 2], next: 'c2' },
      c2: { items: [3, 4], next: 'c3' },
      c3: { items: [5], next: null },
    };
    server.use(
      http.get('*/api/list', ({ request }) => {
        const url = new URL(request.url);
        urls.push(`${url.pathname}${url.search}`);
        return HttpResponse.json(pages[url.searchParams.get('cursor') ?? '']);
      }),
    );
    expect(await fetchAllPages<number>('/api/list')).toEqual([1, 2, 3, 4, 5]);
    expect(urls).toEqual(['/api/list?limit=1000', '/api/list?limit=1000&cursor=c2', '/api/list?limit=1000&cursor=c3']);
  });

  it('stops with an error when the server repeats a cursor', async () => {
    server.use(http.get('*/api/list', () => HttpResponse.json({ items: [1], next: 'again' })));
    await expect(fetchAllPages('/api/list')).rejects.toBeInstanceOf(ApiError);
  });

  it('revalidates each page on its own', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/list', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        const etag = `"p-${cursor ?? 'first'}"`;
        seen.push(request.headers.get('If-None-Match'));
        if (request.headers.get('If-None-Match') === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
        return HttpResponse.json(cursor ? { items: [2], next: null } : { items: [1], next: 'b' }, { headers: { ETag: etag } });
      }),
    );
    await fetchAllPages('/api/list');
    expect(await fetchAllPages('/api/list')).toEqual([1, 2]);
    expect(seen).toEqual([null, null, '"p-first"', '"p-b"']);
  });
});

describe('a busy server', () => {
  it('carries the server’s Retry-After on the error, for the retry to wait as asked', async () => {
    server.use(
      http.get('*/api/busy', () => HttpResponse.json({ error: { code: 'server_busy', message: 'busy' } }, { status: 503, headers: { 'Retry-After': '2' } })),
      http.get('*/api/plain', () => HttpResponse.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 })),
    );
    const busy = await apiFetch('/api/busy').catch((err: unknown) => err);
    expect(busy).toBeInstanceOf(ApiError);
    expect(busy).toMatchObject({ status: 503, code: 'server_busy', retryAfterSeconds: 2 });
    expect(await apiFetch('/api/plain').catch((err: unknown) => err)).toMatchObject({ status: 404, retryAfterSeconds: undefined });
  });
});
