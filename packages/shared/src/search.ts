/**
 * The one search rule of the catalogue, applied by the API (in SQL, through the `search_fold`
 * function of migration 0004, which uses these same two strings) and by the browser (in memory):
 * case and the accents of Spanish and Portuguese names are ignored, and every word of the query must
 * appear somewhere in the English or Spanish name. "pineapple golden" finds "Golden Pineapple";
 * "pina" finds "Piña".
 */
export const SEARCH_FOLD_FROM = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
export const SEARCH_FOLD_TO = 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc';

const FOLD = new Map([...SEARCH_FOLD_FROM].map((ch, i) => [ch, SEARCH_FOLD_TO[i]!]));

/** Accents folded by the table, then ASCII lower case: exactly what `search_fold` does in SQL. */
export function foldSearchText(value: string): string {
  let out = '';
  for (const ch of value) out += FOLD.get(ch) ?? ch;
  return out.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The words of a query, folded; empty when the query is blank. At most 8 words count. */
export function searchWords(query: string | null | undefined): string[] {
  return foldSearchText(query ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
}

/** The text a product is searched by: both names, one space apart. */
export function searchableText(product: { nameEn: string; nameEs: string }): string {
  return `${product.nameEn} ${product.nameEs}`;
}

/** True when every word of the query appears in the product's names. */
export function matchesSearch(product: { nameEn: string; nameEs: string }, query: string | null | undefined): boolean {
  const words = searchWords(query);
  if (!words.length) return true;
  const text = foldSearchText(searchableText(product));
  return words.every((w) => text.includes(w));
}

export { SEARCH_CASES, type SearchCase } from './search-cases.js';
