import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  compareWorkbookQuerySchema,
  exportCustomerListSchema,
  priceSheetQuerySchema,
  priceUploadPreviewSchema,
  recordExportInputSchema,
  WORKBOOK_ERRORS,
  WORKBOOK_UPLOAD_MAX_BYTES,
  workbookLanguageQuerySchema,
} from '@freshprice/shared';
import type { AppEnv } from '../../auth/actor.js';
import { AppError } from '../../lib/errors.js';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { ExportsService } from './exports.service.js';
import { XLSX_TYPE } from './workbooks.js';

const Ref = z.object({ ref: z.string().min(1).max(200).openapi({ description: 'The list’s slug or id' }) });
const binary = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } } });

/** A private file download: never cached, never sniffed, saved under the server's name for it. */
function download(c: Context<AppEnv>, bytes: Uint8Array, type: string, fileName: string) {
  c.header('Content-Type', type);
  c.header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(bytes), 200);
}

export function registerExportRoutes(routes: RouteRegistry, service: ExportsService) {
  // Before the price lists' own routes: `/api/price-lists/{ref}` would take `compare.xlsx` for a list.
  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/compare.xlsx',
      access: 'prices.manage',
      tags: ['exports'],
      summary: 'Two lists compared, as the comparison page shows them (filter, search, sort), as an Excel workbook',
      request: { query: compareWorkbookQuerySchema },
      responses: { 200: binary(XLSX_TYPE, 'The workbook'), 404: errorResponse('No such price list'), ...commonErrors },
    },
    async (c) => {
      const { file, fileName } = await service.compareWorkbook({ actor: await c.var.actor(), input: c.req.valid('query') });
      return download(c, file, XLSX_TYPE, fileName);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/prices.xlsx',
      access: 'prices.manage',
      tags: ['exports'],
      summary: 'A list’s prices as an Excel workbook to edit and upload again (hidden product id, QuickBooks id, names, packs, category, cost, price, margin)',
      request: { params: Ref, query: workbookLanguageQuerySchema },
      responses: { 200: binary(XLSX_TYPE, 'The workbook'), 404: errorResponse('No such price list'), ...commonErrors },
    },
    async (c) => {
      const input = { ref: c.req.valid('param').ref, language: c.req.valid('query').language };
      const { file, fileName } = await service.listWorkbook({ actor: await c.var.actor(), input });
      return download(c, file, XLSX_TYPE, fileName);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/{ref}/prices/preview',
      bodyLimit: { maxBytes: WORKBOOK_UPLOAD_MAX_BYTES + 64 * 1024, code: WORKBOOK_ERRORS.tooLarge, message: 'The file is larger than 2 MB.' },
      access: 'prices.manage',
      tags: ['exports'],
      summary: 'Read an edited copy of the list’s workbook (or a CSV; multipart field "file", up to 2 MB) and say what it would change; writes nothing',
      description:
        'Rows are matched by the product id column, then the QuickBooks id, then the exact English or Spanish name. Prices are numbers or text ' +
        '("$12.50", "1,234.50", "12,50"). Unknown rows and cells that are no price are listed. `language` reads text prices the reader’s way first.',
      request: { params: Ref, query: workbookLanguageQuerySchema },
      responses: {
        200: { description: 'The preview', content: json(priceUploadPreviewSchema) },
        404: errorResponse('No such price list'),
        413: errorResponse('spreadsheet_too_large: over 2 MB'),
        415: errorResponse('not_a_spreadsheet: neither an .xlsx nor a CSV'),
        422: errorResponse('unreadable_spreadsheet, spreadsheet_columns_missing (fields: price, product), too_many_rows'),
        ...commonErrors,
      },
    },
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = body.file;
      if (!(file instanceof File)) throw new AppError('file_required', 'Choose an Excel (.xlsx) or CSV file to upload.');
      const input = { ref: c.req.valid('param').ref, language: c.req.valid('query').language, fileName: file.name.slice(0, 200), bytes: new Uint8Array(await file.arrayBuffer()) };
      return c.json(await service.previewUpload({ actor: await c.var.actor(), input }), 200);
    },
  );


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
      return download(c, pdf, 'application/pdf', fileName);
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
