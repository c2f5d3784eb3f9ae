import { z } from '@hono/zod-openapi';
import {
  deliveryRouteSchema,
  dispatchDateQuerySchema,
  LANGUAGES,
  manifestsSchema,
  pickListSchema,
  routeChangeSchema,
  routeInputSchema,
  routesSchema,
  routeStopsInputSchema,
} from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import { renderManifestPdf, renderPackingSlipPdf, renderPickListPdf } from './dispatch.pdf.js';
import type { DispatchService } from './dispatch.service.js';

const Id = z.object({ id: z.string().min(1).max(100).openapi({ description: 'The route' }) });
const ManifestFile = z.object({
  file: z
    .string()
    .regex(/^[0-9a-fA-F-]{36}\.pdf$/, 'the route id and .pdf')
    .openapi({ description: 'The route\'s id followed by .pdf', example: '0b9f5c1e-8d2a-4c43-9a4e-2f6b1d7e9a10.pdf' }),
});
const notFound = { 404: errorResponse('No such route (not_found)') };
const pdf = { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } };
const tags = ['dispatch'];
const refused = {
  409: errorResponse('conflict: another route has that name (fields.name = taken); version_conflict: the route changed since it was read'),
  422: errorResponse('cutoff_too_late: the cutoff is later than the company\'s and would have no effect; not_a_customer (fields["customers.N"])'),
};
const dateLang = dispatchDateQuerySchema.extend({ lang: z.enum(LANGUAGES).default('en') });

export function registerDispatchRoutes(routes: RouteRegistry, dispatch: DispatchService) {
  routes.add(
    {
      method: 'get',
      path: '/api/routes',
      access: 'orders.manage',
      tags,
      summary: 'Delivery routes with their stops in order, the customers on no route, and the company\'s cutoff (staff)',
      responses: { 200: { description: 'The routes', content: json(routesSchema) }, ...commonErrors },
    },
    async (c) => c.json(await dispatch.list({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/routes',
      access: 'orders.manage',
      tags,
      summary: 'Add a delivery route: a unique name and an optional cutoff, no later than the company\'s (staff)',
      request: { body: { content: json(routeInputSchema), required: true } },
      responses: { 201: { description: 'The route', content: json(deliveryRouteSchema) }, ...refused, ...commonErrors },
    },
    async (c) => c.json(await dispatch.create({ actor: await c.var.actor(), input: c.req.valid('json') }), 201),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/routes/{id}',
      access: 'orders.manage',
      tags,
      summary: 'Rename a route or change its cutoff (staff); `version` is the one read',
      request: { params: Id, body: { content: json(routeChangeSchema), required: true } },
      responses: { 200: { description: 'The route', content: json(deliveryRouteSchema) }, ...notFound, ...refused, ...commonErrors },
    },
    async (c) => c.json(await dispatch.change({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/routes/{id}',
      access: 'orders.manage',
      tags,
      summary: 'Delete a route; its customers are on no route after it (staff)',
      request: { params: Id },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...commonErrors },
    },
    async (c) => {
      await dispatch.remove({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'put',
      path: '/api/routes/{id}/stops',
      access: 'orders.manage',
      tags,
      summary: 'Set the route\'s stops: its customers in stop order; a customer on another route moves to this one (staff)',
      request: { params: Id, body: { content: json(routeStopsInputSchema), required: true } },
      responses: { 200: { description: 'The route', content: json(deliveryRouteSchema) }, ...notFound, ...refused, ...commonErrors },
    },
    async (c) => c.json(await dispatch.setStops({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/dispatch/pick-list',
      access: 'orders.manage',
      tags,
      summary: 'The pick list of a delivery date: every product summed across its confirmed, picking and packed orders, by category, with who gets how much (staff)',
      request: { query: dispatchDateQuerySchema },
      responses: { 200: { description: 'The pick list', content: json(pickListSchema) }, ...commonErrors },
    },
    async (c) => c.json(await dispatch.pickList({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/dispatch/pick-list.pdf',
      access: 'orders.manage',
      tags,
      summary: 'The pick list of a delivery date as a PDF, in English or Spanish (staff)',
      request: { query: dateLang },
      responses: { 200: { description: 'The PDF', content: pdf }, ...commonErrors },
    },
    async (c) => {
      const { date, lang } = c.req.valid('query');
      const { list, facts } = await dispatch.pickListDocument({ actor: await c.var.actor(), input: { date } });
      const bytes = await renderPickListPdf(list, lang, facts);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${lang === 'es' ? 'preparacion' : 'pick-list'}-${date}.pdf"`);
      return c.body(new Uint8Array(bytes), 200);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/dispatch/manifests',
      access: 'orders.manage',
      tags,
      summary: 'The orders of a delivery date (not cancelled) by route in stop order; customers on no route last (staff)',
      request: { query: dispatchDateQuerySchema },
      responses: { 200: { description: 'The manifests', content: json(manifestsSchema) }, ...commonErrors },
    },
    async (c) => c.json(await dispatch.manifests({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'get',
      // `{route id}.pdf` is one path segment: the router cannot split a parameter from a suffix.
      path: '/api/dispatch/manifests/{file}',
      access: 'orders.manage',
      tags,
      summary: 'A route\'s manifest for a delivery date as a PDF, in English or Spanish (staff)',
      request: { params: ManifestFile, query: dateLang },
      responses: { 200: { description: 'The PDF', content: pdf }, ...notFound, ...commonErrors },
    },
    async (c) => {
      const { date, lang } = c.req.valid('query');
      const routeId = c.req.valid('param').file.slice(0, -'.pdf'.length);
      const { manifest, facts } = await dispatch.manifest({ actor: await c.var.actor(), input: { date, routeId } });
      const bytes = await renderManifestPdf(manifest, date, lang, facts);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${lang === 'es' ? 'hoja-de-ruta' : 'manifest'}-${date}.pdf"`);
      return c.body(new Uint8Array(bytes), 200);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/orders/{id}/packing-slip.pdf',
      access: 'orders.manage',
      tags,
      summary: 'An order\'s packing slip as a PDF (no prices), in its customer\'s language unless `lang` is given (staff)',
      request: { params: z.object({ id: z.string().min(1).max(100) }), query: z.object({ lang: z.enum(LANGUAGES).optional() }) },
      responses: { 200: { description: 'The PDF', content: pdf }, 404: errorResponse('No such order'), ...commonErrors },
    },
    async (c) => {
      const slip = await dispatch.packingSlip({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, language: c.req.valid('query').lang } });
      const bytes = await renderPackingSlipPdf(slip);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${slip.language === 'es' ? 'empaque' : 'packing-slip'}-${slip.order.number}.pdf"`);
      return c.body(new Uint8Array(bytes), 200);
    },
  );
}
