import { createRoute, type OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Access } from '@freshprice/shared';
import { requireAccess, type AppEnv } from '../auth/actor.js';

export interface DeclaredRoute {
  method: string;
  /** Hono path syntax (`/api/things/:id`). */
  path: string;
  access: Access;
}

/**
 * Every API route is registered through here, so each one carries an access declaration that is
 * enforced by middleware and listed for the test that checks every route for every role.
 */
export class RouteRegistry {
  readonly routes: DeclaredRoute[] = [];

  constructor(
    private readonly app: OpenAPIHono<AppEnv>,
    /** Runs after the access check of every signed-in read (GET of a route that is not public). */
    private readonly signedInRead?: MiddlewareHandler<AppEnv>,
  ) {}

  add<R extends RouteConfig>(config: R & { access: Access }, handler: RouteHandler<R, AppEnv>) {
    const { access, ...rest } = config;
    const own = rest.middleware ? [rest.middleware].flat() : [];
    const limit = this.signedInRead && config.method === 'get' && access !== 'public' ? [this.signedInRead] : [];
    const route = createRoute({ ...rest, middleware: [requireAccess(access), ...limit, ...own] } as unknown as R);
    this.app.openapi(route, handler as never);
    this.note(config.method.toUpperCase(), config.path.replace(/\{(\w+)\}/g, ':$1'), access);
  }

  /** For routes mounted outside OpenAPI (the auth handler, the document itself). */
  note(method: string, path: string, access: Access) {
    this.routes.push({ method, path, access });
  }
}
