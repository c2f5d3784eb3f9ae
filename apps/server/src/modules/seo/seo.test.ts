import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { toErrorResponse } from '../../lib/errors.js';
import { createLogger } from '../../lib/logger.js';
import { BASE_URL, createTestServer, type TestServer } from '../../test/harness.js';
import { mountSeoRoutes } from './seo.routes.js';
import { createSeoService } from './seo.service.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  await s.database.db.insert(products).values([
    { slug: 'sandia', nameEn: 'Watermelon', nameEs: 'Sandía', category: 'fruits', unit: 'each' },
    { slug: 'gone', nameEn: 'Gone', nameEs: 'Ido', category: 'fruits', unit: 'each', archivedAt: new Date() },
  ]);
});
afterAll(() => s.close());

describe('search engines', () => {
  it('robots.txt keeps crawlers out of private pages and the API, and names the sitemap', async () => {
    const text = await (await s.request('/robots.txt')).text();
    for (const p of ['/api/', '/dashboard', '/manage-users', '/login']) expect(text).toContain(`Disallow: ${p}`);
    expect(text).not.toMatch(/Disallow: \/products$/m);
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the public pages and live products only', async () => {
    const res = await s.request('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await everySitemap((p) => s.request(p), await res.text());
    expect(xml).toContain(`<loc>${BASE_URL}/about-us</loc>`);
    expect(xml).toContain(`<loc>${BASE_URL}/products/sandia</loc>`);
    expect(xml).not.toContain('/products/gone');
    expect(xml).not.toContain('/dashboard');
  });
});

/** The sitemaps an index names, fetched and joined (each checked to be XML). */
async function everySitemap(get: (path: string) => Response | Promise<Response>, index: string): Promise<string> {
  expect(index).toContain('<sitemapindex');
  const parts: string[] = [];
  for (const [, url] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const res = await get(new URL(url!).pathname);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    parts.push(await res.text());
  }
  return parts.join('\n');
}

describe('sitemap pages', () => {
  it('split the products into pages of the configured size, by slug, with none past the last', async () => {
    await s.database.db.insert(products).values(
      ['apio', 'berro', 'cebolla'].map((slug) => ({ slug, nameEn: slug, nameEs: slug, category: 'vegetables' as const, unit: 'each' })),
    );
    const app = new Hono();
    app.onError((err, c) => toErrorResponse(err, c, createLogger('silent')));
    mountSeoRoutes(app, createSeoService({ db: s.database.db, baseUrl: BASE_URL, productsPerSitemap: 2 }));
    const get = (p: string) => app.request(`${BASE_URL}${p}`);

    const index = await (await get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // 4 live products (sandia and three more), 2 a page.
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap-products-2.xml']);
    const slugs = async (p: string) => [...(await (await get(p)).text()).matchAll(/\/products\/([a-z-]+)</g)].map((m) => m[1]);
    expect(await slugs('/sitemap-products-1.xml')).toEqual(['apio', 'berro']);
    expect(await slugs('/sitemap-products-2.xml')).toEqual(['cebolla', 'sandia']);
    expect((await get('/sitemap-products-3.xml')).status).toBe(404);
    expect((await get('/sitemap-products-0.xml')).status).toBe(404);
    expect(await everySitemap(get, index)).toContain(`<loc>${BASE_URL}/products/cebolla</loc>`);
  });
});
