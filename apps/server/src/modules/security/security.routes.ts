import { securitySettingsInputSchema, securitySettingsSchema } from '@freshprice/shared';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { SecurityService } from './security.service.js';

export function registerSecurityRoutes(routes: RouteRegistry, security: SecurityService) {
  routes.add(
    {
      method: 'get',
      path: '/api/security-settings',
      access: 'settings.manage',
      tags: ['users'],
      summary: 'How accounts are protected: whether staff must use two-step verification (admin)',
      responses: { 200: { description: 'The settings', content: json(securitySettingsSchema) }, ...commonErrors },
    },
    async (c) => c.json(await security.get({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/security-settings',
      access: 'settings.manage',
      tags: ['users'],
      summary:
        'Require (or stop requiring) two-step verification for sellers and admins; staff without it can then only enrol and sign out (two_factor_setup_required) (admin)',
      request: { body: { content: json(securitySettingsInputSchema), required: true } },
      responses: {
        200: { description: 'The settings', content: json(securitySettingsSchema) },
        409: errorResponse('The admin asking has not turned on two-step verification (own_two_factor_missing)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await security.update({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );
}
