import { z } from '@hono/zod-openapi';
import { AVAILABILITY, CATEGORIES, parseCategoryParam } from '@freshprice/shared';
import type { Database } from '../../db/client.js';
import { ErrorSchema } from '../../lib/openapi.js';
import type { RouteRegistry } from '../../lib/routes.js';
import * as service from './catalogue.service.js';

const Category = z.enum(CATEGORIES).nullable();

const PublicProduct = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    nameEn: z.string(),
    nameEs: z.string(),
    category: Category,
    unit: z.string(),
    packEn: z.string(),
    packEs: z.string(),
    inStock: z.boolean(),
    imageUrl: z.string().nullable(),
  })
  .openapi('PublicProduct');

const Money = z.string().regex(/^\d+\.\d{2}$/).nullable();

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
  q: z.string().max(100).optional().openapi({ param: { name: 'q', in: 'query' } }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(48),
});

export function registerCatalogueRoutes(routes: RouteRegistry, db: Database) {
  routes.add(
    {
      method: 'get',
      path: '/api/public/products',
      access: 'public',
      tags: ['catalogue'],
      summary: 'Browse the catalogue (no prices): category, availability and search in either language',
      request: { query: ListQuery },
      responses: {
        200: {
          description: 'A page of products',
          content: {
            'application/json': {
              schema: z.object({ items: z.array(PublicProduct), total: z.number(), page: z.number(), pageSize: z.number() }),
            },
          },
        },
        400: { description: 'Bad filter', content: { 'application/json': { schema: ErrorSchema } } },
      },
    },
    async (c) => {
      const q = c.req.valid('query');
      const result = await service.listPublicProducts(db, {
        category: q.category,
        availability: q.availability,
        q: q.q,
        page: q.page,
        pageSize: q.pageSize,
      });
      return c.json(result, 200);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/public/products/{slug}',
      access: 'public',
      tags: ['catalogue'],
      summary: 'One product by its URL slug',
      request: { params: z.object({ slug: z.string().min(1).max(120) }) },
      responses: {
        200: { description: 'The product', content: { 'application/json': { schema: PublicProduct } } },
        404: { description: 'No such product', content: { 'application/json': { schema: ErrorSchema } } },
      },
    },
    async (c) => c.json(await service.getPublicProduct(db, c.req.valid('param').slug), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/public/categories',
      access: 'public',
      tags: ['catalogue'],
      summary: 'How many products each category holds',
      responses: {
        200: {
          description: 'Counts by category',
          content: { 'application/json': { schema: z.record(z.string(), z.number()) } },
        },
      },
    },
    async (c) => c.json(await service.getCategoryCounts(db), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/public/prices',
      access: 'public',
      tags: ['catalogue'],
      summary: 'The public price list: the three standard tiers side by side',
      responses: {
        200: {
          description: 'Every live product with its tier prices',
          content: {
            'application/json': {
              schema: z.object({
                items: z.array(
                  PublicProduct.extend({
                    prices: z.object({ small: Money, medium: Money, large: Money }),
                    changedRecently: z.boolean(),
                    lastChangedAt: z.string().nullable(),
                  }),
                ),
              }),
            },
          },
        },
      },
    },
    async (c) => c.json({ items: await service.getStandardPrices(db) }, 200),
  );
}
