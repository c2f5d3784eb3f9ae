import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { Context } from 'hono';
import { actorMiddleware, type AppEnv } from './auth/actor.js';
import { CLIENT_IP_HEADER, type Auth } from './auth/auth.js';
import type { DatabaseHandle } from './db/client.js';
import { clientIp, type TrustProxy } from './lib/client-ip.js';
import { AppError, toErrorResponse } from './lib/errors.js';
import { type Logger, logSlowRequests } from './lib/logger.js';
import type { Mailer } from './lib/mail.js';
import { Admission, ADMISSION_LIMITS, admissionGate } from './lib/admission.js';
import { READ_COST_MS, readLimit, ReadLimiter, READ_LIMIT, sessionKey } from './lib/read-limit.js';
import { bodySizeLimit, originGuard, textInputGuard } from './lib/request-guards.js';
import { RouteRegistry } from './lib/routes.js';
import { securityHeaders } from './lib/security-headers.js';
import { createPageSsr } from './lib/page-ssr.js';
import { mountPreferences } from './lib/preferences.js';
import { createPublicPages, mountSpa } from './lib/spa.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { registerCompanyRoutes } from './modules/company/company.routes.js';
import { registerContactRoutes } from './modules/contact/contact.routes.js';
import { mountContactPage } from './modules/contact/contact.page.js';
import { mountUploads } from './modules/files/files.routes.js';
import { registerMeRoutes } from './modules/me/me.routes.js';
import { registerProductRoutes } from './modules/products/products.routes.js';
import { registerPriceListRoutes } from './modules/price-lists/price-lists.routes.js';
import { registerActivityRoutes } from './modules/activity/activity.routes.js';
import { registerTokenRoutes } from './modules/tokens/tokens.routes.js';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { registerProfileRoutes } from './modules/profile/profile.routes.js';
import { registerSecurityRoutes } from './modules/security/security.routes.js';
import { registerAssistantRoutes } from './modules/assistant/assistant.routes.js';
import type { ModelReader } from './modules/assistant/model.js';
import { registerExportRoutes } from './modules/exports/exports.routes.js';
import { registerImportRoutes } from './modules/imports/imports.routes.js';
import { mountSeoRoutes } from './modules/seo/seo.routes.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerDispatchRoutes } from './modules/dispatch/dispatch.routes.js';
import { registerFulfilmentRoutes } from './modules/fulfilment/fulfilment.routes.js';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.js';
import { registerStandingOrderRoutes } from './modules/standing-orders/standing-orders.routes.js';
import { registerPriceAlertRoutes } from './modules/price-alerts/price-alerts.routes.js';
import { registerSendRoutes } from './modules/sends/sends.routes.js';
import { createServices } from './services.js';

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Where contact messages go; the company e-mail when unset. */
  staffEmail?: string;
  baseUrl: string;
  trustProxy: TrustProxy;
  webDistDir: string;
  /** The assistant's language model, when one is configured. */
  model?: ModelReader | null;
  /** The door in front of database work; by default the limits of the database's kind (ADR 020). */
  admission?: Admission;
  /** Signed-in reads per session and per user; by default READ_LIMIT. */
  readLimiters?: { session: ReadLimiter; user: ReadLimiter };
  /** The time now; tests set it (ordering's cutoffs). */
  clock?: () => Date;
  /** How long a price must stand before customers are alerted about its move (env PRICE_ALERT_SETTLE_SECONDS). */
  priceAlertSettleSeconds?: number;
}

/** Requests that reach the database go through the door; the health check and static files do not. */
function passesWithoutTurn(path: string): boolean {
  if (path === '/api/health') return true;
  return !(path.startsWith('/api/') || path.startsWith('/uploads/') || path.startsWith('/sitemap'));
}

/** Requests slower than this are logged as warnings. */
export const SLOW_REQUEST_MS = 1000;

export function createApp(deps: AppDeps) {
  const { database, auth, logger } = deps;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
        const [where, what] = Object.entries(fields)[0] ?? ['_', 'Invalid input'];
        const message = where === '_' ? what : `${where}: ${what}`;
        throw new AppError('validation_failed', message, fields);
      }
    },
  });
  const admission = deps.admission ?? new Admission(ADMISSION_LIMITS[database.kind]);
  const readLimiters = deps.readLimiters ?? { session: new ReadLimiter(READ_LIMIT), user: new ReadLimiter(READ_LIMIT) };
  const routes = new RouteRegistry(app, readLimit(readLimiters.user, async (c) => (await c.var.actor())?.id ?? null, READ_COST_MS), database.db);
  const services = createServices({ db: database.db, auth, mailer: deps.mailer, logger, baseUrl: deps.baseUrl, staffEmail: deps.staffEmail, model: deps.model, clock: deps.clock, priceAlertSettleSeconds: deps.priceAlertSettleSeconds });

  app.onError((err, c) => toErrorResponse(err, c, logger));
  app.use('*', logSlowRequests(logger, SLOW_REQUEST_MS));
  app.use('*', securityHeaders(deps.baseUrl.startsWith('https:')));
  app.use('*', compress());
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // Before anything reads a body or a handler runs, better-auth's included: where the request comes
  // from, how large its body is, and whether its text is text at all.
  app.use('/api/*', originGuard(deps.baseUrl));
  // The limits routes declare (`bodyLimit`) are read as requests come, once every route is registered.
  app.use('/api/*', bodySizeLimit(routes.bodyRules));
  app.use('/api/*', textInputGuard());
  // Then a turn at the database, bounded (lib/admission.ts), before the caller's session is read;
  // a session's reads past its limit are refused before they take a place in line.
  app.use('/api/*', readLimit(readLimiters.session, (c) => (c.req.path === '/api/health' ? null : sessionKey(c.req.raw.headers))));
  app.use('*', admissionGate(admission, passesWithoutTurn));
  app.use('/api/*', actorMiddleware(auth, database.db));

  // Ours, ahead of better-auth's catch-all below.
  registerTokenRoutes(routes, auth);
  // better-auth owns /api/auth/*: it checks its own sessions, origins and rate limits.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // Resolving the caller first ends a staff session unused for 12 hours (auth/session.ts), so
    // better-auth's own routes do not accept it either.
    await c.var.actor();
    return withoutSessionTokens(withStandardRetryAfter(await linkRefusalToLogin(c.req.raw, await auth.handler(withClientIp(c, deps.trustProxy)))));
  });
  routes.note('GET', '/api/auth/*', 'public');
  routes.note('POST', '/api/auth/*', 'public');

  // A statement answered within the last second proves the database answers: the health check
  // does not queue a ping behind the statements running (ADR 020).
  registerHealthRoutes(routes, async () => database.answeredWithin?.(1000) || database.ping());
  registerMeRoutes(routes);
  registerCatalogueRoutes(routes, services.catalogue);
  registerCompanyRoutes(routes, services.company);
  registerProductRoutes(routes, services.products);
  // Exports first: `/api/price-lists/compare.xlsx` before the lists' `/api/price-lists/{ref}`.
  registerExportRoutes(routes, services.exports);
  registerPriceListRoutes(routes, services.priceLists);
  registerImportRoutes(routes, services.imports);
  registerAssistantRoutes(routes, services.assistant);
  registerActivityRoutes(routes, services.activity);
  registerDashboardRoutes(routes, services.dashboard);
  registerProfileRoutes(routes, services.profile, services.business);
  registerUsersRoutes(routes, services.users, deps.trustProxy, services.business);
  registerOrderRoutes(routes, services.orders);
  registerDispatchRoutes(routes, services.dispatch);
  registerFulfilmentRoutes(routes, services.fulfilment);
  registerInvoiceRoutes(routes, services.invoices);
  registerStandingOrderRoutes(routes, services.standingOrders);
  registerPriceAlertRoutes(routes, services.priceAlerts);
  registerSendRoutes(routes, services.sends);
  registerSecurityRoutes(routes, services.security);
  registerContactRoutes(routes, services.contact, deps.trustProxy);

  app.get('/api/openapi.json', async (c) => {
    const doc = app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Fresh Produce API', version: '1.0.0' },
    });
    const authDoc = (await auth.api.generateOpenAPISchema()) as { paths?: Record<string, unknown> };
    for (const [p, item] of Object.entries(authDoc.paths ?? {})) {
      // Methods of one path merge: better-auth's GET /token sits beside our POST /token.
      const key = `/api/auth${p}`;
      doc.paths = { ...doc.paths, [key]: { ...(item as object), ...((doc.paths ?? {})[key] ?? {}) } as never };
    }
    return c.json(doc);
  });
  routes.note('GET', '/api/openapi.json', 'public');
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/openapi.json',
    tags: ['system'],
    summary: 'This document: every API route, including those of /api/auth',
    responses: { 200: { description: 'OpenAPI 3.1 document' } },
  });

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API route');
  });
  mountUploads(app, services.files);
  mountSeoRoutes(app, services.seo);
  const ssr = createPageSsr({
    webDistDir: deps.webDistDir,
    // Public pages show exactly what the public API serves, read in-process.
    fetch: async (path, init) => app.request(path, init),
    logger,
  });
  const pages = createPublicPages(deps.webDistDir, ssr, logger);
  mountPreferences(app, deps.baseUrl);
  mountContactPage(app, { contact: services.contact, pages, baseUrl: deps.baseUrl, trustProxy: deps.trustProxy, logger });
  mountSpa(app, deps.webDistDir, { pages });

  return { app, routes: routes.routes, services };
}

/**
 * Rate limits key on the client address. The server sets the header better-auth reads; a value
 * sent by the client is never used.
 */
function withClientIp(c: Context, trustProxy: TrustProxy): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}

/**
 * better-auth's own rate limiter answers 429 with a non-standard `X-Retry-After`: clients and
 * proxies read `Retry-After`, so it is added (the other headers and the body stay as they were).
 */
function withStandardRetryAfter(res: Response): Response {
  const seconds = res.status === 429 ? res.headers.get('x-retry-after') : null;
  if (seconds === null || res.headers.has('retry-after')) return res;
  const headers = new Headers(res.headers);
  headers.set('Retry-After', seconds);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** Strips `token` from an answer, on its first two levels (`token`, `session.token`, `[i].token`). */
function stripTokens(value: unknown, depth = 0): unknown {
  if (depth > 2 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => stripTokens(v, depth + 1));
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => !(k === 'token' && typeof v === 'string')).map(([k, v]) => [k, stripTokens(v, depth + 1)]));
}

/**
 * better-auth answers a sign-in, a session read and the session list with the session tokens: in the
 * browser that puts them in reach of any script, which could then act as the user from elsewhere.
 * The cookie (HttpOnly) is all the app needs, so every JSON answer of /api/auth/* goes out without
 * them; sessions are told apart by id (GET /api/profile/sessions).
 */
async function withoutSessionTokens(res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(stripTokens(body)), { status: res.status, statusText: res.statusText, headers });
}

/** Links opened from a mail, which a browser follows as a page, not as an API call. */
const MAILED_LINKS = new Set(['/api/auth/magic-link/verify', '/api/auth/verify-email']);
/** Refusals of a mailed link that the sign-in page explains (`/login?error=…`, translated there). */
const LINK_REFUSALS: Record<string, string> = { TWO_FACTOR_REQUIRED: 'two_factor_required', ACCOUNT_DISABLED: 'account_disabled' };

/**
 * A mailed link refused after its token was checked (the account has two-step verification, or is
 * disabled) would leave the reader on a raw JSON page: they land on the sign-in page instead, which
 * says why in their language.
 */
async function linkRefusalToLogin(req: Request, res: Response): Promise<Response> {
  if (req.method !== 'GET' || res.status !== 403 || !MAILED_LINKS.has(new URL(req.url).pathname)) return res;
  const code = ((await res.clone().json().catch(() => null)) as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? LINK_REFUSALS[code] : undefined;
  if (!reason) return res;
  return new Response(null, { status: 302, headers: { Location: `/login?error=${reason}`, 'Cache-Control': 'no-store' } });
}
