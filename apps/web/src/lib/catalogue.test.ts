import { describe, expect, it } from 'vitest';
import { CATEGORIES, SEARCH_CASES, matchesSearch, type Category } from '@freshprice/shared';
import {
  categoryImage,
  filterCatalogue,
  firstOfGroups,
  groupCatalogue,
  groupsOf,
  productImageSources,
  productNames,
  type CatalogueFilters,
  type CatalogueItem,
} from './catalogue';

/** Only what the filter and the grouping read. */
function product(over: Partial<CatalogueItem> & { nameEn: string; id?: string }): CatalogueItem {
  return { nameEs: over.nameEn, category: null, inStock: true, ...over };
}

const ALL: CatalogueFilters = { category: null, availability: null, q: '' };

const catalogue = [
  product({ nameEn: 'Watermelon', nameEs: 'Sandía', category: 'fruits' }),
  product({ nameEn: 'Jalapeno Pepper', nameEs: 'Chile Jalapeño', category: 'vegetables', inStock: false }),
  product({ nameEn: 'Golden Pineapple', nameEs: 'Piña Dorada', category: 'fruits' }),
  product({ nameEn: 'Dried Hibiscus', nameEs: 'Flor de Jamaica', category: 'dry_produce' }),
  product({ nameEn: 'Ice', nameEs: 'Hielo', category: null }),
];
const names = (items: { nameEn: string }[]) => items.map((p) => p.nameEn);
const ordered = (items: CatalogueItem[], language: string) => groupsOf(groupCatalogue(items, language)).flatMap((g) => g.items);

describe('the search rule, run through the catalogue filter', () => {
  // The same cases run through matchesSearch (packages/shared) and the API's SQL (apps/server).
  it.each(SEARCH_CASES)('$query ($why)', ({ query, names: productNames, matches }) => {
    const item = product({ ...productNames, category: 'fruits' });
    expect(filterCatalogue([item], { ...ALL, q: query }).items).toEqual(matches ? [item] : []);
  });

  it('agrees with matchesSearch on every query of the cases against every product of the cases', () => {
    const items = SEARCH_CASES.map((c) => product({ ...c.names, category: 'fruits' }));
    for (const { query } of SEARCH_CASES) {
      expect(filterCatalogue(items, { ...ALL, q: query }).items, query).toEqual(items.filter((item) => matchesSearch(item, query)));
    }
  });
});

describe('filterCatalogue', () => {
  it('finds Spanish or English names, ignoring case and accents', () => {
    expect(names(filterCatalogue(catalogue, { ...ALL, q: 'SANDIA' }).items)).toEqual(['Watermelon']);
    expect(names(filterCatalogue(catalogue, { ...ALL, q: 'jalapeño' }).items)).toEqual(['Jalapeno Pepper']);
    expect(names(filterCatalogue(catalogue, { ...ALL, q: 'pina dor' }).items)).toEqual(['Golden Pineapple']);
    for (const q of ['sandia', 'SANDÍA', 'watermelon']) {
      expect(names(filterCatalogue(catalogue, { ...ALL, q }).items)).toEqual(['Watermelon']);
    }
  });

  it('combines category, availability and text, and counts per category over the other filters', () => {
    const r = filterCatalogue(catalogue, { category: 'fruits', availability: 'in_stock', q: 'a' });
    expect(names(r.items)).toEqual(['Watermelon', 'Golden Pineapple']);
    expect(r.counts.vegetables).toBe(0); // the jalapeño is out of stock
    expect(r.counts.all).toBe(3); // "Ice / Hielo" has no "a"
    expect(names(filterCatalogue(catalogue, { category: 'vegetables', availability: 'out_of_stock', q: '' }).items)).toEqual(['Jalapeno Pepper']);
    const counts = filterCatalogue(catalogue, { category: 'fruits', availability: 'in_stock', q: '' }).counts;
    expect(counts).toMatchObject({ all: 4, fruits: 2, vegetables: 0, dry_produce: 1, uncategorized: 1 });
  });

  it('filters the uncategorized group', () => {
    expect(names(filterCatalogue(catalogue, { ...ALL, category: 'uncategorized' }).items)).toEqual(['Ice']);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterCatalogue(catalogue, { ...ALL, q: 'zzz' }).items).toEqual([]);
  });

  it('counts a product of an unknown category only in "all"', () => {
    const odd = product({ nameEn: 'Odd', category: 'legumes' as Category });
    const r = filterCatalogue([...catalogue, odd], ALL);
    expect(r.counts.all).toBe(6);
    expect(Object.values(r.counts).every(Number.isFinite)).toBe(true);
  });
});

describe('groupCatalogue', () => {
  it('is empty without products', () => {
    expect(groupCatalogue([], 'en')).toEqual({ status: 'empty' });
  });

  it('groups in catalogue order with Uncategorized last, sorted by name in the reader language', () => {
    const r = groupCatalogue(catalogue, 'es');
    expect(r.status).toBe('grouped');
    if (r.status !== 'grouped') return;
    expect(r.groups.map((g) => g.category)).toEqual(['vegetables', 'fruits', 'dry_produce', 'uncategorized']);
    expect(r.groups[1]!.items.map((p) => p.nameEs)).toEqual(['Piña Dorada', 'Sandía']);
    expect(r.ungrouped).toEqual([]);
    expect(names(ordered(catalogue, 'en'))).toEqual(['Jalapeno Pepper', 'Golden Pineapple', 'Watermelon', 'Dried Hibiscus', 'Ice']);
  });

  it('reports an error state when products exist but none has a known category', () => {
    const odd = [product({ nameEn: 'A', category: 'legumes' as Category }), product({ nameEn: 'B', category: 'X' as Category })];
    const r = groupCatalogue(odd, 'en');
    expect(r.status).toBe('ungroupable');
    if (r.status === 'ungroupable') expect(names(r.ungrouped)).toEqual(['A', 'B']);
  });

  it('keeps products of an unknown category apart when others group', () => {
    const r = groupCatalogue([...catalogue, product({ nameEn: 'Odd', category: 'legumes' as Category })], 'en');
    expect(r.status === 'grouped' && names(r.ungrouped)).toEqual(['Odd']);
  });

  it('shows the first items of the groups, in order, for "Show more"', () => {
    const groups = groupsOf(groupCatalogue(catalogue, 'en'));
    expect(firstOfGroups(groups, 3).map((g) => [g.category, names(g.items)])).toEqual([
      ['vegetables', ['Jalapeno Pepper']],
      ['fruits', ['Golden Pineapple', 'Watermelon']],
    ]);
    expect(firstOfGroups(groups, 2).map((g) => names(g.items))).toEqual([['Jalapeno Pepper'], ['Golden Pineapple']]);
    expect(firstOfGroups(groups, 99)).toEqual(groups);
  });
});

describe('product pictures and names', () => {
  it('falls back to the category illustration', () => {
    expect(categoryImage(null)).toBe('/images/categories/uncategorized.svg');
    expect(productImageSources({ imageUrl: null, category: null })).toEqual({ src: '/images/categories/uncategorized.svg' });
    expect(productImageSources({ imageUrl: null, category: 'dry_produce' }).src).toBe('/images/categories/dry_produce.svg');
    expect(productImageSources({ imageUrl: '/files/a.webp', category: 'fruits' }).src).toBe('/files/a.webp');
  });

  it('adds a srcset for uploaded images', () => {
    expect(productImageSources({ imageUrl: '/uploads/products/abc-480.webp', category: 'fruits' }).srcSet).toBe(
      '/uploads/products/abc-160.webp 160w, /uploads/products/abc-480.webp 480w, /uploads/products/abc-960.webp 960w',
    );
    expect(productImageSources({ imageUrl: 'https://example.com/a.jpg', category: 'fruits' })).toEqual({ src: 'https://example.com/a.jpg' });
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
    // Typing "limon 1" one key at a time, with an availability filter on.
    const queries = ['l', 'li', 'lim', 'limo', 'limon', 'limon ', 'limon 1'];
    const times: number[] = [];
    let last = 0;
    for (let round = 0; round < 3; round++) {
      for (const q of queries) {
        const t0 = performance.now();
        const r = filterCatalogue(many, { category: null, availability: 'in_stock', q });
        const g = groupCatalogue(r.items, 'es');
        times.push(performance.now() - t0);
        last = r.items.length + (g.status === 'grouped' ? 0 : 1);
      }
    }
    const worst = Math.max(...times);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    console.info(`2,000 products: filter+group per keystroke median ${median.toFixed(2)} ms, worst ${worst.toFixed(2)} ms`);
    expect(last).toBeGreaterThan(0);
    expect(median).toBeLessThan(50);
  });
});
