import type { ManagedProduct } from './unsaved-changes';

/** A stored product for the manage page's unit tests. */
export const pineapple: ManagedProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'golden-pineapple',
  nameEn: 'Golden Pineapple',
  nameEs: 'Piña Dorada',
  category: 'fruits',
  unit: 'case',
  packEn: '6 ct',
  packEs: '6 u',
  inStock: true,
  imageUrl: null,
  soldByWeight: false,
  caseWeight: null,
  quickbooksItem: null,
  quickbooksId: null,
  quantity: '10.00',
  cost: null,
  version: 3,
  updatedAt: '2025-01-01T00:00:00Z',
  prices: { small: '12.50', medium: '11.00', large: '10.00' },
  draft: false,
};
