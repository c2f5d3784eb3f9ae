import { describe, expect, it } from 'vitest';
import { classifyRecord } from './classify.js';
import { matchIndex, matchTokens, proposeMatch, type MatchCandidate } from './matches.js';

/** A slice of the demo catalogue: families of varieties, where a wrong proposal is easy. */
const CATALOGUE: MatchCandidate[] = [
  { id: 'tommy', nameEn: 'Tommy Atkins Mangoes', nameEs: 'Mangos Tommy Atkins', packEn: '9 ct case', packEs: 'caja de 9 u.' },
  { id: 'kent', nameEn: 'Kent Mangoes', nameEs: 'Mangos Kent', packEn: '9 ct case', packEs: 'caja de 9 u.' },
  { id: 'ataulfo', nameEn: 'Ataulfo Mangoes', nameEs: 'Mangos Ataulfo', packEn: '18 ct case', packEs: 'caja de 18 u.' },
  { id: 'keitt', nameEn: 'Keitt Mangoes', nameEs: 'Mangos Keitt', packEn: '8 ct case', packEs: 'caja de 8 u.' },
  { id: 'dried-mango', nameEn: 'Dried Mango Slices 5 lb', nameEs: 'Mango deshidratado 5 lb', packEn: '5 lb bag', packEs: 'bolsa de 5 lb' },
  { id: 'mangosteen', nameEn: 'Mangosteen', nameEs: 'Mangostán', packEn: '5 lb box', packEs: 'caja de 5 lb' },
  { id: 'hass', nameEn: 'Hass Avocados', nameEs: 'Aguacates Hass', packEn: '48 ct case', packEs: 'caja de 48 u.' },
  { id: 'roma', nameEn: 'Roma Tomatoes', nameEs: 'Tomates Roma', packEn: '25 lb case', packEs: 'caja de 25 lb' },
  { id: 'cherry', nameEn: 'Cherry Tomatoes', nameEs: 'Tomates cherry', packEn: '12 pint flat', packEs: 'bandeja de 12 pintas' },
  { id: 'lemon', nameEn: 'Lemons', nameEs: 'Limones amarillos', packEn: '115 ct case', packEs: 'caja de 115 u.' },
  { id: 'lemongrass', nameEn: 'Lemongrass', nameEs: 'Hierba de limón', packEn: '1 lb', packEs: '1 lb' },
  { id: 'cilantro', nameEn: 'Cilantro', nameEs: 'Cilantro', packEn: '30 bunch case', packEs: 'caja de 30 manojos' },
  { id: 'onion', nameEn: 'Red Onions', nameEs: 'Cebollas moradas', packEn: '25 lb bag', packEs: 'bolsa de 25 lb' },
];
const index = matchIndex(CATALOGUE);

/** The row as the import sees it: its QuickBooks name and the normalised English name. */
const propose = (qbName: string, exclude?: Set<string>) => {
  const item = classifyRecord({ line: 2, kind: 'item', qbId: '', name: qbName, description: '', type: 'Inventory', active: true, price: '1', cost: null });
  return proposeMatch(index, [qbName, item.nameEn], exclude)?.id ?? null;
};

describe('match tokens', () => {
  it('folds case, accents and plurals, and reads pack sizes as one token', () => {
    expect(matchTokens('MANGO TOMMY 9CT')).toEqual({ words: ['mango', 'tommy'], packs: ['9ct'] });
    expect(matchTokens('Tommy Atkins Mangoes 9 ct case')).toEqual({ words: ['tommy', 'atkin', 'mango'], packs: ['9ct'] });
    expect(matchTokens('Mangos Tommy Atkins caja de 9 u.')).toEqual({ words: ['mango', 'tommy', 'atkin'], packs: ['9ct'] });
    expect(matchTokens('TOMATO ROMA 25#').packs).toEqual(['25lb']);
    expect(matchTokens('Limón 25 LBS').words).toEqual(['limon']);
  });
});

describe('proposeMatch', () => {
  it('finds the catalogue product a QuickBooks name means, in either language', () => {
    expect(propose('MANGO TOMMY 9CT')).toBe('tommy');
    expect(propose('MANGO KENT')).toBe('kent');
    expect(propose('AVOCADO HASS 48CT')).toBe('hass');
    expect(propose('AGUACATE HASS')).toBe('hass');
    expect(propose('TOMATO ROMA 25LB')).toBe('roma');
    expect(propose('TOMATES ROMA')).toBe('roma');
    expect(propose('CEBOLLA MORADA 25 LB')).toBe('onion');
  });

  it('proposes nothing unrelated: another product, a bare family name, a contradicting pack, a service', () => {
    expect(propose('PUMP')).toBeNull();
    expect(propose('DELIVERY CHARGE')).toBeNull();
    expect(propose('BANANA 40LB')).toBeNull();
    // Only the fruit: which of the varieties is not for the import to guess.
    expect(propose('MANGO')).toBeNull();
    expect(propose('TOMATOES')).toBeNull();
    // A variety the catalogue lacks is not another variety.
    expect(propose('MANGO HADEN 9CT')).toBeNull();
    // 12 ct is not the 9 ct case.
    expect(propose('MANGO TOMMY 12CT')).toBeNull();
    expect(propose('KEITT MANGO 9CT')).toBeNull();
  });

  it('leaves out products already matched by id in the same file', () => {
    expect(propose('MANGO TOMMY 9CT', new Set(['tommy']))).toBeNull();
  });

  it('answers 50,000 rows against a 2,000-product catalogue quickly (figure printed)', () => {
    const words = ['apple', 'pear', 'plum', 'kiwi', 'lime', 'melon', 'grape', 'berry', 'pepper', 'squash', 'bean', 'pea', 'corn', 'kale', 'leek', 'okra', 'yam', 'beet', 'date', 'fig'];
    const kinds = ['red', 'green', 'gold', 'baby', 'organic', 'sweet', 'wild', 'giant', 'mini', 'purple'];
    const catalogue: MatchCandidate[] = Array.from({ length: 2000 }, (_, i) => ({
      id: `p${i}`,
      nameEn: `${kinds[i % 10]} ${words[Math.floor(i / 10) % 20]} v${i}`,
      nameEs: `${words[Math.floor(i / 10) % 20]} ${kinds[i % 10]} v${i}`,
      packEn: `${(i % 40) + 1} ct case`,
    }));
    const big = matchIndex(catalogue);
    const names = Array.from({ length: 50_000 }, (_, i) => `${words[i % 20]!.toUpperCase()} ${kinds[(i >> 2) % 10]!.toUpperCase()} V${i % 3000} ${(i % 40) + 1}CT`);
    const started = performance.now();
    let found = 0;
    for (const name of names) if (proposeMatch(big, [name])) found++;
    const ms = performance.now() - started;
    console.log(`proposeMatch: 50,000 rows against 2,000 products in ${Math.round(ms)} ms (${found} proposals)`);
    expect(found).toBeGreaterThan(0);
    expect(ms).toBeLessThan(30_000);
  }, 60_000);
});
