import { z } from '@hono/zod-openapi';
import { json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';

const HealthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) })
  .openapi('Health');

export function registerHealthRoutes(routes: RouteRegistry, ping: () => Promise<boolean>) {
  routes.add(
    {
      method: 'get',
      path: '/api/health',
      access: 'public',
      tags: ['system'],
      summary: 'Whether the server and its database are reachable',
      responses: {
        200: { description: 'Healthy', content: json(HealthSchema) },
        503: { description: 'Database unreachable', content: json(HealthSchema) },
      },
    },
    async (c) => {
      const up = await ping();
      return up
        ? c.json({ status: 'ok' as const, database: 'up' as const }, 200)
        : c.json({ status: 'degraded' as const, database: 'down' as const }, 503);
    },
  );
}
