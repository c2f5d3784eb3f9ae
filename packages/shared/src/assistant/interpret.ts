import type { Category } from '../catalogue.js';
import { meaning, sameWord, stem, words } from './words.js';

/**
 * The assistant's built-in reader of requests, in English and Spanish, with no external service:
 * what is asked (list products, show prices, change prices, show a price history, undo), of which
 * products or category, in which list, and by how much. It only reads; the server decides what the
 * user may do and shows every change before applying it.
 */

export interface CatalogueEntry {
  id: string;
  nameEn: string;
  nameEs: string;
  category: Category | null;
}

export interface ListEntry {
  id: string;
  slug: string;
  name: string;
}

export type PriceChange =
  | { kind: 'set'; cents: number }
  | { kind: 'amount'; direction: 'up' | 'down'; cents: number }
  | { kind: 'percent'; direction: 'up' | 'down'; bp: number };

export type Target =
  | { kind: 'category'; category: Category }
  | { kind: 'products'; ids: string[] }
  /** Several products fit and the request needs one (or names one): ask which. */
  | { kind: 'ambiguous'; ids: string[]; query: string }
  | { kind: 'none'; query: string }
  /** Every product of the list ("raise the small business list 5%"). */
  | { kind: 'all' };

export type Interpretation =
  | { intent: 'list_products'; query: string; ids: string[] | null; category: Category | null; inStock: boolean | null }
  | { intent: 'show_prices'; target: Target; listId: string | null }
  | { intent: 'change_prices'; target: Target; listId: string | null; change: PriceChange }
  | { intent: 'history'; target: Target; listId: string | null }
  | { intent: 'undo' }
  | { intent: 'confirm' }
  | { intent: 'cancel' }
  /**
   * An amount that could be a new price or a change by it ("red onions 1.25", "change onions by $1"):
   * ask which. `direction` is the one the request gave, if any; `query` the product words said.
   */
  | { intent: 'which_change'; target: Target; listId: string | null; cents: number; direction: 'up' | 'down' | null; query: string }
  /** A change without an amount ("raise the limes"): ask by how much. */
  | { intent: 'missing_amount'; target: Target; listId: string | null }
  | { intent: 'unknown' };

const set = (s: string) => new Set(s.split(' '));

const UP = set(
  'raise raised increase up bump hike add higher more plus mark sube subir suba suban subele subes subelo aumenta aumentar aumente aumenten aumentale incrementa incrementar incremente encarece mas suma sumale sumar sumarle sumele agrega agregale agregar agregue añade añadele añadir anade anadele anadir',
);
const DOWN = set(
  'lower decrease reduce drop cut discount minus less cheaper markdown baja bajar baje bajen bajale rebaja rebajar rebaje reducir reduzca reduce descuenta descontar descuento menos disminuye disminuir quita quitale abarata off resta restale restar restarle restele quitar quitarle quite rebajale descuentale',
);
/** Words of "take $1 off", "knock $1 off", "take off $1 from": no product's name. */
const OFF_WORDS = set('take knock from');
const SET = set('set make change put update charge pon poner ponga ponle ponlo cambia cambiar cambie fija fijar fije deja dejar actualiza actualizar ajusta ajustar cobra cobrar');
const HISTORY = set('history historial historia evolution evolucion trend tendencia historico');
const PRICE = set('price prices precio precios cost costs cuesta cuestan vale valen cuanto much costo');
const LIST_WORDS = set('list lista listado');
const SHOW = set('list show search find which what have products items productos articulos muestra muestrame mostrar busca buscar tienes tienen hay catalog catalogo see ver dame give');
const HELP = set('help ayuda ayudame');
const UNDO = set('undo deshacer deshaz deshace revert revertir revierte rollback');
const CONFIRM = set('yes yep yeah confirm confirmed ok okay apply si dale confirmo confirmar aplica aplicar hazlo adelante go');
const CANCEL = set('no nope cancel cancelar cancela stop olvidalo nevermind forget');
const STOP = set(
  'everything anything todito the a an el la los las lo un una unos unas de del al in on en of for para all todos todas todo every cada please por favor can could would you me my i we want quiero queremos que what whats is are es son esta estan how much cuanto to at by with con y and it them eso esto ese those these this that price prices precio precios cost costs cuesta cuestan vale valen item items products product productos producto articulos now ahora today hoy como our nuestro nuestra nuestros nuestras their su sus current actual actuales has have had ha han did been changed cambiado cambio tell dime',
);
const UNITS = set('ct count u lb lbs libras libra oz kg gal galon galones bunch bunches manojo manojos dozen docena docenas in pulg x l pack case caja cajas');
const IN_STOCK = set('stock existencia disponible disponibles available');
const OUT_WORDS = set('out agotado agotados agotada agotadas sin');
const SOLD_OUT = set('agotado agotados agotada agotadas unavailable');

const CATEGORY_WORDS: [Category, string[]][] = [
  ['vegetables', ['vegetable', 'vegetables', 'veggies', 'veg', 'verdura', 'verduras', 'vegetal', 'vegetales', 'hortaliza', 'hortalizas']],
  ['fruits', ['fruit', 'fruits', 'fruta', 'frutas']],
  ['herbs', ['herb', 'herbs', 'hierbas', 'hierba']],
  ['dry_produce', ['dry', 'dried', 'secos', 'seco', 'granos', 'grains']],
  ['others', ['others', 'otros', 'other', 'otro']],
];
const CATEGORY_FILLER = set('category categoria categorias produce productos produc whole entera entire');

/** Words of list names, read in either language (list names are mostly English). */
const LIST_SYNONYMS = new Map<string, string>(Object.entries({
  pequena: 'small', pequeno: 'small', pequenas: 'small', pequenos: 'small', chica: 'small', chico: 'small',
  mediana: 'medium', mediano: 'medium', grande: 'large', grandes: 'large', big: 'large',
  negocio: 'business', negocios: 'business', empresa: 'business', restaurante: 'restaurant', restaurantes: 'restaurant', restaurants: 'restaurant',
  hotel: 'hotel', hoteles: 'hotel', hotels: 'hotel',
}));
const LIST_FILLER = set('list lista listado de la el the del');

interface Token {
  word: string;
  used: boolean;
}

function number(word: string): number | null {
  const m = /^[+-]?\$?(\d+(?:\.\d+)?|\.\d+)$/.exec(word.replace(/%$/, ''));
  return m ? Number(m[1]) : null;
}

/** The list the request names, if any: all the words of its name, or one next to "list"/"lista"; its slug. */
function findList(tokens: Token[], lists: readonly ListEntry[]): string | null {
  let best: { id: string; covered: number; exact: boolean; at: number[] } | null = null;
  let tie = false;
  for (const list of lists) {
    const slugAt = tokens.findIndex((t) => t.word === list.slug);
    if (slugAt >= 0) return consume(tokens, [slugAt]), list.id;
    const names = words(list.name).filter((w) => !LIST_FILLER.has(w)).map((w) => stem(w));
    if (!names.length) continue;
    for (let i = 0; i < tokens.length; i++) {
      const at: number[] = [];
      const left = new Set(names);
      for (let j = i; j < tokens.length && left.size; j++) {
        const said = tokens[j]!.word;
        const word = LIST_SYNONYMS.get(said) ?? said;
        const hit = [...left].find((n) => n === stem(word) || n === stem(said) || sameWord(word, n) || sameWord(said, n));
        if (hit) {
          left.delete(hit);
          at.push(j);
        } else if (!LIST_FILLER.has(tokens[j]!.word)) break;
      }
      if (!at.length) continue;
      const covered = at.length;
      const exact = covered === names.length;
      const nearListWord = [at[0]! - 1, at[0]! - 2, at.at(-1)! + 1].some((k) => k >= 0 && k < tokens.length && LIST_WORDS.has(tokens[k]!.word));
      if (!exact && !nearListWord) continue;
      if (!best || covered > best.covered || (exact && !best.exact)) {
        best = { id: list.id, covered, exact, at };
        tie = false;
      } else if (covered === best.covered && exact === best.exact && best.id !== list.id) tie = true;
    }
  }
  if (!best || tie) return null;
  consume(tokens, best.at);
  for (const t of tokens) if (LIST_WORDS.has(t.word)) t.used = true;
  return best.id;
}

function consume(tokens: Token[], at: number[]) {
  for (const i of at) tokens[i]!.used = true;
}

/** An amount read as a change, or one that could be a new price or a change by it (asked about). */
type ChangeReading = PriceChange | { kind: 'either'; cents: number; direction: 'up' | 'down' | null };

/**
 * The amount of a change and its kind: a percent, money (set or by an amount), with its direction.
 * Money is a new price only when the request says so ("to", "a", "at", "=", or a verb that sets);
 * by an amount when it gives a direction ("take $1 off", "quita $1", "baja ... en $1", a sign); an
 * amount with neither, or with both a setting verb and a direction, or "by" with no direction,
 * could be either and is asked about. In a question about a price, a bare number is a size.
 */
function findChange(tokens: Token[], direction: 'up' | 'down' | null, setVerb: boolean, asksPrice: boolean): ChangeReading | null {
  const PREPOSITIONS = ['to', 'a', 'at', 'by', 'por', 'en', '='];
  let weak: number | null = null;
  let chosen: number | null = null;
  for (let i = 0; i < tokens.length && chosen === null; i++) {
    const t = tokens[i]!;
    if (t.used || number(t.word) === null) continue;
    const next = tokens[i + 1]?.word ?? '';
    const prev = tokens[i - 1]?.word ?? '';
    const marked = /[$%+-]/.test(t.word) || ['%', 'percent', 'pct', 'porciento', 'por', 'dollars', 'dollar', 'dolares', 'dolar', 'bucks', 'usd', 'cents', 'cent', 'centavos', 'centavo'].includes(next);
    // A number with a unit ("48 ct", "25 lb") or inside a pack ("4 x 1 gal") is part of a product's name.
    if (!marked && ((UNITS.has(next) && next !== 'in') || prev === 'x' || /^\d+x\d+$/.test(t.word))) continue;
    if (marked || PREPOSITIONS.includes(prev)) chosen = i;
    else if (!asksPrice || direction || setVerb) weak = i;
  }
  const i = chosen ?? weak;
  if (i === null) return null;
  const t = tokens[i]!;
  const value = number(t.word)!;
  const next = tokens[i + 1]?.word ?? '';
  const after = tokens[i + 2]?.word ?? '';
  const prev = tokens[i - 1]?.word ?? '';
  const sign = t.word.startsWith('+') ? 'up' : t.word.startsWith('-') ? 'down' : null;
  t.used = true;
  if (PREPOSITIONS.includes(prev)) tokens[i - 1]!.used = true;
  const percent = t.word.endsWith('%') || ['%', 'percent', 'pct', 'porciento'].includes(next) || (next === 'por' && after === 'ciento');
  if (percent) {
    if (['%', 'percent', 'pct', 'porciento'].includes(next)) tokens[i + 1]!.used = true;
    if (next === 'por') tokens[i + 1]!.used = tokens[i + 2]!.used = true;
    const dir = sign ?? direction;
    return dir ? { kind: 'percent', direction: dir, bp: Math.round(value * 100) } : null;
  }
  const cents = ['cents', 'cent', 'centavos', 'centavo'].includes(next);
  if (cents || ['dollars', 'dollar', 'dolares', 'dolar', 'bucks', 'usd'].includes(next)) tokens[i + 1]!.used = true;
  const amount = Math.round(cents ? value : value * 100);
  const toWord = ['to', 'a', 'at', '='].includes(prev) || (prev === 'en' && !direction && !sign);
  const byWord = ['by', 'por'].includes(prev) || (prev === 'en' && Boolean(direction));
  // "to -5" asks for a price below zero, which no price is: the amount is asked for again.
  if (sign === 'down' && ['to', 'a', 'at', '='].includes(prev)) return null;
  if (sign) return { kind: 'amount', direction: sign, cents: amount };
  if (toWord) return { kind: 'set', cents: amount };
  if (byWord) return direction ? { kind: 'amount', direction, cents: amount } : { kind: 'either', cents: amount, direction: null };
  if (direction && !setVerb) return { kind: 'amount', direction, cents: amount };
  if (setVerb && !direction) return { kind: 'set', cents: amount };
  return { kind: 'either', cents: amount, direction };
}

interface Indexed {
  entry: CatalogueEntry;
  /** Each name's words (stems), without sizes and units; and the numbers of its sizes. */
  names: string[][];
  /** Every word of the names but numbers, units included ("Peeled Garlic Jars Case"). */
  words: string[];
  sizes: Set<string>;
}

const cache = new WeakMap<readonly CatalogueEntry[], Indexed[]>();

function indexOf(catalogue: readonly CatalogueEntry[]): Indexed[] {
  let index = cache.get(catalogue);
  if (!index) {
    index = catalogue.map((entry) => {
      const sizes = new Set<string>();
      // "Guineos (bananos)": the words in brackets are another name of the same product.
      const spelled = [entry.nameEn, entry.nameEs].flatMap((name) => {
        const inner = /\(([^)]+)\)/.exec(name)?.[1];
        return inner ? [name.replace(/\([^)]*\)/, ' '), inner] : [name];
      });
      const names = spelled.map((name) => {
        const ws = words(name);
        for (const w of ws) if (/^\d/.test(w)) sizes.add(w.replace(/x.*/, ''));
        return ws.filter((w) => !/^\d/.test(w) && !UNITS.has(w) && !STOP.has(w));
      });
      const all = [entry.nameEn, entry.nameEs].flatMap((name) => words(name).filter((w) => !/^\d/.test(w)));
      return { entry, names, words: all, sizes };
    });
    cache.set(catalogue, index);
  }
  return index;
}

/**
 * The products a query names, best first: those whose names (both languages pooled, plurals and
 * words of the same meaning folded: "cebollas rojas" are Red Onions) hold every word of it, then
 * those whose whole name it is. When none holds every word, the products holding most of them (at
 * least half) come back `partial`: a request may show them but not change them without asking.
 */
export function matchProducts(query: string[], sizes: string[], catalogue: readonly CatalogueEntry[]): { ids: string[]; focused: string[]; partial: boolean } {
  if (!query.length) return { ids: [], focused: [], partial: false };
  const index = indexOf(catalogue);
  // A word that some product spells as asked matches only such spellings: "mango" is not "mungo".
  const exactly = query.map((q) => index.some((p) => p.names.some((n) => n.some((w) => w === q || stem(w) === stem(q)))));
  const fits = (q: string, i: number, w: string) => (exactly[i] ? w === q || stem(w) === stem(q) : sameWord(q, w)) || meaning(q) === meaning(w);
  let best: Indexed[] = [];
  let bestScore = 0;
  for (const p of index) {
    if (sizes.some((s) => !p.sizes.has(s))) continue;
    // Units said ("single bunch", "jars case") are words of the name too, if it has them.
    const all = [...p.names.flat(), ...p.words.filter((w) => UNITS.has(w))];
    const matched = query.filter((q, i) => all.some((w) => fits(q, i, w))).length;
    const score = matched / query.length;
    if (score < 0.5 || matched === 0) continue;
    if (score > bestScore) {
      best = [p];
      bestScore = score;
    } else if (score === bestScore) best.push(p);
  }
  const partial = bestScore < 1;
  // Of those, the products whose whole name (in a language) the query is: "bananas" is Bananas, not Baby Bananas.
  const whole = (q: string, i: number, w: string) =>
    w === q || stem(w) === stem(q) || meaning(q) === meaning(w) || (!exactly[i] && sameWord(q, w) && !stem(w).startsWith(stem(q)));
  const full = best.filter((p) => p.names.some((name) => name.length > 0 && name.every((w) => query.some((q, i) => whole(q, i, w)))));
  let chosen = full.length ? full : best;
  // Sizes asked for: a product of exactly those sizes ("1 gal") before one that also has others ("4 x 1 gal").
  const exactSizes = sizes.length ? chosen.filter((p) => p.sizes.size === new Set(sizes).size) : [];
  if (exactSizes.length) chosen = exactSizes;
  // Still several: those that also have the units asked for ("jars case" is the case, not the 5 lb jar).
  if (chosen.length > 1) {
    const units = query.filter((q) => UNITS.has(q));
    if (units.length) {
      const withUnits = chosen.filter((p) => units.every((u) => p.words.some((w) => stem(w) === stem(u))));
      if (withUnits.length) chosen = withUnits;
      // "por manojo" is the one sold by the bunch, not those of 30 or 60 "manojos".
      const spelled = chosen.filter((p) => units.every((u) => p.words.includes(u)));
      if (spelled.length) chosen = spelled;
    }
  }
  // Of several, those of the category most of them are in: "mangos" are the fruit, not mango chunks.
  if (!full.length && chosen.length > 2) {
    const counts = new Map<Category | null, number>();
    for (const p of chosen) counts.set(p.entry.category, (counts.get(p.entry.category) ?? 0) + 1);
    const [top, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    if (n > chosen.length / 2) chosen = chosen.filter((p) => p.entry.category === top);
  }
  return { ids: best.map((p) => p.entry.id), focused: chosen.map((p) => p.entry.id), partial };
}

/** Reads one request. `catalogue` and `lists` are what the user may see. */
export function interpret(text: string, catalogue: readonly CatalogueEntry[], lists: readonly ListEntry[]): Interpretation {
  const tokens: Token[] = words(text.replace(/[¿?¡!]/g, ' ').replace(/=/g, ' to ').replace(/(\d)\s*%/g, '$1%')).map((word) => ({ word, used: false }));
  const has = (s: Set<string>) => tokens.some((t) => s.has(t.word));
  if (!tokens.length) return { intent: 'unknown' };

  if (tokens.length <= 3 && CONFIRM.has(tokens[0]!.word) && !tokens.some((t) => number(t.word) !== null)) return { intent: 'confirm' };
  if (tokens.length <= 3 && CANCEL.has(tokens[0]!.word)) return { intent: 'cancel' };
  if (has(UNDO)) return { intent: 'undo' };
  const phrase = tokens.map((t) => t.word).join(' ');
  if (has(HELP) || /\b(what can you do|que puedes hacer|que sabes hacer)\b/.test(phrase)) return { intent: 'unknown' };

  const listId = findList(tokens, lists);
  const up = tokens.some((t) => !t.used && UP.has(t.word));
  const down = tokens.some((t) => !t.used && DOWN.has(t.word));
  const direction = up && !down ? 'up' : down && !up ? 'down' : null;
  const setVerb = has(SET);
  const history = has(HISTORY) || /\b(how has|how did|como ha|como han|como cambio)\b/.test(tokens.map((t) => t.word).join(' '));
  for (const t of tokens) if (UP.has(t.word) || DOWN.has(t.word) || SET.has(t.word) || HISTORY.has(t.word) || OFF_WORDS.has(t.word)) t.used = true;

  const asksPrice = has(PRICE) || /\b(a como|how much|whats)\b/.test(tokens.map((t) => t.word).join(' '));
  const change = history ? null : findChange(tokens, direction, setVerb, asksPrice);
  const inStock = has(SOLD_OUT) || (has(IN_STOCK) && has(OUT_WORDS)) ? false : has(IN_STOCK) ? true : null;
  for (const t of tokens) if (IN_STOCK.has(t.word) || (inStock === false && OUT_WORDS.has(t.word))) t.used = true;

  const rest = tokens.filter((t) => !t.used && !STOP.has(t.word) && !SHOW.has(t.word) && !LIST_WORDS.has(t.word) && !CONFIRM.has(t.word));
  const sizes: string[] = [];
  const query: string[] = [];
  rest.forEach((t, i) => {
    if (/^\d/.test(t.word)) sizes.push(t.word.replace(/x.*/, ''));
    else if (!UNITS.has(t.word) || !/^\d/.test(rest[i - 1]?.word ?? '')) query.push(t.word);
  });
  const everyWord = tokens.some((t) => ['all', 'todos', 'todas', 'todo', 'every', 'everything', 'cada'].includes(t.word));
  const category = categoryOf(query);
  const target = category
    ? ({ kind: 'category', category } as const)
    : !query.length && !sizes.length && (listId || everyWord)
      ? ({ kind: 'all' } as const)
    : (() => {
        const found = matchProducts(query, sizes, catalogue);
        if (!found.ids.length) return { kind: 'none', query: query.join(' ') } as const;
        return { ids: found.focused, all: found.ids, kind: 'products', query: query.join(' '), partial: found.partial } as const;
      })();
  const plural = everyWord || query.some((q) => q.length > 3 && q.endsWith('s') && !q.endsWith('ss'));

  /** One product is needed, or several are fine when the request speaks of them all. */
  const narrow = (t: typeof target, needOne: boolean): Target => {
    if (t.kind !== 'products') return t;
    // Products that hold only some of the words said are asked about, never changed.
    if (t.partial) return { kind: 'ambiguous', ids: t.ids, query: t.query };
    if (t.ids.length === 1) return { kind: 'products', ids: t.ids };
    if (needOne || !plural) return { kind: 'ambiguous', ids: t.ids, query: t.query };
    return { kind: 'products', ids: t.ids };
  };

  if (history) return { intent: 'history', target: narrow(target, true), listId };
  if (change?.kind === 'either') {
    return { intent: 'which_change', target: narrow(target, false), listId, cents: change.cents, direction: change.direction, query: query.join(' ') };
  }
  if (change) return { intent: 'change_prices', target: narrow(target, change.kind === 'set'), listId, change };
  if ((direction || setVerb) && target.kind !== 'none') return { intent: 'missing_amount', target: narrow(target, false), listId };
  if (asksPrice && (target.kind !== 'none' || listId)) {
    if (target.kind === 'products') return { intent: 'show_prices', target: { kind: 'products', ids: target.ids }, listId };
    return { intent: 'show_prices', target, listId };
  }
  if (has(SHOW) || inStock !== null || target.kind !== 'none') {
    if (target.kind === 'none' && query.length && !category) return { intent: 'list_products', query: query.join(' '), ids: [], category: null, inStock };
    return {
      intent: 'list_products',
      query: query.join(' '),
      ids: target.kind === 'products' ? target.all : null,
      category: target.kind === 'category' ? target.category : null,
      inStock,
    };
  }
  return { intent: 'unknown' };
}

function categoryOf(query: string[]): Category | null {
  const rest = query.filter((q) => !CATEGORY_FILLER.has(q));
  if (!rest.length) return null;
  for (const [category, names] of CATEGORY_WORDS) {
    if (rest.every((q) => names.includes(q) || (category === 'dry_produce' && ['produce', 'productos'].includes(q)))) return category;
  }
  return null;
}
