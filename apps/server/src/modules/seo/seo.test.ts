import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { BASE_URL, createTestServer, type TestServer } from '../../test/harness.js';

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
    const xml = await res.text();
    expect(xml).toContain(`<loc>${BASE_URL}/about-us</loc>`);
    expect(xml).toContain(`<loc>${BASE_URL}/products/sandia</loc>`);
    expect(xml).not.toContain('/products/gone');
    expect(xml).not.toContain('/dashboard');
  });
});
