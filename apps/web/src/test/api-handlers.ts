import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  apiErrorSchema,
  LARGE_MOVE_DEFAULT_BP,
  moveFlag,
  TIERS,
  toCents,
  CATEGORIES,
  can,
  isAllowed,
  categoryCountsSchema,
  companyFactsSchema,
  cursorQuerySchema,
  DEFAULT_COMPANY_FACTS,
  managedProductPageSchema,
  meSchema,
  productChangesSchema,
  publishProductsInputSchema,
  publishProductsResultSchema,
  publicPricePageSchema,
  publicProductPageSchema,
  publicProductSchema,
  saveChangesResultSchema,
  userProductPageSchema,
  type Access,
  type CategoryCounts,
  type ProductChange,
  type Role,
} from '@freshprice/shared';
import { fakeProduct, managedView, publicView, sampleCatalogue, userPrices, type FakeProduct } from './fixtures';

export type MeMock = { role: Role; email?: string; name?: string } | 'signedOut';

/**
 * Answers that broke the contract. A handler parses every body with the shared schema before
 * answering; a drift lands here (and answers 500), and the test setup fails the test that met it.
 */
export const contractViolations: string[] = [];

function reply<S extends z.ZodType>(schema: S, body: z.input<S>, init: { status?: number; headers?: Record<string, string> } = {}) {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const message = `Test API answer breaks the contract: ${parsed.error.message}`;
    contractViolations.push(message);
    throw new Error(message);
  }
  return HttpResponse.json(parsed.data as never, init);
}

const errorReply = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  reply(apiErrorSchema, { error: fields ? { code, message, fields } : { code, message } }, { status });

export interface RecordedRequest {
  method: string;
  /** Path and query, as the app asked for it. */
  url: string;
  body?: unknown;
  ifNoneMatch: string | null;
}

export interface FakeApiOptions {
  me: MeMock;
  products?: FakeProduct[];
  /** The most a cursor page holds, whatever `limit` asks: small values make the app follow `next`. */
  pageLimit?: number;
  /** Paths that fail from the start, with their status (see also `fail`). */
  failures?: Record<string, number>;
}

/**
 * An in-memory API for component tests: the same routes and shapes as the server (every body checked
 * against packages/shared), over a product list the test controls. Reads carry an ETag of the data
 * revision and answer 304 to a matching If-None-Match; a save bumps the revision.
 */
export function createFakeApi(options: FakeApiOptions) {
  const state = { me: options.me, products: options.products ?? sampleCatalogue(), revision: 1 };
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, number>(Object.entries(options.failures ?? {}));
  const pageLimit = options.pageLimit ?? Infinity;

  const role = (): Role | null => (state.me === 'signedOut' ? null : state.me.role);
  const live = () => state.products;

  async function record(request: Request): Promise<{ url: URL; failure: Response | null }> {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      ifNoneMatch: request.headers.get('If-None-Match'),
    };
    if (request.method !== 'GET' && request.headers.get('Content-Type')?.includes('application/json')) {
      entry.body = await request.clone().json();
    }
    requests.push(entry);
    const status = failures.get(url.pathname);
    return { url, failure: status ? errorReply(status, 'internal', 'Something went wrong') : null };
  }

  /** A read: 304 when the caller holds the current version, else the body with its ETag. */
  function conditional<S extends z.ZodType>(request: Request, schema: S, body: () => z.input<S>) {
    const etag = `"r${state.revision}-${role() ?? 'public'}"`;
    if (request.headers.get('If-None-Match') === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
    return reply(schema, body(), { headers: { ETag: etag, 'Cache-Control': 'no-store' } });
  }

  function cursorPage<T>(items: T[], url: URL): { items: T[]; next: string | null } {
    const query = cursorQuerySchema.parse(Object.fromEntries(url.searchParams));
    const start = query.cursor ? Number(query.cursor) : 0;
    const size = Math.min(query.limit, pageLimit);
    const end = start + size;
    return { items: items.slice(start, end), next: end < items.length ? String(end) : null };
  }

  /** One API route: recorded, failing when told to, refused as the server refuses a missing session or permission. */
  function route(
    method: 'get' | 'post',
    path: string,
    access: Access,
    resolve: (ctx: { request: Request; url: URL; params: Record<string, unknown> }) => Response | Promise<Response>,
  ) {
    return http[method](`*${path}`, async ({ request, params }) => {
      const { url, failure } = await record(request);
      if (failure) return failure;
      if (!isAllowed(access, role())) {
        return role() ? errorReply(403, 'forbidden', 'Not allowed') : errorReply(401, 'unauthenticated', 'Sign in first');
      }
      return resolve({ request, url, params });
    });
  }

  function applyChanges(changes: ProductChange[]) {
    const result = { created: 0, updated: 0, deleted: 0, archived: 0, ids: {} as Record<string, string> };
    for (const change of changes) {
      if (change.op === 'create') {
        const created = fakeProduct({ ...change.data, quantity: change.data.quantity ?? '0', quickbooksId: change.data.quickbooksId ?? null });
        state.products.push(created);
        result.created += 1;
        result.ids[change.clientId] = created.id;
      } else if (change.op === 'update') {
        state.products = state.products.map((p) =>
          p.id === change.id ? { ...p, ...change.data, packEn: change.data.packEn ?? '', packEs: change.data.packEs ?? '', version: p.version + 1 } : p,
        );
        result.updated += 1;
      } else {
        state.products = state.products.filter((p) => p.id !== change.id);
        result.deleted += 1;
      }
    }
    state.revision += 1;
    return result;
  }

  const handlers = [
    route('get', '/api/me', 'public', () => {
      const me = state.me;
      if (me === 'signedOut') return reply(meSchema, { user: null });
      return reply(meSchema, { user: { id: 'u1', email: me.email ?? `${me.role}@example.com`, name: me.name ?? 'Test User', role: me.role } });
    }),
    route('get', '/api/company', 'public', () => reply(companyFactsSchema, DEFAULT_COMPANY_FACTS)),
    route('get', '/api/public/categories', 'public', () => {
      const counts = Object.fromEntries([...CATEGORIES, 'uncategorized'].map((c) => [c, 0])) as CategoryCounts;
      for (const p of live()) counts[p.category ?? 'uncategorized'] += 1;
      return reply(categoryCountsSchema, counts);
    }),
    route('get', '/api/public/products', 'public', ({ request, url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 48);
      const all = live().map(publicView);
      return conditional(request, publicProductPageSchema, () => ({
        items: all.slice((page - 1) * pageSize, page * pageSize),
        total: all.length,
        page,
        pageSize,
      }));
    }),
    route('get', '/api/public/products/:slug', 'public', ({ request, params }) => {
      const product = live().find((p) => p.slug === params.slug);
      if (!product) return errorReply(404, 'not_found', 'No such product');
      return conditional(request, publicProductSchema, () => publicView(product));
    }),
    route('get', '/api/public/prices', 'public', ({ request, url }) => {
      const rows = live().map((p) => ({ ...publicView(p), prices: p.prices, changedRecently: p.changedRecently, lastChangedAt: p.lastChangedAt }));
      return conditional(request, publicPricePageSchema, () => cursorPage(rows, url));
    }),
    route('get', '/api/products', 'products.view', ({ request, url }) => {
      const staff = can(role(), 'prices.manage');
      const rows = live().map((p) => ({ ...publicView(p), prices: userPrices(p, staff) }));
      return conditional(request, userProductPageSchema, () => cursorPage(rows, url));
    }),
    route('get', '/api/products/manage', 'products.manage', ({ request, url }) =>
      conditional(request, managedProductPageSchema, () => cursorPage(live().map(managedView), url)),
    ),
    route('post', '/api/products/changes', 'products.manage', async ({ request }) => {
      const parsed = productChangesSchema.safeParse(await request.json());
      if (!parsed.success) return errorReply(400, 'validation_failed', 'Invalid changes');
      // The server's large-move guard on the tier prices (the shared rule, the default share).
      if (!parsed.data.confirmLargeMoves) {
        const flagged: Record<string, string> = {};
        for (const change of parsed.data.changes) {
          if (change.op === 'delete') continue;
          const key = change.op === 'create' ? change.clientId : change.id;
          const before = change.op === 'update' ? state.products.find((p) => p.id === change.id)?.prices : undefined;
          for (const tier of TIERS) {
            const next = change.data.prices[tier];
            const old = before?.[tier] ?? null;
            if (next === null || next === undefined || old === next) continue;
            const flag = moveFlag(old === null ? null : toCents(old), toCents(next), LARGE_MOVE_DEFAULT_BP);
            if (flag) flagged[`${key}.prices.${tier}`] = flag === 'zero' ? 'zeroPrice' : 'largeMove';
          }
        }
        if (Object.keys(flagged).length) return errorReply(422, 'large_move', 'Prices move by more than 50% or to $0.00', flagged);
      }
      return reply(saveChangesResultSchema, applyChanges(parsed.data.changes));
    }),
    route('post', '/api/products/publish', 'products.manage', async ({ request }) => {
      const parsed = publishProductsInputSchema.safeParse(await request.json());
      if (!parsed.success) return errorReply(400, 'validation_failed', 'Invalid ids');
      const ids = new Set(parsed.data.ids);
      const drafts = state.products.filter((p) => p.draft && ids.has(p.id));
      state.products = state.products.map((p) => (drafts.includes(p) ? { ...p, draft: false } : p));
      if (drafts.length) state.revision += 1;
      return reply(publishProductsResultSchema, { published: drafts.length });
    }),
    // Anything else under /api answers as the server does for a route it lacks.
    http.all('*/api/*', async ({ request }) => {
      await record(request);
      return errorReply(404, 'not_found', 'Not found');
    }),
  ];

  return {
    state,
    requests,
    handlers,
    /** Makes every request to `pathname` fail with `status` from now on. */
    fail(pathname: string, status = 500) {
      failures.set(pathname, status);
    },
    heal(pathname: string) {
      failures.delete(pathname);
    },
    /** Requests for one path (query string ignored), optionally of one method. */
    calls(pathname: string, method = 'GET') {
      return requests.filter((r) => r.method === method && r.url.split('?')[0] === pathname);
    },
  };
}
