import { describe, expect, it } from 'vitest';
import { interpret, type CatalogueEntry, type Interpretation } from './interpret.js';
import { requestLanguage } from './language.js';

const catalogue: CatalogueEntry[] = [
  { id: 'red-onions-25', nameEn: 'Red Onions 25 lb', nameEs: 'Cebolla morada 25 lb', category: 'vegetables' },
  { id: 'red-onions-50', nameEn: 'Red Onions 50 lb', nameEs: 'Cebolla morada 50 lb', category: 'vegetables' },
  { id: 'yellow-onions-25', nameEn: 'Yellow Onions 25 lb', nameEs: 'Cebolla amarilla 25 lb', category: 'vegetables' },
  { id: 'red-lentils-25', nameEn: 'Red Lentils 25 lb', nameEs: 'Lentejas rojas 25 lb', category: 'dry_produce' },
  { id: 'brown-lentils-25', nameEn: 'Brown Lentils 25 lb', nameEs: 'Lentejas 25 lb', category: 'dry_produce' },
];
const lists = [{ id: 'medium', slug: 'medium-business', name: 'Medium business' }];

const read = (text: string) => interpret(text, catalogue, lists);
const targetOf = (got: Interpretation) => ('target' in got ? got.target : null);

describe('a request names the products whose names it matches as a whole', () => {
  it('"cebollas rojas 25 lb" are the red onions, not the red lentils that share a word', () => {
    for (const text of ['quita $1.25 a las cebollas rojas 25 lb en la lista mediana', 'take $1.25 off red onions 25 lb in medium business', 'baja la cebolla morada 25 lb en $1.25 en la lista mediana']) {
      expect(read(text), text).toMatchObject({
        intent: 'change_prices',
        target: { kind: 'products', ids: ['red-onions-25'] },
        listId: 'medium',
        change: { kind: 'amount', direction: 'down', cents: 125 },
      });
    }
  });

  it('folds plurals and the two languages: "red onion", "cebollas moradas", "lentejas rojas"', () => {
    expect(targetOf(read('lower red onion 25 lb by $1 in medium business'))).toEqual({ kind: 'products', ids: ['red-onions-25'] });
    expect(targetOf(read('baja las cebollas moradas 25 lb $1 en la lista mediana'))).toEqual({ kind: 'products', ids: ['red-onions-25'] });
    expect(targetOf(read('baja las lentejas rojas $1 en la lista mediana'))).toEqual({ kind: 'products', ids: ['red-lentils-25'] });
  });

  it('a product holding only some of the words is asked about, never changed', () => {
    // No product is both "red" and a "pepper": the red things only share half the words.
    const got = read('lower red peppers 25 lb by $1 in medium business');
    expect(got.intent).toBe('change_prices');
    expect(targetOf(got)).toMatchObject({ kind: 'ambiguous' });
  });

  it('where two products fit equally, a single one asked for is a question', () => {
    const got = read('quita $1 a la cebolla roja en la lista mediana');
    expect(targetOf(got)).toEqual({ kind: 'ambiguous', ids: ['red-onions-25', 'red-onions-50'], query: 'cebolla roja' });
  });
});

describe('an amount off or on moves the price by it', () => {
  it.each([
    ['take $1.25 off red onions 25 lb in medium business', 'down'],
    ['take off $1.25 from red onions 25 lb in medium business', 'down'],
    ['knock off $1.25 from red onions 25 lb in medium business', 'down'],
    ['reduce red onions 25 lb by $1.25 in medium business', 'down'],
    ['lower red onions 25 lb by $1.25 in medium business', 'down'],
    ['minus $1.25 on red onions 25 lb in medium business', 'down'],
    ['cut red onions 25 lb by $1.25 in medium business', 'down'],
    ['quita $1.25 a la cebolla morada 25 lb en la lista mediana', 'down'],
    ['réstale $1.25 a la cebolla morada 25 lb en la lista mediana', 'down'],
    ['rebaja la cebolla morada 25 lb $1.25 en la lista mediana', 'down'],
    ['baja la cebolla morada 25 lb en $1.25 en la lista mediana', 'down'],
    ['sube la cebolla morada 25 lb en $1.25 en la lista mediana', 'up'],
    ['add $1.25 to red onions 25 lb in medium business', 'up'],
    ['súmale $1.25 a la cebolla morada 25 lb en la lista mediana', 'up'],
  ])('%s', (text, direction) => {
    expect(read(text)).toMatchObject({ intent: 'change_prices', target: { kind: 'products', ids: ['red-onions-25'] }, change: { kind: 'amount', direction, cents: 125 } });
  });

  it.each([
    ['red onions 25 lb 1.25 in medium business', null],
    ['cebolla morada 25 lb $1.25 en la lista mediana', null],
    ['change red onions 25 lb by $1.25 in medium business', null],
    ['make red onions 25 lb $1.25 cheaper in medium business', 'down'],
  ])('a phrase that could mean either a new price or a change asks: %s', (text, direction) => {
    expect(read(text)).toMatchObject({ intent: 'which_change', cents: 125, direction, listId: 'medium' });
  });

  it('a new price is still one when the request says so', () => {
    for (const text of ['set red onions 25 lb to $1.25 in medium business', 'pon la cebolla morada 25 lb a 1.25 en la lista mediana', 'red onions 25 lb = 1.25 in medium business']) {
      expect(read(text), text).toMatchObject({ intent: 'change_prices', change: { kind: 'set', cents: 125 } });
    }
  });

  it('a number in a question about a price is a size, not a change', () => {
    expect(read('how much are red onions 25?')).toMatchObject({ intent: 'show_prices', target: { kind: 'products', ids: ['red-onions-25'] } });
  });
});

describe('the language of a request', () => {
  it.each([
    ['quita $1.25 a las cebollas rojas', 'es'],
    ['réstale $1.25 a la cebolla morada', 'es'],
    ['cebolla morada 28', 'es'],
    ['take $1.25 off red onions', 'en'],
    ['how much are the lentils?', 'en'],
    ['red onions 28', 'en'],
  ] as const)('%s is %s', (text, language) => {
    expect(requestLanguage(text, catalogue)).toBe(language);
  });

  it('cannot tell from a number alone, so the page’s language answers', () => {
    expect(requestLanguage('28', catalogue)).toBeNull();
  });
});
