import { describe, expect, it } from 'vitest';
import type { PublicPriceRow } from '@freshprice/shared';
import { lastChange, priceGroups } from './price-list';

function row(slug: string, nameEn: string, nameEs: string, category: PublicPriceRow['category'], lastChangedAt: string | null = null): PublicPriceRow {
  return {
    id: slug,
    slug,
    nameEn,
    nameEs,
    category,
    unit: 'case',
    packEn: 'case',
    packEs: 'caja',
    inStock: true,
    imageUrl: null,
    soldByWeight: false,
    caseWeight: null,
    prices: { small: '10.00', medium: '9.50', large: '9.00' },
    changedRecently: false,
    lastChangedAt,
  };
}

const rows = [
  row('sandia', 'Seedless Watermelon', 'Sandía sin semilla', 'fruits', '2025-01-02T00:00:00.000Z'),
  row('apple', 'Apples', 'Manzanas', 'fruits'),
  row('roma', 'Roma Tomatoes', 'Tomate Roma', 'vegetables', '2025-03-01T00:00:00.000Z'),
  row('misc', 'Mystery', 'Misterio', null),
];

describe('priceGroups', () => {
  it('groups by category with uncategorized last, sorted by name in the reader language', () => {
    expect(priceGroups(rows, '', 'en').map((g) => [g.category, g.rows.map((r) => r.slug)])).toEqual([
      ['vegetables', ['roma']],
      ['fruits', ['apple', 'sandia']],
      ['uncategorized', ['misc']],
    ]);
    expect(priceGroups(rows, '', 'es')[1]!.rows.map((r) => r.slug)).toEqual(['apple', 'sandia']);
  });

  it('searches either language without accents', () => {
    for (const q of ['sandia', 'SANDÍA', 'watermelon']) {
      expect(priceGroups(rows, q, 'en').flatMap((g) => g.rows.map((r) => r.slug))).toEqual(['sandia']);
    }
    expect(priceGroups(rows, 'nothing', 'en')).toEqual([]);
  });
});

describe('lastChange', () => {
  it('is the latest change, or null', () => {
    expect(lastChange(rows)).toBe('2025-03-01T00:00:00.000Z');
    expect(lastChange([])).toBeNull();
  });
});
