import { describe, expect, it } from 'vitest';
import { foldText, matchesTerms, searchTerms } from './search';

describe('search folding', () => {
  it('ignores case and accents', () => {
    expect(foldText('Sandía  SIN semilla')).toBe('sandia sin semilla');
    expect(foldText('Jalapeño')).toBe('jalapeno');
    expect(foldText('  ')).toBe('');
  });

  it('splits a query into folded words', () => {
    expect(searchTerms('  Tomate   ROMA ')).toEqual(['tomate', 'roma']);
    expect(searchTerms('')).toEqual([]);
  });

  it('matches when every word is in one of the names, in either language', () => {
    const names = ['Seedless Watermelon', 'Sandía sin semilla'];
    expect(matchesTerms(searchTerms('sandia'), names)).toBe(true);
    expect(matchesTerms(searchTerms('SANDÍA'), names)).toBe(true);
    expect(matchesTerms(searchTerms('watermelon'), names)).toBe(true);
    expect(matchesTerms(searchTerms('seedless sandia'), names)).toBe(true);
    expect(matchesTerms(searchTerms('mango'), names)).toBe(false);
    expect(matchesTerms([], names)).toBe(true);
  });
});
