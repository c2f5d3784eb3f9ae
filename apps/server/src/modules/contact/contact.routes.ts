import { z } from '@hono/zod-openapi';
import { contactSchema } from '@freshprice/shared';
import { clientIp, type TrustProxy } from '../../lib/client-ip.js';
import { errorResponse, json } from '../../lib/route-responses.js';
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
      bodyLimit: { maxBytes: 32 * 1024, message: 'The message is too large.' },
      request: { body: { content: json(contactSchema), required: true } },
      responses: {
        201: { description: 'Stored and sent', content: json(z.object({ id: z.string() })) },
        400: errorResponse('A field is invalid'),
        413: errorResponse('Too large'),
        429: errorResponse('Too many messages'),
      },
    },
    async (c) =>
      c.json(await contact.submit({ actor: null, input: { message: c.req.valid('json'), clientIp: clientIp(c, trustProxy) } }), 201),
  );
}
