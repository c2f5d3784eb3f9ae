import { meSchema } from '@freshprice/shared';
import { json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';

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
        200: { description: 'The caller (null when not signed in)', content: json(meSchema) },
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
