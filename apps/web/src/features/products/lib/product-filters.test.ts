import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '@freshprice/shared';
import { filterCatalogue, parseProductFilters, writeProductFilters } from './product-filters';

function product(slug: string, nameEn: string, nameEs: string, category: PublicProduct['category'], inStock = true): PublicProduct {
  return { id: slug, slug, nameEn, nameEs, category, unit: 'case', packEn: 'case', packEs: 'caja', inStock, imageUrl: null };
}

const catalogue = [
  product('sandia', 'Seedless Watermelon', 'Sandía sin semilla', 'fruits'),
  product('mango', 'Mango Tommy', 'Mango Tommy', 'fruits', false),
  product('roma', 'Roma Tomatoes', 'Tomate Roma', 'vegetables'),
  product('beans', 'Black Beans', 'Frijoles negros', 'dry_produce'),
  product('misc', 'Mystery Box', 'Caja sorpresa', null, false),
];

describe('parseProductFilters', () => {
  it('reads category (with the landing page alias), availability and text', () => {
    expect(parseProductFilters(new URLSearchParams('category=dried&availability=in_stock&q=sandía'))).toEqual({
      category: 'dry_produce',
      availability: 'in_stock',
      q: 'sandía',
    });
  });

  it('ignores unknown values', () => {
    expect(parseProductFilters(new URLSearchParams('category=meat&availability=maybe'))).toEqual({
      category: null,
      availability: null,
      q: '',
    });
    expect(parseProductFilters(new URLSearchParams('category=uncategorized')).category).toBe('uncategorized');
  });
});

describe('writeProductFilters', () => {
  it('writes only the filters that are set, keeping other parameters', () => {
    const next = writeProductFilters(new URLSearchParams('utm=x&q=old'), { category: 'fruits', availability: null, q: '' });
    expect(next.toString()).toBe('utm=x&category=fruits');
  });

  it('keeps the alias a visitor arrived with and uses it for dry produce', () => {
    expect(writeProductFilters(new URLSearchParams('category=dried'), { category: 'dry_produce', availability: 'out_of_stock', q: 'x' }).toString()).toBe(
      'category=dried&availability=out_of_stock&q=x',
    );
    expect(writeProductFilters(new URLSearchParams(''), { category: 'dry_produce', availability: null, q: '' }).toString()).toBe(
      'category=dried',
    );
    expect(writeProductFilters(new URLSearchParams('category=dry_produce'), { category: 'dry_produce', availability: null, q: '' }).toString()).toBe(
      'category=dry_produce',
    );
  });
});

describe('filterCatalogue', () => {
  const all = { category: null, availability: null, q: '' } as const;

  it('sorts by category order then name, uncategorized last', () => {
    expect(filterCatalogue(catalogue, all, 'en').items.map((p) => p.slug)).toEqual(['roma', 'mango', 'sandia', 'beans', 'misc']);
  });

  it('searches either language without accents or case', () => {
    for (const q of ['sandia', 'SANDÍA', 'watermelon']) {
      expect(filterCatalogue(catalogue, { ...all, q }, 'en').items.map((p) => p.slug)).toEqual(['sandia']);
    }
  });

  it('combines category, availability and text; counts ignore only the category', () => {
    const result = filterCatalogue(catalogue, { category: 'fruits', availability: 'in_stock', q: '' }, 'en');
    expect(result.items.map((p) => p.slug)).toEqual(['sandia']);
    expect(result.counts).toMatchObject({ all: 3, fruits: 1, vegetables: 1, dry_produce: 1, uncategorized: 0 });
    expect(filterCatalogue(catalogue, { category: 'uncategorized', availability: null, q: '' }, 'en').items).toHaveLength(1);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterCatalogue(catalogue, { ...all, q: 'zzz' }, 'es').items).toEqual([]);
  });
});
