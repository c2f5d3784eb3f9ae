import { z } from '@hono/zod-openapi';
import { businessSchema, changeEmailSchema, ownBusinessInputSchema, profileSchema, sessionListSchema, updateProfileSchema } from '@freshprice/shared';
import type { BusinessService } from '../users/users.service.js';
import { commonErrors, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { ProfileService } from './profile.service.js';

export function registerProfileRoutes(routes: RouteRegistry, service: ProfileService, business: BusinessService) {
  routes.add(
    {
      method: 'get',
      path: '/api/profile/business',
      access: 'orders.place',
      tags: ['account'],
      summary: 'The caller’s business: company, delivery address, size, delivery days (customers)',
      responses: { 200: { description: 'The business', content: json(businessSchema) }, ...commonErrors },
    },
    async (c) => c.json(await business.own({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/profile/business',
      access: 'orders.place',
      tags: ['account'],
      summary: 'Change the caller’s company name and delivery address (customers)',
      request: { body: { content: json(ownBusinessInputSchema), required: true } },
      responses: { 200: { description: 'The business', content: json(businessSchema) }, ...commonErrors },
    },
    async (c) => c.json(await business.updateOwn({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/profile',
      access: 'profile.manage',
      tags: ['account'],
      summary: 'The caller’s own details: name, e-mail, phone, preferred language',
      responses: { 200: { description: 'The profile', content: json(profileSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.get({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/profile',
      access: 'profile.manage',
      tags: ['account'],
      summary: 'Change the caller’s name, phone or preferred language',
      request: { body: { content: json(updateProfileSchema), required: true } },
      responses: { 200: { description: 'The profile', content: json(profileSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.update({ actor: await c.var.actor(), input: c.req.valid('json') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/profile/email',
      access: 'profile.manage',
      tags: ['account'],
      summary: 'Ask for a new e-mail address (needs the password); it changes once the link mailed to it is opened',
      request: { body: { content: json(changeEmailSchema), required: true } },
      responses: { 204: { description: 'A confirmation link was mailed to the new address' }, ...commonErrors },
    },
    async (c) => {
      await service.changeEmail({ actor: await c.var.actor(), input: c.req.valid('json'), headers: c.req.raw.headers });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/profile/sessions',
      access: 'profile.manage',
      tags: ['account'],
      summary: 'The caller’s signed-in sessions, by id (no session tokens), the current one marked',
      responses: { 200: { description: 'The sessions', content: json(sessionListSchema) }, ...commonErrors },
    },
    async (c) => c.json(await service.sessions({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/profile/sessions/{id}',
      access: 'profile.manage',
      tags: ['account'],
      summary: 'Sign one of the caller’s own sessions out on the server',
      request: { params: z.object({ id: z.string().min(1).max(100) }) },
      responses: { 204: { description: 'Signed out' }, ...commonErrors },
    },
    async (c) => {
      await service.revokeSession({ actor: await c.var.actor(), input: c.req.valid('param') });
      return c.body(null, 204);
    },
  );
}
