import { describe, expect, it } from 'vitest';
import { categoryImage, groupByCategory, productImage, productNames } from './catalogue';

describe('catalogue helpers', () => {
  it('falls back to the category illustration', () => {
    expect(categoryImage(null)).toBe('/images/categories/uncategorized.svg');
    expect(productImage({ imageUrl: null, category: 'dry_produce' })).toBe('/images/categories/dry_produce.svg');
    expect(productImage({ imageUrl: '/files/a.webp', category: 'fruits' })).toBe('/files/a.webp');
  });

  it('groups in category order with uncategorized last, dropping empty groups', () => {
    const items = [
      { id: 1, category: null },
      { id: 2, category: 'fruits' as const },
      { id: 3, category: 'vegetables' as const },
      { id: 4, category: 'fruits' as const },
    ];
    expect(groupByCategory(items).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['vegetables', [3]],
      ['fruits', [2, 4]],
      ['uncategorized', [1]],
    ]);
  });

  it('names a product in the reader language first', () => {
    expect(productNames({ nameEn: 'Watermelon', nameEs: 'Sandía' }, 'es')).toEqual({
      name: 'Sandía',
      other: 'Watermelon',
      otherLang: 'en',
    });
    expect(productNames({ nameEn: 'Watermelon', nameEs: 'Sandía' }, 'en').name).toBe('Watermelon');
  });
});
