import { z } from '@hono/zod-openapi';
import {
  cursorQuerySchema,
  IMAGE_MAX_BYTES,
  imageUrlSchema,
  managedProductPageSchema,
  productChangesSchema,
  productImageResultSchema,
  publishProductsInputSchema,
  publishProductsResultSchema,
  saveChangesResultSchema,
  userProductPageSchema,
} from '@freshprice/shared';
import { AppError } from '../../lib/errors.js';
import { commonErrors, errorResponse, json, notModified, tooLarge } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { ProductsService } from './products.service.js';

const IdParam = z.object({ id: z.uuid() });
const PAGED =
  'Ordered by English name, then id. Pages of `limit` products (default 500, at most 1,000); `next` is the cursor of the ' +
  'following page (pass it as `cursor`), null on the last one. Sends an ETag; a matching If-None-Match is answered 304.';
const pageConflict = {
  409: errorResponse('The product named by the cursor was deleted while the list was read (start again)'),
};

/** A 5 MB image with its multipart framing, beyond the 64 KB body every route gets by default. */
const IMAGE_BODY_LIMIT = { maxBytes: IMAGE_MAX_BYTES + 64 * 1024, code: 'image_too_large', message: 'The image is larger than 5 MB.' } as const;

export function registerProductRoutes(routes: RouteRegistry, service: ProductsService) {
  // The answers depend on the catalogue and on who asks (their role and, for customers, their lists).
  const unchangedCatalogue = routes.conditionalGet({ scope: 'catalogue', perCaller: true });

  routes.add(
    {
      method: 'get',
      path: '/api/products',
      access: 'products.view',
      tags: ['products'],
      summary: 'Live products with the prices the caller may see (staff: standard tiers; customers: their lists), by pages',
      description: PAGED,
      middleware: [unchangedCatalogue],
      request: { query: cursorQuerySchema },
      responses: { 200: { description: 'One page of products', content: json(userProductPageSchema) }, ...notModified, ...pageConflict, ...commonErrors },
    },
    async (c) => c.json(await service.listForUser({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/products/manage',
      access: 'products.manage',
      tags: ['products'],
      summary: 'Live products with everything the manage table edits, and their versions, by pages',
      description: PAGED,
      middleware: [unchangedCatalogue],
      request: { query: cursorQuerySchema },
      responses: { 200: { description: 'One page of products', content: json(managedProductPageSchema) }, ...notModified, ...pageConflict, ...commonErrors },
    },
    async (c) => c.json(await service.listForManagement({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/products/changes',
      // A batch of up to 5,000 changes.
      bodyLimit: { maxBytes: 4 * 1024 * 1024 },
      access: 'products.manage',
      tags: ['products'],
      summary: 'Save a batch of creates, updates and deletes in one transaction (409 when someone saved first)',
      request: { body: { content: json(productChangesSchema), required: true } },
      responses: {
        200: { description: 'Saved', content: json(saveChangesResultSchema) },
        409: errorResponse('Changed by someone else since loaded, or a URL name or QuickBooks id taken meanwhile'),
        ...tooLarge,
        ...commonErrors,
      },
    },
    async (c) => c.json(await service.saveChanges({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/products/publish',
      access: 'products.manage',
      tags: ['products'],
      summary: 'Publish drafts the QuickBooks import made: the public and customers see them from now on (ids not drafts are left alone)',
      request: { body: { content: json(publishProductsInputSchema), required: true } },
      responses: { 200: { description: 'Published', content: json(publishProductsResultSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.publish({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/products/{id}/image-url',
      access: 'products.manage',
      tags: ['products'],
      summary: 'Use an image from a URL',
      request: { params: IdParam, body: { content: json(imageUrlSchema), required: true } },
      responses: {
        200: { description: 'Updated', content: json(productImageResultSchema) },
        404: errorResponse('No such product'),
        ...tooLarge,
        ...commonErrors,
      },
    },
    async (c) =>
      c.json(await service.setImageUrl({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, url: c.req.valid('json').url } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/products/{id}/image',
      bodyLimit: IMAGE_BODY_LIMIT,
      access: 'products.manage',
      tags: ['products'],
      summary: 'Upload a JPG, PNG, GIF or WEBP image up to 5 MB (multipart field "file"); re-encoded and resized',
      request: { params: IdParam },
      responses: {
        200: { description: 'Stored', content: json(productImageResultSchema) },
        404: errorResponse('No such product'),
        413: errorResponse('Over 5 MB'),
        415: errorResponse('Not an image'),
        ...commonErrors,
      },
    },
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body.file;
      if (!(file instanceof File)) throw new AppError('file_required', 'Choose an image file to upload.');
      const input = { id: c.req.valid('param').id, bytes: new Uint8Array(await file.arrayBuffer()), size: file.size };
      return c.json(await service.uploadImage({ actor: await c.var.actor(), input }), 200);
    },
  );
}
