import { describe, expect, it } from 'vitest';
import { foldSearchText, matchesSearch, SEARCH_CASES, SEARCH_FOLD_FROM, SEARCH_FOLD_TO, searchWords } from './search.js';

describe('the search rule', () => {
  it.each(SEARCH_CASES)('$query on $names.nameEn / $names.nameEs: $matches ($why)', ({ query, names, matches }) => {
    expect(matchesSearch(names, query)).toBe(matches);
  });

  it('folds every character of the table and ASCII upper case, and nothing else', () => {
    expect(SEARCH_FOLD_FROM.length).toBe(SEARCH_FOLD_TO.length);
    expect(foldSearchText('ÑAME Jalapeño Limón ÜBER')).toBe('name jalapeno limon uber');
    expect(foldSearchText('ß Ø 100%_')).toBe('ß Ø 100%_');
  });

  it('splits a query into at most eight folded words', () => {
    expect(searchWords('  Piña   GOLDEN ')).toEqual(['pina', 'golden']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords(null)).toEqual([]);
  });
});
