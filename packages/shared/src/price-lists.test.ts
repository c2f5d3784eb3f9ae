import { describe, expect, it } from 'vitest';
import { copyName, listName, listNote, PRICE_LIST_NAME_MAX, PRICE_LIST_REASON_MAX, priceListNameSchema, reasonText, slugCandidates } from './price-lists.js';

const firstOf = (name: string, count: number) => {
  const out: string[] = [];
  for (const slug of slugCandidates(name)) {
    out.push(slug);
    if (out.length === count) break;
  }
  return out;
};

describe('slugCandidates', () => {
  it('folds accents and punctuation, then numbers the repeats', () => {
    expect(firstOf('Restaurante Piña & Limón', 3)).toEqual(['restaurante-pina-limon', 'restaurante-pina-limon-2', 'restaurante-pina-limon-3']);
  });

  it('skips the reserved words the routes use', () => {
    expect(firstOf('Compare', 2)).toEqual(['compare-2', 'compare-3']);
  });

  it('never gives a slug shaped like an id', () => {
    expect(firstOf('3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e', 1)).toEqual(['list-3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e']);
  });

  it('names a list of symbols only "price-list"', () => {
    expect(firstOf('¡¿!?', 2)).toEqual(['price-list', 'price-list-2']);
  });

  it('keeps every candidate within 60 characters, without a dash before the number', () => {
    const [base, second] = firstOf(`${'a'.repeat(58)} bb`, 2);
    expect(base).toHaveLength(60);
    expect(second).toBe(`${'a'.repeat(58)}-2`);
    expect(second!.length).toBeLessThanOrEqual(60);
  });
});

describe('the standard lists in the reader’s language', () => {
  it('translates a standard list’s own name and note, and leaves a typed one as typed', () => {
    expect(listName({ slug: 'small-business', name: 'Small business' }, 'es')).toBe('Pequeña empresa');
    expect(listName({ slug: 'large-business', name: 'Large business' }, 'en')).toBe('Large business');
    expect(listName({ slug: 'small-business', name: 'Tier A' }, 'es')).toBe('Tier A');
    expect(listName({ slug: 'hotel-mar', name: 'Small business' }, 'es')).toBe('Small business');
    expect(listNote({ slug: 'medium-business' }, 'Standard prices for medium businesses', 'es')).toBe('Precios estándar para medianas empresas');
    expect(listNote({ slug: 'medium-business' }, 'Call Ana first', 'es')).toBe('Call Ana first');
    expect(listNote({ slug: 'medium-business' }, null, 'es')).toBeNull();
    expect(listName({ slug: 'constructor', name: 'constructor' }, 'es')).toBe('constructor');
  });

  it('names a copy in the language of the person copying, within the name limit', () => {
    expect(copyName({ slug: 'small-business', name: 'Small business' }, 'es')).toBe('Pequeña empresa (copia)');
    expect(copyName({ slug: 'hotel-mar', name: 'Hotel Mar' }, 'en')).toBe('Hotel Mar (copy)');
    expect(copyName({ slug: 'x', name: 'x'.repeat(PRICE_LIST_NAME_MAX) }, 'es')).toHaveLength(PRICE_LIST_NAME_MAX);
  });
});

describe('list names are one line', () => {
  it('refuses line breaks, controls and bidi or zero-width characters with textInvalid', () => {
    for (const name of ['a\nb', 'a\rb', 'a\u202Eb', 'a\u200Bb', 'a\u2028b', 'a\tb', '```\n*x*']) {
      const result = priceListNameSchema.safeParse(name);
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('textInvalid');
    }
    expect(priceListNameSchema.parse('  Cocina de Ana — 10% ')).toBe('Cocina de Ana — 10%');
  });
});

describe('system reasons as facts', () => {
  it('keeps the English text each kind was written with before', () => {
    const small = { slug: 'small-business', name: 'Small business' };
    const x9 = { kind: 'percent', direction: 'up', value: 800, rounding: 'x9' } as const;
    expect(reasonText({ kind: 'rollback', version: 5 })).toBe('Rolled back to version 5');
    expect(reasonText({ kind: 'import', file: 'a.csv' })).toBe('QuickBooks import a.csv');
    expect(reasonText({ kind: 'import_undo', file: 'a.csv' })).toBe('Undo QuickBooks import a.csv');
    expect(reasonText({ kind: 'assistant', request: 'raise limes 5%' })).toBe('Assistant: raise limes 5%');
    expect(reasonText({ kind: 'base', list: small, version: 3 })).toBe('Base list Small business version 3');
    expect(reasonText({ kind: 'adjustment', adjustment: x9, base: small })).toBe('Adjustment changed: +8% (x9) of Small business');
    expect(reasonText({ kind: 'adjustment', adjustment: x9, base: null })).toBe('Adjustment changed: +8% (x9)');
    expect(reasonText({ kind: 'created', list: small, adjustment: x9 })).toBe('Created from Small business +8% (x9)');
    expect(reasonText({ kind: 'assistant', request: 'a'.repeat(300) })).toHaveLength(PRICE_LIST_REASON_MAX);
  });
});
