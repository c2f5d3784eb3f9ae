import { z } from '@hono/zod-openapi';
import { ROLES } from '@freshprice/shared';
import { signedIn } from '../../auth/actor.js';
import { ErrorSchema } from '../../lib/openapi.js';
import type { RouteRegistry } from '../../lib/routes.js';

const MeSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(ROLES) }),
  })
  .openapi('Me');

export function registerMeRoutes(routes: RouteRegistry) {
  routes.add(
    {
      method: 'get',
      path: '/api/me',
      access: 'authenticated',
      tags: ['account'],
      summary: 'The signed-in user, with the role read from the database',
      responses: {
        200: { description: 'Signed in', content: { 'application/json': { schema: MeSchema } } },
        401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } },
      },
    },
    async (c) => {
      const { id, email, name, role } = await signedIn(c);
      return c.json({ user: { id, email, name, role } }, 200);
    },
  );
}
