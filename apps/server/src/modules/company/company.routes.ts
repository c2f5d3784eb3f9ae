import { companyFactsSchema } from '@freshprice/shared';
import { signedIn } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { ErrorSchema } from '../../lib/openapi.js';
import type { RouteRegistry } from '../../lib/routes.js';
import { readFacts, writeFacts } from './company.repo.js';

const Facts = companyFactsSchema;

export function registerCompanyRoutes(routes: RouteRegistry, db: Database) {
  routes.add(
    {
      method: 'get',
      path: '/api/company',
      access: 'public',
      tags: ['company'],
      summary: 'The company facts every page shows (hours, minimum orders, contact details…)',
      responses: { 200: { description: 'The facts', content: { 'application/json': { schema: Facts } } } },
    },
    async (c) => c.json(await readFacts(db), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/company',
      access: 'settings.manage',
      tags: ['company'],
      summary: 'Replace the company facts (admin)',
      request: { body: { content: { 'application/json': { schema: Facts } }, required: true } },
      responses: {
        200: { description: 'Saved', content: { 'application/json': { schema: Facts } } },
        400: { description: 'Invalid', content: { 'application/json': { schema: ErrorSchema } } },
        403: { description: 'Not an admin, or sent from another site (forbidden_origin)', content: { 'application/json': { schema: ErrorSchema } } },
        413: { description: 'Body over 64 KB', content: { 'application/json': { schema: ErrorSchema } } },
      },
    },
    async (c) => {
      const actor = await signedIn(c);
      await writeFacts(db, c.req.valid('json'), actor.id);
      return c.json(await readFacts(db), 200);
    },
  );
}
