import type { Category } from '../catalogue.js';
import { CATEGORY_WORDS, MODIFIERS, NOUNS, UNITS, type Modifier, type Noun } from './vocabulary.js';
import type { Language } from '../language.js';

/** A QuickBooks item name made into catalogue names in both languages. */
export interface NormalisedName {
  en: string;
  es: string;
  category: Category | null;
  /** A produce noun was recognised (so the Spanish name is a translation, not a copy). */
  recognised: boolean;
}

/** Lower case without accents; most QuickBooks words are plain ASCII and skip the decomposition. */
const fold = (word: string) => (/^[ -~]*$/.test(word) ? word : word.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toLowerCase();

/** The vocabulary as maps: a word such as "constructor" is not a key of a plain object's prototype here. */
const NOUN = new Map(Object.entries(NOUNS));
const MODIFIER = new Map(Object.entries(MODIFIERS));
const CATEGORY_WORD = new Map(Object.entries(CATEGORY_WORDS));

/** A code such as `0406LTC`, `N1S-M-001` or `A00100`: one word, letters and digits, no description in it. */
function looksLikeCode(text: string): boolean {
  return !/\s/.test(text) && /\d/.test(text) && /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(text);
}

/**
 * The text to name the product from, and its names: the first of the item's own name (the last part of
 * a Desktop path), its parent and name together (`Tomatoes:Roma 25LB`), and its description that names
 * a known product; else the description when the name is a code, the parent and name for a sub-item, or
 * the name. `name` is also the path read for the category.
 */
export function nameItem(name: string, description: string): { source: string; named: NormalisedName } {
  const parts = name.split(':').map((p) => p.trim());
  const own = parts.pop() ?? '';
  const parent = parts.pop() ?? '';
  const withParent = parent ? `${parent} ${own}` : '';
  const about = description.trim();
  for (const candidate of [own, withParent, about]) {
    if (!candidate || looksLikeCode(candidate)) continue;
    // A recognised name takes its category from its noun, never from the path: it is the final name.
    const named = normaliseName(candidate, name);
    if (named.recognised) return { source: candidate, named };
  }
  const source = (own === '' || looksLikeCode(own)) && about !== '' ? about : withParent || own;
  return { source, named: normaliseName(source, name) };
}

interface Size {
  amount: string;
  unit: (typeof UNITS)[string];
}

function sizeText({ amount, unit }: Size, lang: Language): string {
  const plural = Number(amount) !== 1 ? (lang === 'en' ? unit.enPlural : unit.esPlural) : undefined;
  return `${amount} ${plural ?? unit[lang]}`;
}

const UNIT_PATTERN = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace('#', '\\#'))
  .join('|');
/** `48CT`, `25 LB`, `25#`, `12/5.5 OZ`, `1.5LB`: an amount and a unit, glued or not. */
const SIZE = new RegExp(`(^|\\s)(\\d+(?:[.,]\\d+)?(?:\\/\\d+(?:[.,]\\d+)?)?)\\s*(${UNIT_PATTERN})\\.?(?=$|[\\s,;)])`, 'gi');

function titleCase(word: string, keepCase: boolean): string {
  if (keepCase || /\d/.test(word)) return word;
  if (word.length <= 3 && /^[A-Z]+$/.test(word) && !/[AEIOU]/.test(word)) return word;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function modifierEs(mod: Modifier, noun: Noun): string {
  return typeof mod.es === 'string' ? mod.es : mod.es[noun.gender === 'm' ? 0 : 1];
}

/**
 * Turns a QuickBooks item name into clean catalogue names: `AVOCADO HASS 48CT` -> "Hass Avocado 48 ct"
 * and "Aguacate Hass 48 u."; `TOMATO ROMA 25LB` -> "Roma Tomatoes 25 lb" and "Tomate roma 25 lb". English
 * puts the describing words before the noun and sizes after it; Spanish the noun first, its adjectives
 * agreeing with it. Words it does not know are kept (title-cased when the name was in capitals); a name
 * with no produce noun is cleaned the same way in both languages. `path` is the Desktop item path, read
 * for the category when the name does not tell it.
 */
export function normaliseName(source: string, path = ''): NormalisedName {
  const sizes: Size[] = [];
  const text = source.replace(/\\n/g, ' ').replace(SIZE, (_, lead: string, amount: string, unit: string) => {
    sizes.push({ amount: amount.replace(',', '.'), unit: UNITS[unit.toLowerCase()]! });
    return lead;
  });
  // Capitals only (or lower case only) is how QuickBooks item names are typed, not how a person writes.
  const shouting = !/[a-z]/.test(text) || !/[A-Z]/.test(text);
  const words = text
    .split(/[\s,;]+/)
    .map((w) => w.replace(/^[-–(]+|[-–)]+$/g, ''))
    .filter((w) => w !== '');
  const folded = words.map(fold);

  // The noun: two-word nouns first (in either order: `PEPPER BELL`), then words that are only nouns,
  // then words that may also describe (`orange`, `grape`) when nothing else names the product.
  let nounAt: number[] = [];
  let noun: Noun | undefined;
  for (let i = 0; i + 1 < folded.length && !noun; i++) {
    const pair = NOUN.get(`${folded[i]} ${folded[i + 1]}`) ?? NOUN.get(`${folded[i + 1]} ${folded[i]}`);
    if (pair) {
      noun = pair;
      nounAt = [i, i + 1];
    }
  }
  for (const ambiguous of [false, true]) {
    for (let i = 0; i < folded.length && !noun; i++) {
      const word = folded[i]!;
      const found = NOUN.get(word);
      if (found && (ambiguous || !MODIFIER.has(word))) {
        noun = found;
        nounAt = [i];
      }
    }
  }

  let rest = words.map((word, index) => ({ word, index, key: folded[index]! })).filter(({ index }) => !nounAt.includes(index));
  const sizeEn = sizes.map((s) => sizeText(s, 'en'));
  const sizeEs = sizes.map((s) => sizeText(s, 'es'));
  // Only a name made of produce words is rebuilt: a written description ("GASCÓ Sazón con Culantro y
  // Achiote") keeps its own order; a QuickBooks code name in capitals may carry two unknown words.
  const unknown = rest.filter(({ key }) => !MODIFIER.has(key)).length;
  if (noun && unknown > (shouting ? 2 : 0)) {
    noun = undefined;
    rest = words.map((word, index) => ({ word, index, key: folded[index]! }));
  }

  if (!noun) {
    const plain = rest.map(({ word }) => titleCase(word, !shouting));
    const en = [...plain, ...sizeEn].join(' ');
    const es = [...plain, ...sizeEs].join(' ');
    return { en, es, category: categoryFrom(pathWords(path)), recognised: false };
  }

  // Known describing words go before the noun in English; grades, and unknown words written after the
  // noun (`SOURSOP PULP`), after it.
  const after = (item: (typeof rest)[number]) => MODIFIER.get(item.key)?.grade === true || (!MODIFIER.has(item.key) && item.index > nounAt[0]!);
  const describing = rest.filter((item) => !after(item));
  const following = rest.filter(after);
  const en = (items: typeof rest) => items.map(({ word, key }) => MODIFIER.get(key)?.en ?? titleCase(word, !shouting));
  const es = (items: typeof rest) =>
    items.map(({ word, key }) => {
      const mod = MODIFIER.get(key);
      return mod ? modifierEs(mod, noun) : titleCase(word, !shouting);
    });
  return {
    en: [...en(describing), noun.en, ...en(following), ...sizeEn].join(' '),
    es: sentenceStart([noun.es, ...es(describing), ...es(following), ...sizeEs].join(' ')),
    category: noun.category,
    recognised: true,
  };
}

function pathWords(path: string): string[] {
  const parents = path.split(':').slice(0, -1);
  return [...parents.map(fold), ...parents.flatMap((p) => p.split(/\s+/).map(fold))];
}

function categoryFrom(words: string[]): Category | null {
  for (const word of words) {
    const category = CATEGORY_WORD.get(word);
    if (category) return category;
  }
  return null;
}

/**
 * The key two names match on: no accents, case or punctuation, words singular (`Avocados` = `Avocado`),
 * so a re-import finds "Hass Avocados 48 ct" from "Hass Avocado 48 ct".
 */
export function nameKey(name: string): string {
  return fold(name)
    .replace(/[^a-z0-9./ ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => (/(oes|ches|shes|xes|sses)$/.test(w) ? w.slice(0, -2) : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}
