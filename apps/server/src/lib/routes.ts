import { createRoute, type OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Access } from '@freshprice/shared';
import { requireAccess, type AppEnv } from '../auth/actor.js';
import type { Database } from '../db/client.js';
import { conditionalGet, type ConditionalGetOptions } from './conditional-get.js';
import type { BodyRule } from './request-guards.js';

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
  /** The body limits routes declare (`bodyLimit`): the app's body-size guard reads them. */
  readonly bodyRules: BodyRule[] = [];

  constructor(
    private readonly app: OpenAPIHono<AppEnv>,
    /** Runs after the access check of every signed-in read (GET of a route that is not public). */
    private readonly signedInRead?: MiddlewareHandler<AppEnv>,
    /** For conditional GETs (`conditionalGet`). */
    private readonly db?: Database,
  ) {}

  /**
   * `bodyLimit`: a body larger than the default (JSON_BODY_MAX_BYTES) this route takes, checked before
   * anything reads the body, with its own error code and message if given.
   */
  add<R extends RouteConfig>(config: R & { access: Access; bodyLimit?: Omit<BodyRule, 'match'> }, handler: RouteHandler<R, AppEnv>) {
    const { access, bodyLimit, ...rest } = config;
    if (bodyLimit) {
      const method = config.method.toUpperCase();
      const path = new RegExp(`^${config.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
      this.bodyRules.push({ ...bodyLimit, match: (m, p) => m === method && path.test(p) });
    }
    const own = (rest.middleware ? [rest.middleware].flat() : []) as MiddlewareHandler<AppEnv>[];
    if ((rest.request?.body as { required?: boolean } | undefined)?.required === false) own.unshift(emptyBodyIsNone);
    const limit = this.signedInRead && config.method === 'get' && access !== 'public' ? [this.signedInRead] : [];
    const route = createRoute({ ...rest, middleware: [requireAccess(access), ...limit, ...own] } as unknown as R);
    this.app.openapi(route, handler as never);
    this.note(config.method.toUpperCase(), config.path.replace(/\{(\w+)\}/g, ':$1'), access);
  }

  /** A 304 for a read whose answer has not changed since the caller's copy (lib/conditional-get.ts). */
  conditionalGet(options: ConditionalGetOptions): MiddlewareHandler<AppEnv> {
    if (!this.db) throw new Error('RouteRegistry: conditional GETs need the database');
    return conditionalGet(this.db, options);
  }

  /** For routes mounted outside OpenAPI (the auth handler, the document itself). */
  note(method: string, path: string, access: Access) {
    this.routes.push({ method, path, access });
  }
}

/**
 * A route whose JSON body is optional takes an empty one (Content-Type set, nothing sent) as `{}`,
 * as if none were sent, instead of refusing it as malformed JSON.
 */
const emptyBodyIsNone: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/json/i.test(c.req.header('content-type') ?? '') && !(await c.req.text()).trim()) {
    // HonoRequest.json() parses the cached text.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve('{}');
  }
  await next();
};
