import type { Hono } from 'hono';
import { isNull } from 'drizzle-orm';
import { robotsDisallowedPaths, sitemapPaths } from '@freshprice/shared';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { escapeMarkup } from '../../lib/markup.js';

/** robots.txt and sitemap.xml: public pages and every live product page, nothing private. */
export function mountSeoRoutes(app: Hono<never>, db: Database, baseUrl: string) {
  app.get('/robots.txt', (c) => {
    const disallow = robotsDisallowedPaths();
    const body = ['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(body.join('\n'));
  });

  app.get('/sitemap.xml', async (c) => {
    const rows = await db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(isNull(products.archivedAt));
    const urls = [
      ...sitemapPaths().map((p) => `  <url><loc>${escapeMarkup(baseUrl + p)}</loc></url>`),
      ...rows.map(
        (r) =>
          `  <url><loc>${escapeMarkup(`${baseUrl}/products/${r.slug}`)}</loc><lastmod>${r.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
}
