import { z } from '@hono/zod-openapi';
import {
  draftActionInputSchema,
  draftLinesInputSchema,
  draftLinkSchema,
  draftListSchema,
  draftSchema,
  draftsQuerySchema,
  standingOrderChangeSchema,
  standingOrderInputSchema,
  standingOrderListSchema,
  standingOrderSchema,
  standingOrdersQuerySchema,
} from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { StandingOrdersService } from './standing-orders.service.js';

const tags = ['standing orders'];
const Id = z.object({ id: z.string().min(1).max(100).openapi({ description: 'The standing order' }) });
const DraftId = z.object({ id: z.string().min(1).max(100).openapi({ description: 'The draft' }) });
const Token = z.object({ token: z.string().min(1).max(200).openapi({ description: 'The token of the mailed link' }) });
const notFound = { 404: errorResponse('No such standing order, or another customer\'s (not_found)') };
const draftNotFound = { 404: errorResponse('No such draft, or another customer\'s (not_found)') };
const closed = { 409: errorResponse('Placed, skipped or failed already, being placed, or past its deadline (draft_closed; fields.state)') };
const lineRefusals = { 422: errorResponse('A quantity (invalid_quantity) or a product not on the list (not_in_list); per line in fields["lines.N"]') };
const one = { 200: { description: 'The standing order', content: json(standingOrderSchema) } };
const draftOut = { 200: { description: 'The draft', content: json(draftSchema) } };

export function registerStandingOrderRoutes(routes: RouteRegistry, service: StandingOrdersService) {
  const { drafts } = service;

  routes.add(
    {
      method: 'get',
      path: '/api/standing-orders/drafts',
      access: 'orders.view',
      tags,
      summary: 'Drafts of standing orders still open, and those of the last two weeks: a customer\'s own; staff everyone\'s or one customer\'s',
      request: { query: draftsQuerySchema },
      responses: { 200: { description: 'Drafts by delivery date', content: json(draftListSchema) }, ...commonErrors },
    },
    async (c) => c.json(await drafts.list({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/standing-orders',
      access: 'orders.view',
      tags,
      summary: 'Standing orders with their lines at today\'s prices, the next draft and the open ones: a customer\'s own; staff everyone\'s or one customer\'s',
      request: { query: standingOrdersQuerySchema },
      responses: { 200: { description: 'Standing orders, oldest first', content: json(standingOrderListSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.list({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/standing-orders',
      access: 'orders.view',
      tags,
      summary: 'Save lines a customer orders on some weekdays; a draft is made `leadHours` (1–72, default 12) before each cutoff. Staff name the customer (`customerId`)',
      request: { body: { content: json(standingOrderInputSchema), required: true } },
      responses: {
        201: { description: 'Saved', content: json(standingOrderSchema) },
        404: errorResponse('The list is not shared with the customer (not_found)'),
        ...lineRefusals,
        ...commonErrors,
      },
    },
    async (c) => c.json(await service.create({ actor: await c.var.actor(), input: c.req.valid('json') }), 201),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/standing-orders/{id}',
      access: 'orders.view',
      tags,
      summary: 'One standing order',
      request: { params: Id },
      responses: { ...one, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await service.get({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/standing-orders/{id}',
      access: 'orders.view',
      tags,
      summary: 'Change its name, list, lines, weekdays, lead time, what happens unanswered or note; drafts already made keep their lines',
      request: { params: Id, body: { content: json(standingOrderChangeSchema), required: true } },
      responses: { ...one, ...notFound, ...lineRefusals, ...commonErrors },
    },
    async (c) => c.json(await service.change({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ...c.req.valid('param') } }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/standing-orders/{id}',
      access: 'orders.view',
      tags,
      summary: 'Delete it and its drafts; orders placed from it stay',
      request: { params: Id },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...commonErrors },
    },
    async (c) => {
      await service.remove({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );

  for (const [verb, run, summary] of [
    ['pause', service.pause, 'Pause: no drafts are made, and open ones are skipped at their deadline'],
    ['resume', service.resume, 'Resume: drafts are made again from the next due date'],
  ] as const) {
    routes.add(
      {
        method: 'post',
        path: `/api/standing-orders/{id}/${verb}`,
        access: 'orders.view',
        tags,
        summary,
        request: { params: Id },
        responses: { ...one, ...notFound, ...commonErrors },
      },
      async (c) => c.json(await run({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
    );
  }

  routes.add(
    {
      method: 'get',
      path: '/api/standing-order-drafts/by-token/{token}',
      access: 'public',
      tags,
      summary: 'The draft the mailed link is for, in the customer\'s language (no sign-in: the token is the key)',
      request: { params: Token },
      responses: { 200: { description: 'The draft, or { state: "gone" } when the link was used already or never existed', content: json(draftLinkSchema) }, ...commonErrors },
    },
    async (c) => c.json(await drafts.byToken({ actor: null, input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/standing-order-drafts/by-token/{token}',
      access: 'public',
      tags,
      summary: 'Place as is, or skip, by the mailed link: once, before the deadline',
      request: { params: Token, body: { content: json(draftActionInputSchema), required: true } },
      responses: {
        ...draftOut,
        404: errorResponse('Used already, or never existed (not_found)'),
        ...closed,
        422: errorResponse('Ordering\'s refusals when placing: below_minimum, past_cutoff, not_a_delivery_day, not_in_list, invalid_quantity'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await drafts.actByToken({ actor: null, input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/standing-order-drafts/{id}',
      access: 'orders.view',
      tags,
      summary: 'One draft: its lines at today\'s prices, the deadline, what became of it',
      request: { params: DraftId },
      responses: { ...draftOut, ...draftNotFound, ...commonErrors },
    },
    async (c) => c.json(await drafts.get({ actor: await c.var.actor(), input: c.req.valid('param') }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/standing-order-drafts/{id}',
      access: 'orders.view',
      tags,
      summary: 'Change this draft\'s lines (this delivery only), before its deadline',
      request: { params: DraftId, body: { content: json(draftLinesInputSchema), required: true } },
      responses: { ...draftOut, ...draftNotFound, ...closed, ...lineRefusals, ...commonErrors },
    },
    async (c) => c.json(await drafts.edit({ actor: await c.var.actor(), input: { ...c.req.valid('json'), ...c.req.valid('param') } }), 200),
  );

  for (const action of ['place', 'skip'] as const) {
    routes.add(
      {
        method: 'post',
        path: `/api/standing-order-drafts/{id}/${action}`,
        access: 'orders.view',
        tags,
        summary:
          action === 'place'
            ? 'Place the draft as it is, as the customer, through ordering (every ordering rule; Idempotency-Key standing-draft:<id>), before its deadline'
            : 'Skip this delivery, before the deadline',
        request: { params: DraftId },
        responses: {
          ...draftOut,
          ...draftNotFound,
          ...closed,
          ...(action === 'place' ? { 422: errorResponse('Ordering\'s refusals: below_minimum, past_cutoff, not_a_delivery_day, not_in_list, invalid_quantity') } : {}),
          ...commonErrors,
        },
      },
      async (c) => c.json(await drafts.act({ actor: await c.var.actor(), input: { ...c.req.valid('param'), action } }), 200),
    );
  }
}
