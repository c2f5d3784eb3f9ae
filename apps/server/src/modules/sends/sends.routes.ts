import { z } from '@hono/zod-openapi';
import {
  createSendInputSchema,
  listSendsSchema,
  sendAudienceSchema,
  sendDetailSchema,
  sendPreviewQuerySchema,
  sendPreviewSchema,
  sendScheduleInputSchema,
  sendScheduleSchema,
  sendSchedulesSchema,
  whatsAppDoneInputSchema,
  whatsAppMessageSchema,
} from '@freshprice/shared';
import { commonErrors, errorResponse, idempotencyKey, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { SendsService } from './sends.service.js';

const Ref = z.object({ ref: z.string().min(1).max(200).openapi({ description: 'The list’s slug or id' }) });
const Id = z.object({ id: z.string().min(1).max(100).openapi({ description: 'The send' }) });
const Customer = Id.extend({ customerId: z.string().min(1).max(100).openapi({ description: 'The customer' }) });
const KeyHeader = z.object({
  'idempotency-key': idempotencyKey.openapi({ description: 'Any unique string (a UUID): the same key again answers the same send instead of sending again' }),
});
const tags = ['sends'];
const listNotFound = { 404: errorResponse('No such price list (not_found)') };
const sendNotFound = { 404: errorResponse('No such send (not_found)') };
const detail = (description: string) => ({ description, content: json(sendDetailSchema) });

export function registerSendRoutes(routes: RouteRegistry, sends: SendsService) {
  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/sends/recipients',
      access: 'export.whatsapp',
      tags,
      summary: 'The active customers a list is shared with, and whether each can be reached by e-mail and by WhatsApp (staff)',
      request: { params: Ref },
      responses: { 200: { description: 'The customers, by name', content: json(sendAudienceSchema) }, ...listNotFound, ...commonErrors },
    },
    async (c) => c.json(await sends.audience({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/sends/preview',
      access: 'export.whatsapp',
      tags,
      summary: 'One customer\'s e-mail (with the changes since their last one) and WhatsApp message as a send would make them now, in their language (staff)',
      request: { params: Ref, query: sendPreviewQuerySchema },
      responses: {
        200: { description: 'The messages', content: json(sendPreviewSchema) },
        404: errorResponse('No such price list, or the list is not shared with this active customer (not_found)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await sends.preview({ actor: await c.var.actor(), input: { ref: c.req.valid('param').ref, query: c.req.valid('query') } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/{ref}/sends',
      access: 'export.whatsapp',
      tags,
      summary:
        'Send a list to all its active customers, by e-mail (the sheet attached, sent in the background) and/or as a WhatsApp checklist; answered at once with the send (staff)',
      request: { params: Ref, headers: KeyHeader, body: { content: json(createSendInputSchema), required: true } },
      responses: {
        202: detail('Started (or, for a key used before with the same request, the send it started: header Idempotent-Replayed: true)'),
        ...listNotFound,
        422: errorResponse('The list is shared with no active customer (no_recipients); the key was used for another send (idempotency_key_reused)'),
        ...commonErrors,
      },
    },
    async (c) => {
      const { send, replayed } = await sends.create({
        actor: await c.var.actor(),
        input: { ...c.req.valid('json'), ref: c.req.valid('param').ref, key: c.req.valid('header')['idempotency-key'] },
      });
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(send, 202);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/sends',
      access: 'export.whatsapp',
      tags,
      summary: 'A list\'s recent sends, newest first, with how far each got (staff)',
      request: { params: Ref },
      responses: { 200: { description: 'The sends', content: json(listSendsSchema) }, ...listNotFound, ...commonErrors },
    },
    async (c) => c.json(await sends.listSends({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/sends/{id}',
      access: 'export.whatsapp',
      tags,
      summary: 'A send: e-mails sent, failed (with the mail server\'s reason), skipped (no address) and pending; the WhatsApp checklist; every recipient (staff)',
      request: { params: Id },
      responses: { 200: detail('The send'), ...sendNotFound, ...commonErrors },
    },
    async (c) => c.json(await sends.detail({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/sends/{id}/retry',
      access: 'export.whatsapp',
      tags,
      summary: 'Send the failed and still-pending e-mails of a send again, in the background; a sent one is never sent twice (staff)',
      request: { params: Id },
      responses: { 202: detail('The send, its retry under way'), ...sendNotFound, ...commonErrors },
    },
    async (c) => c.json(await sends.retry({ actor: await c.var.actor(), input: c.req.valid('param') }), 202),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/sends/{id}/whatsapp/{customerId}',
      access: 'export.whatsapp',
      tags,
      summary: 'A customer\'s WhatsApp message of a send, in their language: its parts and a wa.me link each, and whether it was sent (staff)',
      request: { params: Customer },
      responses: { 200: { description: 'The message', content: json(whatsAppMessageSchema) }, 404: errorResponse('No such send, or the customer is not in its WhatsApp checklist'), ...commonErrors },
    },
    async (c) => c.json(await sends.whatsApp({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/sends/{id}/whatsapp/{customerId}',
      access: 'export.whatsapp',
      tags,
      summary: 'Mark a customer\'s WhatsApp message sent from the checklist (who and when are kept), or not sent (staff)',
      request: { params: Customer, body: { content: json(whatsAppDoneInputSchema), required: true } },
      responses: {
        200: detail('The send'),
        404: errorResponse('No such send, or the customer is not in its WhatsApp checklist'),
        409: errorResponse('The customer has no WhatsApp number (conflict)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await sends.setWhatsAppDone({ actor: await c.var.actor(), input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-lists/{ref}/send-schedules',
      access: 'export.whatsapp',
      tags,
      summary: 'A list\'s active schedules: the time (company time), weekdays and channels, and when each sends next (staff)',
      request: { params: Ref },
      responses: { 200: { description: 'The schedules', content: json(sendSchedulesSchema) }, ...listNotFound, ...commonErrors },
    },
    async (c) => c.json(await sends.schedules({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-lists/{ref}/send-schedules',
      access: 'export.whatsapp',
      tags,
      summary: 'Send a list to all its customers every chosen weekday (default: every day) at a time, company time (staff)',
      request: { params: Ref, body: { content: json(sendScheduleInputSchema), required: true } },
      responses: {
        201: { description: 'The schedule', content: json(sendScheduleSchema) },
        ...listNotFound,
        409: errorResponse('The list has as many schedules as it may (conflict)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await sends.addSchedule({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ref: c.req.valid('param').ref } }), 201),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/send-schedules/{id}',
      access: 'export.whatsapp',
      tags,
      summary: 'Cancel a schedule: it never sends again, and is kept with when and by whom it was cancelled (staff)',
      request: { params: z.object({ id: z.string().min(1).max(100).openapi({ description: 'The schedule' }) }) },
      responses: { 204: { description: 'Cancelled' }, 404: errorResponse('No such schedule, or cancelled already (not_found)'), ...commonErrors },
    },
    async (c) => {
      await sends.cancelSchedule({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );
}
