import { apiErrorSchema, customerListSchema } from '@freshprice/shared';
import type { RouteRegistry } from '../../lib/routes.js';
import type { UsersService } from './users.service.js';

export function registerUsersRoutes(routes: RouteRegistry, users: UsersService) {
  routes.add(
    {
      method: 'get',
      path: '/api/customers',
      access: 'prices.manage',
      tags: ['users'],
      summary: 'Users with the customer role (id, name, e-mail), to share price lists with (admin, seller)',
      responses: {
        200: { description: 'The customers, by name', content: { 'application/json': { schema: customerListSchema } } },
        401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
        403: { description: 'Not staff', content: { 'application/json': { schema: apiErrorSchema } } },
      },
    },
    async (c) => c.json(await users.listCustomers({ actor: await c.var.actor(), input: undefined }), 200),
  );
}
