import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  duplicatePriceListInputSchema,
  apiErrorSchema,
  applyAdjustment,
  compareCounts,
  compareLists,
  createPriceListInputSchema,
  customerListSchema,
  fromCents,
  isBelowFloor,
  ALERT_MOVE_DEFAULT_BP,
  LARGE_MOVE_DEFAULT_BP,
  moveFlag,
  previewPriceListInputSchema,
  previewPriceListSchema,
  priceListCompareSchema,
  priceListIndexSchema,
  priceListSummarySchema,
  pricingSettingsInputSchema,
  pricingSettingsSchema,
  sharePriceListInputSchema,
  sharePriceListResultSchema,
  slugify,
  type Adjustment,
  type Category,
  type Customer,
  type PriceListSummary,
} from '@freshprice/shared';
import { server } from '../../../../test/msw-server';

/**
 * An in-memory `/api/price-lists` for the manage and compare tests: every answer is parsed with the
 * shared contract before it is sent, so a fake that drifts from the server fails the test.
 */

export interface FakeProduct {
  id: string;
  nameEn: string;
  nameEs: string;
  category: Category | null;
  cost: number | null;
}

export interface FakeList {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  kind: 'template' | 'customer';
  baseId: string | null;
  linked: boolean;
  adjustment: Adjustment | null;
  version: number;
  items: Map<string, number>;
  sharedWith: string[];
  updatedAt: string;
  updatedBy: string | null;
}

export const PRODUCTS: FakeProduct[] = [
  { id: 'p-apple', nameEn: 'Apple', nameEs: 'Manzana', category: 'fruits', cost: 700 },
  { id: 'p-basil', nameEn: 'Basil', nameEs: 'Albahaca', category: 'herbs', cost: 180 },
  { id: 'p-carrot', nameEn: 'Carrot', nameEs: 'Zanahoria', category: 'vegetables', cost: null },
  { id: 'p-date', nameEn: 'Dates', nameEs: 'Dátiles', category: 'dry_produce', cost: 1000 },
  { id: 'p-formula', nameEn: '=HYPERLINK("http://evil.example","Click")', nameEs: '=HIPERVINCULO("http://evil.example")', category: null, cost: null },
];

export const CUSTOMERS: Customer[] = [
  { id: 'c-ana', name: 'Ana Restaurant', email: 'ana@example.com' },
  { id: 'c-bruno', name: 'Bruno Hotel', email: 'bruno@example.com' },
  { id: 'c-carla', name: 'Carla Market', email: 'carla@example.com' },
  { id: 'c-diego', name: 'Diego Deli', email: 'diego@example.com' },
];

const at = '2026-03-02T10:00:00.000Z';

export function sampleLists(): FakeList[] {
  return [
    {
      id: '00000000-0000-4000-8000-000000000001',
      slug: 'small-business',
      name: 'Small business',
      description: 'Standard prices for small businesses',
      kind: 'template',
      baseId: null,
      linked: false,
      adjustment: null,
      version: 3,
      // Apple 10.00, Basil 2.00, Carrot 1.50, Dates 10.20: at +8% .x9 Dates lands below cost+5%.
      items: new Map([
        ['p-apple', 1000],
        ['p-basil', 200],
        ['p-carrot', 150],
        ['p-date', 950],
      ]),
      sharedWith: [],
      updatedAt: at,
      updatedBy: 'admin@example.com',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      slug: 'medium-business',
      name: 'Medium business',
      description: null,
      kind: 'template',
      baseId: null,
      linked: false,
      adjustment: null,
      version: 2,
      items: new Map([
        ['p-apple', 940],
        ['p-basil', 188],
      ]),
      sharedWith: [],
      updatedAt: at,
      updatedBy: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000003',
      slug: 'hotel-azul',
      name: 'Hotel Azul',
      description: null,
      kind: 'customer',
      baseId: '00000000-0000-4000-8000-000000000001',
      linked: true,
      adjustment: { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' },
      version: 5,
      items: new Map([
        ['p-apple', 1079],
        ['p-basil', 219],
        ['p-carrot', 159],
        ['p-formula', 500],
      ]),
      sharedWith: ['c-ana', 'c-bruno', 'c-carla'],
      updatedAt: '2026-03-05T16:30:00.000Z',
      updatedBy: 'seller@example.com',
    },
    {
      id: '00000000-0000-4000-8000-000000000004',
      slug: 'cafe-luna',
      name: 'Café Luna',
      description: null,
      kind: 'customer',
      baseId: '00000000-0000-4000-8000-000000000002',
      linked: false,
      adjustment: null,
      version: 1,
      items: new Map([['p-apple', 940]]),
      sharedWith: ['c-diego'],
      updatedAt: at,
      updatedBy: 'seller@example.com',
    },
  ];
}

function reply<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(body) as never, { status });
}

export const errorReply = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  reply(apiErrorSchema, { error: fields ? { code, message, fields } : { code, message } }, status);

export interface FakePriceListsOptions {
  lists?: FakeList[];
  minMarginBp?: number;
  /** Paths (with method, "GET /api/price-lists") answering this status with code `internal`, or a full error. */
  failures?: Record<string, number | { status: number; code: string; message: string; fields?: Record<string, string> }>;
}

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/** Installs the fake in front of the app's fake API (call after renderApp). */
export function installFakePriceLists(options: FakePriceListsOptions = {}) {
  const state = {
    lists: options.lists ?? sampleLists(),
    minMarginBp: options.minMarginBp ?? 500,
    largeMoveBp: LARGE_MOVE_DEFAULT_BP,
    alertMoveBp: ALERT_MOVE_DEFAULT_BP,
    failures: new Map(Object.entries(options.failures ?? {})),
  };
  const requests: Recorded[] = [];
  const product = (id: string) => PRODUCTS.find((p) => p.id === id)!;
  const find = (ref: string) => state.lists.find((l) => l.slug === ref || l.id === ref);

  const summary = (list: FakeList): PriceListSummary => {
    const base = list.baseId ? state.lists.find((l) => l.id === list.baseId) : null;
    return priceListSummarySchema.parse({
      id: list.id,
      slug: list.slug,
      name: list.name,
      description: list.description,
      kind: list.kind,
      tier: list.slug === 'small-business' ? 'small' : list.slug === 'medium-business' ? 'medium' : null,
      base: base ? { id: base.id, slug: base.slug, name: base.name } : null,
      linked: list.linked,
      adjustment: list.adjustment,
      version: list.version,
      itemCount: list.items.size,
      sharedWith: list.sharedWith.map((id) => CUSTOMERS.find((c) => c.id === id)!),
      updatedAt: list.updatedAt,
      updatedBy: list.updatedBy,
    });
  };

  const adjusted = (base: FakeList, adjustment: Adjustment | null) =>
    [...base.items].map(([productId, price]) => ({ productId, basePrice: price, price: adjustment ? applyAdjustment(price, adjustment) : price }));

  function route(method: 'get' | 'post' | 'put' | 'delete', path: string, resolve: (ctx: { request: Request; params: Record<string, string>; body: unknown; url: URL }) => Response) {
    return http[method](`*${path}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const body = method === 'get' || method === 'delete' ? undefined : await request.clone().json();
      requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
      const failure = state.failures.get(`${request.method} ${url.pathname}`);
      if (typeof failure === 'number') return errorReply(failure, 'internal', 'Something went wrong');
      if (failure) return errorReply(failure.status, failure.code, failure.message, failure.fields);
      return resolve({ request, params: params as Record<string, string>, body, url });
    });
  }

  const handlers = [
    route('get', '/api/customers', () => reply(customerListSchema, { items: CUSTOMERS })),
    route('get', '/api/price-lists/settings', () =>
      reply(pricingSettingsSchema, { minMarginBp: state.minMarginBp, staleListDays: 3, largeMoveBp: state.largeMoveBp, alertMoveBp: state.alertMoveBp }),
    ),
    route('put', '/api/price-lists/settings', ({ body }) => {
      const input = pricingSettingsInputSchema.parse(body);
      state.minMarginBp = input.minMarginBp ?? state.minMarginBp;
      state.largeMoveBp = input.largeMoveBp ?? state.largeMoveBp;
      state.alertMoveBp = input.alertMoveBp ?? state.alertMoveBp;
      return reply(pricingSettingsSchema, { minMarginBp: state.minMarginBp, staleListDays: 3, largeMoveBp: state.largeMoveBp, alertMoveBp: state.alertMoveBp });
    }),
    route('post', '/api/price-lists/preview', ({ body }) => {
      const input = previewPriceListInputSchema.parse(body);
      const base = find(input.from);
      if (!base) return errorReply(404, 'not_found', 'Price list not found');
      const items = adjusted(base, input.adjustment).map((item) => {
        const p = product(item.productId);
        return {
          productId: item.productId,
          nameEn: p.nameEn,
          nameEs: p.nameEs,
          basePrice: fromCents(item.basePrice),
          price: fromCents(item.price),
          cost: p.cost === null ? null : fromCents(p.cost),
          belowFloor: isBelowFloor(item.price, p.cost, state.minMarginBp),
          flag: moveFlag(item.basePrice, item.price, state.largeMoveBp),
        };
      });
      return reply(previewPriceListSchema, {
        items,
        belowFloor: items.filter((i) => i.belowFloor).length,
        zero: items.filter((i) => i.flag === 'zero').length,
        large: items.filter((i) => i.flag === 'largeUp' || i.flag === 'largeDown').length,
        largeMoveBp: state.largeMoveBp,
      });
    }),
    route('get', '/api/price-lists/compare', ({ url }) => {
      const a = find(url.searchParams.get('a') ?? '');
      const b = find(url.searchParams.get('b') ?? '');
      if (!a || !b) return errorReply(404, 'not_found', 'Price list not found');
      const entries = (list: FakeList) => [...list.items].map(([productId, price]) => ({ productId, price }));
      const compared = compareLists(entries(a), entries(b));
      const rows = compared.map((row) => {
        const p = product(row.productId);
        return {
          productId: row.productId,
          nameEn: p.nameEn,
          nameEs: p.nameEs,
          category: p.category,
          a: row.a === null ? null : fromCents(row.a),
          b: row.b === null ? null : fromCents(row.b),
          difference: row.difference === null ? null : `${row.difference < 0 ? '-' : ''}${fromCents(Math.abs(row.difference))}`,
          percent: row.percent,
        };
      });
      const ref = (l: FakeList) => ({ id: l.id, slug: l.slug, name: l.name });
      return reply(priceListCompareSchema, { a: ref(a), b: ref(b), rows, counts: compareCounts(compared) });
    }),
    route('get', '/api/price-lists', () => reply(priceListIndexSchema, { items: state.lists.map(summary) })),
    route('post', '/api/price-lists', ({ body }) => {
      const parsed = createPriceListInputSchema.safeParse(body);
      if (!parsed.success) return errorReply(400, 'validation_failed', 'Invalid input', { name: 'nameRequired' });
      const input = parsed.data;
      const taken = (slug: string) => state.lists.some((l) => l.slug === slug);
      if (input.slug && taken(input.slug)) return errorReply(409, 'key_taken', 'Slug taken', { slug: 'slugTaken' });
      let slug = input.slug ?? slugify(input.name).slice(0, 60);
      for (let n = 2; taken(slug); n++) slug = `${slugify(input.name).slice(0, 57)}-${n}`;
      let items = new Map<string, number>();
      let baseId: string | null = null;
      if (input.source.kind === 'copy') {
        const base = find(input.source.from);
        if (!base) return errorReply(404, 'not_found', 'Price list not found');
        baseId = base.id;
        const next = adjusted(base, input.source.adjustment);
        const below = next.filter((i) => isBelowFloor(i.price, product(i.productId).cost, state.minMarginBp));
        if (below.length && !input.confirmBelowFloor) {
          return errorReply(422, 'below_floor', 'Prices below the floor', Object.fromEntries(below.map((i) => [i.productId, 'belowFloor'])));
        }
        const moved = next.map((i) => [i.productId, moveFlag(i.basePrice, i.price, state.largeMoveBp)] as const).filter(([, flag]) => flag);
        if (moved.length && !input.confirmLargeMoves) {
          return errorReply(422, 'large_move', 'Prices move by more than 50% or to $0.00', Object.fromEntries(moved.map(([id, flag]) => [id, flag === 'zero' ? 'zeroPrice' : 'largeMove'])));
        }
        items = new Map(next.map((i) => [i.productId, i.price]));
      }
      const list: FakeList = {
        id: `00000000-0000-4000-8000-${String(state.lists.length + 1).padStart(12, '0')}`,
        slug,
        name: input.name,
        description: input.description ?? null,
        kind: 'customer',
        baseId,
        linked: input.source.kind === 'copy' && input.source.linked,
        adjustment: input.source.kind === 'copy' ? input.source.adjustment : null,
        version: 1,
        items,
        sharedWith: input.sharedWith ?? [],
        updatedAt: at,
        updatedBy: 'admin@example.com',
      };
      state.lists.push(list);
      return reply(priceListSummarySchema, summary(list), 201);
    }),
    route('post', '/api/price-lists/:ref/duplicate', ({ params, body }) => {
      const list = find(params.ref!);
      if (!list) return errorReply(404, 'not_found', 'Price list not found');
      const given = duplicatePriceListInputSchema.parse(body ?? {}).name;
      const copy: FakeList = {
        ...list,
        id: `00000000-0000-4000-8000-${String(state.lists.length + 1).padStart(12, '0')}`,
        slug: `${list.slug}-copy`,
        name: given ?? `${list.name} (copy)`,
        kind: 'customer',
        baseId: list.id,
        linked: false,
        adjustment: null,
        version: 1,
        items: new Map(list.items),
        sharedWith: [],
      };
      state.lists.push(copy);
      return reply(priceListSummarySchema, summary(copy), 201);
    }),
    route('put', '/api/price-lists/:ref/shares', ({ params, body }) => {
      const list = find(params.ref!);
      if (!list) return errorReply(404, 'not_found', 'Price list not found');
      list.sharedWith = sharePriceListInputSchema.parse(body).userIds;
      return reply(sharePriceListResultSchema, { sharedWith: list.sharedWith.map((id) => CUSTOMERS.find((c) => c.id === id)!) });
    }),
    route('delete', '/api/price-lists/:ref', ({ params }) => {
      const list = find(params.ref!);
      if (!list) return errorReply(404, 'not_found', 'Price list not found');
      if (list.kind === 'template') return errorReply(409, 'list_protected', 'Templates cannot be deleted.', { list: 'template' });
      const dependents = state.lists.filter((l) => l.baseId === list.id && l.linked);
      if (dependents.length) return errorReply(409, 'list_protected', `Other price lists are based on "${list.name}".`, { list: 'hasDependents' });
      state.lists = state.lists.filter((l) => l !== list);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  server.use(...handlers);

  return {
    state,
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path.split('?')[0] === path),
    fail: (key: string, failure: NonNullable<FakePriceListsOptions['failures']>[string]) => state.failures.set(key, failure),
    heal: (key: string) => state.failures.delete(key),
  };
}
