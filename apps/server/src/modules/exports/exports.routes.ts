import { z } from '@hono/zod-openapi';
import { exportCustomerListSchema, priceSheetQuerySchema, recordExportInputSchema } from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { ExportsService } from './exports.service.js';

const Ref = z.object({ ref: z.string().min(1).max(200).openapi({ description: 'The list’s slug or id' }) });

export function registerExportRoutes(routes: RouteRegistry, service: ExportsService) {

  routes.add(
    {
      method: 'get',
      path: '/api/exports/customers',
      access: 'export.whatsapp',
      tags: ['exports'],
      summary: 'Active customers who have a list, with their phone number, preferred language and shared lists, to send a list to (admin, seller)',
      responses: { 200: { description: 'The customers, by name', content: json(exportCustomerListSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.customers({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/sheet.pdf',
      access: 'prices.view',
      tags: ['exports'],
      summary: 'The printable price sheet (PDF) of a list, in English or Spanish; customers only for lists shared with them',
      request: { params: Ref, query: priceSheetQuerySchema },
      responses: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
        404: errorResponse('No such price list (or, for a customer, not one shared with them)'),
        ...commonErrors,
      },
    },
    async (c) => {
      const { pdf, fileName } = await service.sheet({ actor: await c.var.actor(), input: { ref: c.req.valid('param').ref, query: c.req.valid('query') } });
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(new Uint8Array(pdf), 200);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/{ref}/exports',
      access: 'export.whatsapp',
      tags: ['exports'],
      summary: 'Record that a list was sent out (WhatsApp message or PDF) in the activity log',
      request: { params: Ref, body: { content: json(recordExportInputSchema), required: true } },
      responses: { 204: { description: 'Recorded' }, 404: errorResponse('No such price list'), ...commonErrors },
    },
    async (c) => {
      await service.record({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ref: c.req.valid('param').ref } });
      return c.body(null, 204);
    },
  );
}
