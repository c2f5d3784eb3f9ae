import { z } from '@hono/zod-openapi';
import { moveNoteInputSchema, moveNoteSchema, priceAlertsSchema, priceMovesQuerySchema, priceMovesSchema } from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { PriceAlertsService } from './price-alerts.service.js';

const AlertId = z.object({ id: z.string().min(1).max(30).openapi({ description: 'The alert' }) });
const Item = z.object({
  ref: z.string().min(1).max(200).openapi({ description: 'The price list: its slug or id' }),
  productId: z.string().min(1).max(100).openapi({ description: 'The product (on the list)' }),
});
const noItem = { 404: errorResponse('No such list, or the product is not on it (not_found)') };

export function registerPriceAlertRoutes(routes: RouteRegistry, alerts: PriceAlertsService) {
  routes.add(
    {
      method: 'get',
      path: '/api/price-alerts',
      access: 'orders.place',
      tags: ['price alerts'],
      summary: 'The customer\'s price alerts not dismissed, newest first: old and new price, the move, the effect on their next order, staff\'s note',
      responses: { 200: { description: 'The alerts', content: json(priceAlertsSchema) }, ...commonErrors },
    },
    async (c) => c.json(await alerts.list({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/price-alerts/{id}/dismiss',
      access: 'orders.place',
      tags: ['price alerts'],
      summary: 'Dismiss one of the customer\'s own price alerts (again: no change)',
      request: { params: AlertId },
      responses: { 204: { description: 'Dismissed' }, 404: errorResponse('No such alert, or another customer\'s (not_found)'), ...commonErrors },
    },
    async (c) => {
      await alerts.dismiss({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/price-moves',
      access: 'prices.manage',
      tags: ['price alerts'],
      summary:
        'Recent net moves past the alert threshold on items customers watch (standing orders, usual items), latest first: old and new price, who watches it, who was alerted, the note (staff)',
      request: { query: priceMovesQuerySchema },
      responses: { 200: { description: 'The moves', content: json(priceMovesSchema) }, ...commonErrors },
    },
    async (c) => c.json(await alerts.moves({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/price-lists/{ref}/items/{productId}/move-note',
      access: 'prices.manage',
      tags: ['price alerts'],
      summary: 'Set the note that alerts about this item\'s price move carry ("short supply from Mexico"), in English and optionally Spanish (staff)',
      request: { params: Item, body: { content: json(moveNoteInputSchema), required: true } },
      responses: { 200: { description: 'The note', content: json(moveNoteSchema) }, ...noItem, ...commonErrors },
    },
    async (c) => c.json(await alerts.setNote({ actor: await c.var.actor(), input: { ...c.req.valid('param'), ...c.req.valid('json') } }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/price-lists/{ref}/items/{productId}/move-note',
      access: 'prices.manage',
      tags: ['price alerts'],
      summary: 'Remove the item\'s move note (staff); none is not an error',
      request: { params: Item },
      responses: { 204: { description: 'Removed' }, ...noItem, ...commonErrors },
    },
    async (c) => {
      await alerts.deleteNote({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );
}
