import type { Context, Env, Hono } from 'hono';
import type { SeoService } from './seo.service.js';

const ANON = { actor: null, input: undefined };

/** robots.txt and the sitemaps (outside /api: crawlers look for them at the root). */
export function mountSeoRoutes<E extends Env>(app: Hono<E>, seo: SeoService) {
  const xml = (c: Context<E>, body: string) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(body);
  };

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(seo.robots(ANON));
  });
  app.get('/sitemap.xml', async (c) => xml(c, await seo.sitemapIndex(ANON)));
  app.get('/sitemap-pages.xml', (c) => xml(c, seo.pagesSitemap(ANON)));
  app.get('/:file{sitemap-products-[0-9]{1,7}\\.xml}', async (c) => {
    const page = Number(c.req.param('file').replace(/\D/g, ''));
    return xml(c, await seo.productsSitemap({ actor: null, input: page }));
  });
}
