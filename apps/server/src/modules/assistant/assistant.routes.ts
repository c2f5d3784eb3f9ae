import { z } from '@hono/zod-openapi';
import { assistantConfirmSchema, assistantConversationSchema, assistantRequestSchema, type AssistantMessage, type AssistantStreamEvent } from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { AssistantService } from './assistant.service.js';

const Id = z.object({ id: z.uuid().openapi({ description: 'The proposed change' }) });
const messagesOut = { 200: { description: 'The messages added to the conversation', content: json(assistantConversationSchema) } };

/** The reply as NDJSON: its text in pieces as it is written, then the stored messages. */
function replyStream(messages: AssistantMessage[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reply = messages.at(-1)!;
  const pieces = reply.text.match(/\S+\s*/g) ?? [];
  return new ReadableStream({
    start(controller) {
      const send = (event: AssistantStreamEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      for (let i = 0; i < pieces.length; i += 4) send({ type: 'delta', text: pieces.slice(i, i + 4).join('') });
      send({ type: 'done', messages });
      controller.close();
    },
  });
}

export function registerAssistantRoutes(routes: RouteRegistry, service: AssistantService) {

  routes.add(
    {
      method: 'get',
      path: '/api/assistant/messages',
      access: 'authenticated',
      tags: ['assistant'],
      summary: 'The caller’s conversation with the assistant, oldest first (the last 100 messages)',
      responses: { 200: { description: 'The conversation', content: json(assistantConversationSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.conversation({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/assistant/messages',
      access: 'authenticated',
      tags: ['assistant'],
      summary: 'Ask the assistant; the reply streams as NDJSON (delta events, then done with the stored messages)',
      request: { body: { content: json(assistantRequestSchema), required: true } },
      responses: {
        200: { description: 'NDJSON events', content: { 'application/x-ndjson': { schema: z.string() } } },
        429: errorResponse('More than the requests allowed per minute'),
        ...commonErrors,
      },
    },
    async (c) => {
      const messages = await service.send({ actor: await c.var.actor(), input: c.req.valid('json') });
      c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
      c.header('Cache-Control', 'no-store');
      // The typed body is the OpenAPI document's; the stream is what it describes.
      return c.body(replyStream(messages), 200) as never;
    },
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/assistant/messages',
      access: 'authenticated',
      tags: ['assistant'],
      summary: 'Start over: the caller’s conversation is deleted and pending changes expire',
      responses: { 204: { description: 'Cleared' }, ...commonErrors },
    },
    async (c) => {
      await service.clear({ actor: await c.var.actor(), input: undefined });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/assistant/actions/{id}/confirm',
      access: 'prices.manage',
      tags: ['assistant'],
      summary: 'Apply a previewed price change (a change of more than 500 prices needs large: true; one with moves to $0.00 or past the large-move setting needs largeMoves: true)',
      request: { params: Id, body: { content: json(assistantConfirmSchema), required: true } },
      responses: {
        ...messagesOut,
        404: errorResponse('No such change of the caller'),
        409: errorResponse('Already decided, or a second confirmation is needed'),
        422: errorResponse('large_move: the preview has flagged moves and largeMoves was not true (fields by product id: largeMove or zeroPrice)'),
        ...commonErrors,
      },
    },
    async (c) => c.json({ items: await service.confirm({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }) }, 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/assistant/actions/{id}/cancel',
      access: 'authenticated',
      tags: ['assistant'],
      summary: 'Drop a previewed price change',
      request: { params: Id, body: { content: json(assistantConfirmSchema.pick({ language: true })), required: true } },
      responses: { ...messagesOut, 404: errorResponse('No such change of the caller'), 409: errorResponse('Already decided'), ...commonErrors },
    },
    async (c) => c.json({ items: await service.cancel({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }) }, 200),
  );
}
