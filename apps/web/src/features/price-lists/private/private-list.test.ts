import { describe, expect, it } from 'vitest';
import { historyPoints, listCategories, priceMovement, privateListView, NO_FILTERS } from './private-list';
import { fakeItem, sampleItems } from './test-lists';

describe('privateListView', () => {
  it('groups by category in the catalogue order, uncategorised last, by name in the reader’s language', () => {
    const view = privateListView(sampleItems(), NO_FILTERS, 'es');
    expect(view.groups.map((g) => g.category)).toEqual(['vegetables', 'fruits', 'herbs', 'uncategorized']);
    expect(view.groups[1]!.items.map((i) => i.nameEs)).toEqual(['Aguacate Hass', 'Piña dorada', 'Sandía']);
    expect(view.total).toBe(6);
  });

  it('combines search (accents and case folded, both names), category and stock', () => {
    const items = sampleItems();
    expect(privateListView(items, { ...NO_FILTERS, q: 'PINA' }, 'en').groups.flatMap((g) => g.items.map((i) => i.nameEn))).toEqual(['Golden Pineapple']);
    expect(privateListView(items, { ...NO_FILTERS, q: 'avocado hass' }, 'en').total).toBe(1);
    const fruitsInStock = privateListView(items, { q: '', category: 'fruits', inStockOnly: true }, 'en');
    expect(fruitsInStock.groups.flatMap((g) => g.items.map((i) => i.nameEn))).toEqual(['Golden Pineapple', 'Watermelon']);
    // Counts per category follow the other filters, not the category one.
    expect(fruitsInStock.counts).toMatchObject({ all: 5, fruits: 2, vegetables: 1, uncategorized: 1 });
  });

  it('lists the categories a list has, in order', () => {
    expect(listCategories(sampleItems(), 'en')).toEqual(['vegetables', 'fruits', 'herbs', 'uncategorized']);
    expect(listCategories([], 'en')).toEqual([]);
  });

  it('filters 2,000 items quickly enough to follow typing', () => {
    const items = Array.from({ length: 2000 }, (_, i) =>
      fakeItem({ nameEn: `Product ${i} ${i % 7 === 0 ? 'tomato' : 'pepper'}`, nameEs: `Producto ${i}`, category: i % 10 === 0 ? null : 'vegetables' }),
    );
    privateListView(items, { ...NO_FILTERS, q: 'x' }, 'en'); // folds each name once
    const start = performance.now();
    for (let n = 0; n < 10; n++) privateListView(items, { ...NO_FILTERS, q: `tomat${n}` }, 'en');
    expect((performance.now() - start) / 10).toBeLessThan(50);
  });
});

describe('priceMovement', () => {
  it("follows the server's net change of the window: no change, no mark", () => {
    expect(priceMovement({ recentChange: 'up', previousPrice: '9.99' })).toBe('up');
    expect(priceMovement({ recentChange: 'down', previousPrice: '0.20' })).toBe('down');
    expect(priceMovement({ recentChange: 'new', previousPrice: null })).toBe('new');
    expect(priceMovement({ recentChange: null, previousPrice: null })).toBeNull();
    expect(priceMovement({ recentChange: 'up', previousPrice: null })).toBeNull();
  });
});

describe('historyPoints', () => {
  const entry = (version: number, old: string | null, next: string | null) => ({ version, at: '2026-01-01T00:00:00.000Z', by: null, reason: null, old, new: next, change: null, percent: null });

  it('starts from the price before the first change, then each version’s price', () => {
    expect(historyPoints([entry(2, '9.00', '9.50'), entry(5, '9.50', '8.75')])).toEqual([
      { version: null, cents: 900, price: '9.00' },
      { version: 2, cents: 950, price: '9.50' },
      { version: 5, cents: 875, price: '8.75' },
    ]);
  });

  it('has no point for an addition’s missing old price or a removal', () => {
    expect(historyPoints([entry(1, null, '3.00'), entry(2, '3.00', null)]).map((p) => p.version)).toEqual([1]);
    expect(historyPoints([])).toEqual([]);
  });
});
