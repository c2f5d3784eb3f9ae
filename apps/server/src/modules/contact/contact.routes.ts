import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { apiErrorSchema, contactSchema } from '@freshprice/shared';
import { clientIp, type TrustProxy } from '../../lib/client-ip.js';
import { AppError } from '../../lib/errors.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { ContactService } from './contact.service.js';

export function registerContactRoutes(
  routes: RouteRegistry,
  contact: ContactService,
  trustProxy: TrustProxy,
) {
  routes.add(
    {
      method: 'post',
      path: '/api/contact',
      access: 'public',
      tags: ['contact'],
      summary: 'Send a message to the sales team; a confirmation is mailed to the sender',
      middleware: [
        bodyLimit({
          maxSize: 32 * 1024,
          onError: () => {
            throw new AppError('payload_too_large', 'The message is too large.');
          },
        }),
      ],
      request: { body: { content: { 'application/json': { schema: contactSchema } }, required: true } },
      responses: {
        201: { description: 'Stored and sent', content: { 'application/json': { schema: z.object({ id: z.string() }) } } },
        400: { description: 'A field is invalid', content: { 'application/json': { schema: apiErrorSchema } } },
        413: { description: 'Too large', content: { 'application/json': { schema: apiErrorSchema } } },
        429: { description: 'Too many messages', content: { 'application/json': { schema: apiErrorSchema } } },
      },
    },
    async (c) =>
      c.json(await contact.submit({ actor: null, input: { message: c.req.valid('json'), clientIp: clientIp(c, trustProxy) } }), 201),
  );
}
