import { http, HttpResponse } from 'msw';
import {
  apiErrorSchema,
  priceHistorySchema,
  priceListDetailSchema,
  priceListIndexSchema,
  type PriceHistoryEntry,
  type PriceListDetail,
  type PriceListItem,
} from '@freshprice/shared';

/**
 * A fake `/api/price-lists` for the private pages' tests: every answer is checked against the shared
 * contract (a drift throws and fails the test), lists are found by slug or id, and a list the caller
 * may not read answers 404 as the server does.
 */

let serial = 0;
const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export function fakeItem(over: Partial<PriceListItem> & { nameEn: string }): PriceListItem {
  serial += 1;
  return {
    productId: uuid(1000 + serial),
    productSlug: over.nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    nameEs: over.nameEn,
    category: 'fruits',
    unit: 'case',
    packEn: '10 lb case',
    packEs: 'caja de 10 lb',
    inStock: true,
    imageUrl: null,
    soldByWeight: false,
    caseWeight: null,
    price: '10.00',
    quantity: null,
    overridden: false,
    changedAt: '2026-03-01T12:00:00.000Z',
    previousPrice: null,
    // As the server says it: the net move from the price the window began with.
    recentChange: over.previousPrice == null ? null : Number(over.price) > Number(over.previousPrice) ? 'up' : 'down',
    cost: null,
    basePrice: null,
    ...over,
  };
}

export function fakeList(over: Partial<PriceListDetail> & { slug: string; name: string }): PriceListDetail {
  serial += 1;
  const items = over.items ?? [];
  return priceListDetailSchema.parse({
    id: uuid(serial),
    description: null,
    kind: 'customer',
    tier: null,
    base: null,
    linked: false,
    adjustment: null,
    version: 3,
    sharedWith: [],
    updatedAt: '2026-03-02T15:30:00.000Z',
    updatedBy: null,
    minMarginBp: 0,
    ...over,
    items,
    itemCount: over.itemCount ?? items.length,
  });
}

/** The items of the "Restaurant prices" list: four categories, changes up and down, one out of stock. */
export function sampleItems(): PriceListItem[] {
  return [
    fakeItem({ nameEn: 'Watermelon', nameEs: 'Sandía', category: 'fruits', price: '10.00', previousPrice: '9.50' }),
    fakeItem({ nameEn: 'Golden Pineapple', nameEs: 'Piña dorada', category: 'fruits', price: '24.50', previousPrice: '26.00' }),
    fakeItem({ nameEn: 'Hass Avocado', nameEs: 'Aguacate Hass', category: 'fruits', price: '38.00', inStock: false }),
    fakeItem({ nameEn: 'Roma Tomato', nameEs: 'Tomate Roma', category: 'vegetables', price: '18.25', packEn: '25 lb box', packEs: 'caja de 25 lb' }),
    fakeItem({ nameEn: 'Cilantro', nameEs: 'Cilantro', category: 'herbs', price: '12.00' }),
    fakeItem({ nameEn: 'Ice bag', nameEs: 'Bolsa de hielo', category: null, price: '3.00' }),
  ];
}

export interface FakeListsOptions {
  lists: PriceListDetail[];
  /** Ids of the lists the caller may read (all when absent: staff). */
  visible?: string[];
  /** productId -> its history in the first list it is asked about. */
  histories?: Record<string, PriceHistoryEntry[]>;
}

const errorReply = (status: number, code: string, message: string) =>
  HttpResponse.json(apiErrorSchema.parse({ error: { code, message } }), { status });

export function fakePriceListsApi(options: FakeListsOptions) {
  const failures = new Map<string, number>();
  const calls: string[] = [];
  const readable = () => options.lists.filter((l) => !options.visible || options.visible.includes(l.id));
  const find = (ref: string) => readable().find((l) => l.slug === ref || l.id === ref);
  const failure = (kind: string) => {
    const status = failures.get(kind);
    if (!status) return null;
    return status === 401 ? errorReply(401, 'unauthenticated', 'Sign in first') : errorReply(status, 'internal', 'Something went wrong');
  };

  const handlers = [
    http.get('*/api/price-lists', () => {
      calls.push('index');
      const failed = failure('index');
      if (failed) return failed;
      const items = readable().map(({ items: _items, minMarginBp: _bp, ...summary }) => summary);
      return HttpResponse.json(priceListIndexSchema.parse({ items }));
    }),
    http.get('*/api/price-lists/:ref/items/:productId/history', ({ params }) => {
      calls.push(`history:${String(params.productId)}`);
      const failed = failure('history');
      if (failed) return failed;
      if (!find(String(params.ref))) return errorReply(404, 'not_found', 'Price list not found');
      return HttpResponse.json(priceHistorySchema.parse({ items: options.histories?.[String(params.productId)] ?? [] }));
    }),
    http.get('*/api/price-lists/:ref', ({ params }) => {
      calls.push(`detail:${String(params.ref)}`);
      const failed = failure('detail');
      if (failed) return failed;
      const list = find(String(params.ref));
      if (!list) return errorReply(404, 'not_found', 'Price list not found');
      return HttpResponse.json(priceListDetailSchema.parse(list));
    }),
  ];

  return {
    handlers,
    calls,
    /** Makes `kind` (index, detail, history) answer `status` until healed. */
    fail(kind: 'index' | 'detail' | 'history', status: number) {
      failures.set(kind, status);
    },
    heal(kind: 'index' | 'detail' | 'history') {
      failures.delete(kind);
    },
  };
}
