import { robotsDisallowedPaths, sitemapPaths } from '@freshprice/shared';
import type { ServiceCall } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { escapeMarkup } from '../../lib/markup.js';
import { countLiveProducts, liveProductPage } from './seo.repo.js';

/** The sitemap protocol allows 50,000; a smaller page keeps each response quick to build and fetch. */
export const PRODUCTS_PER_SITEMAP = 5000;

export interface SeoServiceDeps {
  db: Database;
  baseUrl: string;
  productsPerSitemap?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * robots.txt and the sitemaps: public pages and every live product page, nothing private. The
 * sitemap is an index of bounded pages: one for the public pages and one per PRODUCTS_PER_SITEMAP
 * products, so no response grows with the catalogue.
 */
export function createSeoService({ db, baseUrl, productsPerSitemap = PRODUCTS_PER_SITEMAP }: SeoServiceDeps) {
  const loc = (path: string) => `<loc>${escapeMarkup(baseUrl + path)}</loc>`;
  const urlset = (urls: string[]) => `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;

  return {
    robots(_call: ServiceCall): string {
      const disallow = robotsDisallowedPaths();
      return ['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
    },

    async sitemapIndex(_call: ServiceCall): Promise<string> {
      const pages = Math.ceil((await countLiveProducts(db)) / productsPerSitemap);
      const files = ['/sitemap-pages.xml', ...Array.from({ length: pages }, (_, i) => `/sitemap-products-${i + 1}.xml`)];
      const entries = files.map((f) => `  <sitemap>${loc(f)}</sitemap>`);
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    },

    pagesSitemap(_call: ServiceCall): string {
      return urlset(sitemapPaths().map((p) => `  <url>${loc(p)}</url>`));
    },

    /** Page `input` (from 1) of the product pages; a page past the last is not found. */
    async productsSitemap({ input: page }: ServiceCall<number>): Promise<string> {
      const rows = page >= 1 ? await liveProductPage(db, { offset: (page - 1) * productsPerSitemap, limit: productsPerSitemap }) : [];
      if (!rows.length) throw notFound('Sitemap');
      return urlset(rows.map((r) => `  <url>${loc(`/products/${r.slug}`)}<lastmod>${r.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`));
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
