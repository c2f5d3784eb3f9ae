import { TIERS, type ManagedProduct, type PublicProduct, type UserPrice } from '@freshprice/shared';

/**
 * One product as the test API stores it: everything the manage table edits, plus what the other
 * reads show (the lists a customer sees it on, the last price change). The handlers derive each
 * response from these records, the way the server derives them from its tables.
 */
export interface FakeProduct extends ManagedProduct {
  /** The customer's shared lists that price this product. */
  customerPrices: UserPrice[];
  lastChangedAt: string | null;
  changedRecently: boolean;
}

let serial = 0;

/** A product with plausible defaults; ids are valid UUIDs (the contract requires them). */
export function fakeProduct(over: Partial<FakeProduct> & { nameEn: string }): FakeProduct {
  serial += 1;
  const slug = over.slug ?? over.nameEn.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    slug,
    nameEs: over.nameEn,
    category: 'fruits',
    unit: 'case',
    packEn: '',
    packEs: '',
    inStock: true,
    imageUrl: null,
    soldByWeight: false,
    caseWeight: null,
    quickbooksItem: null,
    quickbooksId: null,
    quantity: '0',
    cost: null,
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    prices: { small: '10.00', medium: '9.00', large: '8.00' },
    draft: false,
    customerPrices: [],
    lastChangedAt: null,
    changedRecently: false,
    ...over,
  };
}

/** A small catalogue with the cases the pages treat differently: categories, stock, Spanish names, lists. */
export function sampleCatalogue(): FakeProduct[] {
  return [
    fakeProduct({
      nameEn: 'Golden Pineapple',
      nameEs: 'Piña dorada',
      category: 'fruits',
      packEn: '8 ct',
      packEs: '8 u',
      prices: { small: '24.50', medium: '23.00', large: '21.75' },
      customerPrices: [{ listId: 'list-restaurants', listName: 'Restaurants', tier: null, price: '22.40' }],
      lastChangedAt: '2026-11-21T09:00:00.000Z',
      changedRecently: true,
    }),
    fakeProduct({
      nameEn: 'Hass Avocado',
      nameEs: 'Aguacate Hass',
      category: 'fruits',
      prices: { small: '38.00', medium: '36.50', large: '35.00' },
      customerPrices: [{ listId: 'list-restaurants', listName: 'Restaurants', tier: null, price: '34.90' }],
    }),
    fakeProduct({
      nameEn: 'Roma Tomato',
      nameEs: 'Tomate Roma',
      category: 'vegetables',
      unit: 'lb',
      inStock: false,
      prices: { small: '1.95', medium: '1.80', large: '1.65' },
      customerPrices: [{ listId: 'list-restaurants', listName: 'Restaurants', tier: null, price: '1.70' }],
    }),
    fakeProduct({
      nameEn: 'Cilantro',
      nameEs: 'Cilantro',
      category: 'herbs',
      unit: 'bunch',
      prices: { small: '0.90', medium: '0.85', large: '0.80' },
    }),
  ];
}

export function publicView(p: FakeProduct): PublicProduct {
  const { id, slug, nameEn, nameEs, category, unit, packEn, packEs, inStock, imageUrl, soldByWeight, caseWeight } = p;
  return { id, slug, nameEn, nameEs, category, unit, packEn, packEs, inStock, imageUrl, soldByWeight, caseWeight };
}

export function managedView(p: FakeProduct): ManagedProduct {
  const { customerPrices: _prices, lastChangedAt: _at, changedRecently: _recent, ...managed } = p;
  return managed;
}

/** Staff see the three standard tiers as lists; a customer sees the lists shared with them. */
export function userPrices(p: FakeProduct, staff: boolean): UserPrice[] {
  if (!staff) return p.customerPrices;
  return TIERS.flatMap((tier) => {
    const price = p.prices[tier];
    return price === null ? [] : [{ listId: `tier-${tier}`, listName: `Standard ${tier}`, tier, price }];
  });
}
