import { z } from '@hono/zod-openapi';
import {
  AVAILABILITY,
  categoryCountsSchema,
  cursorQuerySchema,
  parseCategoryParam,
  publicPricePageSchema,
  publicProductPageSchema,
  publicProductSchema,
  wholeNumberParam,
} from '@freshprice/shared';
import { errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { CatalogueService } from './catalogue.service.js';


const ListQuery = z.object({
  category: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const parsed = parseCategoryParam(v);
      if (!parsed) ctx.addIssue({ code: 'custom', message: `Unknown category "${v}"` });
      return parsed;
    })
    .openapi({ param: { name: 'category', in: 'query' }, example: 'fruits' }),
  availability: z.enum(AVAILABILITY).optional().openapi({ param: { name: 'availability', in: 'query' } }),
  q: z
    .string()
    .max(100)
    .optional()
    .openapi({
      param: { name: 'q', in: 'query' },
      description: 'Every word must appear in the English or Spanish name; case and accents are ignored.',
    }),
  page: wholeNumberParam(1, 10_000).default(1),
  pageSize: wholeNumberParam(1, 500).default(48),
});

const notModified = {
  304: { description: 'Not modified: the `If-None-Match` tag is current (no body)' },
};

/**
 * What these routes show does not depend on who asks, so the session is not looked up (that would be
 * a query per request for nothing): the services get the anonymous actor.
 */
const ANYONE = null;

export function registerCatalogueRoutes(routes: RouteRegistry, service: CatalogueService) {
  // Everything here depends only on the catalogue and the URL: one tag for every caller.
  const catalogueTag = routes.conditionalGet({ scope: 'catalogue' });

  routes.add(
    {
      method: 'get',
      path: '/api/public/products',
      access: 'public',
      tags: ['catalogue'],
      summary: 'Browse the catalogue (no prices): category, availability and search in either language',
      middleware: [catalogueTag],
      request: { query: ListQuery },
      responses: {
        200: { description: 'A page of products (at most 500), with an ETag', content: json(publicProductPageSchema) },
        ...notModified,
        400: errorResponse('Bad filter'),
      },
    },
    async (c) => {
      const { category, availability, q, page, pageSize } = c.req.valid('query');
      return c.json(await service.listProducts({ actor: ANYONE, input: { category, availability, q, page, pageSize } }), 200);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/public/products/{slug}',
      access: 'public',
      tags: ['catalogue'],
      summary: 'One product by its URL slug',
      middleware: [catalogueTag],
      request: { params: z.object({ slug: z.string().min(1).max(120) }) },
      responses: {
        200: { description: 'The product, with an ETag', content: json(publicProductSchema) },
        ...notModified,
        404: errorResponse('No such product'),
      },
    },
    async (c) => c.json(await service.getProduct({ actor: ANYONE, input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/public/categories',
      access: 'public',
      tags: ['catalogue'],
      summary: 'How many products each category holds',
      middleware: [catalogueTag],
      responses: {
        200: { description: 'Counts by category, with an ETag', content: json(categoryCountsSchema) },
        ...notModified,
      },
    },
    async (c) => c.json(await service.categoryCounts({ actor: ANYONE, input: undefined }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/public/prices',
      access: 'public',
      tags: ['catalogue'],
      summary: 'The public price list: the three standard tiers side by side, a page at a time',
      description:
        'Live products with a standard price, ordered by category (uncategorized last), English name and id. ' +
        'Pages hold `limit` rows (default 500, at most 1000); `next` is the cursor of the following page ' +
        '(pass it as `cursor`), null on the last one.',
      middleware: [catalogueTag],
      request: { query: cursorQuerySchema },
      responses: {
        200: { description: 'One page of the price list, with an ETag', content: json(publicPricePageSchema) },
        ...notModified,
        400: errorResponse('Bad cursor or limit'),
      },
    },
    async (c) => c.json(await service.standardPrices({ actor: ANYONE, input: c.req.valid('query') }), 200),
  );
}
