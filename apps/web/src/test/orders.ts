import { LINE_AS_ORDERED, orderSchema, type Order, type OrderLine } from '@freshprice/shared';

/** The order `fakeOrder` answers by default, and the list it was ordered from. */
export const FAKE_ORDER_ID = '00000000-0000-4000-8000-0000000000aa';
export const FAKE_ORDER_LIST_ID = '00000000-0000-4000-9000-000000000001';

/** A line as ordered: `quantity` cases of `name` (its Spanish name "`name` ES") at `price`. */
export function fakeOrderLine(product: string, name: string, quantity: number, price: string): OrderLine {
  return {
    product,
    slug: name.toLowerCase(),
    name,
    names: { en: name, es: `${name} ES` },
    quantity,
    unit: 'case',
    pack: { en: '10 lb case', es: 'caja de 10 lb' },
    price,
    total: (quantity * Number(price)).toFixed(2),
    ...LINE_AS_ORDERED,
  };
}

/** An order as the API answers it (checked against the shared contract): order 10007 for Friday, November 27, 2026. */
export function fakeOrder(over: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: FAKE_ORDER_ID,
    number: '10007',
    status: 'placed',
    deliveryDate: '2026-11-27',
    total: '260.00',
    estimated: false,
    lines: [fakeOrderLine('p-mango', 'Mango', 5, '40.00'), fakeOrderLine('p-papaya', 'Papaya', 2, '30.00')],
    currency: 'USD',
    note: 'Back door',
    cutoff: '2026-11-27T13:00:00.000Z',
    editable: true,
    priceList: { id: FAKE_ORDER_LIST_ID, slug: 'restaurant-prices', name: 'Restaurant prices' },
    customer: { id: 'u1', email: 'cora@example.com', name: 'Cora', company: null },
    placedAt: '2026-11-26T15:00:00.000Z',
    updatedAt: '2026-11-26T15:00:00.000Z',
    confirmedAt: null,
    cancelledAt: null,
    cancelReason: null,
    history: [{ status: 'placed', at: '2026-11-26T15:00:00.000Z' }],
    credit: '0.00',
    weights: null,
    belowMinimum: null,
    invoice: null,
    ...over,
  });
}
