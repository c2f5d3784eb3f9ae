import { z } from '@hono/zod-openapi';
import type { Auth } from '../../auth/auth.js';
import { commonErrors, json } from '../../lib/route-responses.js';
import type { RouteRegistry } from '../../lib/routes.js';

/** Seconds an API token is valid (the jwt plugin's expirationTime). */
export const API_TOKEN_SECONDS = 15 * 60;

const tokenSchema = z
  .object({ token: z.string(), tokenType: z.literal('Bearer'), expiresIn: z.number().int() })
  .openapi('ApiToken');

/**
 * `POST /api/auth/token`: an API token for integrations, minted from the caller's signed-in session.
 * Registered before better-auth's /api/auth/* handler, whose own GET /token it wraps.
 */
export function registerTokenRoutes(routes: RouteRegistry, auth: Auth) {
  routes.add(
    {
      method: 'post',
      path: '/api/auth/token',
      access: 'authenticated',
      tags: ['account'],
      summary: 'A JWT valid for 15 minutes, sent as `Authorization: Bearer …` to any API route with the caller’s permissions; keys at GET /api/auth/jwks',
      responses: { 200: { description: 'The token', content: json(tokenSchema) }, ...commonErrors },
    },
    async (c) => {
      const { token } = await auth.api.getToken({ headers: c.req.raw.headers });
      c.header('Cache-Control', 'no-store');
      return c.json({ token, tokenType: 'Bearer' as const, expiresIn: API_TOKEN_SECONDS }, 200);
    },
  );
}
