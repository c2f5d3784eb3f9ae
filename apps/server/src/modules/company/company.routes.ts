import { companyFactsSchema } from '@freshprice/shared';
import { errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { CompanyService } from './company.service.js';

const Facts = companyFactsSchema;

export function registerCompanyRoutes(routes: RouteRegistry, company: CompanyService) {
  routes.add(
    {
      method: 'get',
      path: '/api/company',
      access: 'public',
      tags: ['company'],
      summary: 'The company facts every page shows (hours, minimum orders, contact details…)',
      middleware: [routes.conditionalGet({ scope: 'company' })],
      responses: {
        200: { description: 'The facts, with an ETag', content: json(Facts) },
        304: { description: 'Not modified: the `If-None-Match` tag is current (no body)' },
      },
    },
    async (c) => c.json(await company.get({ actor: null, input: undefined }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/company',
      access: 'settings.manage',
      tags: ['company'],
      summary: 'Replace the company facts (admin); the change is recorded in the activity log',
      request: { body: { content: json(Facts), required: true } },
      responses: {
        200: { description: 'Saved', content: json(Facts) },
        400: errorResponse('Invalid'),
        403: errorResponse('Not an admin, or sent from another site (forbidden_origin)'),
        413: errorResponse('Body over 64 KB'),
      },
    },
    async (c) => c.json(await company.replace({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );
}
