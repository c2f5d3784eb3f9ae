import { describe, expect, it } from 'vitest';
import { listPrice, priceView, tierPrice, type UserProduct } from './private-catalogue';

function product(over: Partial<UserProduct> & { nameEn: string }): UserProduct {
  return {
    id: over.nameEn,
    slug: over.nameEn.toLowerCase().replace(/\s+/g, '-'),
    nameEs: over.nameEn,
    category: null,
    unit: 'case',
    packEn: '',
    packEs: '',
    inStock: true,
    imageUrl: null,
    soldByWeight: false,
    caseWeight: null,
    prices: [],
    ...over,
  };
}

describe('prices', () => {
  const tiers = product({
    nameEn: 'Mango',
    prices: [
      { listId: 's', listName: 'Small business', tier: 'small', price: '30.00' },
      { listId: 'l', listName: 'Large business', tier: 'large', price: '25.50' },
    ],
  });
  it('shows the three tiers to staff', () => {
    expect(priceView([tiers], true)).toEqual({ kind: 'tiers' });
    expect(tierPrice(tiers, 'small')).toBe('30.00');
    expect(tierPrice(tiers, 'medium')).toBeNull();
  });

  it('shows a customer their lists, or none', () => {
    expect(priceView([product({ nameEn: 'A' })], false)).toEqual({ kind: 'none' });
    const a = product({ nameEn: 'A', prices: [{ listId: '2', listName: 'Zeta Hotel', tier: null, price: '1.00' }] });
    const b = product({ nameEn: 'B', prices: [{ listId: '1', listName: 'Alpha Café', tier: null, price: '2.00' }] });
    expect(priceView([a, b], false)).toEqual({ kind: 'lists', lists: [{ id: '1', name: 'Alpha Café' }, { id: '2', name: 'Zeta Hotel' }] });
    expect(listPrice(a, '1')).toBeNull();
    expect(listPrice(b, '1')).toBe('2.00');
  });
});
