import { foldSearchText } from '../search.js';

/**
 * Words as the assistant compares them: accents and case folded, punctuation dropped, and a light
 * stem that makes singular and plural meet in both languages ("tomatoes" and "tomato", "limones" and
 * "limón", "cherries" and "cherry", "aguacates" and "aguacate").
 */
export function fold(text: string): string {
  return foldSearchText(text.normalize('NFC')).toLowerCase();
}

/** The words of a text, folded; numbers keep their decimal point ("2.50", "1,5" -> "1.5"). */
export function words(text: string): string[] {
  return fold(text)
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(/(\d),(\d{3})/g, '$1$2')
    .split(/[^a-z0-9ñ.$%+-]+|(?<=\D)\.|\.(?=\D|$)/)
    .filter(Boolean);
}

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Edits (insert, delete, substitute, swap two neighbours) from one word to the other, stopping past `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(d);
    }
    if (i > 0 && Math.min(...rows[i]!) > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Whether a word of a request names a word of a product: the same stem, a typo or two, or its start. */
export function sameWord(asked: string, known: string): boolean {
  if (asked === known) return true;
  if (/\d/.test(asked) || /\d/.test(known)) return false;
  const a = stem(asked);
  const k = stem(known);
  if (a === k) return true;
  if (a.length < 4 || k.length < 3) return false;
  if (k.startsWith(a) && a.length >= k.length - 3) return true;
  // A typo in a short word is too often another word ("bell" for "tell").
  if (a.length < 5 || k.length < 5) return false;
  const allowed = Math.min(a.length, k.length) >= 8 ? 2 : 1;
  return distance(a, k, allowed) <= allowed;
}

/**
 * Words that describe a product the same way in both languages ("cebollas rojas" are red onions,
 * "cebolla morada" too): each folded stem to one shared key, so a request may name a product in
 * either language's words, or mix them.
 */
const SAME_MEANING: string[][] = [
  ['red', 'roj', 'rojo', 'roja', 'rojos', 'rojas'],
  ['purple', 'morad', 'morado', 'morada', 'morados', 'moradas'],
  ['green', 'verd', 'verde', 'verdes'],
  ['yellow', 'amarill', 'amarillo', 'amarilla', 'amarillos', 'amarillas'],
  ['white', 'blanc', 'blanco', 'blanca', 'blancos', 'blancas'],
  ['black', 'negr', 'negro', 'negra', 'negros', 'negras'],
  ['sweet', 'dulc', 'dulce', 'dulces'],
  ['ripe', 'madur', 'maduro', 'madura', 'maduros', 'maduras'],
  ['peeled', 'pelad', 'pelado', 'pelada', 'pelados', 'peladas'],
  ['onion', 'cebolla', 'cebollas'],
];
const MEANING = new Map<string, string>(SAME_MEANING.flatMap((group) => group.map((w) => [stem(w), stem(group[0]!)] as const)));

/** The shared key of a word's meaning in either language (the word's stem when it has no other). */
export function meaning(word: string): string {
  const s = stem(word);
  return MEANING.get(s) ?? s;
}
