/**
 * Likely matches for QuickBooks rows the catalogue does not match by id or by name key (issue item 5):
 * "MANGO TOMMY 9CT" is the catalogue's "Tommy Atkins Mangoes" (9 ct case), not a new product.
 *
 * Words are folded as the search rule and the name key fold them (no case, accents or plural), pack
 * sizes are read as one token ("9CT", "9 ct", "caja de 9 u." are all `9ct`; "25 LB", "25#" are `25lb`).
 * A product scores by the weighted share of words it has in common with the row, in the language
 * that shares most: words few products have (a variety, "tommy") weigh much more than words many have
 * ("mango"), so a row naming only the fruit proposes no particular one of its varieties. A pack size
 * that contradicts (9 ct against 12 ct) rules the product out; one that agrees adds to the score.
 *
 * Pure and fast: the catalogue is indexed once (word -> products), and each row looks only at the
 * products that share one of its words.
 */

export interface MatchCandidate {
  id: string;
  nameEn: string;
  nameEs: string;
  packEn?: string;
  packEs?: string;
}

export interface MatchProposal {
  id: string;
  /** 0..1: the weighted overlap, plus a little when the packs agree. */
  score: number;
}

/** The least score a proposal needs, and the least share of the row's (and the product's) words in common. */
export const MATCH_MIN_SCORE = 0.55;
const MIN_COVERAGE = 0.5;
const PACK_BONUS = 0.1;

const PACK_UNITS: Record<string, string> = {
  ct: 'ct', cnt: 'ct', count: 'ct', pc: 'ct', pcs: 'ct', u: 'ct', un: 'ct', unid: 'ct', unidades: 'ct',
  lb: 'lb', lbs: 'lb', '#': 'lb', libra: 'lb', libras: 'lb',
  oz: 'oz', kg: 'kg', g: 'g', gal: 'gal', dz: 'dz', doz: 'dz', dozen: 'dz', docena: 'dz',
};

/** Words that say nothing about which product it is: articles, containers, units. */
const STOP = new Set([
  'a', 'an', 'and', 'the', 'of', 'with', 'for', 'in', 'de', 'del', 'la', 'las', 'el', 'los', 'y', 'con', 'en', 'para', 'al',
  'case', 'cs', 'box', 'bx', 'bag', 'bg', 'caja', 'bolsa', 'each', 'ea', 'c', 'u', 'per', 'x',
]);

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** One word without its plural, as `nameKey` does it. */
const singular = (w: string) =>
  /(oes|ches|shes|xes|sses)$/.test(w) ? w.slice(0, -2) : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;

const PACK = new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*(${Object.keys(PACK_UNITS).sort((a, b) => b.length - a.length).map((u) => u.replace('#', '\\#')).join('|')})(?![a-z])`, 'g');

export interface Tokens {
  words: string[];
  packs: string[];
}

/** The folded words and pack sizes of a name (and its pack text). */
export function matchTokens(text: string): Tokens {
  const packs: string[] = [];
  const rest = fold(text).replace(PACK, (_m, amount: string, unit: string) => {
    packs.push(`${amount.replace(',', '.')}${PACK_UNITS[unit]}`);
    return ' ';
  });
  const words = rest
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && !STOP.has(w) && !/^\d+$/.test(w))
    .map(singular);
  return { words: [...new Set(words)], packs: [...new Set(packs)] };
}

interface Entry {
  id: string;
  /** The summed weight of the product's words in English, in Spanish. */
  ownEn: number;
  ownEs: number;
  packs: Set<string>;
}

export interface MatchIndex {
  entries: Entry[];
  /** word -> the entries (by position) that have it in English, in Spanish. */
  en: Map<string, number[]>;
  es: Map<string, number[]>;
  weight: (word: string) => number;
  /** Scratch space of one score per entry, reused by every row. */
  sharedEn: Float64Array;
  sharedEs: Float64Array;
}

function post(map: Map<string, number[]>, word: string, at: number) {
  const list = map.get(word);
  if (list) list.push(at);
  else map.set(word, [at]);
}

/** Indexes the catalogue once; `proposeMatch` then answers each row. */
export function matchIndex(products: readonly MatchCandidate[]): MatchIndex {
  const entries: Entry[] = [];
  const en = new Map<string, number[]>();
  const es = new Map<string, number[]>();
  const tokens = products.map((p) => ({ en: matchTokens(`${p.nameEn} ${p.packEn ?? ''}`), es: matchTokens(`${p.nameEs} ${p.packEs ?? ''}`) }));
  // How many products have a word, in either language.
  const df = new Map<string, number>();
  for (const t of tokens) for (const w of new Set([...t.en.words, ...t.es.words])) df.set(w, (df.get(w) ?? 0) + 1);
  const n = products.length;
  // A word no product has weighs as much as the rarest one: it counts against the match.
  const unknown = Math.log(1 + n);
  const weight = (w: string) => {
    const k = df.get(w);
    return k ? Math.log(1 + n / k) : unknown;
  };
  products.forEach((p, at) => {
    const t = tokens[at]!;
    for (const w of t.en.words) post(en, w, at);
    for (const w of t.es.words) post(es, w, at);
    const sum = (words: string[]) => words.reduce((a, w) => a + weight(w), 0);
    entries.push({ id: p.id, ownEn: sum(t.en.words), ownEs: sum(t.es.words), packs: new Set([...t.en.packs, ...t.es.packs]) });
  });
  return { entries, en, es, weight, sharedEn: new Float64Array(n), sharedEs: new Float64Array(n) };
}

const unitOf = (pack: string) => pack.replace(/^[\d.]+/, '');

/** The score of one language's names: the weighted overlap when both sides share enough of their words. */
function overlap(shared: number, row: number, own: number): number {
  if (!shared || shared / row < MIN_COVERAGE || shared / own < MIN_COVERAGE) return 0;
  return (2 * shared) / (row + own);
}

/**
 * The product a row most likely is, or null. `names` are the row's texts (its QuickBooks name and the
 * normalised English name): their words and packs are pooled. `exclude` are products out of the running
 * (already matched by id in the same file).
 */
export function proposeMatch(index: MatchIndex, names: readonly string[], exclude?: ReadonlySet<string>): MatchProposal | null {
  const words = new Set<string>();
  const packs = new Set<string>();
  for (const name of names) {
    const t = matchTokens(name);
    for (const w of t.words) words.add(w);
    for (const p of t.packs) packs.add(p);
  }
  if (!words.size) return null;
  const { sharedEn, sharedEs } = index;
  let rowWeight = 0;
  const touched: number[] = [];
  // Only the products that share a word are looked at: each word adds its weight to theirs.
  for (const word of words) {
    const weight = index.weight(word);
    rowWeight += weight;
    for (const at of index.en.get(word) ?? []) {
      if (sharedEn[at] === 0 && sharedEs[at] === 0) touched.push(at);
      sharedEn[at] += weight;
    }
    for (const at of index.es.get(word) ?? []) {
      if (sharedEn[at] === 0 && sharedEs[at] === 0) touched.push(at);
      sharedEs[at] += weight;
    }
  }
  let best: MatchProposal | null = null;
  for (const at of touched) {
    const entry = index.entries[at]!;
    let score = Math.max(overlap(sharedEn[at]!, rowWeight, entry.ownEn), overlap(sharedEs[at]!, rowWeight, entry.ownEs));
    sharedEn[at] = 0;
    sharedEs[at] = 0;
    if (!score || exclude?.has(entry.id)) continue;
    if (packs.size && entry.packs.size) {
      if (!agreeingPacks(packs, entry.packs)) continue;
      if ([...packs].some((p) => entry.packs.has(p))) score = Math.min(1, score + PACK_BONUS);
    }
    if (score >= MATCH_MIN_SCORE && (!best || score > best.score || (score === best.score && entry.id < best.id))) best = { id: entry.id, score };
  }
  return best;
}

/** Packs in the same unit must be the same size (9 ct is not 12 ct); packs in different units say nothing. */
function agreeingPacks(row: Set<string>, product: Set<string>): boolean {
  for (const p of row) {
    const unit = unitOf(p);
    const same = [...product].filter((q) => unitOf(q) === unit);
    if (same.length && !same.includes(p)) return false;
  }
  return true;
}
