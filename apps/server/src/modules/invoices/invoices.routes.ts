import { z } from '@hono/zod-openapi';
import {
  invoiceExportInputSchema,
  invoiceExportSummaryQuerySchema,
  invoiceExportSummarySchema,
  invoicePageSchema,
  invoiceSchema,
  invoicesQuerySchema,
  LANGUAGES,
} from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import { renderInvoicePdf } from './invoice.pdf.js';
import type { InvoicesService } from './invoices.service.js';

const Id = z.object({ id: z.string().min(1).max(100).openapi({ description: 'The invoice' }) });
const notFound = { 404: errorResponse('No such invoice, or another customer\'s (not_found)') };

export function registerInvoiceRoutes(routes: RouteRegistry, invoices: InvoicesService) {
  routes.add(
    {
      method: 'get',
      path: '/api/invoices',
      access: 'orders.view',
      tags: ['invoices'],
      summary: 'Invoices, newest first: a customer\'s own; staff everyone\'s, by invoice date range, customer and whether exported to QuickBooks',
      request: { query: invoicesQuerySchema },
      responses: { 200: { description: 'A page of invoices', content: json(invoicePageSchema) }, ...commonErrors },
    },
    async (c) => c.json(await invoices.list({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/invoices/export/summary',
      access: 'orders.manage',
      tags: ['invoices'],
      summary: 'How many invoices a date range holds, and how many of them were exported to QuickBooks before (staff)',
      request: { query: invoiceExportSummaryQuerySchema },
      responses: { 200: { description: 'The range', content: json(invoiceExportSummarySchema) }, ...commonErrors },
    },
    async (c) => c.json(await invoices.exportSummary({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/invoices/export',
      access: 'orders.manage',
      tags: ['invoices'],
      summary:
        'The invoices of a date range as a QuickBooks file (staff): Desktop IIF (Windows-1252 text) or Online invoice import CSV; marks them exported',
      request: { body: { content: json(invoiceExportInputSchema), required: true } },
      responses: {
        200: {
          description: 'The file, as a download',
          content: { 'text/plain': { schema: z.string() }, 'text/csv': { schema: z.string() } },
        },
        409: errorResponse('Some were exported before and `again` is not true (already_exported; fields.exported says how many)'),
        422: errorResponse('No invoices in the range (nothing_to_export)'),
        ...commonErrors,
      },
    },
    async (c) => {
      const file = await invoices.export({ actor: await c.var.actor(), input: c.req.valid('json') });
      c.header('Content-Type', file.contentType);
      c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
      c.header('X-Invoice-Count', String(file.count));
      return c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/invoices/{id}',
      access: 'orders.view',
      tags: ['invoices'],
      summary: 'One invoice with its lines, weights, substitutions and credits (its customer, or staff)',
      request: { params: Id },
      responses: { 200: { description: 'The invoice', content: json(invoiceSchema) }, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await invoices.get({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/invoices/{id}/pdf',
      access: 'orders.view',
      tags: ['invoices'],
      summary: 'The invoice as a PDF, in English or Spanish (default: the customer\'s language)',
      request: { params: Id, query: z.object({ lang: z.enum(LANGUAGES).optional() }) },
      responses: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
        ...notFound,
        ...commonErrors,
      },
    },
    async (c) => {
      const { invoice, facts, language } = await invoices.document({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, language: c.req.valid('query').lang } });
      const pdf = await renderInvoicePdf(invoice, language, facts);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${language === 'es' ? 'factura' : 'invoice'}-${invoice.number}.pdf"`);
      return c.body(new Uint8Array(pdf), 200);
    },
  );
}
