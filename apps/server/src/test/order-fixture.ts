import type { Order, OrderLine } from '@freshprice/shared';

/** An order as the API answers it, for the tests of documents made from one (mails, PDF). */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  const lines: OrderLine[] = [
    {
      product: 'p-1',
      slug: 'hass-avocados',
      name: 'Hass avocados',
      names: { en: 'Hass avocados', es: 'Aguacates Hass' },
      quantity: 2,
      unit: 'case',
      pack: { en: '48 ct case', es: 'caja de 48 u.' },
      price: '32.50',
      total: '65.00',
      soldByWeight: false,
      caseWeight: null,
    },
    {
      product: 'p-2',
      slug: 'roma-tomatoes',
      name: 'Roma tomatoes',
      names: { en: 'Roma tomatoes', es: 'Tomates Roma' },
      quantity: 1250.5,
      unit: 'lb',
      pack: { en: '25 lb box', es: 'caja de 25 lb' },
      price: '1.10',
      total: '1375.55',
      soldByWeight: false,
      caseWeight: null,
    },
    {
      product: 'p-3',
      slug: 'cilantro',
      name: 'Cilantro',
      names: { en: 'Cilantro', es: 'Cilantro' },
      quantity: 1,
      unit: 'bunch',
      pack: { en: '30 bunches', es: '30 manojos' },
      price: '0.90',
      total: '0.90',
      soldByWeight: false,
      caseWeight: null,
    },
  ];
  return {
    id: '5b0e1f9c-3a57-4c43-9d2a-0f3c2b7e9a11',
    number: '10001',
    status: 'placed',
    deliveryDate: '2026-11-27',
    total: '1441.45',
    estimated: false,
    lines,
    currency: 'USD',
    note: 'Back door, before 7',
    // 8:00 AM in Miami on the delivery day (EST).
    cutoff: '2026-11-27T13:00:00.000Z',
    editable: true,
    priceList: { id: 'l-1', slug: 'la-cocina', name: 'La Cocina prices' },
    customer: { id: 'u-1', email: 'ana@lacocina.example', name: 'Ana Ruiz', company: 'La Cocina' },
    placedAt: '2026-11-26T15:00:00.000Z',
    updatedAt: '2026-11-26T15:00:00.000Z',
    confirmedAt: null,
    cancelledAt: null,
    cancelReason: null,
    history: [{ status: 'placed', at: '2026-11-26T15:00:00.000Z' }],
    ...overrides,
  };
}
