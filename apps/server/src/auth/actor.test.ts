import { OpenAPIHono, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorMiddleware, type AppEnv } from './actor.js';
import { toErrorResponse } from '../lib/errors.js';
import { createLogger } from '../lib/logger.js';
import { RouteRegistry } from '../lib/routes.js';
import { createTestServer, type TestServer } from '../test/harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

describe('requireAccess', () => {
  it('lets only the roles of the table through a route that requires an action', async () => {
    const app = new OpenAPIHono<AppEnv>();
    app.onError((err, c) => toErrorResponse(err, c, createLogger('silent')));
    app.use('*', actorMiddleware(s.auth, s.database.db));
    new RouteRegistry(app).add(
      {
        method: 'get',
        path: '/api/staff-only',
        access: 'users.manage',
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({ ok: z.boolean() }) } } } },
      },
      (c) => c.json({ ok: true }, 200),
    );
    const call = (cookie?: string) =>
      app.request('http://localhost:3999/api/staff-only', { headers: cookie ? { cookie } : {} });
    expect((await call()).status).toBe(401);
    expect((await call((await s.signedInAs('customer')).cookie)).status).toBe(403);
    expect((await call((await s.signedInAs('seller')).cookie)).status).toBe(403);
    expect((await call((await s.signedInAs('admin')).cookie)).status).toBe(200);
  });
});
