/**
 * Search folding shared by the catalogue pages: case- and accent-insensitive, so "sandia" finds
 * "Sandía" and "JALAPENO" finds "Jalapeño" (the same rule the server applies).
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a query, folded; empty when the query is blank. */
export function searchTerms(query: string): string[] {
  const folded = foldText(query);
  return folded ? folded.split(' ') : [];
}

/** True when every term occurs in at least one of the texts (English or Spanish name, say). */
export function matchesTerms(terms: readonly string[], texts: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = foldText(texts.join(' \u0000 '));
  return terms.every((term) => haystack.includes(term));
}
