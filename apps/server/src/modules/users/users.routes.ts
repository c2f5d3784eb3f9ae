import { z } from '@hono/zod-openapi';
import {
  customerListSchema,
  invitationCheckInputSchema,
  invitationCheckSchema,
  inviteUserInputSchema,
  managedUserPageSchema,
  managedUserSchema,
  updateUserInputSchema,
  userListsInputSchema,
  userListsSchema,
  usersQuerySchema,
  businessSchema,
  businessInputSchema,
} from '@freshprice/shared';
import { clientIp, type TrustProxy } from '../../lib/client-ip.js';
import { commonErrors, errorResponse, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';
import type { UsersService } from './users.service.js';
import type { BusinessService } from './business.service.js';

const Id = z.object({ id: z.string().min(1).max(100).openapi({ description: 'The user' }) });
const notFound = { 404: errorResponse('No such user') };
const lastAdmin = { 409: errorResponse('It would leave no enabled admin (last_admin), or the address is taken') };

export function registerUsersRoutes(routes: RouteRegistry, users: UsersService, trustProxy: TrustProxy, business: BusinessService) {
  routes.add(
    {
      method: 'get',
      path: '/api/customers',
      access: 'prices.manage',
      tags: ['users'],
      summary: 'Users with the customer role (id, name, e-mail), to share price lists with (admin, seller)',
      responses: {
        200: { description: 'The customers, by name', content: json(customerListSchema) },
        401: errorResponse('Not signed in'),
        403: errorResponse('Not staff'),
      },
    },
    async (c) => c.json(await users.listCustomers({ actor: await c.var.actor(), input: undefined }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/users',
      access: 'users.manage',
      tags: ['users'],
      summary: 'Users by e-mail, in pages; search by e-mail or name, filter by role (admin)',
      request: { query: usersQuerySchema },
      responses: { 200: { description: 'A page of users', content: json(managedUserPageSchema) }, ...commonErrors },
    },
    async (c) => c.json(await users.list({ actor: await c.var.actor(), input: c.req.valid('query') }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/users',
      access: 'users.manage',
      tags: ['users'],
      summary: 'Invite a user: the account is created and a link to choose a password is mailed (admin)',
      request: { body: { content: json(inviteUserInputSchema), required: true } },
      responses: { 201: { description: 'Invited', content: json(managedUserSchema) }, ...lastAdmin, ...commonErrors },
    },
    async (c) => c.json(await users.invite({ actor: await c.var.actor(), input: c.req.valid('json') }), 201),
  );

  routes.add(
    {
      method: 'patch',
      path: '/api/users/{id}',
      access: 'users.manage',
      tags: ['users'],
      summary: "Change a user's role; the last enabled admin keeps theirs (admin)",
      request: { params: Id, body: { content: json(updateUserInputSchema), required: true } },
      responses: { 200: { description: 'The user', content: json(managedUserSchema) }, ...notFound, ...lastAdmin, ...commonErrors },
    },
    async (c) => c.json(await users.setRole({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, role: c.req.valid('json').role } }), 200),
  );

  for (const [path, disabled, summary] of [
    ['/api/users/{id}/disable', true, 'Disable a user: their sessions end now and sign-in is refused (admin)'],
    ['/api/users/{id}/enable', false, 'Enable a disabled user again (admin)'],
  ] as const) {
    routes.add(
      {
        method: 'post',
        path,
        access: 'users.manage',
        tags: ['users'],
        summary,
        request: { params: Id },
        responses: { 200: { description: 'The user', content: json(managedUserSchema) }, ...notFound, ...lastAdmin, ...commonErrors },
      },
      async (c) => c.json(await users.setDisabled({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, disabled } }), 200),
    );
  }

  routes.add(
    {
      method: 'post',
      path: '/api/users/{id}/password-reset',
      access: 'users.manage',
      tags: ['users'],
      summary: 'Mail the user a link to choose a new password (admin)',
      request: { params: Id },
      responses: { 204: { description: 'Sent' }, ...notFound, ...commonErrors },
    },
    async (c) => {
      await users.sendPasswordReset({ actor: await c.var.actor(), input: { id: c.req.valid('param').id } });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/api/users/{id}/invitation',
      access: 'users.manage',
      tags: ['users'],
      summary: 'Mail the invitation again to a user who has not chosen a password; earlier links stop working (admin, 3 an hour per user)',
      request: { params: Id },
      responses: {
        200: { description: 'Sent', content: json(managedUserSchema) },
        ...notFound,
        409: errorResponse('The user has a password already, or is disabled'),
        429: errorResponse('Sent too often in the last hour (Retry-After)'),
        ...commonErrors,
      },
    },
    async (c) => c.json(await users.resendInvitation({ actor: await c.var.actor(), input: { id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'post',
      path: '/api/invitations/check',
      access: 'public',
      tags: ['users'],
      summary: 'Whether an invitation link can still choose the password; nothing is used up (30 checks per 15 minutes per client address)',
      request: { body: { content: json(invitationCheckInputSchema), required: true } },
      responses: {
        200: { description: 'valid, with the address to sign in with; or only valid: false', content: json(invitationCheckSchema) },
        400: errorResponse('No token'),
        429: errorResponse('Too many checks (Retry-After)'),
      },
    },
    async (c) => c.json(await users.checkInvitation({ actor: null, input: { token: c.req.valid('json').token, clientIp: clientIp(c, trustProxy) } }), 200),
  );

  routes.add(
    {
      method: 'delete',
      path: '/api/users/{id}',
      access: 'users.manage',
      tags: ['users'],
      summary: 'Delete a user (not yourself; the last enabled admin stays) (admin)',
      request: { params: Id },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...lastAdmin, ...commonErrors },
    },
    async (c) => {
      await users.remove({ actor: await c.var.actor(), input: { id: c.req.valid('param').id } });
      return c.body(null, 204);
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/api/users/{id}/lists',
      access: 'users.manage',
      tags: ['users'],
      summary: 'The price lists shared with a user (admin)',
      request: { params: Id },
      responses: { 200: { description: 'Lists by name', content: json(userListsSchema) }, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await users.sharedLists({ actor: await c.var.actor(), input: { id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/users/{id}/lists',
      access: 'users.manage',
      tags: ['users'],
      summary: 'Share exactly these price lists with a customer (admin)',
      request: { params: Id, body: { content: json(userListsInputSchema), required: true } },
      responses: { 200: { description: 'Lists by name', content: json(userListsSchema) }, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await users.setSharedLists({ actor: await c.var.actor(), input: { id: c.req.valid('param').id, listIds: c.req.valid('json').listIds } }), 200),
  );

  routes.add(
    {
      method: 'get',
      path: '/api/users/{id}/business',
      access: 'orders.manage',
      tags: ['users'],
      summary: "A customer's business: company, address, size, delivery days, substitutions and ordering exceptions (staff)",
      request: { params: Id },
      responses: { 200: { description: 'The business', content: json(businessSchema) }, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await business.get({ actor: await c.var.actor(), input: { id: c.req.valid('param').id } }), 200),
  );

  routes.add(
    {
      method: 'put',
      path: '/api/users/{id}/business',
      access: 'orders.manage',
      tags: ['users'],
      summary: "Set a customer's business: size (the minimum follows), delivery days, substitutions, waiving the minimum, one order past the cutoff (staff; in the activity log)",
      request: { params: Id, body: { content: json(businessInputSchema), required: true } },
      responses: { 200: { description: 'The business', content: json(businessSchema) }, ...notFound, ...commonErrors },
    },
    async (c) => c.json(await business.update({ actor: await c.var.actor(), input: { ...c.req.valid('json'), id: c.req.valid('param').id } }), 200),
  );
}
