import { z } from '@hono/zod-openapi';
import { lineWeightsInputSchema, orderSchema, shortLineInputSchema, substituteInputSchema, substitutionAnswerInputSchema, substitutionAskSchema, substitutionLinkSchema } from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { FulfilmentService } from './fulfilment.service.js';

const Line = z.object({
  id: z.string().min(1).max(100).openapi({ description: 'The order' }),
  position: z.coerce.number().int().min(1).max(10_000).openapi({ description: 'The line\'s position, from 1' }),
});
const Token = z.object({ token: z.string().min(1).max(200).openapi({ description: 'The token of the mailed link' }) });
const notFound = { 404: errorResponse('No such order or line, or another customer\'s (not_found)') };
const notAdjustable = { 409: errorResponse('The order is not picking or packed (order_not_adjustable); a substitute already answered (substitution_closed)') };
const orderOut = { 200: { description: 'The order', content: json(orderSchema) } };

export function registerFulfilmentRoutes(routes: RouteRegistry, desk: FulfilmentService) {
  routes.add(
    {
      method: 'put',
      path: '/api/orders/{id}/lines/{position}/short',
      access: 'orders.manage',
      tags: ['orders'],
      summary: 'Mark a line short (staff, while picking or packed): what is delivered of it, 0 to the quantity (whole cases when sold by weight); the difference is credited',
      request: { params: Line, body: { content: json(shortLineInputSchema), required: true } },
      responses: { ...orderOut, ...notFound, ...notAdjustable, 422: errorResponse('More than ordered, or part of a case (invalid_quantity)'), ...commonErrors },
    },
    async (c) => c.json(await desk.short({ actor: await c.var.actor(), input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/orders/{id}/lines/{position}/substitute',
      access: 'orders.manage',
      tags: ['orders'],
      summary:
        'Propose a substitute for a line (staff, while picking or packed), at the customer\'s price for it or a set price: the customer\'s rule applies it, reduces the line, or asks them (mailed a link) until the deadline',
      request: { params: Line, body: { content: json(substituteInputSchema), required: true } },
      responses: {
        ...orderOut,
        ...notFound,
        ...notAdjustable,
        422: errorResponse('Not on the customer\'s list and no price set (substitute_not_in_list); a quantity out of range (invalid_quantity)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await desk.substitute({ actor: await c.var.actor(), input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/orders/{id}/lines/{position}/substitute',
      access: 'orders.manage',
      tags: ['orders'],
      summary: 'Withdraw a substitute the customer has not answered yet (staff)',
      request: { params: Line },
      responses: { ...orderOut, ...notFound, ...notAdjustable, ...commonErrors },
    },
    async (c) => c.json(await desk.withdraw({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/orders/{id}/lines/{position}/weights',
      access: 'orders.manage',
      tags: ['orders'],
      summary: 'The weight of each case packed of a line sold by weight, in lb (staff, while picking or packed)',
      request: { params: Line, body: { content: json(lineWeightsInputSchema), required: true } },
      responses: { ...orderOut, ...notFound, ...notAdjustable, 422: errorResponse('The line is not sold by weight (not_sold_by_weight)'), ...commonErrors },
    },
    async (c) => c.json(await desk.weights({ actor: await c.var.actor(), input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/orders/{id}/substitutions/{position}/answer',
      access: 'orders.view',
      tags: ['orders'],
      summary: 'The order\'s customer approves or declines a substitute they were asked about, before its deadline',
      request: { params: Line, body: { content: json(substitutionAnswerInputSchema), required: true } },
      responses: {
        ...orderOut,
        ...notFound,
        409: errorResponse('After the deadline (answer_too_late: the default rule applied); already answered (substitution_closed)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await desk.answer({ actor: await c.var.actor(), input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/substitutions/{token}',
      access: 'public',
      tags: ['orders'],
      summary: 'What the mailed link asks: the order, the original and the substitute, the amounts and the deadline (no sign-in: the token is the key)',
      request: { params: Token },
      responses: { 200: { description: 'The question, or { state: "gone" } when the link was used already, withdrawn or never existed', content: json(substitutionLinkSchema) }, ...commonErrors },
    },
    async (c) => c.json(await desk.ask({ actor: null, input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/substitutions/{token}',
      access: 'public',
      tags: ['orders'],
      summary: 'Approve or decline by the mailed link, once, before the deadline',
      request: { params: Token, body: { content: json(substitutionAnswerInputSchema), required: true } },
      responses: {
        200: { description: 'The outcome', content: json(substitutionAskSchema) },
        404: errorResponse('Used already, or never existed (not_found)'),
        409: errorResponse('After the deadline (answer_too_late)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await desk.answerByToken({ actor: null, input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );
}
