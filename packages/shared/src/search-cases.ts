/**
 * The cases of the one search rule (search.ts), run through `matchesSearch` here, through the API's
 * SQL on both databases (apps/server catalogue tests) and through the web's product filters, so the
 * three cannot drift apart. `names` is a product; `matches` says whether `query` finds it.
 */
export interface SearchCase {
  query: string;
  names: { nameEn: string; nameEs: string };
  matches: boolean;
  why: string;
}

const PINEAPPLE = { nameEn: 'Golden Pineapple', nameEs: 'Piña dorada' };
const PINA_COLADA = { nameEn: 'Pina Colada Mix', nameEs: 'Mezcla pina colada' };
const NAME = { nameEn: 'ÑAME root', nameEs: 'Ñame' };
const CORN = { nameEn: 'Sweet Corn', nameEs: 'Maíz dulce' };
const TOMATOES = { nameEn: 'Tomatoes, Roma (25 lb)', nameEs: 'Tomates roma (25 lb)' };
const JUICE = { nameEn: '100% Orange Juice', nameEs: 'Jugo de naranja 100%' };
const BOX = { nameEn: 'Box_A Mix', nameEs: 'Caja A' };
const BOK_CHOY = { nameEn: 'Bok Choy', nameEs: 'Col china' };

export const SEARCH_CASES: readonly SearchCase[] = [
  { query: 'pina', names: PINEAPPLE, matches: true, why: 'an accent in the name, none in the query' },
  { query: 'piña', names: PINA_COLADA, matches: true, why: 'an accent in the query, none in the name' },
  { query: 'PIÑA', names: PINEAPPLE, matches: true, why: 'upper-case accented query' },
  { query: 'name', names: NAME, matches: true, why: 'upper-case Ñ in the name' },
  { query: 'golden', names: PINEAPPLE, matches: true, why: 'case is ignored' },
  { query: 'GoLdEn PiNeApPlE', names: PINEAPPLE, matches: true, why: 'mixed case, several words' },
  { query: 'pineapple golden', names: PINEAPPLE, matches: true, why: 'word order does not matter' },
  { query: 'dorada', names: PINEAPPLE, matches: true, why: 'a word only in the Spanish name' },
  { query: 'golden dorada', names: PINEAPPLE, matches: true, why: 'one word from each name' },
  { query: 'pine', names: PINEAPPLE, matches: true, why: 'part of a word' },
  { query: 'golden mango', names: PINEAPPLE, matches: false, why: 'every word must appear' },
  { query: 'mango', names: PINEAPPLE, matches: false, why: 'a word that is not there' },
  { query: 'corn maiz', names: CORN, matches: true, why: 'the last English word and the first Spanish one' },
  { query: 'cornmaiz', names: CORN, matches: false, why: 'a word may not span the space that joins the names' },
  { query: 'corn maíz', names: CORN, matches: true, why: 'two words, accent in the query' },
  { query: 'tomatoes roma', names: TOMATOES, matches: true, why: 'punctuation next to a word' },
  { query: 'tomatoes,', names: TOMATOES, matches: true, why: 'punctuation in the query that the name has' },
  { query: '(25', names: TOMATOES, matches: true, why: 'brackets are ordinary characters' },
  { query: 'tomatoes.', names: TOMATOES, matches: false, why: 'punctuation the name does not have' },
  { query: '', names: PINEAPPLE, matches: true, why: 'an empty query finds everything' },
  { query: '   ', names: PINEAPPLE, matches: true, why: 'a blank query finds everything' },
  { query: '100%', names: JUICE, matches: true, why: 'a literal percent sign' },
  { query: '%', names: PINEAPPLE, matches: false, why: '% is not a wildcard' },
  { query: 'g%n', names: PINEAPPLE, matches: false, why: '% is not a wildcard inside a word' },
  { query: 'x_a', names: BOX, matches: true, why: 'a literal underscore' },
  { query: 'b_k', names: BOK_CHOY, matches: false, why: '_ is not a one-character wildcard' },
  { query: '\\', names: PINEAPPLE, matches: false, why: 'a backslash is an ordinary character' },
];
