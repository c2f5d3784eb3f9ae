import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { CATEGORIES, IMAGE_MAX_BYTES, imageUrlSchema, productChangesSchema } from '@freshprice/shared';
import { signedIn } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { detectImageType, removeFiles, renderProductImage, writeImageFiles, type RenderedImage } from '../../lib/images.js';
import type { Logger } from '../../lib/logger.js';
import { ErrorSchema } from '../../lib/openapi.js';
import type { BodyRule } from '../../lib/request-guards.js';
import type { RouteRegistry } from '../../lib/routes.js';
import * as service from './products.service.js';

const Money = z.string().regex(/^\d+\.\d{2}$/);
const Base = z.object({
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  unit: z.string(),
  packEn: z.string(),
  packEs: z.string(),
  inStock: z.boolean(),
  imageUrl: z.string().nullable(),
});
const UserProduct = Base.extend({
  prices: z.array(z.object({ listId: z.string(), listName: z.string(), tier: z.enum(['small', 'medium', 'large']).nullable(), price: Money })),
}).openapi('UserProduct');
const ManagedProduct = Base.extend({
  quickbooksId: z.string().nullable(),
  quantity: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  prices: z.object({ small: Money.nullable(), medium: Money.nullable(), large: Money.nullable() }),
}).openapi('ManagedProduct');
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const errors = {
  400: { description: 'Invalid input', content: json(ErrorSchema) },
  401: { description: 'Not signed in', content: json(ErrorSchema) },
  403: { description: 'Not allowed for this role, or sent from another site (forbidden_origin)', content: json(ErrorSchema) },
};
const IdParam = z.object({ id: z.uuid() });

/**
 * Bodies these routes need beyond the 64 KB every other one gets: a batch of up to 5,000 changes,
 * and a 5 MB image with its multipart framing.
 */
export const PRODUCT_BODY_RULES: BodyRule[] = [
  { match: (method, p) => method === 'POST' && p === '/api/products/changes', maxBytes: 4 * 1024 * 1024 },
  {
    match: (method, p) => method === 'POST' && /^\/api\/products\/[^/]+\/image$/.test(p),
    maxBytes: IMAGE_MAX_BYTES + 64 * 1024,
    code: 'image_too_large',
    message: 'The image is larger than 5 MB.',
  },
];
const tooLarge = { 413: { description: 'Body over the size limit', content: json(ErrorSchema) } };

export function registerProductRoutes(routes: RouteRegistry, deps: { db: Database; uploadsDir: string; logger: Logger }) {
  const { db } = deps;

  routes.add(
    {
      method: 'get',
      path: '/api/products',
      access: 'products.view',
      tags: ['products'],
      summary: "Every product with the prices the caller may see (staff: standard tiers; customers: their lists)",
      responses: { 200: { description: 'Products', content: json(z.object({ items: z.array(UserProduct) })) }, ...errors },
    },
    async (c) => c.json({ items: await service.listForUser(db, await signedIn(c)) }, 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/products/manage',
      access: 'products.manage',
      tags: ['products'],
      summary: 'Products with everything the manage table edits, and their versions',
      responses: { 200: { description: 'Products', content: json(z.object({ items: z.array(ManagedProduct) })) }, ...errors },
    },
    async (c) => c.json({ items: await service.listForManagement(db, await signedIn(c)) }, 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/products/changes',
      access: 'products.manage',
      tags: ['products'],
      summary: 'Save a batch of creates, updates and deletes in one transaction (409 when someone saved first)',
      request: { body: { content: json(productChangesSchema), required: true } },
      responses: {
        200: {
          description: 'Saved',
          content: json(z.object({ created: z.number(), updated: z.number(), deleted: z.number(), archived: z.number(), ids: z.record(z.string(), z.string()) })),
        },
        409: { description: 'Changed by someone else since loaded, or a URL name or QuickBooks id taken meanwhile', content: json(ErrorSchema) },
        ...tooLarge,
        ...errors,
      },
    },
    async (c) => c.json(await service.saveChanges(db, await signedIn(c), c.req.valid('json').changes), 200),
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
        200: { description: 'Updated', content: json(z.object({ id: z.string(), imageUrl: z.string(), version: z.number() })) },
        404: { description: 'No such product', content: json(ErrorSchema) },
        ...tooLarge,
        ...errors,
      },
    },
    async (c) => c.json(await service.setImageUrl(db, await signedIn(c), c.req.valid('param').id, c.req.valid('json').url), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/products/{id}/image',
      access: 'products.manage',
      tags: ['products'],
      summary: 'Upload a JPG, PNG, GIF or WEBP image up to 5 MB (multipart field "file"); re-encoded and resized',
      request: { params: IdParam },
      responses: {
        200: { description: 'Stored', content: json(z.object({ id: z.string(), imageUrl: z.string(), version: z.number() })) },
        404: { description: 'No such product', content: json(ErrorSchema) },
        413: { description: 'Over 5 MB', content: json(ErrorSchema) },
        415: { description: 'Not an image', content: json(ErrorSchema) },
        ...errors,
      },
    },
    async (c) => {
      const actor = await signedIn(c);
      const { id } = c.req.valid('param');
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body.file;
      if (!(file instanceof File)) throw new AppError('file_required', 'Choose an image file to upload.');
      if (file.size > IMAGE_MAX_BYTES) throw new AppError('image_too_large', 'The image is larger than 5 MB.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!detectImageType(bytes)) throw new AppError('not_an_image', 'Only image files are allowed.');
      let image: RenderedImage;
      try {
        image = await renderProductImage(bytes, id);
      } catch (err) {
        deps.logger.warn({ err }, 'image could not be processed');
        throw new AppError('not_an_image', 'Only image files are allowed.');
      }
      // Files are written inside the transaction, once the product is found and locked, and removed
      // again if it does not commit: no upload leaves files that no product points to.
      const written: string[] = [];
      try {
        const saved = await service.setImageUrl(db, actor, id, image.url, async () => {
          written.push(...(await writeImageFiles(path.join(deps.uploadsDir, 'products'), image)));
        });
        return c.json(saved, 200);
      } catch (err) {
        await removeFiles(written);
        throw err;
      }
    },
  );
}
