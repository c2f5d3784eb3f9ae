import { describe, expect, it } from 'vitest';
import { slugCandidates } from './price-lists.js';

const firstOf = (name: string, count: number) => {
  const out: string[] = [];
  for (const slug of slugCandidates(name)) {
    out.push(slug);
    if (out.length === count) break;
  }
  return out;
};

describe('slugCandidates', () => {
  it('folds accents and punctuation, then numbers the repeats', () => {
    expect(firstOf('Restaurante Piña & Limón', 3)).toEqual(['restaurante-pina-limon', 'restaurante-pina-limon-2', 'restaurante-pina-limon-3']);
  });

  it('skips the reserved words the routes use', () => {
    expect(firstOf('Compare', 2)).toEqual(['compare-2', 'compare-3']);
  });

  it('never gives a slug shaped like an id', () => {
    expect(firstOf('3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', 1)).toEqual(['list-3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e']);
  });

  it('names a list of symbols only "price-list"', () => {
    expect(firstOf('¡¿!?', 2)).toEqual(['price-list', 'price-list-2']);
  });

  it('keeps every candidate within 60 characters, without a dash before the number', () => {
    const [base, second] = firstOf(`${'a'.repeat(58)} bb`, 2);
    expect(base).toHaveLength(60);
    expect(second).toBe(`${'a'.repeat(58)}-2`);
    expect(second!.length).toBeLessThanOrEqual(60);
  });
});
