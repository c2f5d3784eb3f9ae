import { z } from '@hono/zod-openapi';
import { ROLES } from '@freshprice/shared';
import type { RouteRegistry } from '../../lib/routes.js';

const MeSchema = z
  .object({
    user: z
      .object({
        id: z.string(),
        email: z.string(),
        name: z.string(),
        role: z.enum(ROLES),
        /** Staff who must turn on two-step verification (admin setting) before anything but their profile works. */
        twoFactorSetupRequired: z.boolean(),
      })
      .nullable(),
  })
  .openapi('Me');

export function registerMeRoutes(routes: RouteRegistry) {
  routes.add(
    {
      method: 'get',
      path: '/api/me',
      // Asking "who am I" is not an error: a visitor gets `{ user: null }`, not a 401 in every console.
      access: 'public',
      tags: ['account'],
      summary: 'The signed-in user, with the role read from the database; `user: null` when signed out',
      responses: {
        200: { description: 'The caller (null when not signed in)', content: { 'application/json': { schema: MeSchema } } },
      },
    },
    async (c) => {
      const actor = await c.var.actor();
      if (!actor) return c.json({ user: null }, 200);
      const { id, email, name, role } = actor;
      return c.json({ user: { id, email, name, role, twoFactorSetupRequired: Boolean(actor.twoFactorSetupRequired) } }, 200);
    },
  );
}
