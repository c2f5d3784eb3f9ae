import { z } from '@hono/zod-openapi';
import {
  applyImportBatchInputSchema,
  decideMatchesInputSchema,
  finishImportInputSchema,
  IMPORT_MAX_BATCH_BYTES,
  importBatchInputSchema,
  importBatchResultSchema,
  importIndexSchema,
  importInfoSchema,
  importPlanSchema,
  startImportInputSchema,
  startImportResultSchema,
  wholeNumberParam,
} from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { ImportsService } from './imports.service.js';

/**
 * The page cuts batches at IMPORT_BATCH_SIZE records or IMPORT_BATCH_TARGET_BYTES of JSON, whichever
 * comes first; the server takes twice that, and no more (the import's 10 MB is counted in the service).
 */
const BATCH_BODY_LIMIT = { maxBytes: IMPORT_MAX_BATCH_BYTES, message: `A batch of an import may be at most ${IMPORT_MAX_BATCH_BYTES / 1024 / 1024} MB.` };

const Id = z.object({ id: z.string().min(1).max(100) });
const BatchParams = Id.extend({ n: wholeNumberParam(1, 1_000_000) });
const missing = { 404: errorResponse('No such import (or, when starting, no such price list)') };
const conflict = { 409: errorResponse('conflict: the import is not in a state that allows this (fields.status says which it is in)') };

export function registerImportRoutes(routes: RouteRegistry, service: ImportsService) {
  const tags = ['imports'];

  routes.add(
    {
      method: 'post',
      path: '/api/imports',
      access: 'import.run',
      tags,
      summary: 'Start importing a QuickBooks file into a price list, or resume the unfinished import of the same file and list',
      request: { body: { content: json(startImportInputSchema), required: true } },
      responses: {
        200: { description: 'The import, new or resumed', content: json(startImportResultSchema) },
        429: errorResponse('rate_limited: the user has too many imports in progress (fields.imports: tooManyInProgress)'),
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => c.json(await service.start({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/imports',
      access: 'import.run',
      tags,
      summary: 'The 50 most recent imports (dry runs, checked but not imported, are not listed): who, when, file, list, counts and outcome',
      responses: { 200: { description: 'Imports', content: json(importIndexSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.index({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/imports/{id}',
      access: 'import.run',
      tags,
      summary: 'An import with every row: what it would do (before Import) or what it did',
      request: { params: Id },
      responses: { 200: { description: 'The import', content: json(importPlanSchema) }, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.get({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/imports/{id}',
      access: 'import.run',
      tags,
      summary: 'Discard a checked import that was not applied (a dry run left without importing): its staged rows go; nothing else changes',
      request: { params: Id },
      responses: { 204: { description: 'Discarded' }, ...conflict, ...missing, ...commonErrors },
    },
    async (c) => {
      await service.discard({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/imports/{id}/batches/{n}',
      bodyLimit: BATCH_BODY_LIMIT,
      access: 'import.run',
      tags,
      summary: 'Check batch n: classify and plan its records (nothing is written to the catalogue); sent again, it changes nothing',
      request: { params: BatchParams, body: { content: json(importBatchInputSchema), required: true } },
      responses: {
        200: { description: 'Checked', content: json(importBatchResultSchema) },
        413: errorResponse('payload_too_large: the batch is over its size limit, or the import over 10 MB (fields.records: importTooLarge)'),
        ...conflict,
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => {
      const { id, n } = c.req.valid('param');
      return c.json(await service.stage({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id, number: n } }), 200);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/imports/{id}/matches',
      access: 'import.run',
      tags,
      summary:
        "Accept or reject the dry run's proposed matches (of `lines`, or all): an accepted row updates the proposed product and gives it " +
        'its QuickBooks id; a rejected one creates a new draft. Before the import is applied only',
      request: { params: Id, body: { content: json(decideMatchesInputSchema), required: true } },
      responses: { 200: { description: 'The dry run as it now stands', content: json(importPlanSchema) }, ...conflict, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.decideMatches({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/imports/{id}/batches/{n}/apply',
      access: 'import.run',
      tags,
      summary: 'Apply checked batch n in one transaction (products created and updated); applied again, it changes nothing',
      request: { params: BatchParams, body: { content: json(applyImportBatchInputSchema), required: false } },
      responses: {
        200: { description: 'Applied', content: json(importBatchResultSchema) },
        422: errorResponse('large_move: the import has flagged prices (large moves, $0.00) and the first batch came without their confirmation'),
        ...conflict,
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => {
      const { id, n } = c.req.valid('param');
      const body = (c.req.valid('json') as { confirmLargeMoves?: boolean } | undefined) ?? {};
      return c.json(await service.apply({ actor: await c.var.actor(), input: { id, number: n, confirmLargeMoves: body.confirmLargeMoves } }), 200);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/imports/{id}/finish',
      access: 'import.run',
      tags,
      summary: "Finish: the import's price changes become one version of the list; batches not applied count as failed",
      request: { params: Id, body: { content: json(finishImportInputSchema), required: true } },
      responses: {
        200: { description: 'Finished', content: json(importInfoSchema) },
        422: errorResponse('below_floor: prices below cost plus the minimum margin, not confirmed; large_move: flagged prices (large moves, $0.00) not confirmed'),
        ...conflict,
        ...missing,
        ...commonErrors,
      },
    },
    async (c) => c.json(await service.finish({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/imports/{id}/undo',
      access: 'import.run',
      tags,
      summary: "Undo: the list's prices as they were before the import (a new version); products it created that no list holds are archived",
      request: { params: Id },
      responses: { 200: { description: 'Undone', content: json(importInfoSchema) }, ...conflict, ...missing, ...commonErrors },
    },
    async (c) => c.json(await service.undo({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );
}
