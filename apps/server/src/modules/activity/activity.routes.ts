import { activityPageSchema, activityQuerySchema, activityUsersSchema } from '@freshprice/shared';
import { commonErrors, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { ActivityService } from './activity.service.js';

export function registerActivityRoutes(routes: RouteRegistry, service: ActivityService) {

  routes.add(
    {
      method: 'get',
      path: '/api/activity',
      access: 'activity.view',
      tags: ['activity'],
      summary: 'The activity log, newest first, in pages; staff read all of it, a customer the price changes of the lists shared with them (without who)',
      request: { query: activityQuerySchema },
      responses: { 200: { description: 'A page of records', content: json(activityPageSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.list({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/activity/users',
      access: 'prices.manage',
      tags: ['activity'],
      summary: 'The users who appear in the activity log (staff), for its user filter',
      responses: { 200: { description: 'Users by e-mail', content: json(activityUsersSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.users({ actor: await c.var.actor(), input: undefined }), 200),
  );
}
