import { describe, expect, it } from 'vitest';
import { inReadingOrder } from './compare-view.js';

const row = (nameEn: string, nameEs: string, category: 'fruits' | 'vegetables' | null) => ({
  productId: nameEn,
  nameEn,
  nameEs,
  category,
  a: '1.00',
  b: '1.00',
  difference: '0.00',
  percent: 0,
});

// As the server sends them: category, then English name.
const rows = [
  row('Ancho Chiles', 'Chile ancho', 'vegetables'),
  row('Annatto Seeds', 'Semillas de achiote', 'vegetables'),
  row('Basmati Rice', 'Arroz basmati', 'vegetables'),
  row('Apples', 'Manzanas', 'fruits'),
  row('Avocado', 'Ñame', 'fruits'),
  row('Nectarines', 'Nectarinas', 'fruits'),
  row('Mystery', 'Misterio', null),
];

describe('inReadingOrder', () => {
  it('keeps the server order in English', () => {
    expect(inReadingOrder(rows, 'en')).toBe(rows);
  });

  it('orders each category by the Spanish name, ñ after n, categories in the order they came', () => {
    expect(inReadingOrder(rows, 'es').map((r) => r.nameEs)).toEqual([
      'Arroz basmati',
      'Chile ancho',
      'Semillas de achiote',
      'Manzanas',
      'Nectarinas',
      'Ñame',
      'Misterio',
    ]);
  });
});
