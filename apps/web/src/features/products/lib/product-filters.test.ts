import { describe, expect, it } from 'vitest';
import { parseProductFilters, writeProductFilters } from './product-filters';

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
