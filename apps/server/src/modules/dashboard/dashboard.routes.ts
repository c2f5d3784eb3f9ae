import { dashboardSchema } from '@freshprice/shared';
import { commonErrors, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { DashboardService } from './dashboard.service.js';

export function registerDashboardRoutes(routes: RouteRegistry, service: DashboardService) {
  routes.add(
    {
      method: 'get',
      path: '/api/dashboard',
      access: 'dashboard.view',
      tags: ['dashboard'],
      summary: "The dashboard: a customer's price changes this week and lists; for staff, lists updated today and stale, recent imports and activity",
      responses: { 200: { description: 'The dashboard of the caller’s role', content: json(dashboardSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.read({ actor: await c.var.actor(), input: {} }), 200),
  );
}
