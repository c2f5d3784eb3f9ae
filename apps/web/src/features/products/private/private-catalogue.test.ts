import { describe, expect, it } from 'vitest';
import { CATEGORIES, type Category } from '@freshprice/shared';
import { filterIndexed, groupProducts, indexProducts, listPrice, priceView, tierPrice, type UserProduct } from './private-catalogue';
import { productImageSources } from './product-image';

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
    prices: [],
    ...over,
  };
}

const catalogue = [
  product({ nameEn: 'Watermelon', nameEs: 'Sandía', category: 'fruits' }),
  product({ nameEn: 'Jalapeno Pepper', nameEs: 'Chile Jalapeño', category: 'vegetables', inStock: false }),
  product({ nameEn: 'Golden Pineapple', nameEs: 'Piña Dorada', category: 'fruits' }),
  product({ nameEn: 'Dried Hibiscus', nameEs: 'Flor de Jamaica', category: 'dry_produce' }),
  product({ nameEn: 'Ice', nameEs: 'Hielo', category: null }),
];
const index = indexProducts(catalogue);
const names = (items: UserProduct[]) => items.map((p) => p.nameEn);

describe('filterIndexed', () => {
  it('finds Spanish or English names, ignoring case and accents', () => {
    expect(names(filterIndexed(index, { category: null, availability: null, q: 'SANDIA' }).items)).toEqual(['Watermelon']);
    expect(names(filterIndexed(index, { category: null, availability: null, q: 'jalapeño' }).items)).toEqual(['Jalapeno Pepper']);
    expect(names(filterIndexed(index, { category: null, availability: null, q: 'pina dor' }).items)).toEqual(['Golden Pineapple']);
  });

  it('combines category, availability and text, and counts per category over the other filters', () => {
    const r = filterIndexed(index, { category: 'fruits', availability: 'in_stock', q: 'a' });
    expect(names(r.items)).toEqual(['Watermelon', 'Golden Pineapple']);
    expect(r.counts.vegetables).toBe(0); // the jalapeño is out of stock
    expect(r.counts.all).toBe(3); // "Ice / Hielo" has no "a"
    expect(names(filterIndexed(index, { category: 'vegetables', availability: 'out_of_stock', q: '' }).items)).toEqual(['Jalapeno Pepper']);
  });

  it('filters the uncategorized group', () => {
    expect(names(filterIndexed(index, { category: 'uncategorized', availability: null, q: '' }).items)).toEqual(['Ice']);
  });
});

describe('groupProducts', () => {
  it('is empty without products', () => {
    expect(groupProducts([], 'en')).toEqual({ status: 'empty' });
  });

  it('groups in catalogue order with Uncategorized last, sorted by name in the reader language', () => {
    const r = groupProducts(catalogue, 'es');
    expect(r.status).toBe('grouped');
    if (r.status !== 'grouped') return;
    expect(r.groups.map((g) => g.category)).toEqual(['vegetables', 'fruits', 'dry_produce', 'uncategorized']);
    expect(r.groups[1]!.items.map((p) => p.nameEs)).toEqual(['Piña Dorada', 'Sandía']);
    expect(r.ungrouped).toEqual([]);
  });

  it('reports an error state when products exist but none has a known category', () => {
    const odd = [product({ nameEn: 'A', category: 'legumes' as Category }), product({ nameEn: 'B', category: 'X' as Category })];
    const r = groupProducts(odd, 'en');
    expect(r.status).toBe('ungroupable');
    if (r.status === 'ungroupable') expect(names(r.ungrouped)).toEqual(['A', 'B']);
  });

  it('keeps products of an unknown category apart when others group', () => {
    const r = groupProducts([...catalogue, product({ nameEn: 'Odd', category: 'legumes' as Category })], 'en');
    expect(r.status === 'grouped' && names(r.ungrouped)).toEqual(['Odd']);
  });
});

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

describe('productImageSources', () => {
  it('uses the category drawing without an image', () => {
    expect(productImageSources({ imageUrl: null, category: null })).toEqual({ src: '/images/categories/uncategorized.svg' });
  });
  it('adds a srcset for uploaded images', () => {
    expect(productImageSources({ imageUrl: '/uploads/products/abc-480.webp', category: 'fruits' }).srcSet).toBe(
      '/uploads/products/abc-160.webp 160w, /uploads/products/abc-480.webp 480w, /uploads/products/abc-960.webp 960w',
    );
    expect(productImageSources({ imageUrl: 'https://example.com/a.jpg', category: 'fruits' })).toEqual({ src: 'https://example.com/a.jpg' });
  });
});

describe('2,000 products', () => {
  const words = ['Tomato', 'Tomate', 'Piña', 'Sandía', 'Jalapeño', 'Lechuga', 'Cilantro', 'Mango', 'Aguacate', 'Limón'];
  const many = Array.from({ length: 2000 }, (_, i) =>
    product({
      id: `p${i}`,
      nameEn: `${words[i % 10]} ${i} Premium Case`,
      nameEs: `${words[(i + 3) % 10]} ${i} Caja Premium`,
      category: i % 13 === 0 ? null : CATEGORIES[i % CATEGORIES.length]!,
      inStock: i % 4 !== 0,
    }),
  );

  it('filters and groups one keystroke well under 50 ms', () => {
    const started = performance.now();
    const manyIndex = indexProducts(many);
    const indexMs = performance.now() - started;
    // Typing "limon 1" one key at a time, with a category and availability filter on.
    const queries = ['l', 'li', 'lim', 'limo', 'limon', 'limon ', 'limon 1'];
    const times: number[] = [];
    let last = 0;
    for (let round = 0; round < 3; round++) {
      for (const q of queries) {
        const t0 = performance.now();
        const r = filterIndexed(manyIndex, { category: null, availability: 'in_stock', q });
        const g = groupProducts(r.items, 'es');
        times.push(performance.now() - t0);
        last = r.items.length + (g.status === 'grouped' ? 0 : 1);
      }
    }
    const worst = Math.max(...times);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    console.info(`2,000 products: index ${indexMs.toFixed(1)} ms; filter+group per keystroke median ${median.toFixed(2)} ms, worst ${worst.toFixed(2)} ms`);
    expect(last).toBeGreaterThan(0);
    expect(median).toBeLessThan(50);
  });
});
