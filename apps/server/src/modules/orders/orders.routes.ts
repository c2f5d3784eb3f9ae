import { z } from '@hono/zod-openapi';
import {
  cancelOrderInputSchema,
  changeOrderInputSchema,
  confirmOrdersInputSchema,
  orderOptionsQuerySchema,
  orderOptionsSchema,
  orderPageSchema,
  orderPlannerSchema,
  orderSchema,
  orderStatusInputSchema,
  ordersQuerySchema,
  placeOrderInputSchema,
  reorderSchema,
} from '@freshprice/shared';
import { commonErrors, errorResponse, idempotencyKey, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import { LANGUAGES } from '@freshprice/shared';
import { renderOrderPdf } from './order.pdf.js';
import type { OrdersService } from './orders.service.js';

const Id = z.object({ id: z.string().min(1).max(100).openapi({ description: 'The order' }) });
const notFound = { 404: errorResponse('No such order, or another customer\'s (not_found)') };
const locked = { 409: errorResponse('Past the cutoff, or cancelled (order_locked); a line out of stock (out_of_stock)') };
const refused = {
  422: errorResponse(
    'Refused: below_minimum (the message says how much is missing; fields.missing), past_cutoff, not_a_delivery_day, not_in_list, invalid_quantity (fields["lines.N"] names the line)',
  ),
};
const KeyHeader = z.object({
  'idempotency-key': idempotencyKey
    .optional()
    .openapi({ description: 'Any unique string (a UUID): the same key again answers the same order instead of placing a second one' }),
});

export function registerOrderRoutes(routes: RouteRegistry, orders: OrdersService) {
  routes.add(
    {
      method: 'get',
      path: '/api/orders/options',
      access: 'orders.place',
      tags: ['orders'],
      summary: 'The delivery dates the caller may order for from a list (with each cutoff), and their minimum order',
      request: { query: orderOptionsQuerySchema },
      responses: { 200: { description: 'The options', content: json(orderOptionsSchema) }, 404: errorResponse('The list is not shared with the caller'), ...commonErrors },
    },
    async (c) => c.json(await orders.options({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/orders/planner',
      access: 'orders.place',
      tags: ['orders'],
      summary: 'For the order page: the next two weeks with why a day is not offered, the items ordered lately, the caller\'s size',
      request: { query: orderOptionsQuerySchema },
      responses: { 200: { description: 'The planner', content: json(orderPlannerSchema) }, 404: errorResponse('The list is not shared with the caller'), ...commonErrors },
    },
    async (c) => c.json(await orders.planner({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/orders',
      access: 'orders.place',
      tags: ['orders'],
      summary: 'Place an order from a list shared with the caller; every rule is checked again, and each line keeps the price of this moment',
      request: { headers: KeyHeader, body: { content: json(placeOrderInputSchema), required: true } },
      responses: {
        201: { description: 'Placed (or, for a key used before with the same request, the order it placed: header Idempotent-Replayed: true)', content: json(orderSchema) },
        404: errorResponse('The list is not shared with the caller'),
        ...locked,
        ...refused,
        ...commonErrors,
      },
    },
    async (c) => {
      const key = c.req.valid('header')['idempotency-key'] ?? null;
      const { order, replayed } = await orders.place({ actor: await c.var.actor(), input: { ...c.req.valid('json'), key } });
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(order, 201);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/orders',
      access: 'orders.view',
      tags: ['orders'],
      summary: 'Orders, newest first: a customer\'s own; staff everyone\'s, by delivery date, status, customer or a search',
      request: { query: ordersQuerySchema },
      responses: { 200: { description: 'A page of orders', content: json(orderPageSchema) }, ...commonErrors },
    },
    async (c) => c.json(await orders.list({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/orders/confirm',
      access: 'orders.manage',
      tags: ['orders'],
      summary: 'Confirm several placed orders at once (staff); others are left as they are',
      request: { body: { content: json(confirmOrdersInputSchema), required: true } },
      responses: { 200: { description: 'How many were confirmed', content: json(z.object({ confirmed: z.number().int() })) }, ...commonErrors },
    },
    async (c) => c.json(await orders.confirmMany({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/orders/{id}',
      access: 'orders.view',
      tags: ['orders'],
      summary: 'One order with its lines (its customer, or staff)',
      request: { params: Id },
      responses: { 200: { description: 'The order', content: json(orderSchema) }, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await orders.get({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/orders/{id}',
      access: 'orders.view',
      tags: ['orders'],
      summary: 'Change the lines or the note: the customer until the cutoff, staff until it is cancelled; lines already ordered keep their price',
      request: { params: Id, body: { content: json(changeOrderInputSchema), required: true } },
      responses: { 200: { description: 'The order', content: json(orderSchema) }, ...notFound, ...locked, ...refused, ...commonErrors },
    },
    async (c) => c.json(await orders.change({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/orders/{id}/cancel',
      access: 'orders.view',
      tags: ['orders'],
      summary: 'Cancel: the customer until the cutoff; staff any time, with a reason the customer is mailed',
      request: { params: Id, body: { content: json(cancelOrderInputSchema), required: false } },
      responses: { 200: { description: 'The cancelled order', content: json(orderSchema) }, ...notFound, ...locked, ...commonErrors },
    },
    async (c) => {
      const body = c.req.header('content-type')?.includes('json') ? c.req.valid('json') : {};
      return c.json(await orders.cancel({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, reason: body?.reason } }), 200);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/orders/{id}/confirm',
      access: 'orders.manage',
      tags: ['orders'],
      summary: 'Confirm a placed order (staff)',
      request: { params: Id },
      responses: { 200: { description: 'The order', content: json(orderSchema) }, ...notFound, 409: errorResponse('A cancelled order (order_locked)'), ...commonErrors },
    },
    async (c) => c.json(await orders.confirm({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/orders/{id}/status',
      access: 'orders.manage',
      tags: ['orders'],
      summary: 'Move an order one step on its way (confirmed, picking, packed, out for delivery, delivered) or one step back (staff); each move is kept with who and when',
      request: { params: Id, body: { content: json(orderStatusInputSchema), required: true } },
      responses: { 200: { description: 'The order', content: json(orderSchema) }, ...notFound, 409: errorResponse('Not a move from its status (status_not_allowed)'), ...commonErrors },
    },
    async (c) => c.json(await orders.move({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, status: c.req.valid('json').status } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/orders/{id}/reorder',
      access: 'orders.place',
      tags: ['orders'],
      summary: 'The order\'s lines at today\'s prices on its list, with what changed, to start a new order from',
      request: { params: Id },
      responses: { 200: { description: 'The lines', content: json(reorderSchema) }, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await orders.reorder({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/orders/{id}/pdf',
      access: 'orders.view',
      tags: ['orders'],
      summary: 'The order as a PDF, in English or Spanish (its customer, or staff)',
      request: { params: Id, query: z.object({ lang: z.enum(LANGUAGES).default('en') }) },
      responses: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
        ...notFound,
        ...commonErrors,
      },
    },
    async (c) => {
      const language = c.req.valid('query').lang;
      const { order, facts } = await orders.document({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, language } });
      const pdf = await renderOrderPdf(order, language, facts);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${language === 'es' ? 'pedido' : 'order'}-${order.number}.pdf"`);
      return c.body(new Uint8Array(pdf), 200);
    },
  );
}
