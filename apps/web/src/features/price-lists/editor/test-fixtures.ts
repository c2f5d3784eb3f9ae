import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import {
  apiErrorSchema,
  fromCents,
  LARGE_MOVE_DEFAULT_BP,
  moveFlag,
  percentChange,
  priceListDetailSchema,
  priceListIndexSchema,
  priceListSummarySchema,
  priceListVersionCompareSchema,
  priceListVersionDetailSchema,
  priceListVersionsSchema,
  rollbackInputSchema,
  savePricesInputSchema,
  savePricesResultSchema,
  toCents,
  updatePriceListInputSchema,
  type PriceDiffRowOut,
  type PriceListDetail,
  type PriceListItem,
  type PriceListVersion,
  type SavePricesInput,
  type SavePricesResult,
} from '@freshprice/shared';
import { fakeItem as sharedFakeItem, fakeList } from '../../../test/price-lists';

/**
 * Test data and an in-memory `/api/price-lists/{ref}` for the editor's tests. Every answer is
 * checked against the shared contract before it is sent (a drift fails the test).
 */

export function fakeItem(over: Partial<PriceListItem> & { nameEn: string; price: string }): PriceListItem {
  return sharedFakeItem({ nameEs: `${over.nameEn} ES`, packEn: '10 lb', packEs: '10 lb', changedAt: '2026-11-20T10:00:00.000Z', ...over });
}

export function fakeDetail(over: Partial<PriceListDetail> & { items: PriceListItem[] }): PriceListDetail {
  return fakeList({
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    slug: 'restaurant-a',
    name: 'Restaurant A',
    updatedAt: '2026-11-21T09:30:00.000Z',
    updatedBy: 'seller@example.com',
    ...over,
  });
}

function reply<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(body) as never, { status });
}

export function errorReply(status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply(apiErrorSchema, { error: fields ? { code, message, fields } : { code, message } }, status);
}

export interface SaveCall {
  body: SavePricesInput;
}

/**
 * One list served from memory. A save checks the version like the server (409 version_conflict),
 * applies the changes and adds a version; tests replace `onSave` to answer something else.
 */
export function createListApi(initial: PriceListDetail, options: { versions?: PriceListVersion[] } = {}) {
  const state = {
    detail: structuredClone(initial),
    versions: options.versions ?? [
      { number: initial.version, author: initial.updatedBy ?? null, createdAt: initial.updatedAt, reason: null, reasonCode: null, added: 0, changed: 2, removed: 0, belowFloor: 0 },
    ],
    saves: [] as SavePricesInput[],
    patches: [] as unknown[],
    rollbacks: [] as unknown[],
    detailReads: 0,
    /** Answer reads of the list with this status (a server failure) while set. */
    failDetail: null as number | null,
    /** Answer a save differently (return a Response), or undefined for the normal behaviour. */
    onSave: undefined as ((input: SavePricesInput) => Response | undefined) | undefined,
    /** Linked lists a save reports. */
    linked: [] as SavePricesResult['linked'],
    /** A rollback without confirmLargeMoves is refused (large_move) naming this many items, while set. */
    rollbackLargeMoves: 0,
  };
  const matches = (ref: unknown) => ref === state.detail.slug || ref === state.detail.id;

  function outcome(input: SavePricesInput): SavePricesResult {
    const items = new Map(state.detail.items.map((i) => [i.productId, i]));
    let added = 0;
    let changed = 0;
    let removed = 0;
    const belowFloor: SavePricesResult['belowFloor'] = [];
    const largeMoves: SavePricesResult['largeMoves'] = [];
    for (const change of input.changes) {
      const item = items.get(change.productId);
      if (change.price === null) {
        if (item) removed++;
        continue;
      }
      if (!item) added++;
      else if (change.override === false || toCents(item.price) !== toCents(change.price)) changed++;
      if (item?.cost && toCents(change.price) < toCents(item.cost)) belowFloor.push({ productId: change.productId, price: fromCents(toCents(change.price)), floor: item.cost });
      // The server's rule (the shared moveFlag) with the default setting.
      const old = item ? toCents(item.price) : null;
      const flag = moveFlag(old, toCents(change.price), LARGE_MOVE_DEFAULT_BP);
      if (flag) {
        largeMoves.push({
          list: null,
          productId: change.productId,
          nameEn: item?.nameEn ?? change.productId,
          nameEs: item?.nameEs ?? change.productId,
          old: old === null ? null : fromCents(old),
          new: fromCents(toCents(change.price)),
          flag,
          percent: percentChange(old, toCents(change.price)),
        });
      }
    }
    return { version: null, added, changed, removed, belowFloor, linked: state.linked, largeMoves, largeMoveBp: LARGE_MOVE_DEFAULT_BP };
  }

  function apply(input: SavePricesInput): SavePricesResult {
    const result = outcome(input);
    const items = new Map(state.detail.items.map((i) => [i.productId, i]));
    for (const change of input.changes) {
      if (change.price === null) items.delete(change.productId);
      else if (items.has(change.productId)) {
        const item = items.get(change.productId)!;
        items.set(change.productId, { ...item, price: fromCents(toCents(change.price)), overridden: change.override === false ? false : item.overridden });
      } else items.set(change.productId, fakeItem({ productId: change.productId, nameEn: `Added ${change.productId.slice(-4)}`, price: fromCents(toCents(change.price)) }));
    }
    const version = state.detail.version + 1;
    state.detail = { ...state.detail, items: [...items.values()], version, itemCount: items.size, updatedBy: 'me@example.com' };
    state.versions = [
      { number: version, author: 'me@example.com', createdAt: '2026-11-22T08:00:00.000Z', reason: input.reason ?? null, reasonCode: null, added: result.added, changed: result.changed, removed: result.removed, belowFloor: result.belowFloor.length },
      ...state.versions,
    ];
    return { ...result, version };
  }

  const base = '*/api/price-lists';
  const handlers = [
    http.get(`${base}/:ref`, ({ params }) => {
      if (!matches(params.ref)) return errorReply(404, 'not_found', 'Price list not found');
      if (state.failDetail) return errorReply(state.failDetail, 'internal', 'Something went wrong');
      state.detailReads++;
      return reply(priceListDetailSchema, state.detail);
    }),
    http.get(base, () =>
      reply(priceListIndexSchema, {
        items: [
          priceListSummarySchema.parse(state.detail),
          priceListSummarySchema.parse({ ...state.detail, id: 'cycle-list', slug: 'restaurant-b', name: 'Restaurant B', base: { id: state.detail.id, slug: state.detail.slug, name: state.detail.name }, linked: true }),
        ],
      }),
    ),
    http.post(`${base}/:ref/save`, async ({ request, params }) => {
      if (!matches(params.ref)) return errorReply(404, 'not_found', 'Price list not found');
      const input = savePricesInputSchema.parse(await request.json());
      state.saves.push(input);
      const custom = state.onSave?.(input);
      if (custom) return custom;
      if (input.version !== state.detail.version) {
        return errorReply(409, 'version_conflict', `Version ${state.detail.version} was saved meanwhile`, {
          version: String(state.detail.version),
          savedBy: state.detail.updatedBy ?? '',
          savedAt: state.detail.updatedAt,
        });
      }
      if (!input.dryRun && !input.confirmLargeMoves) {
        const moves = outcome(input).largeMoves;
        if (moves.length) {
          return errorReply(422, 'large_move', `${moves.length} prices move by more than 50% or to $0.00. Confirm to save them anyway.`, Object.fromEntries(moves.map((m) => [m.productId, m.flag === 'zero' ? 'zeroPrice' : 'largeMove'])));
        }
      }
      return reply(savePricesResultSchema, input.dryRun ? outcome(input) : apply(input));
    }),
    http.patch(`${base}/:ref`, async ({ request }) => {
      const input = updatePriceListInputSchema.parse(await request.json());
      state.patches.push(input);
      if (input.slug === 'taken') return errorReply(409, 'key_taken', 'Slug taken', { slug: 'slugTaken' });
      if (input.base?.from === 'cycle-list') return errorReply(400, 'validation_failed', 'Cycle', { base: 'cycle' });
      if (input.version !== state.detail.version) return errorReply(409, 'version_conflict', 'Conflict', { version: String(state.detail.version), savedBy: '', savedAt: state.detail.updatedAt });
      state.detail = { ...state.detail, ...(input.name ? { name: input.name } : {}), ...(input.slug ? { slug: input.slug } : {}) };
      if (input.description !== undefined) state.detail.description = input.description;
      return reply(priceListSummarySchema, state.detail);
    }),
    http.get(`${base}/:ref/versions`, () => reply(priceListVersionsSchema, { items: state.versions })),
    http.get(`${base}/:ref/versions/compare`, ({ request }) => {
      const url = new URL(request.url);
      const rows: PriceDiffRowOut[] = [
        { productId: state.detail.items[0]!.productId, nameEn: state.detail.items[0]!.nameEn, nameEs: state.detail.items[0]!.nameEs, old: '10.00', new: '12.00', change: '2.00', percent: 20 },
      ];
      return reply(priceListVersionCompareSchema, { from: Number(url.searchParams.get('from')), to: Number(url.searchParams.get('to')), rows });
    }),
    http.get(`${base}/:ref/versions/:n`, ({ params }) => {
      const version = state.versions.find((v) => v.number === Number(params.n));
      if (!version) return errorReply(404, 'not_found', 'No such version');
      const first = state.detail.items[0]!;
      return reply(priceListVersionDetailSchema, {
        version,
        changes: [{ productId: first.productId, nameEn: first.nameEn, nameEs: first.nameEs, old: '11.00', new: first.price, change: fromCents(Math.abs(toCents(first.price) - 1100)), percent: null }],
      });
    }),
    http.post(`${base}/:ref/rollback`, async ({ request }) => {
      const input = rollbackInputSchema.parse(await request.json());
      state.rollbacks.push(input);
      if (state.rollbackLargeMoves && !input.confirmLargeMoves) {
        return errorReply(422, 'large_move', 'Prices move by more than 50% or to $0.00. Confirm to save them anyway.', Object.fromEntries(state.detail.items.slice(0, state.rollbackLargeMoves).map((i) => [i.productId, 'largeMove'])));
      }
      if (input.version !== state.detail.version) return errorReply(409, 'version_conflict', 'Conflict', { version: String(state.detail.version), savedBy: '', savedAt: state.detail.updatedAt });
      const version = state.detail.version + 1;
      state.detail = { ...state.detail, version };
      state.versions = [{ number: version, author: 'me@example.com', createdAt: '2026-11-22T08:00:00.000Z', reason: `Rolled back to version ${input.to}`, reasonCode: { kind: 'rollback', version: input.to }, added: 0, changed: 1, removed: 0, belowFloor: 0 }, ...state.versions];
      return reply(savePricesResultSchema, { version, added: 0, changed: 1, removed: 0, belowFloor: [], linked: [], largeMoves: [], largeMoveBp: LARGE_MOVE_DEFAULT_BP });
    }),
  ];

  /** Someone else saves: the list moves on to a new version with these prices. */
  function saveElsewhere(prices: Record<string, string>, by = 'ana@example.com') {
    state.detail = {
      ...state.detail,
      version: state.detail.version + 1,
      updatedBy: by,
      updatedAt: '2026-11-22T07:45:00.000Z',
      items: state.detail.items.map((i) => (prices[i.productId] ? { ...i, price: prices[i.productId]! } : i)),
    };
  }

  return { state, handlers, saveElsewhere };
}
