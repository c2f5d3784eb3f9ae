import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  wholeNumberParam,
  compareQuerySchema,
  createPriceListInputSchema,
  duplicatePriceListInputSchema,
  previewPriceListInputSchema,
  previewPriceListSchema,
  priceHistorySchema,
  priceListCompareSchema,
  priceListDetailSchema,
  priceListIndexSchema,
  priceListSummarySchema,
  priceListVersionCompareSchema,
  priceListVersionDetailSchema,
  priceListVersionsSchema,
  pricingSettingsInputSchema,
  pricingSettingsSchema,
  rollbackInputSchema,
  savePricesInputSchema,
  savePricesResultSchema,
  sharePriceListInputSchema,
  sharePriceListResultSchema,
  updatePriceListInputSchema,
} from '@freshprice/shared';
import { AppError } from '../../lib/errors.js';
import { commonErrors, errorResponse, json, notModified, tooLarge } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { PriceListsService } from './price-lists.service.js';

const missing = { 404: errorResponse('No such price list (or, for a customer, not one shared with them)') };
const conflict = {
  409: errorResponse('version_conflict: the list was saved after the version sent (fields: version, savedBy, savedAt); conflict: a concurrent change got in the way, try again'),
};
const belowFloor = {
  422: errorResponse('below_floor: prices below cost plus the minimum margin, not confirmed (fields per product id)'),
};

const Ref = z.object({ ref: z.string().min(1).max(200).openapi({ description: 'The list’s slug or id' }) });
const VersionParams = Ref.extend({ n: wholeNumberParam(1, 2_000_000_000) });
const ItemParams = Ref.extend({ productId: z.uuid() });
const VersionCompareQuery = z.object({
  from: wholeNumberParam(1, 2_000_000_000),
  to: wholeNumberParam(1, 2_000_000_000),
});

/** A save of a whole 10,000-item list is about 800 KB of JSON. */

/** SPEC's message for a list without a name, before the schema's generic one. */
const nameRequired: MiddlewareHandler = async (c, next) => {
  const body = (await c.req.json().catch(() => null)) as { name?: unknown } | null;
  if (body && typeof body === 'object' && (typeof body.name !== 'string' || body.name.trim() === '')) {
    throw new AppError('validation_failed', 'Creating a price list needs a name', { name: 'nameRequired' });
  }
  await next();
};

export function registerPriceListRoutes(routes: RouteRegistry, service: PriceListsService) {
  // The answers depend on the price tables, on who asks (their role and, for customers, their lists)
  // and on the date: a list's "Updated" marks (RECENT_CHANGE_DAYS) expire without any write.
  const unchanged = routes.conditionalGet({ scope: 'catalogue', perCaller: true, perDay: true });
  const tags = ['price-lists'];

  // Paths without `{ref}` first: /compare, /preview and /settings are not list slugs.
  routes.add(
    {
      method: 'get',
      path: '/api/price-lists',
      access: 'prices.view',
      tags,
      summary: 'Every price list (staff) or the lists shared with the caller; templates first, then by name',
      middleware: [unchanged],
      responses: { 200: { description: 'Lists', content: json(priceListIndexSchema) }, ...notModified, ...commonErrors },
    },
    async (c) => c.json(await service.index({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists',
      access: 'prices.manage',
      tags,
      summary: 'Create a list: empty, or from another list (a one-time copy or linked) with an optional adjustment',
      middleware: [nameRequired],
      request: { body: { content: json(createPriceListInputSchema), required: true } },
      responses: {
        201: { description: 'Created (version 1)', content: json(priceListSummarySchema) },
        409: errorResponse('key_taken: the slug is taken'),
        ...belowFloor,
        ...commonErrors,
      },
    },
    async (c) => c.json(await service.create({ actor: await c.var.actor(), input: c.req.valid('json') }), 201),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/compare',
      access: 'prices.manage',
      tags,
      summary: 'Two lists side by side: every product in either, the difference (b - a), percent, and counts per filter',
      middleware: [unchanged],
      request: { query: compareQuerySchema },
      responses: { 200: { description: 'Comparison', content: json(priceListCompareSchema) }, ...notModified, ...missing, ...commonErrors },
    },
    async (c) => {
      const started = performance.now();
      const body = await service.compare({ actor: await c.var.actor(), input: c.req.valid('query') });
      // The comparison's own time (reads and rows, before serialising), for the bench and the browser's devtools.
      c.header('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
      return c.json(body, 200);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/preview',
      access: 'prices.manage',
      tags,
      summary: 'The prices a list made from `from` with the adjustment would get, with prices below the floor marked',
      request: { body: { content: json(previewPriceListInputSchema), required: true } },
      responses: { 200: { description: 'Preview', content: json(previewPriceListSchema) }, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.preview({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/settings',
      access: 'prices.manage',
      tags,
      summary: 'The minimum margin prices are checked against',
      middleware: [unchanged],
      responses: { 200: { description: 'Settings', content: json(pricingSettingsSchema) }, ...notModified, ...commonErrors },
    },
    async (c) => c.json(await service.settings({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/price-lists/settings',
      access: 'settings.manage',
      tags,
      summary: 'Change the minimum margin (admin)',
      request: { body: { content: json(pricingSettingsInputSchema), required: true } },
      responses: { 200: { description: 'Saved', content: json(pricingSettingsSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.updateSettings({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}',
      access: 'prices.view',
      tags,
      summary: 'A list with its items (live products), by category then English name; cost and base price for staff only',
      middleware: [unchanged],
      request: { params: Ref },
      responses: { 200: { description: 'The list', content: json(priceListDetailSchema) }, ...notModified, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.detail({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/price-lists/{ref}',
      access: 'prices.manage',
      tags,
      summary: 'Name, slug, description and base rule; a linked list whose rule changes gets its prices recomputed as a new version',
      request: { params: Ref, body: { content: json(updatePriceListInputSchema), required: true } },
      responses: {
        200: { description: 'Updated', content: json(priceListSummarySchema) },
        409: errorResponse('version_conflict, or key_taken (slug)'),
        ...belowFloor,
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => c.json(await service.update({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ref: c.req.valid('param').ref } }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/price-lists/{ref}',
      access: 'prices.manage',
      tags,
      summary: 'Delete a list with its items, versions and history (not a template, nor a list linked lists follow; copies of it lose their base)',
      request: { params: Ref },
      responses: {
        204: { description: 'Deleted' },
        409: errorResponse('list_protected: a template (fields.list = template) or a base that linked lists follow (hasDependents); conflict: try again'),
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => {
      await service.remove({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/{ref}/duplicate',
      access: 'prices.manage',
      tags,
      summary: 'A one-time copy with the same prices, not shared',
      request: { params: Ref, body: { content: json(duplicatePriceListInputSchema), required: false } },
      responses: {
        201: { description: 'Created', content: json(priceListSummarySchema) },
        409: errorResponse('key_taken: the slug is taken'),
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => {
      // The body is optional: an empty or absent one takes the defaults.
      const parsed = duplicatePriceListInputSchema.safeParse((await c.req.json().catch(() => null)) ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError('validation_failed', issue.message, { [issue.path.join('.') || '_']: issue.message });
      }
      return c.json(await service.duplicate({ actor: await c.var.actor(), input: { ...parsed.data, ref: c.req.valid('param').ref } }), 201);
    },
  );

  routes.add(
    {
      method: 'put',
      path: '/api/price-lists/{ref}/shares',
      access: 'prices.manage',
      tags,
      summary: 'Share the list with exactly these customers',
      request: { params: Ref, body: { content: json(sharePriceListInputSchema), required: true } },
      responses: { 200: { description: 'Shared', content: json(sharePriceListResultSchema) }, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.share({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ref: c.req.valid('param').ref } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/{ref}/save',
      // A whole 10,000-item list in one save.
      bodyLimit: { maxBytes: 2 * 1024 * 1024 },
      access: 'prices.manage',
      tags,
      summary: 'Save price changes as one version; the linked lists that follow it get their own versions in the same transaction',
      description:
        'Refused with 409 version_conflict when the list was saved after `version`. With `dryRun` everything is checked and ' +
        'reported (linked lists included) and nothing is written; a dry run reports prices below the floor instead of refusing them.',
      request: { params: Ref, body: { content: json(savePricesInputSchema), required: true } },
      responses: {
        200: { description: 'Saved (or, with dryRun, what the save would do)', content: json(savePricesResultSchema) },
        ...conflict,
        ...belowFloor,
        ...tooLarge,
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => c.json(await service.save({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ref: c.req.valid('param').ref } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/versions',
      access: 'prices.manage',
      tags,
      summary: 'The list’s versions, newest first',
      middleware: [unchanged],
      request: { params: Ref },
      responses: { 200: { description: 'Versions', content: json(priceListVersionsSchema) }, ...notModified, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.versions({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/versions/compare',
      access: 'prices.manage',
      tags,
      summary: 'Prices as of version `from` against prices as of version `to`: the products whose price differs',
      middleware: [unchanged],
      request: { params: Ref, query: VersionCompareQuery },
      responses: { 200: { description: 'Differences', content: json(priceListVersionCompareSchema) }, ...notModified, ...missing, ...commonErrors },
    },
    async (c) =>
      c.json(await service.compareVersions({ actor: await c.var.actor(), input: { ...c.req.valid('query'), ref: c.req.valid('param').ref } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/versions/{n}',
      access: 'prices.manage',
      tags,
      summary: 'What one version changed (old -> new, change, percent)',
      middleware: [unchanged],
      request: { params: VersionParams },
      responses: { 200: { description: 'The version', content: json(priceListVersionDetailSchema) }, ...notModified, ...missing, ...commonErrors },
    },
    async (c) => {
      const { ref, n } = c.req.valid('param');
      return c.json(await service.version({ actor: await c.var.actor(), input: { ref, number: n } }), 200);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/{ref}/rollback',
      access: 'prices.manage',
      tags,
      summary: 'A new version whose prices equal version `to` (reason "Rolled back to version N")',
      request: { params: Ref, body: { content: json(rollbackInputSchema), required: true } },
      responses: { 200: { description: 'Rolled back', content: json(savePricesResultSchema) }, ...conflict, ...belowFloor, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.rollback({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ref: c.req.valid('param').ref } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/items/{productId}/history',
      access: 'prices.view',
      tags,
      summary: 'The versions that changed one item’s price, oldest first (customers: lists shared with them, without who)',
      middleware: [unchanged],
      request: { params: ItemParams },
      responses: { 200: { description: 'History', content: json(priceHistorySchema) }, ...notModified, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.itemHistory({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );
}
